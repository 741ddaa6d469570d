/**
 * The parts of the new-table form that only some systems have: the form a new game takes
 * (magical-girl's 决斗 / 切磋 / 技艺比拼 besides a battle against the KP's enemies), a
 * campaign's next encounter, continued from a finished table this browser sat at (ygo-trpg: life
 * does not recover between encounters; the server reads the carry-over from that table itself),
 * and each player's deck from the library (vision, geo-march).
 */
import { createResource, For, Show } from "solid-js";
import { isDeckSystem } from "../../../src/build/deck/deck-card.ts";
import { parseLibraryLink } from "../../../src/build/deck/deck-link.ts";
import { uiLang } from "../i18n.ts";
import { rememberedItems } from "../net/library-api.ts";
import { fetchCarry, fetchHeldStatus, type LobbySeat, type SystemInfo } from "./lobby-api.ts";
import { lobbyWord } from "./lobby-words.ts";
import { type MyTable, myTables } from "./my-tables.ts";

/** The mode select's props: the system, the chosen mode and how to change it. */
export interface ModeSelectProps {
  system: SystemInfo;
  mode: string;
  setMode(mode: string): void;
}

/** The form a new game takes, for systems with more than one. */
export function ModeSelect(props: ModeSelectProps) {
  return (
    <Show when={props.system.modes.length > 1}>
      <label>
        {lobbyWord(uiLang(), "mode")}{" "}
        <select name="mode" onChange={(e) => props.setMode(e.currentTarget.value)}>
          <For each={props.system.modes}>
            {(m) => (
              <option value={m.id} selected={m.id === props.mode}>
                {m.name[uiLang()]}
              </option>
            )}
          </For>
        </select>
      </label>
    </Show>
  );
}

/** The house-rule selects' props: the system, the values chosen and how to change one. */
export interface OptionSelectsProps {
  system: SystemInfo;
  chosen: Record<string, string>;
  setOption(name: string, value: string): void;
}

/**
 * A select for each of the system's table options (house rules, issue 33), at its default (the
 * first value) until changed: the option's name, its values by name (✓ the default) and, under
 * it, the rule lines its reading rests on — all the server's words (`GET /api/systems`), in the
 * page's language. The option ids stay the selects' names and values (what `POST /api/tables`
 * takes).
 */
export function OptionSelects(props: OptionSelectsProps) {
  return (
    <Show when={props.system.options.length > 0}>
      <fieldset data-testid="house-rules" class="house-rules">
        <legend>{lobbyWord(uiLang(), "houseRules")}</legend>
        <For each={props.system.options}>
          {(o) => (
            <div class="house-rule" data-option={o.name}>
              <label>
                <span class="house-rule-name">{o.label[uiLang()]}</span>{" "}
                <select
                  name={`option-${o.name}`}
                  aria-describedby={`option-why-${o.name}`}
                  onChange={(e) => props.setOption(o.name, e.currentTarget.value)}
                >
                  <For each={o.values}>
                    {(v, i) => (
                      <option value={v} selected={v === (props.chosen[o.name] ?? o.values[0])}>
                        {i() === 0 ? `${o.valueLabels[v][uiLang()]} ✓` : o.valueLabels[v][uiLang()]}
                      </option>
                    )}
                  </For>
                </select>
              </label>
              <p class="muted house-rule-why" id={`option-why-${o.name}`}>
                {o.why[uiLang()]}
              </p>
            </div>
          )}
        </For>
      </fieldset>
    </Show>
  );
}

/** The finished tables of `system` this browser remembers (their status asked of the server). */
async function finishedTables(system: string): Promise<MyTable[]> {
  const mine = myTables().filter((x) => x.system === system);
  const status = await fetchHeldStatus(mine.map((x) => x.token)).catch(() => new Map());
  const seen = new Set<string>();
  return mine.filter((x) => {
    if (status.get(x.id) !== "finished" || seen.has(x.id)) return false;
    seen.add(x.id);
    return true;
  });
}

/**
 * The carry select's props: the system (its id, and whether it carries a campaign on), the chosen
 * table (null: a new campaign).
 */
export interface CarrySelectProps {
  system: Pick<SystemInfo, "id" | "carry">;
  from: MyTable | null;
  setFrom(from: MyTable | null): void;
}

/**
 * "Continue from": a finished table of this system, or a new campaign — in the lobby and on the
 * prepare page's table tab; once one is chosen, what it carries over (the server's line).
 */
export function CarrySelect(props: CarrySelectProps) {
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);
  // What carries over is each system's own: ygo-trpg's life, magical-girl's HP, MP, wounds, items.
  const mg = () => props.system.id === "magical-girl";
  // Asked only of a system that carries a campaign on: the others show no select.
  const [tables] = createResource(
    () => (props.system.carry ? props.system.id : false),
    finishedTables,
  );
  // Each player's character and life as the chosen table ended (the server reads them).
  const [carried] = createResource(
    () => (props.from === null ? null : { from: props.from, lang: uiLang() }),
    ({ from, lang }) => fetchCarry(from.id, from.token, lang).catch(() => ""),
  );
  // Read once ready only: a read while pending would suspend the page around it (the prepare
  // page's tabs would be made again, the focus lost).
  const finished = () => (tables.state === "ready" ? tables() : []);
  return (
    <Show when={props.system.carry}>
      <label>
        {w("continueFrom")}{" "}
        <select
          name="carry"
          onChange={(e) =>
            props.setFrom(finished().find((x) => x.id === e.currentTarget.value) ?? null)
          }
        >
          <option value="" selected={props.from === null}>
            {w(mg() ? "newCampaignMg" : "newCampaign")}
          </option>
          <For each={finished()}>
            {(x) => (
              <option value={x.id} selected={props.from?.id === x.id}>
                {x.title}
                {x.at === undefined ? "" : ` — ${new Date(x.at).toLocaleString(uiLang())}`}
              </option>
            )}
          </For>
        </select>
      </label>
      <Show when={props.from !== null}>
        <p class="muted" data-testid="carry-note">
          {w(mg() ? "carryNoteMg" : "carryNote")}
        </p>
        <Show when={carried.state === "ready" && carried()}>
          {(text) => <p data-testid="carried">{text()}</p>}
        </Show>
      </Show>
    </Show>
  );
}

