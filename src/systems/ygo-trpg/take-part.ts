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
