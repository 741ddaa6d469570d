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

/** The option `verb:thing@target` (frozen, shared). */
export function actionOption(verb: string, thing: string, target: string): OptionDef {
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
  let o = byTarget.get(target);
  if (o === undefined) {
    hold();
    o = Object.freeze({ id: `${verb}:${thing}@${target}` });
    byTarget.set(target, o);
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
  }
  return o;
}
