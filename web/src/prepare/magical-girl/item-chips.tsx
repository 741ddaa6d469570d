/**
 * A list of item ids as chips (each with its × button) and a select adding one more: the items a
 * fighter carries (current-fields.tsx) and a crate's holds (map-tab.tsx).
 */
import { For, type JSX } from "solid-js";
import { entriesOf, nameIn } from "../../../../src/build/prepare/magical-girl-ops.ts";
import type { PrepProps } from "../prep-tab.ts";
import { pw } from "./prep-words.ts";

/** The chips of `ids` and the add select (`name`, labelled `label`; `bad`: its invalid marks). */
export function ItemChips(props: {
  p: PrepProps;
  /** The words before the chips (物品、内含). */
  label: string;
  ids: string[];
  set: (ids: string[]) => void;
  /** The add select's name and words (携带). */
  name: string;
  add: string;
  bad?: JSX.SelectHTMLAttributes<HTMLSelectElement>;
}) {
  const lang = () => props.p.lang();
  const items = () => entriesOf(props.p.doc(), props.p.shipped(), "items");
  const named = (it: string) =>
    nameIn(
      items().find((x) => x.id === it),
      lang(),
      it,
    );
  return (
    <div class="mgp-items">
      <span>{props.label}：</span>
      <For each={props.ids}>
        {(it, i) => (
          <span class="mgp-chip">
            {named(it)}
            <button
              type="button"
              class="mgp-x"
              disabled={props.p.readOnly}
              aria-label={pw(lang(), "removeWho", { who: named(it) })}
              onClick={() => props.set(props.ids.filter((_, j) => j !== i()))}
            >
              ×
            </button>
          </span>
        )}
      </For>
      <select
        name={props.name}
        {...props.bad}
        aria-label={props.add}
        disabled={props.p.readOnly}
        onChange={(e) => {
          const v = e.currentTarget.value;
          e.currentTarget.value = "";
          if (v !== "") props.set([...props.ids, v]);
        }}
      >
        <option value="">＋ {props.add}</option>
        <For each={items()}>{(x) => <option value={String(x.id)}>{nameIn(x, lang())}</option>}</For>
      </select>
    </div>
  );
}
