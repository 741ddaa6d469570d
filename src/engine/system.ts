/**
 * The contract between the engine and a rule system. The engine owns the loop, the state tree,
 * randomness, zones, modifiers, the response stack and the log; a system supplies the rules as
 * task handlers, checks, a stack policy and message tables.
 */
import type { Battle } from "./battle.ts";
import type {
  BattleState,
  Json,
  Lang,
  Msg,
  OptionDef,
  Seat,
  SeatView,
  StackItem,
  Task,
  VisibleState,
} from "./types.ts";

/** Runs one task. It may change state, push tasks, ask a seat, or end the battle. */
export type TaskHandler = (b: Battle, task: Task) => void;

/** Who sees the contents of a zone. */
export type ZoneVisibility = "public" | "owner" | "hidden";

/**
 * Where a name is looked up: the battle whose content it belongs to — its state, or a seat's view
 * of it (both keep the content's hash in `options.content`) — or null for the system's shipped
 * content. A table's pack never names another table's cards: nothing reads "whatever content was
 * loaded last".
 */
export type ContentRef = Pick<BattleState, "options"> | null;

/** Message templates per language. `{x}` value, `{@x}` card name, `{#x}` seat name. */
export type MessageTable = Record<string, Record<Lang, string>>;

/** How a system's response stack passes priority and resolves. */
export interface StackPolicy {
  /** "all": when everyone has passed in succession the whole stack resolves LIFO; "top": one item. */
  mode: "all" | "top";
  /** Who gets priority after `seat` acted or passed. */
  next(b: Battle, seat: Seat, window: string): Seat;
  /** Who gets priority first when the window (re)opens after a resolution. */
  first(b: Battle, window: string): Seat;
  /** Seats taking part in the exchange; all must pass in succession. Default: every seat. */
  participants?(b: Battle, window: string): Seat[];
  /** Skip asking a seat whose only legal answer is "pass" (it passes without a decision). */
  autoPass: boolean;
}

