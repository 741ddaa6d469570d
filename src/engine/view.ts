/**
 * Seat views: what one seat (or a spectator) may know of a battle, by construction. A view
 * starts from everything and takes away:
 * - the seed, the generator state, pinned dice, the history of choices, the task stack and
 *   queued triggers (continuations name cards and carry answers), and other seats' options;
 * - every card the seat cannot see (the system's zone visibility): it leaves `cards`, its zone
 *   keeps only its size (`?` per card), modifiers on it go, and its id is masked as `?` wherever
 *   else it occurs — log events (nested fields included), the prompt and its parameters, the
 *   stack, other cards' flags, the system's data `x`, composite ids (`attack:<id>@p2`);
 * - events addressed to other seats (`$to`); each remaining line is masked by what the seat
 *   could see when it happened (seen.ts), and a card it saw then but cannot see now keeps its
 *   name in `names` so the line still reads;
 * - whatever the system says is secret beyond zones (`RuleSystem.redact`, e.g. a GM's secret
 *   rolls).
 * Masking is the default; showing is the system's explicit act (an event addressed to seats, a
 * card moved to a public zone).
 */
import type { Battle } from "./battle.ts";
import { rewriteIds } from "./rewrite-ids.ts";
import { maskFor, SEEN } from "./seen.ts";
import { cloneState } from "./state.ts";
import type { RuleSystem } from "./system.ts";
import type { BattleState, LogEvent, Seat, SeatView } from "./types.ts";

/** Placeholder for a card the seat cannot see. */
export const HIDDEN = "?";

/** Whether `seat` sees the contents of `zone` (public, or its own `owner` zone). Null: a spectator. */
export function seesZone(system: RuleSystem, zone: string, seat: Seat | null): boolean {
  const vis = system.zoneVisibility(zone);
  return vis === "public" || (vis === "owner" && seat !== null && zone.split(":")[0] === seat);
}

/** Whether an event reaches `seat` (an event without `$to` reaches everyone, spectators too). */
export function reaches(e: LogEvent, seat: Seat | null): boolean {
  const to = e.$to;
  return to === undefined || (seat !== null && Array.isArray(to) && to.includes(seat));
}

/** Every seat of the battle but the ones given: the `$to` of "reveal to the other players". */
export function allBut(state: Pick<BattleState, "seats">, ...seats: Seat[]): Seat[] {
  return state.seats.filter((s) => !seats.includes(s));
}

/** The ids of the cards `seat` cannot see, each mapped to {@link HIDDEN}. */
export function hiddenCards(b: Battle, seat: Seat | null): Map<string, string> {
  const hidden = new Map<string, string>();
  for (const zone in b.state.zones) {
    if (seesZone(b.system, zone, seat)) continue;
    for (const id of b.state.zones[zone]) hidden.set(id, HIDDEN);
  }
  return hidden;
}

/**
 * A redacted copy of the battle for `seat` (null: a spectator). `logFrom` leaves out the log's
 * events before that index (of the whole log): a server sends each seat only the lines it has
 * not had, and masking the whole log for every message would cost a long battle dearly.
 */
export function viewFor(b: Battle, seat: Seat | null, opts: { logFrom?: number } = {}): SeatView {
  const s = b.state;
  const hidden = hiddenCards(b, seat);
  const zones: Record<string, string[]> = {};
  for (const zone in s.zones) {
    const ids = s.zones[zone];
    zones[zone] = seesZone(b.system, zone, seat) ? [...ids] : ids.map(() => HIDDEN);
  }
  const cards: BattleState["cards"] = {};
  for (const id in s.cards) if (!hidden.has(id)) cards[id] = s.cards[id];
  // Copy only what a view keeps (the generator, history and continuations never), and only the
  // cards it shows; the walker below rewrites the copy in place.
  const copy = cloneState({
    cards,
    mods: s.mods.filter((m) => !hidden.has(m.target)),
    stack: s.stack,
    x: s.x,
    options: s.options,
    result: s.result,
    pending:
      s.pending === null
        ? null
        : {
            seat: s.pending.seat,
            prompt: s.pending.prompt,
            options: s.pending.seat === seat ? s.pending.options : [],
          },
    log: (opts.logFrom ? s.log.slice(opts.logFrom) : s.log).filter((e) => reaches(e, seat)),
  } as unknown as BattleState) as unknown as Omit<SeatView, "zones">;
  const names: Record<string, string> = {};
  // Each line masked by what the seat could see when it happened (seen.ts); the engine's note
  // itself never leaves: it names cards.
  const log = copy.log.map((e) => {
    const table = maskFor(s, e, seat, hidden, names);
    delete e[SEEN];
    return rewriteIds(e, table, true);
  });
  const v: SeatView = {
    v: s.v,
    system: s.system,
    viewer: seat,
    seats: [...s.seats],
    options: copy.options,
    cards: rewriteIds(copy.cards, hidden, true),
    zones,
    mods: rewriteIds(copy.mods, hidden, true),
    stack: rewriteIds(copy.stack, hidden, true),
    pending: rewriteIds(copy.pending, hidden, true),
    result: rewriteIds(copy.result, hidden, true),
    log,
    logOn: s.logOn,
    seq: s.seq,
    x: rewriteIds(copy.x, hidden, true),
    names,
  };
  b.system.redact?.(v, seat, b);
  return v;
}
