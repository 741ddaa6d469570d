/**
 * Shared lists of seats for logged events: the `$to` that addresses an event and the seats a
 * `$seen` note names (seen.ts). A logged battle writes such a list into most of its events (a
 * drawn card is addressed to its drawer and noted as seen by them), and a list of its own per
 * event, with its own copy of the seat's name, was about 80 bytes each: a tenth of a served
 * battle's heap at its first decision. The lists are frozen and shared by every event and every
 * battle; nothing writes a logged event's lists in place (views copy the log before they mask it,
 * forks share frozen values, see state.ts's forkState).
 */
import type { Seat } from "./types.ts";

/** Frozen lists by their seats (joined by a character no seat name holds). */
const LISTS = new Map<string, Seat[]>();
/** Seats are a battle's few; the bound only keeps odd callers from growing the table. */
const MAX_LISTS = 1024;

/**
 * The shared frozen list equal to `seats` (same seats, same order), or `seats` itself when it
 * holds something other than seat names (it is then logged as given).
 */
export function sharedSeats(seats: readonly unknown[]): Seat[] {
  const key = keyOf(seats);
  if (key === null) return seats as Seat[];
  let list = LISTS.get(key);
  if (list === undefined) {
    list = Object.freeze(seats.slice()) as Seat[];
    if (LISTS.size >= MAX_LISTS) LISTS.clear();
    LISTS.set(key, list);
  }
  return list;
}

/** The table's key for a list of seat names, or null when it holds anything else. */
function keyOf(seats: readonly unknown[]): string | null {
  let key = "";
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i];
    // A hole is not a seat (and reads as null in JSON): such a list is left alone.
    if (typeof s !== "string" || s.includes("\u0000") || !(i in seats)) return null;
    key += `${s}\u0000`;
  }
  return key;
}
