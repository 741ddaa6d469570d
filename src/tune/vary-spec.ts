/**
 * `--vary WHAT=LO..HI`: one parameter `kassen tune` searches over. WHAT is either
 *
 * - a setup path as `--set` takes it (`p1.field.0.attack`, `enemies.2.attributes.hp`), or
 * - a content entry's field as a content pack with `replaces: true` would set it,
 *   `<list>:<id>.<field>` (`card:reisen.attack`, `cards:obsidian-wyrm-lord.atk`,
 *   `enemy:despair-toad.hp`): the list is one of the system's content lists, plural or singular,
 *   so the entry changes everywhere it is used (every deck that holds the card).
 *
 * LO and HI are numbers; written as whole numbers (`1..9`) the parameter takes whole values
 * only, written with a decimal point (`0.5..3.0`) any value between.
 */
import { KassenError } from "../engine/index.ts";
import { FORBIDDEN_KEYS } from "../systems/shared/data-file.ts";

/** Most `--vary` flags in one run (each adds a line search). */
export const MAX_VARY = 4;
/** Largest magnitude of a bound (a stat, a life; far above any game's values). */
export const MAX_VARY_BOUND = 1_000_000;

/** One parsed `--vary`. */
export interface VarySpec {
  /** As typed, for messages and output. */
  text: string;
  /** WHAT as typed (`card:reisen.attack`). */
  what: string;
  /** A setup path, or a content entry's field. */
  kind: "setup" | "content";
  /** setup: the dotted path; content: the field's path inside the entry. */
  path: string[];
  /** content: the list as typed (`card`), resolved against the system's lists later. */
  list?: string;
  /** content: the entry's id. */
  id?: string;
  lo: number;
  hi: number;
  /** Whole values only (both bounds written without a decimal point). */
  integer: boolean;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const SPEC = new RegExp(`^(.+)=(${NUMBER})\\.\\.(${NUMBER})$`, "s");
const KEY = String.raw`[\w-]+`;
const CONTENT = new RegExp(`^(${KEY}):(${KEY})\\.(${KEY}(?:\\.${KEY})*)$`);
const SETUP = new RegExp(`^${KEY}(?:\\.${KEY})*$`);

/** Parses `WHAT=LO..HI`; throws KassenError saying what was expected (the flag is named by the caller). */
export function parseVary(text: string): VarySpec {
  const m = SPEC.exec(text);
  if (m === null)
    throw new KassenError(
      "expected WHAT=LO..HI, e.g. card:reisen.attack=1..8 or p1.field.0.attack=0..9",
    );
  const [, what, loText, hiText] = m;
  const lo = Number(loText);
  const hi = Number(hiText);
  if (Math.abs(lo) > MAX_VARY_BOUND || Math.abs(hi) > MAX_VARY_BOUND)
    throw new KassenError(`expected bounds within ±${MAX_VARY_BOUND}`);
  if (!(lo < hi)) throw new KassenError(`expected LO < HI, got ${loText}..${hiText}`);
  const integer = !loText.includes(".") && !hiText.includes(".");
  const c = CONTENT.exec(what);
  let spec: VarySpec;
  if (c !== null) {
    spec = {
      text,
      what,
      kind: "content",
      list: c[1],
      id: c[2],
      path: c[3].split("."),
      lo,
      hi,
      integer,
    };
  } else if (SETUP.test(what)) {
    spec = { text, what, kind: "setup", path: what.split("."), lo, hi, integer };
  } else {
    throw new KassenError(
      `"${what}" is neither a setup path (p1.field.0.attack) nor a content field (card:<id>.<field>)`,
    );
  }
  const bad = spec.path.find((key) => FORBIDDEN_KEYS.has(key));
  if (bad !== undefined) throw new KassenError(`a path may not go through ${JSON.stringify(bad)}`);
  return spec;
}

/** A value of the parameter as written in output: whole, or with up to 3 decimals. */
export function showValue(spec: Pick<VarySpec, "integer">, v: number): string {
  if (spec.integer) return String(Math.round(v));
  return String(Math.round(v * 1000) / 1000);
}
