/**
 * A fighter's current values at the battle's start (setup.ts Current), for a girl and an enemy
 * alike: HP and MP (empty: full), DP (empty: 8, MGR-20), the wound, the start position on the
 * map (empty: the map's first), the magical items carried and attributes set by hand.
 */
import { For, Show } from "solid-js";
import {
  ATTRIBUTE_KEYS,
  type Current,
  type Fighter,
  mapOf,
  nameIn,
  setAttribute,
} from "../../../../src/build/prepare/magical-girl-ops.ts";
import { START_DP } from "../../../../src/systems/magical-girl/rule-numbers.ts";
import { mw } from "../../boards/magical-girl/words.ts";
import type { PrepProps } from "../prep-tab.ts";
import { ItemChips } from "./item-chips.tsx";
import { invalidAt, numberOrNone } from "./prep-parts.tsx";
import { pw } from "./prep-words.ts";

/** The inputs; `key` makes the names unique (`p1`, `e0`). */
export function CurrentFields(props: {
  p: PrepProps;
  key: string;
  /** Who she is in the setup (for her attributes set by hand). */
  who: Fighter;
  entry: Current;
  /** Full HP and MP of her sheet, for the placeholder. */
  full: { hp: number; mp: number } | undefined;
  set: (patch: Partial<Current>) => void;
  /** The entry's scenario path (`setup.girls[0]`) and its problem lines' id. */
  at: string;
  problemsId: string;
}) {
  const bad = (key: string) => invalidAt(props.p.answer, `${props.at}.${key}`, props.problemsId);
  const lang = () => props.p.lang();
  const map = () => mapOf(props.p.doc(), props.p.shipped());
  const id = (what: string) => `mgp-${what}-${props.key}`;
  return (
    <div class="mgp-current">
      <div class="mgp-inline">
        <label for={id("hp")}>{mw(lang(), "hp")}</label>
        <input
          id={id("hp")}
          name={`hp-${props.key}`}
          class="be-num"
          inputMode="numeric"
          placeholder={`${pw(lang(), "full")} ${props.full?.hp ?? ""}`}
          value={props.entry.hp ?? ""}
          {...bad("hp")}
          disabled={props.p.readOnly}
          onChange={(e) => props.set({ hp: numberOrNone(e.currentTarget.value) })}
        />
      </div>
      <div class="mgp-inline">
        <label for={id("mp")}>{mw(lang(), "mp")}</label>
        <input
          id={id("mp")}
          name={`mp-${props.key}`}
          class="be-num"
          inputMode="numeric"
          placeholder={`${pw(lang(), "full")} ${props.full?.mp ?? ""}`}
          value={props.entry.mp ?? ""}
          {...bad("mp")}
          disabled={props.p.readOnly}
          onChange={(e) => props.set({ mp: numberOrNone(e.currentTarget.value) })}
        />
      </div>
      <div class="mgp-inline">
        <label for={id("dp")}>DP</label>
        <input
          id={id("dp")}
          name={`dp-${props.key}`}
          class="be-num"
          inputMode="numeric"
          placeholder={String(START_DP)}
          value={props.entry.dp ?? ""}
          {...bad("dp")}
          disabled={props.p.readOnly}
          onChange={(e) => props.set({ dp: numberOrNone(e.currentTarget.value) })}
        />
      </div>
      <div class="mgp-inline">
        <label for={id("wound")}>{mw(lang(), "wound")}</label>
        <select
          id={id("wound")}
          name={`wound-${props.key}`}
          {...bad("wound")}
          disabled={props.p.readOnly}
          onChange={(e) => {
            const v = e.currentTarget.value as Current["wound"];
            props.set({ wound: v === "none" ? undefined : v });
          }}
        >
          <option value="none" selected={(props.entry.wound ?? "none") === "none"}>
            {mw(lang(), "woundNone")}
          </option>
          <option value="light" selected={props.entry.wound === "light"}>
            {mw(lang(), "woundLight")}
          </option>
          <option value="heavy" selected={props.entry.wound === "heavy"}>
            {mw(lang(), "woundHeavy")}
          </option>
        </select>
      </div>
      <Show when={map()}>
        {(m) => (
          <div class="mgp-inline">
            <label for={id("pos")}>{pw(lang(), "start")}</label>
            <select
              id={id("pos")}
              name={`pos-${props.key}`}
              {...bad("pos")}
              disabled={props.p.readOnly}
              onChange={(e) =>
                props.set({ pos: e.currentTarget.value === "" ? undefined : e.currentTarget.value })
              }
            >
              <option value="" selected={props.entry.pos === undefined}>
                {nameIn(m().positions[0], lang())} {pw(lang(), "firstPos")}
              </option>
              <For each={m().positions}>
                {(q) => (
                  <option value={q.id} selected={props.entry.pos === q.id}>
                    {nameIn(q, lang())}
                  </option>
                )}
              </For>
            </select>
          </div>
        )}
      </Show>
      <ItemChips
        p={props.p}
        label={pw(lang(), "itemsCarried")}
        ids={props.entry.items ?? []}
        set={(ids) => props.set({ items: ids.length === 0 ? undefined : ids })}
        name={`add-item-${props.key}`}
        add={pw(lang(), "addItem")}
        bad={bad("items")}
      />
      <details class="mgp-by-hand" open={props.entry.attributes !== undefined}>
        <summary>
          {pw(lang(), "byHand")}
          {props.entry.attributes === undefined
            ? ""
            : ` · ${Object.keys(props.entry.attributes).length}`}
        </summary>
        <div class="mgp-line">
          <For each={ATTRIBUTE_KEYS}>
            {(k) => (
              <div class="mgp-inline">
                <label for={id(`attr-${k}`)}>{pw(lang(), `attr_${k}`)}</label>
                <input
                  id={id(`attr-${k}`)}
                  name={`attr-${k}-${props.key}`}
                  class="be-num"
                  inputMode="numeric"
                  value={props.entry.attributes?.[k] ?? ""}
                  {...bad(`attributes.${k}`)}
                  disabled={props.p.readOnly}
                  onChange={(e) =>
                    props.p.setDoc(
                      setAttribute(
                        props.p.doc(),
                        props.who,
                        k,
                        numberOrNone(e.currentTarget.value),
                      ),
                    )
                  }
                />
              </div>
            )}
          </For>
        </div>
      </details>
    </div>
  );
}
