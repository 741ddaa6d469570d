/**
 * Campaign carry-over (YGT-02): life does not recover after a battle, so the next encounter starts
 * from the last one's end state. `carrySetup` turns a finished battle's state into the player part
 * of the next setup: each character keeps its life (0 stays fainted… reading: a fainted player
 * comes back at 1 only by a GM decision, so life is kept as is).
 */
import type { BattleState, Json } from "../../engine/index.ts";
import { playerSeats } from "./zones.ts";

/** The next encounter's setup: same characters with carried-over life, against `gm`. */
export function carrySetup(state: BattleState, gm: Json): Json {
  const chars = state.x.chars as Record<string, { id: string }>;
  const life = state.x.life as Record<string, number>;
  const players: Record<string, Json> = {};
  for (const seat of playerSeats(state)) players[seat] = { character: chars[seat].id, life: life[seat] };
  return { start: "encounter", players, gm };
}
