/**
 * "Use this value": writes a number found by a tune into the prepared battle at the place its
 * `what` names (kassen tune's `--vary`, src/tune/vary-spec.ts) — a setup path (`players.p1.life`)
 * in the setup, or a content entry's field (`cards:cavern-goblin.atk`) in the GM's/KP's own
 * entry of that id; a shipped entry is copied into the doc's content first with `replaces: true`,
 * so the change holds everywhere the entry is used. Pure: the doc given is not changed.
 */
import type { PrepDoc, ShippedContent } from "../../../src/build/prepare/prep-types.ts";

/** A place `what` cannot be written to (its one line). */
export class TuneApplyError extends Error {}

const KEY = /^[\w-]+$/;
const CONTENT = /^([\w-]+):([\w-]+)\.([\w-]+(?:\.[\w-]+)*)$/;

/** A deep copy of plain data. */
const copy = <T>(v: T): T => structuredClone(v);

/** Sets `value` at `path` inside `root` (a copy), array indices as numbers; the copy. */
function setAt(root: Record<string, unknown>, path: string[], value: number, what: string) {
  let at: unknown = root;
  for (const [i, key] of path.entries()) {
    if (key === "__proto__" || key === "constructor" || key === "prototype" || !KEY.test(key))
      throw new TuneApplyError(`${what}: no such place`);
    const last = i === path.length - 1;
    if (Array.isArray(at)) {
      const n = Number(key);
      if (!Number.isInteger(n) || n < 0 || n >= at.length)
        throw new TuneApplyError(`${what}: no item ${key}`);
      if (last) at[n] = value;
      else at = at[n];
    } else if (at !== null && typeof at === "object") {
      const o = at as Record<string, unknown>;
      if (last) o[key] = value;
      else {
        if (o[key] === undefined) o[key] = {};
        at = o[key];
      }
    } else {
      throw new TuneApplyError(`${what}: no such place`);
    }
  }
}

/** The content list `list` names (`card` or `cards`, `enemy` or `enemies`), among `known`. */
function listName(list: string, known: string[]): string {
  const forms = [list, `${list}s`, `${list}es`, list.replace(/y$/, "ies")];
  return forms.find((f) => known.includes(f)) ?? list;
}

/** The doc with `value` written where `what` says. */
export function applyTuned(
  doc: PrepDoc,
  what: string,
  value: number,
  shipped: ShippedContent | null,
): PrepDoc {
  const c = CONTENT.exec(what);
  if (c === null) {
    const setup = copy(doc.setup);
    setAt(setup, what.split("."), value, what);
    return { ...doc, setup };
  }
  const [, listText, id, field] = c;
  const known = [...Object.keys(doc.content), ...Object.keys(shipped?.content ?? {})];
  const list = listName(listText, known);
  const content = copy(doc.content);
  const entries = content[list] ?? [];
  let entry = entries.find((e) => e.id === id);
  if (entry === undefined) {
    const base = shipped?.content[list]?.find((e) => e.id === id);
    if (base === undefined) throw new TuneApplyError(`${what}: no ${list} entry "${id}"`);
    entry = { ...copy(base), replaces: true };
    entries.push(entry);
  }
  content[list] = entries;
  setAt(entry, field.split("."), value, what);
  return { ...doc, content };
}

/** `WHAT=LO..HI` for `kassen tune --vary`: whole bounds written whole (the value stays whole). */
export function varyText(what: string, lo: number, hi: number): string {
  return `${what}=${lo}..${hi}`;
}
