/**
 * Vision's lowered index: what legality needs of each card, by card id, read once from the card
 * data. A card's definition never changes in a battle, so the table is built once per setup
 * template and shared by every battle copied from it (shared/setup-template.ts); other states (a
 * fork, a bot's sample with re-dealt hidden cards, a loaded state) get their own, filled as read.
 * Beside it, per battle state, each seat's count of cards that could answer a response window,
 * kept by the `onMove` hook: a window skips its "any response?" scan when the count is 0 (most
 * windows). None of this is in the state: hashes, replays and saved states never see it.
 */
import type { Battle, BattleState } from "../../engine/index.ts";
import { perContent } from "../shared/content-store.ts";
import { loweredOf } from "../shared/setup-template.ts";
import type { Activated, Card, TargetSpec } from "./schema.ts";
import { cardsOf } from "./zones.ts";

/** What legality needs of a definition, read once from the (frozen) content. */
export interface PlayFacts {
  need: number;
  cost: number;
  /** A character that is not 奇襲: once per main phase, never in a window. */
  mainCharacter: boolean;
  /** Playable from hand in a response window: a 奇襲 character or an any-timing command. */
  inWindow: boolean;
  /** What a command or set card is played at (characters take none). */
  target: TargetSpec | undefined;
  /** Activated abilities, and whether any of them may be used in a window. */
  activated: readonly Activated[];
  activatedInWindow: boolean;
}

const NO_ABILITIES: readonly Activated[] = Object.freeze([]);

function factsOf(def: Card): PlayFacts {
  const ch = def.type === "character";
  const ambush = ch && def.keywords.includes("ambush");
  // Always a content (frozen) array: one array shape where the listing reads it.
  const activated = ch ? def.activated : NO_ABILITIES;
  return {
    need: def.need,
    cost: def.cost,
    mainCharacter: ch && !ambush,
    inWindow: ambush || (def.type === "command" && def.timing === "any"),
    target: def.type === "character" ? undefined : def.target,
    activated,
    activatedInWindow: activated.some((a) => a.timing === "any"),
  };
}

/** Facts by definition id, per content (shipped, or merged with a battle's packs). */
const factsByDef = perContent((cards: Readonly<Record<string, Card>>) => {
  const facts: Record<string, PlayFacts> = {};
  for (const def of Object.values(cards)) facts[def.id] = factsOf(def);
  return facts;
});

/**
 * The highest node cost of any card or activated ability in a content: a listing only asks
 * whether active nodes reach a cost, so it counts active nodes no further than this.
 */
export const maxCostOf = perContent((cards: Readonly<Record<string, Card>>) => {
  let max = 0;
  for (const def of Object.values(cards)) {
    max = Math.max(max, def.cost);
    if (def.type === "character") for (const a of def.activated) max = Math.max(max, a.cost.nodes);
  }
  return max;
});

/** Definitions with at least one trigger for each window, built once from the content. */
const waitingOf = perContent((cards: Readonly<Record<string, Card>>) => {
  const waiting: Record<string, Set<string>> = {};
  for (const def of Object.values(cards)) {
    if (def.type === "command") continue;
    for (const tr of def.triggers) (waiting[tr.when] ??= new Set()).add(def.id);
  }
  return waiting;
});

/** A setup template's index (see shared/setup-template.ts): facts of every card, by card id. */
interface Lowered {
  facts: Map<string, CardLow>;
}

/**
 * What the listings read of one card: its definition's facts, and its `node:` and `play:` option
 * ids once first listed (option-ids.ts's strings, kept here so a listing finds facts and id in
 * one lookup by card id).
 */
export interface CardLow {
  readonly f: PlayFacts;
  node: string | null;
  play: string | null;
}

/** The lowered index of a template's state, made once per template. */
export function lowerVision(state: BattleState): Lowered {
  const byDef = factsByDef(cardsOf(state));
  const facts = new Map<string, CardLow>();
  for (const id in state.cards)
    facts.set(id, { f: byDef[state.cards[id].def], node: null, play: null });
  return { facts };
}

/** One battle state's side table. */
export interface VisionSide {
  /** Cards by id: the template's (complete, shared) or this state's own (filled as read). */
  facts: Map<string, CardLow>;
  /** Whether `facts` is a template's, shared with other battles (never filled from here). */
  shared: boolean;
  /** The content's highest node cost (maxCostOf). */
  maxCost: number;
  /** The definitions waiting for each timing window (a window nobody waits for has no entry). */
  waiting: Readonly<Record<string, Set<string>>>;
  /** Cards in p1's / p2's hand or on their field that could answer a window (see answerWeight). */
  p1: number;
  p2: number;
  /** Of those, the ones in p1's / p2's hand (the rest are on the field). */
  hand1: number;
  hand2: number;
  /** Characters on p1's / p2's field with an activated ability (any timing). */
  act1: number;
  act2: number;
}

const SIDES = new WeakMap<BattleState, VisionSide>();
/**
 * The last state asked about and its table: a battle asks for its own table at every listing
 * and move, and comparing one reference costs less than a weak-map lookup.
 */
let lastState: BattleState | null = null;
let lastSide: VisionSide | null = null;

