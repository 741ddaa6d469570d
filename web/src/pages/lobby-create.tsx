/**
 * The lobby's "new table" form: a system, how the battle starts (a new game, a preset game —
 * the system's example scenarios — or an uploaded scenario file), each seat "me", "invite" or a
 * bot, the table's language and, for a new game, the system's house rules (those set away from
 * their defaults are sent as the table's options) and, for vision and geo-march, each player's
 * deck (the shipped one, a library deck, or a read link). A scenario's seats are known only once the server has parsed
 * it, so an upload is sent to `POST /api/scenarios/seats` first and seated like any other game.
 */
import { createResource, createSignal, For, Show } from "solid-js";
import { MAX_FILE_BYTES } from "../../../src/shared/limits.ts";
import { uiLang } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";
import { SpectatorsTalkCheck, TableLangSelect } from "../parts/table-settings.tsx";
import {
  type CreatedTable,
  type CreateRequest,
  createTable,
  fetchPresets,
  fetchScenarioSeats,
  type LobbySeat,
  type ScenarioSeats,
  type SystemInfo,
} from "./lobby-api.ts";
import {
  CarrySelect,
  type DeckChoice,
  DeckChoices,
  libraryOf,
  ModeSelect,
  OptionSelects,
} from "./lobby-game-form.tsx";
import { lobbyWord } from "./lobby-words.ts";
import type { MyTable } from "./my-tables.ts";

/** What a seat is when the table is made. */
export type SeatChoice = "me" | "invite" | "random" | "greedy" | "mcts";

const NEW = "new";
const UPLOAD = "upload";

/** The form's props: the systems, and what to do with a made table or a refusal. */
export interface LobbyCreateProps {
  systems: SystemInfo[];
  onMade(table: CreatedTable, mine: string | undefined, seats: LobbySeat[]): void;
  onError(message: string | null): void;
}

/** A scenario's bot for a seat as one of the lobby's choices. */
function botChoice(bot: string | undefined): SeatChoice | undefined {
  if (bot === undefined) return undefined;
  return bot.startsWith("mcts") ? "mcts" : bot.startsWith("greedy") ? "greedy" : "random";
}