/** A seat's deck: the shipped default, one of this browser's library decks, or a read link. */
export type DeckChoice =
  | { kind: "default" }
  | { kind: "item"; id: string; token: string }
  | { kind: "link"; text: string };

/** The deck choices' props: the system, the seats, each seat's choice and how to change it. */
export interface DeckChoicesProps {
  system: SystemInfo;
  seats: LobbySeat[];
  chosen: Record<string, DeckChoice>;
  setChoice(seat: string, choice: DeckChoice): void;
}

const LINK = "link";
const DEFAULT = "default";

/**
 * A deck per player seat for a new game of a deck system (vision, geo-march): the shipped deck,
 * a deck from this browser's library (remembered items of kind `deck`), or a pasted read link.
 * The table is made with them as `library: {<seat>: {id, token}}`.
 */
export function DeckChoices(props: DeckChoicesProps) {
  const w = (key: Parameters<typeof lobbyWord>[1], p?: Record<string, string | number>) =>
    lobbyWord(uiLang(), key, p);
  const mine = () =>
    rememberedItems().filter((x) => x.kind === "deck" && x.system === props.system.id);
  const players = () => props.seats.filter((s) => !s.gm);
  const choiceValue = (c: DeckChoice | undefined) =>
    c === undefined || c.kind === "default" ? DEFAULT : c.kind === "link" ? LINK : `item:${c.id}`;
  const pick = (seat: string, value: string) => {
    if (value === DEFAULT) return props.setChoice(seat, { kind: "default" });
    if (value === LINK) return props.setChoice(seat, { kind: "link", text: "" });
    const x = mine().find((y) => `item:${y.id}` === value);
    if (x !== undefined) props.setChoice(seat, { kind: "item", id: x.id, token: x.readToken });
  };
  return (
    <Show when={isDeckSystem(props.system.id) && players().length > 0}>
      <fieldset data-testid="deck-choices">
        <legend>
          {w("decks")} (<a href="/library">{w("library")}</a>)
        </legend>
        <For each={players()}>
          {(s) => {
            const c = () => props.chosen[s.seat];
            const seatName = () => s.name[uiLang()];
            return (
              <div class="deck-choice">
                <label class="seat-choice">
                  {w("deckOf", { seat: seatName() })}{" "}
                  <select
                    name={`deck-${s.seat}`}
                    onChange={(e) => pick(s.seat, e.currentTarget.value)}
                  >
                    <option value={DEFAULT} selected={choiceValue(c()) === DEFAULT}>
                      {w("deckShipped")}
                    </option>
                    <Show when={mine().length > 0}>
                      <optgroup label={w("deckMine")}>
                        <For each={mine()}>
                          {(x) => (
                            <option
                              value={`item:${x.id}`}
                              selected={choiceValue(c()) === `item:${x.id}`}
                            >
                              {x.title}
                            </option>
                          )}
                        </For>
                      </optgroup>
                    </Show>
                    <option value={LINK} selected={choiceValue(c()) === LINK}>
                      {w("deckByLink")}
                    </option>
                  </select>
                </label>
                <Show when={c()?.kind === "link"}>
                  <label class="seat-choice">
                    {w("deckLink", { seat: seatName() })}{" "}
                    <input
                      name={`deck-link-${s.seat}`}
                      value={(c() as { text: string }).text}
                      placeholder="http://…/build/…#r=…"
                      size={36}
                      style={{ "max-width": "100%" }}
                      onInput={(e) =>
                        props.setChoice(s.seat, { kind: "link", text: e.currentTarget.value })
                      }
                    />
                  </label>
                </Show>
              </div>
            );
          }}
        </For>
      </fieldset>
    </Show>
  );
}

/**
 * The `library` field of `POST /api/tables` for these choices (seats at the default left out),
 * or the one line naming the seat whose pasted link is not a library link of this system.
 */
export function libraryOf(
  system: string,
  seats: LobbySeat[],
  chosen: Record<string, DeckChoice>,
): Record<string, { id: string; token: string }> | string {
  const out: Record<string, { id: string; token: string }> = {};
  for (const s of seats) {
    const c = chosen[s.seat];
    const seat = s.name[uiLang()];
    if (c === undefined || c.kind === "default") continue;
    if (c.kind === "item") {
      out[s.seat] = { id: c.id, token: c.token };
      continue;
    }
    const link = parseLibraryLink(c.text, location.href);
    if (link === null) return lobbyWord(uiLang(), "badDeckLink", { seat });
    if (link.system !== system)
      return lobbyWord(uiLang(), "deckOtherSystem", { seat, system: link.system });
    out[s.seat] = { id: link.id, token: link.token };
  }
  return out;
}
