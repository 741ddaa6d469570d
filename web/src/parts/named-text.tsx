/**
 * Server text (a prompt, an option's label, a log line) with the right-to-left names in it
 * isolated: a Hebrew or Arabic card or seat name inside an English or Japanese sentence would
 * otherwise pull the words and numbers beside it into its own direction and reorder the line.
 * Each occurrence of a known right-to-left name becomes a `<bdi>`; text without one is left as
 * it is (no cost for the usual table). Text only: no markup from the server is ever parsed.
 */
import { type Accessor, createMemo, For } from "solid-js";

/** A strong right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation forms). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** The names among `names` that read right to left, longest first (a longer name wins). */
export function rtlNames(names: Iterable<string>): string[] {
  return [...new Set(names)]
    .filter((n) => n.length > 0 && RTL.test(n))
    .sort((a, b) => b.length - a.length);
}

/** `text` cut into plain parts and isolated names (odd indices are names). */
export function splitNames(text: string, names: readonly string[]): string[] {
  if (names.length === 0) return [text];
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return text.split(new RegExp(`(${escaped.join("|")})`, "u"));
}

/** Text with each right-to-left name of `names` isolated. */
export function NamedText(props: { text: string; names: Accessor<readonly string[]> }) {
  const parts = createMemo(() => splitNames(props.text, props.names()));
  return <For each={parts()}>{(p, i) => (i() % 2 === 1 ? <bdi>{p}</bdi> : p)}</For>;
}