/** The side table of a state, made on first use (counts from the state as it is then). */
export function sideOf(state: BattleState): VisionSide {
  if (state === lastState && lastSide !== null) return lastSide;
  let side = SIDES.get(state);
  if (side === undefined) {
    const low = loweredOf<Lowered>(state);
    side = {
      facts: low !== undefined ? low.facts : new Map(),
      shared: low !== undefined,
      maxCost: maxCostOf(cardsOf(state)),
      waiting: waitingOf(cardsOf(state)),
      p1: 0,
      p2: 0,
      hand1: 0,
      hand2: 0,
      act1: 0,
      act2: 0,
    };
    SIDES.set(state, side);
    side.p1 = recountAnswers(state, side, "p1");
    side.p2 = recountAnswers(state, side, "p2");
    side.hand1 = recountIn(state, side, "p1:hand", handWeight);
    side.hand2 = recountIn(state, side, "p2:hand", handWeight);
    side.act1 = recountIn(state, side, "p1:field", activatedWeight);
    side.act2 = recountIn(state, side, "p2:field", activatedWeight);
  }
  lastState = state;
  lastSide = side;
  return side;
}

/** A card's facts and ids through a side table. */
export function lowFor(state: BattleState, side: VisionSide, id: string): CardLow {
  let low = side.facts.get(id);
  if (low === undefined) {
    low = { f: factsByDef(cardsOf(state))[state.cards[id].def], node: null, play: null };
    if (!side.shared) side.facts.set(id, low);
  }
  return low;
}

/** A card's facts through a side table. */
export function factsFor(state: BattleState, side: VisionSide, id: string): PlayFacts {
  return lowFor(state, side, id).f;
}

/**
 * Whether a card in `zone` could answer a window: from the hand a 奇襲 character or an
 * any-timing command, on the field a character with an any-timing ability. Everything else
 * (decks, nodes, graves, the stack, set cards) never answers.
 */
function answerWeight(f: PlayFacts, zone: string): number {
  if (zone === "p1:hand" || zone === "p2:hand") return f.inWindow ? 1 : 0;
  if (zone === "p1:field" || zone === "p2:field") return f.activatedInWindow ? 1 : 0;
  return 0;
}

/** Counts `seat`'s cards that could answer a window by looking at its hand and field. */
export function recountAnswers(state: BattleState, side: VisionSide, seat: "p1" | "p2"): number {
  let n = 0;
  for (const zone of seat === "p1" ? P1_ZONES : P2_ZONES) {
    const ids = state.zones[zone] ?? [];
    for (let i = 0; i < ids.length; i++) n += answerWeight(factsFor(state, side, ids[i]), zone);
  }
  return n;
}

/** A hand card that could answer a window (answerWeight's hand half). */
function handWeight(f: PlayFacts, zone: string): number {
  return (zone === "p1:hand" || zone === "p2:hand") && f.inWindow ? 1 : 0;
}

/** A field character with an activated ability: the main phase's listing looks at it. */
function activatedWeight(f: PlayFacts, zone: string): number {
  return (zone === "p1:field" || zone === "p2:field") && f.activated.length > 0 ? 1 : 0;
}

/** Counts the cards in one zone by a weight (the side table's counts, taken from the state). */
export function recountIn(
  state: BattleState,
  side: VisionSide,
  zone: string,
  weight: (f: PlayFacts, zone: string) => number,
): number {
  const ids = state.zones[zone] ?? [];
  let n = 0;
  for (let i = 0; i < ids.length; i++) n += weight(factsFor(state, side, ids[i]), zone);
  return n;
}

/** The weights of the side table's hand and activated counts (for tests that recount). */
export const SIDE_WEIGHTS = { hand: handWeight, activated: activatedWeight } as const;

const P1_ZONES = ["p1:hand", "p1:field"] as const;
const P2_ZONES = ["p2:hand", "p2:field"] as const;

/** The `onMove` hook: keeps the counts of a state that has a side table (others count later). */
export function visionOnMove(b: Battle, cardId: string, from: string, to: string): void {
  const side = b.state === lastState ? lastSide : SIDES.get(b.state);
  if (side === undefined || side === null) return;
  const f = factsFor(b.state, side, cardId);
  const out = answerWeight(f, from);
  const into = answerWeight(f, to);
  if (out !== 0) {
    if (from.charCodeAt(1) === 49) side.p1 -= out;
    else side.p2 -= out;
  }
  if (into !== 0) {
    if (to.charCodeAt(1) === 49) side.p1 += into;
    else side.p2 += into;
  }
  // Only cards that matter to a window or have an activated ability change the other counts.
  if (out === 0 && into === 0 && f.activated.length === 0) return;
  const handOut = handWeight(f, from);
  const handIn = handWeight(f, to);
  if (handOut !== 0) {
    if (from.charCodeAt(1) === 49) side.hand1 -= handOut;
    else side.hand2 -= handOut;
  }
  if (handIn !== 0) {
    if (to.charCodeAt(1) === 49) side.hand1 += handIn;
    else side.hand2 += handIn;
  }
  const actOut = activatedWeight(f, from);
  const actIn = activatedWeight(f, to);
  if (actOut !== 0) {
    if (from.charCodeAt(1) === 49) side.act1 -= actOut;
    else side.act2 -= actOut;
  }
  if (actIn !== 0) {
    if (to.charCodeAt(1) === 49) side.act1 += actIn;
    else side.act2 += actIn;
  }
}

/** Whether `seat` holds anything that could answer a window (false: no need to list plays). */
export function mayAnswer(b: Battle, seat: string): boolean {
  const side = sideOf(b.state);
  return (seat === "p1" ? side.p1 : side.p2) > 0;
}
