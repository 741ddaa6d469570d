/**
 * The encounter builder: the mode (战斗 against the KP's enemies, or 决斗 / 切磋 / 技艺比拼 between
 * girls) with its options (the KP's surprise ruling, the contest's category), the house rules
 * (the lobby's selects, set into the scenario's `options`), and the enemies — shipped or the KP's
 * own — with their initiative groups (one group shares a roll and acts together, MGR-11) and what
 * each starts with.
 */
import { createSignal, For, Index, Show } from "solid-js";
import {
  addEnemy,
  addOwnEnemy,
  type EnemyEntry,
  entriesOf,
  entryOf,
  isPvp,
  MAX_ENEMIES,
  MAX_GROUP_CHARS,
  MG_MODES,
  type MgMode,
  nameIn,
  removeEnemy,
  setCategory,
  setEnemy,
  setGroup,
  setMode,
  setOption,
  setSurprise,
  setupOf,
} from "../../../../src/build/prepare/magical-girl-ops.ts";
import { MG_OPTION_WORDS } from "../../../../src/systems/magical-girl/option-words.ts";
import { MG_OPTIONS } from "../../../../src/systems/magical-girl/options.ts";
import { mw } from "../../boards/magical-girl/words.ts";
import type { SystemInfo } from "../../pages/lobby-api.ts";
import { OptionSelects } from "../../pages/lobby-game-form.tsx";
import type { PrepProps } from "../prep-tab.ts";
import { FighterRow, SheetSelect } from "./fighter-row.tsx";
import { invalidAt, Problems } from "./prep-parts.tsx";
import { type PrepWord, pw } from "./prep-words.ts";

/** The system's house rules as the lobby's selects take them (their words beside the options). */
const MG_SYSTEM: SystemInfo = {
  id: "magical-girl",
  name: { zh: "魔法少女", ja: "魔法少女", en: "Magical girl" },
  lang: "zh",
  seats: [],
  newGame: true,
  modes: [],
  carry: true,
  options: Object.entries(MG_OPTIONS).map(([name, values]) => {
    const w = MG_OPTION_WORDS[name as keyof typeof MG_OPTIONS];
    return {
      name,
      values: [...values],
      label: w.name,
      why: w.why,
      valueLabels: w.values as Record<string, Record<"ja" | "zh" | "en", string>>,
    };
  }),
};

const SURPRISES: Record<"battle" | "pvp", [string, PrepWord][]> = {
  battle: [
    ["none", "surpriseNone"],
    ["party", "surpriseParty"],
    ["enemy", "surpriseEnemy"],
  ],
  pvp: [
    ["none", "surpriseNone"],
    ["a", "surpriseA"],
    ["b", "surpriseB"],
  ],
};

