/**
 * What N battles did, as sums: outcome counts, length histograms, damage per seat, wins per
 * seat and per-card counts. Every field is a whole-number sum, so merging is exact and
 * order-free — the totals are the same however the battles were split between workers — and the
 * size stays flat however many battles are added.
 */
import type { Seat } from "../engine/index.ts";

/** Counts for one card of one seat. */
export interface CardCount {
  /** Battles in which the seat played the card at least once. */
  played: number;
  /** Of those, battles the seat won. */
  wonPlayed: number;
}

/** Sums over battles (plain JSON, so workers can post it). */
export interface SimTally {
  battles: number;
  /** Outcome key → battles. */
  outcomes: Record<string, number>;
  /** Decisions per battle → battles. */
  decisions: Record<string, number>;
  /** Turns per battle → battles (empty when the system reports no turns). */
  turns: Record<string, number>;
  dealt: Record<Seat, number>;
  taken: Record<Seat, number>;
  /** Battles each seat won. */
  wins: Record<Seat, number>;
  /** `<seat>\t<card id>` → counts. */
  cards: Record<string, CardCount>;
}

/** One battle's figures before they are added to a tally. */
export interface BattleRecord {
  outcome: string;
  decisions: number;
  turns: number | null;
  dealt: Map<Seat, number>;
  taken: Map<Seat, number>;
  /** Seats that won (a side can hold several seats). */
  winners: Seat[];
  /** `<seat>\t<card id>` played at least once. */
  played: Set<string>;
}

/** A battle's outcome key in a tally: `win:<seat>`, `draw`, another outcome, or `unfinished`. */
export function outcomeKey(r: { winner: Seat | null; outcome: string } | null): string {
  if (r === null) return "unfinished";
  return r.winner !== null ? `win:${r.winner}` : r.outcome;
}

/** An empty tally. */
export function emptyTally(): SimTally {
  return {
    battles: 0,
    outcomes: {},
    decisions: {},
    turns: {},
    dealt: {},
    taken: {},
    wins: {},
    cards: {},
  };
}

const bump = (m: Record<string, number>, k: string, by = 1): void => {
  m[k] = (m[k] ?? 0) + by;
};

/** Adds one battle. */
export function addBattle(t: SimTally, r: BattleRecord): void {
  t.battles++;
  bump(t.outcomes, r.outcome);
  bump(t.decisions, String(r.decisions));
  if (r.turns !== null) bump(t.turns, String(r.turns));
  for (const [s, v] of r.dealt) bump(t.dealt, s, v);
  for (const [s, v] of r.taken) bump(t.taken, s, v);
  for (const s of r.winners) bump(t.wins, s);
  for (const key of r.played) {
    const c = (t.cards[key] ??= { played: 0, wonPlayed: 0 });
    c.played++;
    if (r.winners.includes(key.slice(0, key.indexOf("\t")))) c.wonPlayed++;
  }
}

/** Adds `from` into `into`. */
export function mergeTally(into: SimTally, from: SimTally): void {
  into.battles += from.battles;
  for (const f of ["outcomes", "decisions", "turns", "dealt", "taken", "wins"] as const) {
    for (const [k, v] of Object.entries(from[f])) bump(into[f], k, v);
  }
  for (const [k, c] of Object.entries(from.cards)) {
    const d = (into.cards[k] ??= { played: 0, wonPlayed: 0 });
    d.played += c.played;
    d.wonPlayed += c.wonPlayed;
  }
}
