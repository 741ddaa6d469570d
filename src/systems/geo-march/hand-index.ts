/**
 * Each seat's skill cards in hand, counted by the contexts they can be played in, kept beside
 * the state: "may this seat answer the window?" and the listing of plays skip the hand when it
 * holds no skill for the context (most windows), instead of reading every card in it. Made from
 * the state on first use (a fork, a sample or a loaded state gets correct counts) and kept up to
 * date by the system's `onMove` hook (every way into or out of a hand is a move or an
 * attachment). Nothing here is in the state: hashes, replays and saved states never see it.
 * Check mode (tests, KASSEN_CHECK_CARDS=1) recounts on every use and throws on a mismatch.
 */
import { type Battle, type BattleState, checkingCards, EngineError } from "../../engine/index.ts";
import { masksOf } from "./timing-mask.ts";
import { cardsOf } from "./zones.ts";

/** Contexts per seat (timing-mask.ts's five bits). */
const CONTEXTS = 5;

const COUNTS = new WeakMap<BattleState, Int32Array>();

/** Adds `delta` for each context a card in `seat`'s hand (index 0 / 1) can be played in. */
function tally(s: BattleState, counts: Int32Array, seat: number, id: string, delta: number): void {
  const d = s.cards[id].def;
  if (cardsOf(s)[d].type !== "skill") return;
  const m = masksOf(s)[d].card;
  for (let i = 0; i < CONTEXTS; i++) if ((m & (1 << i)) !== 0) counts[seat * CONTEXTS + i] += delta;
}

/** Counts both hands from the state. */
function count(s: BattleState): Int32Array {
  const counts = new Int32Array(2 * CONTEXTS);
  for (const id of s.zones["p1:hand"] ?? []) tally(s, counts, 0, id, 1);
  for (const id of s.zones["p2:hand"] ?? []) tally(s, counts, 1, id, 1);
  return counts;
}

/** A hand's index (0 / 1) by zone id, or −1 for any other zone. */
function handIndex(zone: string): number {
  return zone === "p1:hand" ? 0 : zone === "p2:hand" ? 1 : -1;
}

/** Whether `seat`'s hand holds a skill with text for the context `bit` (timing-mask.ts). */
export function handHasSkill(s: BattleState, seat: string, bit: number): boolean {
  let counts = COUNTS.get(s);
  if (counts === undefined) {
    counts = count(s);
    COUNTS.set(s, counts);
  } else if (checkingCards()) {
    const fresh = count(s).join();
    if (fresh !== counts.join())
      throw new EngineError(`hand counts out of date (${counts} ≠ ${fresh})`);
  }
  const i = seat === "p1" ? 0 : seat === "p2" ? 1 : -1;
  if (i < 0) return false;
  return counts[i * CONTEXTS + 31 - Math.clz32(bit)] > 0;
}

/** The `onMove` hook: a card leaving or entering a hand. */
export function handOnMove(b: Battle, cardId: string, from: string, to: string): void {
  const a = handIndex(from);
  const z = handIndex(to);
  if (a === z) return;
  const counts = COUNTS.get(b.state);
  if (counts === undefined) return;
  if (a >= 0) tally(b.state, counts, a, cardId, -1);
  if (z >= 0) tally(b.state, counts, z, cardId, 1);
}