/** The new-table form. */
export function LobbyCreate(props: LobbyCreateProps) {
  const [presets] = createResource(fetchPresets);
  const [systemId, setSystemId] = createSignal<string>("vision");
  const [game, setGame] = createSignal<string>(NEW);
  const [tableLang, setTableLang] = createSignal<Lang>(uiLang());
  const [choices, setChoices] = createSignal<Record<string, SeatChoice>>({});
  const [upload, setUpload] = createSignal<(ScenarioSeats & { text: string }) | null>(null);
  const [reading, setReading] = createSignal(false);
  const [mode, setMode] = createSignal<string>("");
  const [carry, setCarry] = createSignal<MyTable | null>(null);
  const [spectatorsTalk, setSpectatorsTalk] = createSignal(false);
  const [houseRules, setHouseRules] = createSignal<Record<string, string>>({});
  const [decks, setDecks] = createSignal<Record<string, DeckChoice>>({});
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);

  const system = () => props.systems.find((s) => s.id === systemId());
  const systemPresets = () => (presets() ?? []).filter((p) => p.system === systemId());
  /** The scenario the table starts from (null: a new game), with its seats. */
  const scenario = (): (ScenarioSeats & { text: string }) | null => {
    if (game() === UPLOAD) return upload();
    return systemPresets().find((p) => p.id === game()) ?? null;
  };
  const seats = (): LobbySeat[] =>
    game() === NEW ? (system()?.seats ?? []) : (scenario()?.seats ?? []);
  const choiceOf = (seat: string, index: number): SeatChoice =>
    choices()[seat] ?? (index === 0 ? "me" : (botChoice(scenario()?.bots[seat]) ?? "greedy"));
  const ready = () => seats().length > 0 && !reading();

  const pickSystem = (id: string) => {
    setSystemId(id);
    const sys = props.systems.find((s) => s.id === id);
    setGame(sys?.newGame ? NEW : (systemPresets()[0]?.id ?? UPLOAD));
    setChoices({});
    setUpload(null);
    setMode(sys?.modes[0]?.id ?? "");
    setCarry(null);
    setHouseRules({});
    setDecks({});
  };

  /** The house rules set away from their defaults: a default left out plays the same. */
  const chosenOptions = (): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const o of system()?.options ?? []) {
      const v = houseRules()[o.name];
      if (v !== undefined && v !== o.values[0]) out[o.name] = v;
    }
    return out;
  };

  const onFile = async (e: Event) => {
    props.onError(null);
    setUpload(null);
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file === undefined) return;
    if (file.size > MAX_FILE_BYTES) return props.onError(`${file.name}: ${w("tooLarge")}`);
    setReading(true);
    try {
      const text = await file.text();
      setUpload({ ...(await fetchScenarioSeats(systemId(), text)), text });
      setChoices({});
    } catch (err) {
      props.onError(`${file.name}: ${(err as Error).message}`);
    } finally {
      setReading(false);
    }
  };

  const onCreate = async (e: Event) => {
    e.preventDefault();
    props.onError(null);
    const sc = scenario();
    if (game() !== NEW && sc === null) return;
    const req: Record<string, { kind: "person" | "bot"; bot?: string }> = {};
    seats().forEach((s, i) => {
      const c = choiceOf(s.seat, i);
      req[s.seat] =
        c === "me" || c === "invite"
          ? { kind: "person" }
          : { kind: "bot", bot: c === "mcts" ? "mcts:200" : c };
    });
    // A deck per seat from the library: only for a new game (a scenario sets its own decks).
    const library = game() === NEW ? libraryOf(systemId(), seats(), decks()) : {};
    if (typeof library === "string") return props.onError(library);
    try {
      const body: CreateRequest = {
        system: systemId(),
        lang: tableLang(),
        seats: req,
        ...(sc === null ? {} : { scenario: sc.text }),
        ...(game() === NEW && mode() !== "" ? { mode: mode() } : {}),
        ...(game() === NEW && Object.keys(chosenOptions()).length > 0
          ? { options: chosenOptions() }
          : {}),
        ...(carry() === null
          ? {}
          : { carryFrom: { table: carry()?.id ?? "", token: carry()?.token ?? "" } }),
        ...(Object.keys(library).length > 0 ? { library } : {}),
        // The server's default (spectators read no talk) needs no field.
        ...(spectatorsTalk() ? { talk: { spectators: true } } : {}),
      };
      const table = await createTable(body);
      props.onMade(table, seats().find((s, i) => choiceOf(s.seat, i) === "me")?.seat, seats());
    } catch (err) {
      props.onError((err as Error).message);
    }
  };

  return (
    <form class="panel" onSubmit={onCreate} data-testid="create-form">
      <h2>{w("newTable")}</h2>
      <label>
        {w("system")}{" "}
        <select onChange={(e) => pickSystem(e.currentTarget.value)} name="system">
          <For each={props.systems}>
            {(s) => (
              <option value={s.id} selected={s.id === systemId()}>
                {s.name[uiLang()]}
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        {w("game")}{" "}
        <select
          name="game"
          onChange={(e) => {
            setGame(e.currentTarget.value);
            setChoices({});
          }}
        >
          <Show when={system()?.newGame}>
            <option value={NEW} selected={game() === NEW}>
              {w("newGame")}
            </option>
          </Show>
          <optgroup label={w("presets")}>
            <For each={systemPresets()}>
              {(p) => (
                <option value={p.id} selected={game() === p.id}>
                  {p.name}
                </option>
              )}
            </For>
          </optgroup>
          <option value={UPLOAD} selected={game() === UPLOAD}>
            {w("upload")}
          </option>
        </select>
      </label>
      <Show when={game() === NEW && system()}>
        {(sys) => <ModeSelect system={sys()} mode={mode()} setMode={setMode} />}
      </Show>
      <Show when={game() === NEW && system()}>
        {(sys) => (
          <OptionSelects
            system={sys()}
            chosen={houseRules()}
            setOption={(name, value) => setHouseRules({ ...houseRules(), [name]: value })}
          />
        )}
      </Show>
      <Show when={system()}>
        {(sys) => <CarrySelect system={sys()} from={carry()} setFrom={setCarry} />}
      </Show>
      <Show when={game() === UPLOAD}>
        <label>
          {w("scenarioFile")}{" "}
          <input type="file" accept=".yaml,.yml,.json" onChange={onFile} name="scenario" />
        </label>
        <Show when={reading()}>
          <p class="muted" role="status">
            {w("readingScenario")}
          </p>
        </Show>
        <Show when={upload()}>
          {(u) => (
            <p data-testid="scenario-name">
              ✔ <strong>{u().name}</strong>
            </p>
          )}
        </Show>
      </Show>
      <TableLangSelect label={w("language")} lang={tableLang()} setLang={setTableLang} />
      <Show when={seats().length > 0}>
        <fieldset>
          <legend>{w("seats")}</legend>
          <For each={seats()}>
            {(s, i) => (
              <label class="seat-choice">
                {s.name[uiLang()]}{" "}
                <select
                  name={`seat-${s.seat}`}
                  onChange={(e) =>
                    setChoices({ ...choices(), [s.seat]: e.currentTarget.value as SeatChoice })
                  }
                >
                  <For
                    each={[
                      ["me", w("seatMe")],
                      ["invite", w("seatInvite")],
                      ["random", w("botRandom")],
                      ["greedy", w("botGreedy")],
                      ["mcts", w("botMcts")],
                    ]}
                  >
                    {([value, label]) => (
                      <option value={value} selected={choiceOf(s.seat, i()) === value}>
                        {label}
                      </option>
                    )}
                  </For>
                </select>
              </label>
            )}
          </For>
        </fieldset>
      </Show>
      <Show when={game() === NEW && system()}>
        {(sys) => (
          <DeckChoices
            system={sys()}
            seats={seats()}
            chosen={decks()}
            setChoice={(seat, c) => setDecks({ ...decks(), [seat]: c })}
          />
        )}
      </Show>
      <SpectatorsTalkCheck
        label={w("spectatorsTalk")}
        checked={spectatorsTalk()}
        setChecked={setSpectatorsTalk}
      />
      <button type="submit" class="primary" disabled={!ready()}>
        {w("create")}
      </button>
    </form>
  );
}
