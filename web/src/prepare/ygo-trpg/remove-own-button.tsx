/**
 * The button deleting an entry of the GM's own — a character, a deck or an encounter — with
 * removeOwnEntry: the places that name it fall back to `fallback` (a shipped entry, named in the
 * button's words). The part it stood in is gone then, so the keyboard goes on at `focus` (the
 * select that picks such entries).
 */
import { Show } from "solid-js";
import { removeOwnEntry } from "../../../../src/build/prepare/ygo-trpg-ops.ts";
import type { PrepProps } from "../prep-tab.ts";
import { nameOf, type Pick } from "./catalog.ts";

/** Deletes own entry `id` of `list`; not shown on a read-only page. */
export function RemoveOwnButton(props: {
  p: PrepProps;
  list: "characters" | "decks" | "encounters";
  id: string;
  /** What takes its place (none yet, while the shipped content loads: the button waits). */
  fallback: Pick | undefined;
  /** The button's words, given the fallback's name. */
  label: (fallback: string) => string;
  /** The id of the element the keyboard goes on at. */
  focus: string;
}) {
  const remove = () => {
    const f = props.fallback;
    if (f === undefined) return;
    props.p.setDoc(removeOwnEntry(props.p.doc(), props.list, props.id, f.id));
    document.getElementById(props.focus)?.focus();
  };
  return (
    <Show when={!props.p.readOnly}>
      <button
        type="button"
        class="yp-remove"
        data-remove-own={`${props.list}-${props.id}`}
        disabled={props.fallback === undefined}
        onClick={remove}
      >
        × {props.label(nameOf(props.fallback?.entry, props.p.lang(), props.fallback?.id))}
      </button>
    </Show>
  );
}