/** One enemy's row. */
function EnemyRow(props: { p: PrepProps; enemy: EnemyEntry; index: number }) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  const sheet = () => entryOf(doc(), props.p.shipped(), "enemies", props.enemy.enemy);
  const set = (patch: Partial<EnemyEntry>) => props.p.setDoc(setEnemy(doc(), props.index, patch));
  const key = () => `e${props.index}`;
  const at = () => `setup.enemies[${props.index}]`;
  const problemsId = () => `mgp-problems-${key()}`;
  return (
    <FighterRow
      p={props.p}
      testid={`mg-enemy-${props.index}`}
      legend={
        <>
          {props.index + 1} · {nameIn(sheet(), lang(), props.enemy.enemy)}
          <Show when={props.enemy.group !== undefined}>
            <span class="tag">
              {pw(lang(), "group")} {props.enemy.group}
            </span>
          </Show>
        </>
      }
      list="enemies"
      id={props.enemy.enemy}
      sheet={sheet()}
      who={{ enemy: props.index }}
      entry={props.enemy}
      set={set}
      use={(d, id) => setEnemy(d, props.index, { enemy: id })}
      key={key()}
      at={at()}
      problemsId={problemsId()}
    >
      <SheetSelect
        p={props.p}
        list="enemies"
        label={pw(lang(), "enemy")}
        id={`mgp-enemy-${key()}`}
        name={`enemy-${props.index}`}
        value={props.enemy.enemy}
        at={`${at()}.enemy`}
        problemsId={problemsId()}
        onChange={(enemy) => set({ enemy })}
      />
      <div class="mgp-inline">
        <label for={`mgp-group-${key()}`}>{pw(lang(), "group")}</label>
        <input
          id={`mgp-group-${key()}`}
          name={`group-${props.index}`}
          {...invalidAt(props.p.answer, `${at()}.group`, problemsId())}
          list="mgp-groups"
          size={10}
          maxLength={MAX_GROUP_CHARS}
          placeholder={pw(lang(), "alone")}
          value={props.enemy.group ?? ""}
          disabled={props.p.readOnly}
          onChange={(e) => props.p.setDoc(setGroup(doc(), props.index, e.currentTarget.value))}
        />
      </div>
      <Show
        when={
          !props.p.readOnly &&
          (setupOf(doc()).mode !== "battle" || setupOf(doc()).enemies.length > 1)
        }
      >
        <button
          type="button"
          class="be-remove"
          onClick={() => props.p.setDoc(removeEnemy(doc(), props.index))}
        >
          × {pw(lang(), "remove")}
        </button>
      </Show>
    </FighterRow>
  );
}

