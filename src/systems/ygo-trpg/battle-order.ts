/**
 * The acting order of the battle phase (YGT-20): by stars (level), most first. Allies with equal
 * stars: the players choose their order (the GM orders its own); an ally and an enemy with equal
 * stars: a 1D roll-off between the sides, rolled again on a tie.
 */
import { type Battle, type BattleState, ownCard, ownFlags, type Seat } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { attackHandlers } from "./attack.ts";
import { optionRef, unlisted, VerbIds } from "./option-ids.ts";
import { ygoOpt } from "./options.ts";
import { runNext } from "./run-next.ts";
import { type Group, type TaskOf, ygoHandlers } from "./tasks.ts";
import { ygoX } from "./x-state.ts";
import { fainted, fieldZones, GM, isPlayer, sideMonsters } from "./zones.ts";

const FIRST = new VerbIds("first");

/** Monsters taking part: on a field, controller not fainted. */
export function fighters(b: Battle, players: boolean): string[] {
  const s = b.state;
  const all = sideMonsters(s, players);
  let n = 0;
  for (let i = 0; i < all.length; i++) if (!fainted(s, s.cards[all[i]].owner)) all[n++] = all[i];
  all.length = n;
  return all;
}

/** Builds the groups of equal stars, rolling off where both sides have monsters of a level. */
function groups(b: Battle): Group[] {
  const s = b.state;
  const p = fighters(b, true);
  const g = fighters(b, false);
  // The distinct levels, most first (a handful of monsters: kept sorted as they are added).
  const levels: number[] = [];
  addLevels(s, p, levels);
  addLevels(s, g, levels);
  const out: Group[] = [];
  for (const level of levels) {
    const ps = ofLevel(s, p, level);
    const gs = ofLevel(s, g, level);
    let playersFirst = gs.length === 0;
    if (ps.length > 0 && gs.length > 0) {
      for (;;) {
        const pr = b.rollDie(6);
        const gr = b.rollDie(6);
        b.emit({ t: "roll-off", level, players: pr, gm: gr });
        if (pr !== gr) {
          playersFirst = pr > gr;
          break;
        }
        // Option rollOffTie (seed l.24 names no tie-break for the 1D): roll again, or a side goes first.
        const tie = ygoOpt(b, "rollOffTie");
        if (tie !== "reroll") {
          playersFirst = tie === "players";
          b.emit({ t: "roll-off-tie", level, first: `${tie}-first`, option: `rollOffTie=${tie}` });
          break;
        }
      }
    }
    const pg: Group = { side: "players", ids: ps };
    const gg: Group = { side: "gm", ids: gs };
    for (const grp of playersFirst ? [pg, gg] : [gg, pg]) if (grp.ids.length > 0) out.push(grp);
  }
  return out;
}

/** Adds the levels of `ids` not yet in `levels`, keeping it sorted, most first. */
function addLevels(s: BattleState, ids: string[], levels: number[]): void {
  for (let i = 0; i < ids.length; i++) {
    const level = s.cards[ids[i]].stats.level;
    let j = 0;
    while (j < levels.length && levels[j] > level) j++;
    if (j < levels.length && levels[j] === level) continue;
    levels.splice(j, 0, level);
  }
}

/** The monsters of `ids` at `level`, in their order. */
function ofLevel(s: BattleState, ids: string[], level: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++) if (s.cards[ids[i]].stats.level === level) out.push(ids[i]);
  return out;
}

/** Who orders a group of tied allies: the GM for its own, else the first player seat involved. */
function decider(b: Battle, grp: Group): Seat {
  if (grp.side === "gm") return GM;
  const owners = grp.ids.map((id) => b.state.cards[id].owner);
  return b.state.seats.find((seat) => isPlayer(seat) && owners.includes(seat)) ?? owners[0];
}

/** Task handlers that settle the acting order. */
export const orderHandlers = ygoHandlers({
  "y.battle"(b) {
    // Every monster on any field (players' in seat order, then the GM's), read in place.
    const s = b.state;
    const fields = fieldZones(s);
    for (let k = 0; k < fields.length; k++) {
      const field = s.zones[fields[k]];
      if (field === undefined) continue;
      for (let i = 0; i < field.length; i++) {
        const f = ownFlags(ownCard(s, field[i]));
        f.acted = false;
        f.passed = false;
      }
    }
    runNext(b, { k: "y.order", groups: groups(b), order: [] }, orderStep);
  },
  "y.order": orderStep,
  "y.order-answer"(b, t) {
    const gs = t.groups;
    const ref = optionRef(t.choice);
    if (ref.kind !== "first") return unlisted(t.choice);
    const id = ref.card;
    gs[0].ids = gs[0].ids.filter((x) => x !== id);
    runNext(b, { k: "y.order", groups: gs, order: [...t.order, id] }, orderStep);
  },
});

/** Settles the acting order: asks about the first group of tied allies, or begins acting. */
function orderStep(b: Battle, t: TaskOf<"y.order">): void {
  const gs = t.groups;
  const order = t.order;
  while (gs.length > 0 && gs[0].ids.length <= 1) order.push(...gs.shift()!.ids);
  if (gs.length === 0) {
    ygoX(b.state).battle = { order, i: 0, second: false };
    if (heard(b)) b.emit({ t: "acting-order", cards: order });
    runNext(b, { k: "y.act" }, attackHandlers["y.act"]);
    return;
  }
  b.ask(
    decider(b, gs[0]),
    { k: "prompt.order" },
    gs[0].ids.map((id) => ({ id: FIRST.of(id) })),
    {
      k: "y.order-answer",
      groups: gs,
      order,
    },
  );
}
