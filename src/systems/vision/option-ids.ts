/**
 * Vision's option ids as typed records. Every option id a listing offers — `node:<card>`,
 * `attack:<card>`, `block:<card>`, `block:none`, `discard:<card>`, `graze:yes|no`, `end`,
 * `play:<card>[@<target>]`, `act:<card>.<n>[@<target>]` — is built once and then handed out as
 * the same string, with what it names kept beside it: answering reads the parts back by one
 * lookup instead of slicing the id. (Option objects stay fresh per decision: samples and views
 * rewrite the ids in a state's options in place.) An id that was never listed here (a loaded
 * state's, a typed or refused choice) is parsed by {@link optionRef} — the one parser of option
 * ids — and remembered like the others. Outside any state: hashes, replays and saved states
 * never see the tables. Bounded: opaque card ids (new ids per seed) must not grow them forever.
 */
import { OptionTable } from "../shared/option-table.ts";

/** What an option id names (a discriminated union on `kind`). */
export type OptionRef =
  | { readonly kind: "end" }
  | { readonly kind: "no-block" }
  | { readonly kind: "graze"; readonly yes: boolean }
  | { readonly kind: "node" | "attack" | "block" | "discard"; readonly card: string }
  | { readonly kind: "play"; readonly card: string; readonly target: string | null }
  | {
      readonly kind: "act";
      readonly card: string;
      readonly n: number;
      readonly target: string | null;
    }
  /** Not one of vision's ids (the engine's `pass`, or anything else). */
  | { readonly kind: "other" };

/** The kinds of a one-card option. */
type CardKind = "node" | "attack" | "block" | "discard";

const OTHER: OptionRef = Object.freeze({ kind: "other" });
const NO_BLOCK_REF: OptionRef = Object.freeze({ kind: "no-block" });

/**
 * The ids and what each names. The ids that name no card stay for good; a run of fixed-id
 * battles needs a few hundred, and the tables start again past 50,000.
 */
const IDS = new OptionTable<OptionRef>(
  50_000,
  [
    ["end", { kind: "end" }],
    ["block:none", NO_BLOCK_REF],
    ["graze:yes", { kind: "graze", yes: true }],
    ["graze:no", { kind: "graze", yes: false }],
  ],
  (id) => parseOptionId(id),
);

/** One-card ids by kind and card. */
const SINGLE: Record<CardKind, (card: string) => string> = {
  node: IDS.ones("node", (card) => ({ kind: "node", card })),
  attack: IDS.ones("attack", (card) => ({ kind: "attack", card })),
  block: IDS.ones("block", (card) => ({ kind: "block", card })),
  discard: IDS.ones("discard", (card) => ({ kind: "discard", card })),
};

/** `<kind>:<card>` for a one-card option (node, attack, block, discard). */
export function cardId(kind: CardKind, card: string): string {
  return SINGLE[kind](card);
}

/** `node:<card>` (the main phase lists one per hand card: its table without the kind's lookup). */
export const nodeId: (card: string) => string = SINGLE.node;

/** `attack:<card>`. */
export const attackId: (card: string) => string = SINGLE.attack;

/** `play:<card>`. */
export const playId = IDS.ones("play", (card) => ({ kind: "play", card, target: null }));

/** `act:<card>.<n>`. */
export const actId = IDS.numbered("act", (card, n) => ({ kind: "act", card, n, target: null }));

/** A play's ids on each target: an act's or a play's with its target, anything else names none. */
const TARGETED = IDS.targeted((ref, target) =>
  ref.kind === "act"
    ? { kind: "act", card: ref.card, n: ref.n, target }
    : ref.kind === "play"
      ? { kind: "play", card: ref.card, target }
      : OTHER,
);

/**
 * The targeted ids of a play made by {@link playId} or {@link actId}, by target: look the row
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

/**
 * Reads an id not made here, by the grammar the listings write: `verb:head[@target]`, the
 * target ignored where the verb takes none (as the refusal reasons always read it).
 */
export function parseOptionId(id: string): OptionRef {
  const colon = id.indexOf(":");
  if (colon < 0) return id === "end" ? { kind: "end" } : OTHER;
  const verb = id.slice(0, colon);
  const at = id.indexOf("@", colon);
  const head = id.slice(colon + 1, at < 0 ? id.length : at);
  const target = at < 0 ? null : id.slice(at + 1);
  switch (verb) {
    case "node":
    case "attack":
    case "discard":
      return Object.freeze({ kind: verb, card: head });
    case "block":
      return head === "none" ? NO_BLOCK_REF : Object.freeze({ kind: "block", card: head });
    case "graze":
      return Object.freeze({ kind: "graze", yes: head === "yes" });
    case "play":
      return Object.freeze({ kind: "play", card: head, target });
    case "act": {
      const dot = head.lastIndexOf(".");
      if (dot < 0) return OTHER;
      return Object.freeze({
        kind: "act",
        card: head.slice(0, dot),
        n: Number(head.slice(dot + 1)),
        target,
      });
    }
  }
  return OTHER;
}