/** The encounter tab. */
export function EncounterTab(props: PrepProps) {
  const lang = () => props.lang();
  const setup = () => setupOf(props.doc());
  const pvp = () => isPvp(setup().mode);
  const enemies = () => entriesOf(props.doc(), props.shipped(), "enemies");
  const [pick, setPick] = createSignal("");
  const [group, setGroupName] = createSignal("");
  const chosen = () =>
    Object.fromEntries(
      Object.entries(props.doc().options).filter(([, v]) => typeof v === "string"),
    ) as Record<string, string>;
  const groupsNow = () => {
    const by = new Map<string, string[]>();
    for (const e of setup().enemies)
      if (e.group !== undefined)
        by.set(e.group, [
          ...(by.get(e.group) ?? []),
          nameIn(entryOf(props.doc(), props.shipped(), "enemies", e.enemy), lang(), e.enemy),
        ]);
    return [...by.entries()];
  };
  return (
    <div class="mgp-tab" data-testid="mg-encounter">
      <section class="panel" aria-labelledby="mgp-mode-h">
        <h3 id="mgp-mode-h">{pw(lang(), "mode")}</h3>
        <fieldset class="mgp-modes">
          <legend class="sr-only">{pw(lang(), "mode")}</legend>
          <For each={MG_MODES}>
            {(m) => (
              <label class="mgp-mode">
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={setup().mode === m}
                  disabled={props.readOnly}
                  onChange={() => props.setDoc(setMode(props.doc(), m as MgMode, props.shipped()))}
                />{" "}
                {pw(lang(), m)}
              </label>
            )}
          </For>
        </fieldset>
        <p class="muted">{pw(lang(), "modeHint")}</p>
        <div class="mgp-line">
          <Show when={setup().mode !== "aftermath"}>
            <div class="mgp-inline">
              <label for="mgp-surprise">{pw(lang(), "surprise")}</label>
              <select
                id="mgp-surprise"
                name="surprise"
                disabled={props.readOnly}
                onChange={(e) => props.setDoc(setSurprise(props.doc(), e.currentTarget.value))}
              >
                <For each={SURPRISES[pvp() ? "pvp" : "battle"]}>
                  {([v, w]) => (
                    <option value={v} selected={(setup().surprise ?? "none") === v}>
                      {pw(lang(), w)}
                    </option>
                  )}
                </For>
              </select>
            </div>
          </Show>
          <Show when={setup().mode === "contest"}>
            <div class="mgp-inline">
              <label for="mgp-category">{pw(lang(), "category")}</label>
              <select
                id="mgp-category"
                name="category"
                disabled={props.readOnly}
                onChange={(e) =>
                  props.setDoc(setCategory(props.doc(), e.currentTarget.value as "combat" | "life"))
                }
              >
                <option value="combat" selected={(setup().category ?? "combat") === "combat"}>
                  {pw(lang(), "combat")}
                </option>
                <option value="life" selected={setup().category === "life"}>
                  {pw(lang(), "life")}
                </option>
              </select>
            </div>
          </Show>
        </div>
        <Problems
          answer={props.answer()}
          prefixes={["setup.mode", "setup.surprise", "setup.category", "options"]}
        />
        <details class="mgp-rules">
          <summary>
            {pw(lang(), "houseRules")}
            {Object.keys(chosen()).length > 0 ? ` · ${Object.keys(chosen()).length}` : ""}
          </summary>
          <fieldset disabled={props.readOnly} class="mgp-plain">
            <OptionSelects
              system={MG_SYSTEM}
              chosen={chosen()}
              setOption={(name, value) =>
                props.setDoc(
                  setOption(
                    props.doc(),
                    name,
                    value,
                    MG_OPTIONS[name as keyof typeof MG_OPTIONS]?.[0],
                  ),
                )
              }
            />
          </fieldset>
        </details>
      </section>

      <section class="panel" aria-labelledby="mgp-enemies-h">
        <h3 id="mgp-enemies-h">{mw(lang(), "enemies")}</h3>
        <Show
          when={setup().mode === "battle"}
          fallback={
            <p class="muted">{pw(lang(), pvp() ? "noEnemiesPvp" : "noEnemiesAftermath")}</p>
          }
        >
          <p class="muted">{pw(lang(), "groupHint")}</p>
          <Show when={groupsNow().length > 0}>
            <ul class="mgp-groups" data-testid="mg-groups">
              <For each={groupsNow()}>
                {([g, names]) => (
                  <li>
                    <span class="tag">{g}</span> {names.join("、")}
                  </li>
                )}
              </For>
            </ul>
          </Show>
          <datalist id="mgp-groups">
            <For each={groupsNow()}>{([g]) => <option value={g} />}</For>
          </datalist>
          {/* By index: a row keeps its open sheet and focus as its entry changes. */}
          <Index each={setup().enemies}>
            {(e, i) => <EnemyRow p={props} enemy={e()} index={i} />}
          </Index>
          <Problems answer={props.answer()} prefixes={["setup.enemies"]} exact />
          <Show when={!props.readOnly && setup().enemies.length < MAX_ENEMIES}>
            <div class="mgp-line mgp-add">
              <select
                name="add-enemy"
                aria-label={pw(lang(), "addEnemy")}
                onChange={(e) => setPick(e.currentTarget.value)}
              >
                <For each={enemies()}>
                  {(x) => (
                    <option value={String(x.id)} selected={x.id === (pick() || enemies()[0]?.id)}>
                      {nameIn(x, lang())}
                    </option>
                  )}
                </For>
              </select>
              <input
                name="add-enemy-group"
                aria-label={pw(lang(), "group")}
                placeholder={`${pw(lang(), "group")}（${pw(lang(), "alone")}）`}
                list="mgp-groups"
                size={12}
                value={group()}
                onInput={(e) => setGroupName(e.currentTarget.value)}
              />
              <button
                type="button"
                data-testid="mg-add-enemy"
                onClick={() => {
                  const next = addEnemy(
                    props.doc(),
                    pick() || String(enemies()[0]?.id ?? "shade-hound"),
                  );
                  const at = setupOf(next).enemies.length - 1;
                  props.setDoc(group().trim() === "" ? next : setGroup(next, at, group()));
                }}
              >
                ＋ {pw(lang(), "addEnemy")}
              </button>
              <button
                type="button"
                data-testid="mg-own-enemy"
                onClick={() => props.setDoc(addOwnEnemy(props.doc()))}
              >
                ＋ {pw(lang(), "ownEnemy")}
              </button>
            </div>
          </Show>
        </Show>
      </section>
    </div>
  );
}
