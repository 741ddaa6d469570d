/**
 * The GM's and KP's prepared battle (issue 30), as the party, encounter and map builders hold
 * it: a scenario the CLI runs (`kassen run`/`sim`/`tune`), with the GM's/KP's own entries as ONE
 * inline content pack, and the answers the server gives about it (problems, a summary at a
 * glance, a quick sim, a tune). Plain JSON, browser-safe: the web builders and the server share
 * these shapes.
 */
import type { Json, Lang, Seat } from "../../engine/index.ts";
import type { TuneResult } from "../../tune/tune-result.ts";

/** Systems a GM/KP prepares battles for in the browser. */
export const PREP_SYSTEMS = ["ygo-trpg", "magical-girl"] as const;
/** One of {@link PREP_SYSTEMS}. */
export type PrepSystem = (typeof PREP_SYSTEMS)[number];

/** Whether `id` is a system the builders serve. */
export function isPrepSystem(id: string): id is PrepSystem {
  return (PREP_SYSTEMS as readonly string[]).includes(id);
}

/**
 * A prepared battle. Its scenario (src/build/prepare/prep-yaml.ts) is, in this key order:
 * `name`, `description`?, `system`, `lang`?, `seed`, `options`? (when not empty), `content:
 * [pack]` (when the pack has an entry), `setup`, `bots`? (when not empty). No `script`, `dice`
 * or `expect`: a prepared battle is played, not checked.
 */
export interface PrepDoc {
  system: PrepSystem;
  /** The scenario's name (the table's title when it is made). */
  name: string;
  description?: string;
  /** The language its log speaks by default. */
  lang?: Lang;
  seed: number;
  /**
   * The GM's/KP's own entries, as the lists of the system's content file (ygo-trpg: cards,
   * characters, decks, encounters; magical-girl: skills, weapons, abilities, items, traits,
   * girls, enemies, maps). Lists absent or empty when nothing of theirs is used. An entry with
   * `replaces: true` changes a shipped entry of the same id.
   */
  content: Record<string, Record<string, unknown>[]>;
  /** The system's setup block, as its setup schema takes it (YgoTrpgSetup, MagicalGirlSetup). */
  setup: Record<string, unknown>;
  /** House rules and readings, as a scenario's `options:` (never `content`). */
  options: Record<string, Json>;
  /** Bots a sim plays each seat with (`random`, `greedy`, `mcts:N`); seats absent: random. */
  bots?: Record<Seat, string>;
}

/** A problem of a prepared battle: its place in the scenario (`setup.girls[1].pos`) and what is wrong. */
export interface PrepProblem {
  path: string;
  message: string;
}

/** ygo-trpg: one group of the battle phase's acting order (YGT-20), most stars first. */
export interface ActingGroup {
  level: number;
  /** Both sides have monsters of this level: a 1D roll-off decides which side goes first. */
  rollOff: boolean;
  monsters: { seat: Seat; card: string; name: string }[];
}

/** ygo-trpg: a player's summon chance (2D6 summon check) for each monster they may draw or hold. */
export interface SummonChances {
  seat: Seat;
  character: string;
  rows: { card: string; name: string; level: number; chance: number }[];
}

/** magical-girl: how far a fighter moves, and what each position costs her from where she starts. */
export interface Movement {
  fighter: string;
  name: string;
  /** `kp` for an enemy. */
  seat: Seat;
  pos: string;
  metresPerDp: number;
  /** DP she starts the battle with. */
  dp: number;
  /** metres/dp null: no way there (a closed door on every path). */
  reach: { pos: string; metres: number | null; dp: number | null }[];
}

/** What the server says of a prepared battle at a glance (`POST /api/build/prepare`). */
export interface PrepSummary {
  /** The battle's seats in order, with who sits there (`p1` — Akane). */
  seats: { seat: Seat; name: string; side?: string }[];
  actingOrder?: ActingGroup[];
  summon?: SummonChances[];
  movement?: Movement[];
}

/** `POST /api/build/prepare`: its problems (none: it plays) and, when it plays, its summary. */
export interface PrepAnswer {
  problems: PrepProblem[];
  summary: PrepSummary | null;
}

/** A rate with its 95 % Wilson interval. */
export interface RateInterval {
  wins: number;
  n: number;
  rate: number;
  lo: number;
  hi: number;
}

/** `POST /api/build/sim`: a quick sim of the prepared battle with bots. */
export interface SimAnswer {
  battles: number;
  /** Battles that ended within the decision limit. */
  finished: number;
  /** Each side's wins: ygo-trpg players / gm; magical-girl party / enemies, or a / b. */
  sides: { side: string; label: string; seats: Seat[]; win: RateInterval }[];
  draws: number;
  /** Mean turns (rounds) per finished battle, when the system counts them; else null. */
  meanTurns: number | null;
  meanDecisions: number;
  seconds: number;
}

/** `POST /api/build/tune`: "make it X % winnable" on one number. */
export type TuneAnswer = TuneResult;

/** `GET /api/systems/:id/content`: a system's shipped content, each list's entries as data. */
export interface ShippedContent {
  system: PrepSystem;
  content: Record<string, Record<string, unknown>[]>;
}
