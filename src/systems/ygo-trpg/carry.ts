/**
 * Campaign carry-over (YGT-02): life does not recover after a battle, so the next encounter starts
 * from the last one's end state. `carrySetup` turns a battle's state into the next setup: the same
 * characters with their life as it is (a player at 0 starts fainted). Decks and hands are dealt
 * anew, because every encounter begins with its own charge of 4 items and 5 monsters (YGT-01).
 */
import { type BattleState, type Json, SetupError } from "../../engine/index.ts";
import { ygoX } from "./x-state.ts";
import { playerSeats } from "./zones.ts";

/** The next encounter's setup: same characters with carried-over life, against `gm`. */
export function carrySetup(state: BattleState, gm: Json): Json {
  return applyCarry({ start: "encounter", gm }, saveCarry(state));
}

/** What carries over (YGT-02): each player seat's character and life. */
export function saveCarry(state: BattleState): Json {
  const { chars, life } = ygoX(state);
  const players: Record<string, Json> = {};
  for (const seat of playerSeats(state))
    players[seat] = { character: chars[seat].id, life: life[seat] };
  return { players };
}

/** The next encounter's setup with the carried-over characters and life in place. */
export function applyCarry(setup: Json, carry: Json): Json {
  const c = carry as { players?: Record<string, { character?: unknown; life?: unknown }> };
  if (c === null || typeof c !== "object" || c.players === undefined) {
    throw new SetupError("carry.players", "expected the players carried over (a mapping of seats)");
  }
  const s = (setup ?? {}) as { players?: Record<string, Json> };
  const players: Record<string, Json> = { ...(s.players ?? {}) };
  for (const [seat, p] of Object.entries(c.players)) {
    if (typeof p.character !== "string" || typeof p.life !== "number") {
      throw new SetupError(`carry.players.${seat}`, "expected a character id and a life number");
    }
    const before = (players[seat] ?? {}) as Record<string, Json>;
    players[seat] = { ...before, character: p.character, life: p.life };
  }
  return { ...(s as Record<string, Json>), players };
}
