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

/** Ids kept before the tables start again (a run of fixed-id battles needs a few hundred). */
const MAX_IDS = 50_000;

/** Parts by id. */
const REFS = new Map<string, OptionRef>();
/** One-card ids by kind and card. */
const SINGLE: Record<CardKind, Map<string, string>> = {
  node: new Map(),
  attack: new Map(),
  block: new Map(),
  discard: new Map(),
};
/** `play:<card>` by card, `act:<card>.<n>` by card and n. */
const PLAYS = new Map<string, string>();
const ACTS = new Map<string, string[]>();
/** Targeted ids by the untargeted id and target. */
const TARGETED = new Map<string, Map<string, string>>();

function restart(): void {
  REFS.clear();
  for (const m of Object.values(SINGLE)) m.clear();
  PLAYS.clear();
  ACTS.clear();
  TARGETED.clear();
  for (const [id, ref] of FIXED) REFS.set(id, ref);
}

/** Remembers what `id` names; returns `id`. */
function make(id: string, ref: OptionRef): string {
  if (REFS.size >= MAX_IDS) restart();
  REFS.set(id, ref);
  return id;
}

/** The ids that name no card (remembered for good). */
const FIXED: [string, OptionRef][] = [
  ["end", Object.freeze({ kind: "end" })],
  ["block:none", Object.freeze({ kind: "no-block" })],
  ["graze:yes", Object.freeze({ kind: "graze", yes: true })],
  ["graze:no", Object.freeze({ kind: "graze", yes: false })],
];
for (const [id, ref] of FIXED) REFS.set(id, ref);

/** `<kind>:<card>` for a one-card option (node, attack, block, discard). */
export function cardId(kind: CardKind, card: string): string {
  return singleId(SINGLE[kind], kind, card);
}

/** `node:<card>` (the main phase lists one per hand card: its table without the kind's lookup). */
export function nodeId(card: string): string {
  return singleId(SINGLE.node, "node", card);
}

/** `attack:<card>`. */
export function attackId(card: string): string {
  return singleId(SINGLE.attack, "attack", card);
}

function singleId(byCard: Map<string, string>, kind: CardKind, card: string): string {
  let id = byCard.get(card);
  if (id === undefined) {
    id = make(`${kind}:${card}`, Object.freeze({ kind, card }));
    byCard.set(card, id);
  }
  return id;
}

/** `play:<card>`. */
export function playId(card: string): string {
  let id = PLAYS.get(card);
  if (id === undefined) {
    id = make(`play:${card}`, Object.freeze({ kind: "play", card, target: null }));
    PLAYS.set(card, id);
  }
  return id;
}

/** `act:<card>.<n>`. */
export function actId(card: string, n: number): string {
  let byN = ACTS.get(card);
  if (byN === undefined) {
    byN = [];
    ACTS.set(card, byN);
  }
  let id = byN[n];
  if (id === undefined) {
    id = make(`act:${card}.${n}`, Object.freeze({ kind: "act", card, n, target: null }));
    byN[n] = id;
  }
  return id;
}

/**
 * The targeted ids of a play made by {@link playId} or {@link actId}, by target: look the row
 * up once per play, then {@link targetedId} per target.
 */
export function targetRow(base: string): Map<string, string> {
  let row = TARGETED.get(base);
  if (row === undefined) {
    row = new Map();
    TARGETED.set(base, row);
  }
  return row;
}

/** `<base>@<target>` through `row` (= targetRow(base)). */
export function targetedId(row: Map<string, string>, base: string, target: string): string {
  let id = row.get(target);
  if (id === undefined) {
    const ref = optionRef(base);
    const full = `${base}@${target}`;
    id =
      ref.kind === "act"
        ? make(full, Object.freeze({ kind: "act", card: ref.card, n: ref.n, target }))
        : ref.kind === "play"
          ? make(full, Object.freeze({ kind: "play", card: ref.card, target }))
          : make(full, OTHER);
    // After a restart the row is an orphan: the next targetRow() makes a fresh one.
    row.set(target, id);
  }
  return id;
}

const OTHER: OptionRef = Object.freeze({ kind: "other" });

/** What option id `id` names (the parts are shared: do not modify). */
export function optionRef(id: string): OptionRef {
  const known = REFS.get(id);
  if (known !== undefined) return known;
  const ref = parseOptionId(id);
  if (REFS.size >= MAX_IDS) restart();
  REFS.set(id, ref);
  return ref;
}

/**
 * Reads an id not made here, by the grammar the listings write: `verb:head[@target]`, the
 * target ignored where the verb takes none (as the refusal reasons always read it).
 */
export function parseOptionId(id: string): OptionRef {
  const colon = id.indexOf(":");
  if (colon < 0) return id === "end" ? FIXED[0][1] : OTHER;
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

const NO_BLOCK_REF: OptionRef = FIXED[1][1];
