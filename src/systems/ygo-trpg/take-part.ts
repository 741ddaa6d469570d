/**
 * Whether a seat can still take part (YGT-28). Seed 001: a fainted player
 * 「特定条件を満たすまで戦闘に参加することができません」 — so every queued step of a player's act
 * (a summon after its declaration, an attack after its declaration) asks again before it goes on:
 * a cost, a trap or a drain may have made the player faint in between. The act then stops where
 * it is (costs stay paid) and the log says why.
 */
import type { Battle, Seat } from "../../engine/index.ts";
import { fainted, isPlayer } from "./zones.ts";

/** Whether `seat` takes part in the battle now: the GM always, a player until they faint. */
export function takesPart(b: Battle, seat: Seat | null | undefined): boolean {
  return seat === null || seat === undefined || !isPlayer(seat) || !fainted(b.state, seat);
}

/**
 * The first of `seats` that has fainted, logged as stopping `card`'s summon or attack (`t` is
 * `summon-stopped` or `attack-stopped`); null when every one of them still takes part.
 */
export function stoppedBy(
  b: Battle,
  t: "summon-stopped" | "attack-stopped",
  card: string,
  seats: readonly (Seat | null | undefined)[],
): Seat | null {
  for (const seat of seats) {
    if (seat === null || seat === undefined || takesPart(b, seat)) continue;
    b.emit({ t, seat, card });
    return seat;
  }
  return null;
}
