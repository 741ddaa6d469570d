/**
 * Option objects made once and shared, and what each option id names. The listings offer the
 * same few ids (`attack:<arm>@<foe>`, `end`, `defend:parry`…) at every decision of every battle,
 * so each id's object is built (and its text composed) the first time and frozen — a state
 * copies frozen values by reference and its JSON text is the same. Every option id follows one
 * grammar, `verb[:thing[@target]]`; an id built here keeps its parts beside it as an
 * {@link OptionRef}, so answering reads them by one lookup ({@link optionRef}) and rules code
 * never slices an id. An id not built here (one listed inline, a loaded state's, a typed or
 * refused choice) is read by {@link parseOptionId}, the one parser of option ids, the first time
 * it is looked up, and remembered like the others.
 * Outside any state: hashes and saved states never see the tables.
 */
import type { OptionDef } from "../../engine/index.ts";

/** What an option id names, by the grammar `verb[:thing[@target]]` every listing writes. */
export interface OptionRef {
  /** The id itself. */
  readonly id: string;
  /** Before the first `:` (the whole id without one): `attack`, `end`, `when-acts`, `cost`… */
  readonly verb: string;
  /** All after the first `:` ("" without one): `<arm>@<foe>`, `parry`, `2`… */
  readonly rest: string;
  /** `rest` up to its first `@` (all of it without one). */
  readonly thing: string;
  /** After that `@`, or null without one. */
  readonly target: string | null;
}

/** Parts by id. */
const REFS = new Map<string, OptionRef>();

/** `verb:thing@target` options by verb, thing and target. */
const ACTIONS = new Map<string, Map<string, Map<string, OptionDef>>>();
/** `verb:thing` options by verb and thing. */
const SINGLES = new Map<string, Map<string, OptionDef>>();
/** Options of a plain id. */
const PLAIN = new Map<string, OptionDef>();
/** How many option objects the tables hold: bounded, since opaque card ids never repeat. */
let held = 0;
const MAX_HELD = 50_000;

function hold(): void {
  if (++held <= MAX_HELD) return;
  ACTIONS.clear();
  SINGLES.clear();
  PLAIN.clear();
  REFS.clear();
  held = 1;
}

/** The options `verb:thing@…` by target: look it up once, then {@link optionAt} per target. */
export function actionRow(verb: string, thing: string): Map<string, OptionDef> {
  let byThing = ACTIONS.get(verb);
  if (byThing === undefined) {
    byThing = new Map();
    ACTIONS.set(verb, byThing);
  }
  let byTarget = byThing.get(thing);
  if (byTarget === undefined) {
    byTarget = new Map();
    byThing.set(thing, byTarget);
  }
  return byTarget;
}

/** The option `verb:thing@target` of `row` (= actionRow(verb, thing)). */
export function optionAt(
  row: Map<string, OptionDef>,
  verb: string,
  thing: string,
  target: string,
): OptionDef {
  let o = row.get(target);
  if (o === undefined) {
    hold();
    const id = `${verb}:${thing}@${target}`;
    o = Object.freeze({ id });
    row.set(target, o);
    REFS.set(id, Object.freeze(parseOptionId(id)));
  }
  return o;
}

/** The option `verb:thing@target` (frozen, shared). */
export function actionOption(verb: string, thing: string, target: string): OptionDef {
  return optionAt(actionRow(verb, thing), verb, thing, target);
}

/** The option `verb:thing` (frozen, shared). */
export function verbOption(verb: string, thing: string): OptionDef {
  let row = SINGLES.get(verb);
  if (row === undefined) {
    row = new Map();
    SINGLES.set(verb, row);
  }
  let o = row.get(thing);
  if (o === undefined) {
    hold();
    const id = `${verb}:${thing}`;
    o = Object.freeze({ id });
    row.set(thing, o);
    REFS.set(id, Object.freeze(parseOptionId(id)));
  }
  return o;
}

/** The option of id `id` (frozen, shared). */
export function plainOption(id: string): OptionDef {
  let o = PLAIN.get(id);
  if (o === undefined) {
    hold();
    o = Object.freeze({ id });
    PLAIN.set(id, o);
    REFS.set(id, Object.freeze(parseOptionId(id)));
  }
  return o;
}

/** What option id `id` names (shared and frozen). */
export function optionRef(id: string): OptionRef {
  let ref = REFS.get(id);
  if (ref === undefined) {
    hold();
    ref = Object.freeze(parseOptionId(id));
    REFS.set(id, ref);
  }
  return ref;
}

/** Reads an id by the grammar `verb[:thing[@target]]` (a fresh record; {@link optionRef} keeps it). */
export function parseOptionId(id: string): OptionRef {
  const colon = id.indexOf(":");
  if (colon < 0) return { id, verb: id, rest: "", thing: "", target: null };
  const rest = id.slice(colon + 1);
  const at = rest.indexOf("@");
  return {
    id,
    verb: id.slice(0, colon),
    rest,
    thing: at < 0 ? rest : rest.slice(0, at),
    target: at < 0 ? null : rest.slice(at + 1),
  };
}
