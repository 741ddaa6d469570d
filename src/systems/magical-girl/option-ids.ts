/**
 * Option objects made once and shared: the listings offer the same few ids (`attack:<arm>@<foe>`,
 * `end`, `defend:parry`…) at every decision of every battle, so each id's object is built (and
 * its text composed) the first time and frozen — a state copies frozen values by reference and
 * its JSON text is the same. Outside any state: hashes and saved states never see the tables.
 */
import type { OptionDef } from "../../engine/index.ts";

/** `verb:thing@target` options by verb, thing and target. */
const ACTIONS = new Map<string, Map<string, Map<string, OptionDef>>>();
/** Options of a plain id. */
const PLAIN = new Map<string, OptionDef>();
/** How many option objects the tables hold: bounded, since opaque card ids never repeat. */
let held = 0;
const MAX_HELD = 50_000;

function hold(): void {
  if (++held <= MAX_HELD) return;
  ACTIONS.clear();
  PLAIN.clear();
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
    o = Object.freeze({ id: `${verb}:${thing}@${target}` });
    row.set(target, o);
  }
  return o;
}

/** The option `verb:thing@target` (frozen, shared). */
export function actionOption(verb: string, thing: string, target: string): OptionDef {
  return optionAt(actionRow(verb, thing), verb, thing, target);
}

/** The option of id `id` (frozen, shared). */
export function plainOption(id: string): OptionDef {
  let o = PLAIN.get(id);
  if (o === undefined) {
    hold();
    o = Object.freeze({ id });
    PLAIN.set(id, o);
  }
  return o;
}
