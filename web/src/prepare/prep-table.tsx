/**
 * The table tab: the prepared battle made into a table — who sits at each seat (me, an invited
 * person with a link, or the doc's bot), the table's language, whether spectators read the talk,
 * a campaign's previous table (one of this browser's finished tables of the system, as the lobby
 * offers them, or a pasted link) — then each seat's link, as the lobby shows a made table. The
 * made table is remembered as the lobby remembers its own, so the next battle can continue it.
 */
import { createSignal, For, Show } from "solid-js";
import type { PrepSummary } from "../../../src/build/prepare/prep-types.ts";
import { yamlOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import type { Lang } from "../net/protocol.ts";
import {
  type CreatedTable,
  type CreateRequest,
  createTable,
  type LobbySeat,
} from "../pages/lobby-api.ts";
import { CarrySelect } from "../pages/lobby-game-form.tsx";
import { LobbyMade } from "../pages/lobby-made.tsx";
import { lobbyWord } from "../pages/lobby-words.ts";
import { type MyTable, rememberMade } from "../pages/my-tables.ts";
import { SpectatorsTalkCheck, TableLangSelect } from "../parts/table-settings.tsx";
import { PrepCarry } from "./prep-carry.tsx";
import { seatLabel } from "./prep-seat.ts";
import type { PrepProps } from "./prep-tab.ts";
import { pw } from "./prep-words.ts";
import { parseTableLink } from "./table-link.ts";

/** Who sits at a seat. */
export type PrepSeatChoice = "me" | "invite" | "bot";

/** The seat the GM/KP plays by default: theirs. */
const isRunner = (seat: string) => seat === "gm" || seat === "kp";

/** The made table's seats as the lobby's made-table panel names them. */
function lobbySeats(summary: PrepSummary): LobbySeat[] {
  return summary.seats.map((s) => ({
    seat: s.seat,
    name: { ja: seatLabel(s, "ja"), zh: seatLabel(s, "zh"), en: seatLabel(s, "en") },
    gm: isRunner(s.seat),
  }));
}

/** The table tab's body. */
export function PrepTable(props: PrepProps) {
  const w = (key: Parameters<typeof pw>[1], p?: Record<string, string | number>) =>
    pw(props.lang(), key, p);
  const lw = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(props.lang(), key);
  const [choices, setChoices] = createSignal<Record<string, PrepSeatChoice>>({});
  const [tableLang, setTableLang] = createSignal<Lang>(props.doc().lang ?? props.lang());
  const [spectatorsTalk, setSpectatorsTalk] = createSignal(false);
  const [carryText, setCarryText] = createSignal("");
  const [carryTable, setCarryTable] = createSignal<MyTable | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const [made, setMade] = createSignal<{ table: CreatedTable; seats: LobbySeat[] } | null>(null);
  const summary = () => props.answer()?.summary ?? null;
  const botOf = (seat: string) => props.doc().bots?.[seat] ?? "greedy";
  const choiceOf = (seat: string): PrepSeatChoice =>
    choices()[seat] ?? (isRunner(seat) ? "me" : "invite");

  const make = async (e: Event) => {
    e.preventDefault();
    const sum = summary();
    if (sum === null) return;
    setError(null);
    const from = carryTable();
    const carry =
      from === null ? parseTableLink(carryText()) : { table: from.id, token: from.token };
    if (carry === null) return setError(w("badCarryLink"));
    const seats: CreateRequest["seats"] = {};
    for (const s of sum.seats) {
      const c = choiceOf(s.seat);
      seats[s.seat] = c === "bot" ? { kind: "bot", bot: botOf(s.seat) } : { kind: "person" };
    }
    const doc = props.doc();
    setBusy(true);
    try {
      const table = await createTable({
        system: doc.system,
        lang: tableLang(),
        title: doc.name,
        scenario: yamlOfPrep(doc),
        seats,
        ...(carry === undefined ? {} : { carryFrom: carry }),
        ...(spectatorsTalk() ? { talk: { spectators: true } } : {}),
      });
      rememberMade(table, sum.seats.find((s) => choiceOf(s.seat) === "me")?.seat);
      setMade({ table, seats: lobbySeats(sum) });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="prep-two">
      <form class="panel" onSubmit={make} aria-labelledby="prep-table-h">
        <h2 id="prep-table-h">{w("tabTable")}</h2>
        <p class="muted">{w("tableIntro")}</p>
        <Show when={summary()} fallback={<p class="muted">{w("noSeats")}</p>}>
          {(sum) => (
            <fieldset>
              <legend>{lw("seats")}</legend>
              <For each={sum().seats}>
                {(s) => (
                  <label class="seat-choice">
                    {seatLabel(s, props.lang())}{" "}
                    <select
                      name={`seat-${s.seat}`}
                      onChange={(e) =>
                        setChoices({
                          ...choices(),
                          [s.seat]: e.currentTarget.value as PrepSeatChoice,
                        })
                      }
                    >
                      <option value="me" selected={choiceOf(s.seat) === "me"}>
                        {lw("seatMe")}
                      </option>
                      <option value="invite" selected={choiceOf(s.seat) === "invite"}>
                        {lw("seatInvite")}
                      </option>
                      <option value="bot" selected={choiceOf(s.seat) === "bot"}>
                        {w("seatBot", { bot: botOf(s.seat) })}
                      </option>
                    </select>
                  </label>
                )}
              </For>
            </fieldset>
          )}
        </Show>
        <TableLangSelect label={lw("language")} lang={tableLang()} setLang={setTableLang} />
        <SpectatorsTalkCheck
          label={lw("spectatorsTalk")}
          checked={spectatorsTalk()}
          setChecked={setSpectatorsTalk}
        />
        {/* Both prepared systems carry a campaign on (ygo-trpg's life; magical-girl's HP, MP,
            wounds, items). */}
        <CarrySelect
          system={{ id: props.doc().system, carry: true }}
          from={carryTable()}
          setFrom={setCarryTable}
        />
        <Show when={carryTable() === null}>
          <PrepCarry lang={props.lang()} text={carryText()} setText={setCarryText} />
        </Show>
        <button
          type="submit"
          class="primary"
          data-testid="prep-make"
          disabled={busy() || summary() === null}
        >
          {busy() ? w("making") : lw("create")}
        </button>
        <div role="status">
          <Show when={error()}>{(e) => <p class="error">⚠ {e()}</p>}</Show>
        </div>
      </form>
      <Show when={made()}>
        {(m) => <LobbyMade table={m().table} seats={m().seats} testid="prep-made" />}
      </Show>
    </div>
  );
}
