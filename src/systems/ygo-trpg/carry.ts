/**
 * Campaign carry-over (YGT-02): life does not recover after a battle, so the next encounter starts
 * from the last one's end state. `carrySetup` turns a battle's state into the next setup: the same
 * characters with their life as it is (a player at 0 starts fainted). Decks and hands are dealt
 * anew, because every encounter begins with its own charge of 4 items and 5 monsters (YGT-01).
 */
import type { BattleState, Json } from "../../engine/index.ts";
import { playerSeats } from "./zones.ts";

/** The next encounter's setup: same characters with carried-over life, against `gm`. */
export function carrySetup(state: BattleState, gm: Json): Json {
  const chars = state.x.chars as Record<string, { id: string }>;
  const life = state.x.life as Record<string, number>;
  const players: Record<string, Json> = {};
  for (const seat of playerSeats(state))
    players[seat] = { character: chars[seat].id, life: life[seat] };
  return { start: "encounter", players, gm };
}
