/**
 * A girl's or an enemy's sheet from the builders' rows: its numbers on one line, and editing it —
 * an own sheet opened in place with the card editor's fields, a shipped one first copied as the
 * KP's own (the setup then names the copy).
 */
import { createSignal, Show } from "solid-js";
import {
  addOwn,
  entryOf,
  isOwn,
  ownCharacter,
  ownOf,
} from "../../../../src/build/prepare/magical-girl-ops.ts";
import type { PrepDoc } from "../../../../src/build/prepare/prep-types.ts";
import type { PrepProps } from "../prep-tab.ts";
import { OwnSheet } from "./prep-parts.tsx";
import { pw } from "./prep-words.ts";

/** One line of a sheet's numbers (力量 敏捷 坚韧 体型 HP MP). */
export function statsLine(lang: PrepProps["lang"], e: Record<string, unknown> | undefined) {
  if (e === undefined) return "";
  return pw(lang(), "stats", {
    str: String(e.str ?? "?"),
    agi: String(e.agi ?? "?"),
    def: String(e.def ?? "?"),
    size: String(e.size ?? "?"),
    hp: String(e.hp ?? "?"),
    mp: String(e.mp ?? 0),
  });
}

/** Edit an own sheet, or copy a shipped one as the KP's own (the setup then names the copy). */
export function SheetToggle(props: {
  p: PrepProps;
  list: "girls" | "enemies";
  id: string;
  /** `doc` with the setup naming the copy `id` instead. */
  use: (doc: PrepDoc, id: string) => PrepDoc;
}) {
  const [open, setOpen] = createSignal(false);
  const lang = () => props.p.lang();
  const ownIndex = () => ownOf(props.p.doc(), props.list).findIndex((e) => e.id === props.id);
  const copy = () => {
    const from = entryOf(props.p.doc(), props.p.shipped(), props.list, props.id);
    if (from === undefined) return;
    const entry = ownCharacter(props.p.doc(), props.list, from);
    props.p.setDoc(props.use(addOwn(props.p.doc(), props.list, entry), String(entry.id)));
    setOpen(true);
  };
  return (
    <Show when={!props.p.readOnly || isOwn(props.p.doc(), props.list, props.id)}>
      <Show
        when={isOwn(props.p.doc(), props.list, props.id)}
        fallback={
          <button type="button" class="mgp-small" onClick={copy}>
            ✎ {pw(lang(), "makeOwn")}
          </button>
        }
      >
        <button
          type="button"
          class="mgp-small"
          aria-expanded={open()}
          onClick={() => setOpen(!open())}
        >
          {open() ? pw(lang(), "editDone") : `✎ ${pw(lang(), "edit")}`}
        </button>
        <Show when={open() && ownIndex() >= 0}>
          <OwnSheet p={props.p} list={props.list} index={ownIndex()} />
        </Show>
      </Show>
    </Show>
  );
}
