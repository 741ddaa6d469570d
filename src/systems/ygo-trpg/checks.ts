/**
 * State-based checks, run after every step until nothing changes: a monster whose life is gone
 * (or that an effect destroyed) goes to the graveyard, and a player whose monster is destroyed
 * takes a flat 10 (YGT-26); a player at 0 life faints (YGT-28); the players win when the GM has
 * no monster left, and lose when every player has fainted (YGT-42).
 */
import type { Battle } from "../../engine/index.ts";
import { changeLife } from "./life.ts";
import { DESTROYED_DAMAGE } from "./rule-numbers.ts";
import { ygoX } from "./x-state.ts";
import {
  fainted,
  fieldZones,
  GM,
  GM_FIELD,
  graveZone,
  isPlayer,
  monsterLife,
  playerSeats,
} from "./zones.ts";

function checkDestroyed(b: Battle): string | null {
  const s = b.state;
  let gone: string[] | null = null;
  // The fields in allMonsters' order (players' in seat order, then the GM's), read in place:
  // this runs after every change.
  const fields = fieldZones(s);
  const cards = s.cards;
  for (let k = 0; k < fields.length; k++) {
    const field = s.zones[fields[k]];
    if (field === undefined) continue;
    for (let i = 0; i < field.length; i++) {
      const c = cards[field[i]];
      if (c.f.doom === true || monsterLife(c) <= 0) (gone ??= []).push(field[i]);
    }
  }
  if (gone === null) return null;
  for (const id of gone) {
    const owner = s.cards[id].owner;
    b.move(id, graveZone(owner));
    b.emit({ t: "destroyed", card: id, seat: owner });
    if (isPlayer(owner) && !fainted(s, owner)) changeLife(b, owner, -DESTROYED_DAMAGE, "destroyed");
  }
  return `destroyed ${gone.join(",")}`;
}

/**
 * A player at 0 life faints (YGT-28); else the players win when the GM has no monster left and
 * lose when every player has fainted (YGT-42). One pass over the seats serves both: the first
 * faint ends the round of checks as before, and without one the pass has seen whether all fainted.
 */
function checkFaintOrResult(b: Battle): string | null {
  const s = b.state;
  const x = ygoX(s);
  const life = x.life;
  const f = x.fainted;
  const seats = playerSeats(s);
  let all = true;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (f[seat] === true) continue;
    if (life[seat] <= 0) {
      f[seat] = true;
      b.emit({ t: "faint", seat });
      return `faint ${seat}`;
    }
    all = false;
  }
  if (s.zones[GM_FIELD].length === 0) {
    b.end({ winner: "players", outcome: "victory", reason: { k: "reason.gm-wiped" } });
    return "victory";
  }
  if (all) {
    b.end({ winner: GM, outcome: "defeat", reason: { k: "reason.all-fainted" } });
    return "defeat";
  }
  return null;
}

/** One round of the system's state-based checks. */
export function ygoCheck(b: Battle): string | null {
  if (b.state.result !== null) return null;
  return checkDestroyed(b) ?? checkFaintOrResult(b);
}
