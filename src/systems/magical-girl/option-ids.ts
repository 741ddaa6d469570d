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
import { OptionTable, rowOf } from "../shared/option-table.ts";

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

/**
 * What each id names, and the option objects by id: bounded (opaque card ids never repeat), the
 * tables start again past 50,000 ids.
 */
const TABLE = new OptionTable<OptionRef>(50_000, [], (id) => parseOptionId(id));

/** `verb:thing@target` options by verb, thing and target. */
const ACTIONS = TABLE.table<string, Map<string, Map<string, OptionDef>>>();
/** `verb:thing` options by verb and thing. */
const SINGLES = TABLE.table<string, Map<string, OptionDef>>();
/** Options of a plain id. */
const PLAIN = TABLE.table<string, OptionDef>();

/** A frozen option of `id`, its parts remembered. */
function made(id: string): OptionDef {
  TABLE.make(id, parseOptionId(id));
  return Object.freeze({ id });
}

/** The options `verb:thing@…` by target: look it up once, then {@link optionAt} per target. */
export function actionRow(verb: string, thing: string): Map<string, OptionDef> {
  return rowOf(rowOf(ACTIONS, verb), thing);
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
    o = made(`${verb}:${thing}@${target}`);
    // After a restart the row is an orphan: the next actionRow() makes a fresh one.
    row.set(target, o);
  }
  return o;
}

/** The option `verb:thing@target` (frozen, shared). */
export function actionOption(verb: string, thing: string, target: string): OptionDef {
  return optionAt(actionRow(verb, thing), verb, thing, target);
}

/** The option `verb:thing` (frozen, shared). */
export function verbOption(verb: string, thing: string): OptionDef {
  const row = rowOf(SINGLES, verb);
  let o = row.get(thing);
  if (o === undefined) {
    o = made(`${verb}:${thing}`);
    row.set(thing, o);
  }
  return o;
}

/** The option of id `id` (frozen, shared). */
export function plainOption(id: string): OptionDef {
  let o = PLAIN.get(id);
  if (o === undefined) {
    o = made(id);
    PLAIN.set(id, o);
  }
  return o;
}

/** What option id `id` names (shared and frozen). */
export function optionRef(id: string): OptionRef {
  return TABLE.ref(id);
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
