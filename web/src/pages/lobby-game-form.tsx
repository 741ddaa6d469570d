/**
 * The parts of the new-table form that only some systems have: the form a new game takes
 * (magical-girl's 决斗 / 切磋 / 技艺比拼 besides a battle against the KP's enemies) and a
 * campaign's next encounter, continued from a finished table this browser sat at (ygo-trpg: life
 * does not recover between encounters). The server reads the carry-over from that table itself.
 */
import { createResource, For, Show } from "solid-js";
import { uiLang } from "../i18n.ts";
import { fetchCarry, fetchHeldStatus, type SystemInfo } from "./lobby-api.ts";
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

/** The carry select's props: the system, the chosen table (null: a new campaign). */
export interface CarrySelectProps {
  system: SystemInfo;
  from: MyTable | null;
  setFrom(from: MyTable | null): void;
}

/** "Continue from": a finished table of this system, or a new campaign. */
export function CarrySelect(props: CarrySelectProps) {
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);
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
  return (
    <Show when={props.system.carry}>
      <label>
        {w("continueFrom")}{" "}
        <select
          name="carry"
          onChange={(e) =>
            props.setFrom((tables() ?? []).find((x) => x.id === e.currentTarget.value) ?? null)
          }
        >
          <option value="" selected={props.from === null}>
            {w("newCampaign")}
          </option>
          <For each={tables() ?? []}>
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
          {w("carryNote")}
        </p>
        <Show when={carried()}>{(text) => <p data-testid="carried">{text()}</p>}</Show>
      </Show>
    </Show>
  );
}
