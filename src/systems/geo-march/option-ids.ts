/**
 * Geo-march's option ids as typed records. Every option id a listing offers — `march:<from>@<to>`,
 * `join:<geo>`, `summon:<card>[@<geo>]`, `equip:<card>@<unit>`, `unequip:<card>`,
 * `front:<unit>`, `use:<unit>.<n>[@<target>]`, `skill:<card>[@<target>]`,
 * `return:<unit>@<geo>`, `discard:<card>`, and `end`, `go`, `attack` — is built once and then
 * handed out as the same string, with what it names kept beside it: answering reads the parts
 * back by one lookup ({@link optionRef}) instead of slicing the id. (Option objects stay fresh per
 * decision: samples and views rewrite the ids in a state's options in place.) An id that was never
 * listed here (a renamed sample's, a loaded state's, a typed or refused choice) is read by
 * {@link parseOptionId} — the one parser of option ids — and remembered like the others. Outside
 * any state: hashes, replays and saved states never see the tables. Bounded: opaque card ids (new
 * ids per seed) must not grow them forever.
 */

import { EngineError } from "../../engine/index.ts";
import { OptionTable } from "../shared/option-table.ts";

/** What an option id names (a discriminated union on `kind`). */
export type OptionRef =
  | { readonly kind: "end" }
  | { readonly kind: "go" }
  | { readonly kind: "attack" }
  | { readonly kind: "march"; readonly from: string; readonly to: string }
  | { readonly kind: "join"; readonly geo: string }
  /** A unit from hand: onto a geo (the summon phase), or onto the battle geo (fast summon). */
  | { readonly kind: "summon"; readonly card: string; readonly geo: string | null }
  | { readonly kind: "equip"; readonly card: string; readonly unit: string }
  | { readonly kind: "unequip"; readonly card: string }
  | { readonly kind: "discard"; readonly card: string }
  | { readonly kind: "front"; readonly unit: string }
  | { readonly kind: "return"; readonly unit: string; readonly geo: string }
  /** A unit's ability `n`, on `target` or none. */
  | {
      readonly kind: "use";
      readonly card: string;
      readonly n: number;
      readonly target: string | null;
    }
  /** A skill card (`n` is 0: its one ability), on `target` or none. */
  | {
      readonly kind: "skill";
      readonly card: string;
      readonly n: number;
      readonly target: string | null;
    }
  /** Not one of geo-march's ids (the engine's `pass`, or anything else). */
  | { readonly kind: "other" };

/** The kinds of option. */
export type OptionKind = OptionRef["kind"];
/** The ref of one kind. */
export type RefOf<K extends OptionKind> = Extract<OptionRef, { kind: K }>;
/** A play's ref (`use:` or `skill:`). */
export type PlayRef = RefOf<"use" | "skill">;

const OTHER: OptionRef = Object.freeze({ kind: "other" });

/**
 * The ids and what each names. The ids that name nothing stay for good; a whole game offers a
 * few thousand ids, and the tables start again past 100,000.
 */
const IDS = new OptionTable<OptionRef>(
  100_000,
  [
    ["end", { kind: "end" }],
    ["go", { kind: "go" }],
    ["attack", { kind: "attack" }],
  ],
  (id) => parseOptionId(id),
);

/** `march:<from>@<to>`. */
export const marchId = IDS.pairs("march", (from, to) => ({ kind: "march", from, to }));
/** `join:<geo>`. */
export const joinId = IDS.ones("join", (geo) => ({ kind: "join", geo }));
/** `summon:<card>` (fast summon onto the battle geo). */
export const fastSummonId = IDS.ones("summon", (card) => ({ kind: "summon", card, geo: null }));
/** `summon:<card>@<geo>` (the summon phase). */
export const summonId = IDS.pairs("summon", (card, geo) => ({ kind: "summon", card, geo }));
/** `equip:<card>@<unit>`. */
export const equipId = IDS.pairs("equip", (card, unit) => ({ kind: "equip", card, unit }));
/** `unequip:<card>`. */
export const unequipId = IDS.ones("unequip", (card) => ({ kind: "unequip", card }));
/** `front:<unit>`. */
export const frontId = IDS.ones("front", (unit) => ({ kind: "front", unit }));
/** `return:<unit>@<geo>`. */
export const returnId = IDS.pairs("return", (unit, geo) => ({ kind: "return", unit, geo }));
/** `discard:<card>`. */
export const discardId = IDS.ones("discard", (card) => ({ kind: "discard", card }));
/** `skill:<card>`. */
export const skillId = IDS.ones("skill", (card) => ({ kind: "skill", card, n: 0, target: null }));

