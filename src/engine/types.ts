/**
 * Core data types of the Kassen engine. Everything in {@link BattleState} is plain JSON:
 * no classes, no object references, only ids — so a state can be hashed, cloned, saved and sent.
 */

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A language the log and prompts render in. */
export type Lang = "ja" | "zh" | "en";

/** All supported languages, in the order help texts list them. */
export const LANGS: readonly Lang[] = ["ja", "zh", "en"];

/** A seat at the table: a player, a GM, a KP. Systems name their seats (e.g. "p1", "p2", "gm"). */
export type Seat = string;

/**
 * A message to render later in any language: a key into the system's message table and its
 * parameters. Card ids in parameters render as the card's localized name.
 */
export interface Msg {
  k: string;
  p?: Record<string, Json>;
}

/** One legal answer to a pending decision. `id` is stable and readable: `attack:reisen-1`, `pass`. */
export interface OptionDef {
  id: string;
  text?: Msg;
}

/**
 * A unit of work on the engine's task stack. `k` names the handler; the rest is its data.
 * Tasks are serializable continuations: a paused battle is just its task stack plus a pending decision.
 */
export interface Task {
  k: string;
  [key: string]: Json | undefined;
}

/** The one decision the battle is waiting for. */
export interface Pending {
  seat: Seat;
  prompt: Msg;
  options: OptionDef[];
  /** The task that receives the answer (as `choice`) when the seat decides. */
  next: Task;
}

/**
 * A typed log event. `t` names the event type; renderers turn it into text per language. An
 * event with `$to: [seats]` is addressed to those seats only: views drop it for every other seat
 * and for spectators (`allBut` in view.ts gives "everyone but"). The `$` keeps the engine's
 * addressing apart from events' own fields (a combat's `to`, a march's `to`). `$reveal: true`
 * says the event shows the cards it names to everyone it reaches (a card played from the hand);
 * otherwise a card not in the open when the event happened stays masked in it (seen.ts).
 */
export interface LogEvent {
  t: string;
  [key: string]: Json | undefined;
}

/** How a battle ended. `winner` is null for a draw or an outcome without a winner. */
export interface Result {
  winner: Seat | null;
  outcome: string;
  reason?: Msg;
}

/** A card (or character) in play: identity, where it is, base and computed stats, and flags. */
export interface CardState {
  id: string;
  /** Content id of the definition this card was made from. */
  def: string;
  owner: Seat;
  /** Zone id, or `@<hostId>` when set on (attached to) another card. */
  zone: string;
  /** Ids of cards set on this card, in the order they were attached. */
  attached: string[];
  /** Printed values; modifiers are applied on top of these. */
  base: Record<string, number>;
  /** Values after every modifier, recomputed from `base` in layer order. */
  stats: Record<string, number>;
  /** System-specific per-card data (damage, sleeping, doomed, …). */
  f: Record<string, Json>;
}

/**
 * A continuous modifier. Declared as data: the layer it belongs to, the operation and its
 * values. Stats are recomputed from base values in the system's layer order.
 */
export interface Modifier {
  id: string;
  target: string;
  layer: string;
  op: "set" | "add" | "swap";
  stat: string;
  /** For `swap`: the other stat. */
  stat2?: string;
  value?: number;
  /** The card that grants it; modifiers go away with their source when the system says so. */
  source?: string;
  /** When the modifier ends, e.g. "end-of-turn"; null/undefined = while the source stays. */
  until?: string;
  /** Arrival order, for ties inside a layer. */
  ts: number;
}

/** A play waiting on the response stack. */
export interface StackItem {
  id: string;
  seat: Seat;
  /** System-defined description of what resolves (effect, source card, targets). */
  play: { [key: string]: Json };
}

/** The whole battle. One JSON tree, mutated in place; clone only to fork. */
export interface BattleState {
  /** Engine state format version. */
  v: number;
  system: string;
  seed: number;
  /** The seeded generator's internal state (xoroshiro128+). */
  rng: number[];
  /** Dice results pinned by a scenario; consumed before the generator. */
  pinned: number[];
  seats: Seat[];
  /** House rules / system options. */
  options: Record<string, Json>;
  cards: Record<string, CardState>;
  zones: Record<string, string[]>;
  mods: Modifier[];
  stack: StackItem[];
  tasks: Task[];
  /** Triggered tasks waiting for the state-based checks to settle. */
  triggers: Task[];
  pending: Pending | null;
  result: Result | null;
  log: LogEvent[];
  /** When false, events still reach triggers but are not stored (fast simulation). */
  logOn: boolean;
  /** Counter for generated ids and modifier timestamps. */
  seq: number;
  /** Every decision made so far, as [seat, optionId]. */
  history: [Seat, string][];
  /** System-specific battle data (turn, phase, life, …). */
  x: { [key: string]: Json };
}

/** The decision a view shows: who decides and on what; options only to the deciding seat. */
export interface PendingView {
  seat: Seat;
  prompt: Msg;
  options: OptionDef[];
}

/** A seat's view of a battle: the state without what the seat may not know. */
export interface SeatView
  extends Omit<
    BattleState,
    "seed" | "rng" | "pinned" | "history" | "tasks" | "triggers" | "pending"
  > {
  /** The seat this view is for; null for a spectator (public information only). */
  viewer: Seat | null;
  pending: PendingView | null;
  /**
   * Definitions of cards the log shows (the seat saw them when it happened) that the seat
   * cannot see now, by id: a character that attacked and was later returned to its owner's hand.
   */
  names: Record<string, string>;
}

/**
 * What both a battle state and a seat's view have: the public shape that summaries and
 * renderers read (a view can be summarised and rendered like the state it came from).
 */
export type VisibleState = Omit<SeatView, "viewer" | "names"> & {
  names?: Record<string, string>;
};