/** A rule system: the rules of one game, plugged into the engine. */
export interface RuleSystem {
  /** Stable id, e.g. "vision". */
  id: string;
  /** Language the system's rulebook is written in; the log's default. */
  lang: Lang;
  /** Display names per language. */
  name: Record<Lang, string>;
  /** Hash of the content (card data) this system plays with; recorded in replays. */
  contentHash: string;
  /**
   * Hash of the content a battle started with `init` plays with, when its options can add
   * content (packs) to the shipped one; absent: always `contentHash`.
   */
  contentHashOf?(init: BattleInit): string;
  /** Builds the initial state of a battle (setup validated by the system; throws on bad input). */
  create(init: BattleInit): BattleState;
  /** Modifier layers, applied in this order when stats are recomputed. */
  layers: readonly string[];
  /** Task handlers by task kind. */
  handlers: Record<string, TaskHandler>;
  /**
   * One round of state-based checks. Returns a name for what it changed (for the loop guard's
   * message), or null when nothing needed doing.
   */
  check?(b: Battle): string | null;
  /**
   * Run `check` only after steps that changed something: a kernel mutation (move, attach,
   * modifier) or a `b.touch()` the system makes wherever it writes state its checks read. An
   * optimization for systems whose every such write is covered; off by default.
   */
  checkOnChange?: boolean;
  /**
   * Zone visibility for seat views: a function of the zone's name alone (logged events' notes
   * cache it per name, seen.ts).
   */
  zoneVisibility(zone: string): ZoneVisibility;
  /** Whether a zone is a field zone (cards there may carry attachments). */
  isField(zone: string): boolean;
  /**
   * Which hidden places may hold one another's cards when a bot samples what it cannot see
   * (`determinize`): an owner's hidden zones with the same pool name mix. Default: its non-field
   * zones form one pool ("pile"), its field zones another ("field"). A system whose piles hold
   * different kinds of card (ygo-trpg's monster and item decks) names a pool per kind.
   */
  hiddenPool?(zone: string): string;
  /**
   * Tables in the system's data `x`, each a map from card id, whose entries belong to a card's
   * identity as its definition and printed stats do (ygo-trpg's `attrs`: an attribute a setup
   * gave a monster by hand). A sample (`determinize`) deals a hidden card's entries with its
   * identity: left with the place, they would tell where the card really is.
   */
  identityTables?: readonly string[];
  /** Where a card set on `hostId` goes when its host leaves the field. */
  detachTo(b: Battle, cardId: string, hostId: string): string;
  /** Called after a card has left the field (flags to clear, and so on). */
  onLeaveField?(b: Battle, cardId: string, from: string): void;
  /**
   * Called after every move of a card from zone `from` to zone `to` (`@<host>` for an
   * attachment), before anything the move sets off. For side tables a system keeps beside the
   * state (Vision counts the cards that could answer a response window); it must not change
   * the state.
   */
  onMove?(b: Battle, cardId: string, from: string, to: string): void;
  /** Seen by every event the battle emits, with or without logging (for triggers). */
  onEvent?(b: Battle, event: { t: string; [k: string]: Json | undefined }): void;
  /** Tasks to run for a named timing window, in their logged order. */
  windowTriggers?(b: Battle, window: string, data: Record<string, Json>): Task[];
  /** The response stack's policy. */
  stack?: StackPolicy;
  /** Legal plays for `seat` in a response window (without "pass"). */
  responses?(b: Battle, seat: Seat, window: string): OptionDef[];
  /**
   * Whether `seat` has any legal play (cheaper than listing them): with `autoPass`, a seat
   * without one passes without the list being built. Defaults to `responses(...).length > 0`.
   */
  hasResponses?(b: Battle, seat: Seat, window: string): boolean;
  /** Declares a chosen play: pays its costs and puts it on the stack. */
  declare?(b: Battle, seat: Seat, optionId: string, window: string): void;
  /** Pushes the tasks that resolve a stack item. */
  resolve?(b: Battle, item: StackItem): void;
  /** Log and prompt templates. */
  messages: MessageTable;
  /** A card definition's name in a language, in the content of the battle `from` belongs to. */
  cardName(def: string, lang: Lang, from: ContentRef): string;
  /**
   * A card definition's printed text in a language, in the content of `from`'s battle, for a
   * table's card details (absent: none).
   */
  cardText?(def: string, lang: Lang, from: ContentRef): string | null;
  /**
   * A term the battle's content itself defines (a pack's geo or skill names: `{%x}` of a value
   * that is a content id), where the message table has no `term.<value>` (the shipped terms
   * stay); undefined: none.
   */
  contentTerm?(value: string, lang: Lang, from: ContentRef): string | undefined;
  /**
   * A plain summary of the state for results and scenario expectations: per seat (life, hand
   * size…) and per card (zone, damage, stats, flags).
   */
  summary(state: VisibleState): Summary;
  /**
   * Whether `seat` may take back the last decision made (a GM's undo, logged as a GM action).
   * Absent: nobody may.
   */
  mayTakeBack?(state: BattleState, seat: Seat): boolean;
  /**
   * Campaign carry-over, for systems where a battle's end state feeds the next one (a TRPG's
   * life does not recover between encounters).
   */
  carry?: {
    /** The part of a (finished) battle's state that carries over, as plain JSON. */
    save(state: BattleState): Json;
    /** The next battle's setup with a saved carry-over applied (throws SetupError on a misfit). */
    apply(setup: Json, carry: Json): Json;
    /**
     * What carries over, as one line in `lang` for whoever picks the battle to continue from
     * (public facts only: it is shown to anyone holding one of the table's links).
     */
    describe?(state: BattleState, lang: Lang): string;
  };
  /**
   * A seat's display name in a language; `reader` (the state or view a line is rendered for, when
   * there is one) lets a name say who sits there ("side B (Tsukiko)").
   */
  seatName?(
    seat: Seat,
    lang: Lang,
    reader?: Pick<VisibleState, "cards" | "names" | "options"> | null,
  ): string;
  /**
   * Seats whose English name is plural ("the players", "the magical girls"): a verb after them
   * agrees (`{^seat}` in a template; "the players win").
   */
  pluralSeats?: readonly Seat[];
  /**
   * What tells a card apart from others of its name, as `state` shows it (a wolf's "HP 7/12", a
   * unit's place in its party), as a message, or null: added to option labels that would
   * otherwise read alike (`optionLabels`). Speaks only of what `state` (a seat's view, or the
   * battle's state for its deciding seat) shows; the card is one of its cards.
   */
  cardDetail?(card: string, state: VisibleState): Msg | null;
  /**
   * What the system hides beyond zones and addressed events (a GM's secret rolls kept in `x`, a
   * declared card's identity…): called on every view after the engine's masking, it removes or
   * masks in place whatever `seat` (null: a spectator) may not know. The engine has already
   * masked every card the seat cannot see, wherever its id occurs. It may also add what every
   * player sees of a hidden card without knowing it (Vision: whether a face-down node sleeps),
   * naming no card.
   */
  redact?(view: SeatView, seat: Seat | null, b: Battle): void;
  /**
   * Why `seat` may not choose `optionId` now — asked only for an option that is not offered: a
   * message of the system's table naming the rule (`rule` parameter, e.g. "GEO-03") and the
   * numbers (limits, costs, wounds, uses). Null when there is no more to say than the legal
   * list. Must not change the state, and may tell the seat only what its view shows.
   */
  why?(b: Battle, seat: Seat, optionId: string): Msg | null;
  /**
   * The numbers `seat` needs to weigh its options now (a geo's limit and the party's level, DP
   * and each option's cost…), shown by `kassen play`'s `state`. Only what the seat may see.
   */
  facts?(b: Battle, seat: Seat): Msg[];
}

/** What it takes to start a battle: everything a replay records besides the choices. */
export interface BattleInit {
  seed: number;
  /** System-specific setup (seats' life, zones, cards…); the system validates it. */
  setup: Json;
  /** House rules / named options. */
  options?: Record<string, Json>;
  /** Dice results to use before the generator. */
  pinned?: number[];
  /** Keep a log (default true). */
  log?: boolean;
  /**
   * How cards are named. "readable" (the default, for scenarios and tests): `reisen-1`, or the id
   * the setup gives. "opaque" (played battles: new games, the table server, simulations): ids
   * drawn from the seed that say nothing of the card (see `cardMaker`).
   */
  ids?: "readable" | "opaque";
}

/** A rule system's plain summary of a battle state. */
export interface Summary {
  players: Record<Seat, Record<string, Json>>;
  cards: Record<string, Record<string, Json>>;
}