/** `use:<card>.<n>`. */
export const useId = IDS.numbered("use", (card, n) => ({ kind: "use", card, n, target: null }));

/** A play's ids on each target: a use's or a skill's with its target, anything else names none. */
const TARGETED = IDS.targeted((ref, target) =>
  ref.kind === "use" || ref.kind === "skill"
    ? { kind: ref.kind, card: ref.card, n: ref.n, target }
    : OTHER,
);

/**
 * The targeted ids of a play made by {@link useId} or {@link skillId}, by target: look the row
 * up once per play, then {@link targetedId} per target.
 */
export const targetRow: (base: string) => Map<string, string> = TARGETED.row;

/** `<base>@<target>` through `row` (= targetRow(base)). */
export const targetedId: (row: Map<string, string>, base: string, target: string) => string =
  TARGETED.id;

/** What option id `id` names (the parts are shared: do not modify). */
export function optionRef(id: string): OptionRef {
  return IDS.ref(id);
}

/** Whether `ref` is of kind `kind`. */
function isKind<K extends OptionKind>(ref: OptionRef, kind: K): ref is RefOf<K> {
  return ref.kind === kind;
}

/** `ref`, which must be of kind `kind` (a handler reads the answer to its own question). */
export function asKind<K extends OptionKind>(ref: OptionRef, kind: K): RefOf<K> {
  if (!isKind(ref, kind)) throw new EngineError(`not a ${kind} option: ${ref.kind}`);
  return ref;
}

/**
 * What option id `id` names, which must be of kind `kind` (a handler reads the answer to its own
 * question: the engine accepts only listed ids).
 */
export function refOf<K extends OptionKind>(id: string, kind: K): RefOf<K> {
  return asKind(optionRef(id), kind);
}

/** What a play's option id (`use:` or `skill:`) names. */
export function playRef(id: string): PlayRef {
  return asPlay(optionRef(id));
}

/** `ref`, which must name a play (`use:` or `skill:`). */
export function asPlay(ref: OptionRef): PlayRef {
  if (ref.kind !== "use" && ref.kind !== "skill") throw new EngineError(`not a play: ${ref.kind}`);
  return ref;
}

/**
 * Reads an id not made here, by the grammar the listings write and as the handlers always read
 * it: `verb:head[@second]`, split at `@` (a part after a second `@` is ignored), a use's head
 * split at `.`.
 */
export function parseOptionId(id: string): OptionRef {
  const colon = id.indexOf(":");
  if (colon < 0) return id === "end" || id === "go" || id === "attack" ? { kind: id } : OTHER;
  const verb = id.slice(0, colon);
  const at = id.indexOf("@", colon);
  const head = id.slice(colon + 1, at < 0 ? id.length : at);
  const next = at < 0 ? -1 : id.indexOf("@", at + 1);
  const second = at < 0 ? null : id.slice(at + 1, next < 0 ? id.length : next);
  switch (verb) {
    case "march":
      return second === null ? OTHER : { kind: "march", from: head, to: second };
    case "join":
      return { kind: "join", geo: head };
    case "summon":
      return { kind: "summon", card: head, geo: second };
    case "equip":
      return second === null ? OTHER : { kind: "equip", card: head, unit: second };
    case "unequip":
    case "discard":
      return { kind: verb, card: head };
    case "front":
      return { kind: "front", unit: head };
    case "return":
      return second === null ? OTHER : { kind: "return", unit: head, geo: second };
    case "skill":
      return { kind: "skill", card: head, n: 0, target: second };
    case "use": {
      const dot = head.indexOf(".");
      const nEnd = dot < 0 ? -1 : head.indexOf(".", dot + 1);
      // No `.n`: no ability (NaN names none, as `Number(undefined)` always did).
      const n = dot < 0 ? Number.NaN : Number(head.slice(dot + 1, nEnd < 0 ? head.length : nEnd));
      return { kind: "use", card: dot < 0 ? head : head.slice(0, dot), n, target: second };
    }
  }
  return OTHER;
}
