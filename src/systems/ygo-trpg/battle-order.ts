/**
 * The acting order of the battle phase (YGT-20): by stars (level), most first. Allies with equal
 * stars: the players choose their order (the GM orders its own); an ally and an enemy with equal
 * stars: a 1D roll-off between the sides, rolled again on a tie.
 */
import { type Battle, ownCard, ownFlags, type Seat, type TaskHandler } from "../../engine/index.ts";
import { fainted, GM, isPlayer, sideMonsters } from "./zones.ts";

interface Group {
  [key: string]: string | string[];
  side: "players" | "gm";
  ids: string[];
}

/** Monsters taking part: on a field, controller not fainted. */
export function fighters(b: Battle, players: boolean): string[] {
  const s = b.state;
  return sideMonsters(s, players).filter((id) => !fainted(s, s.cards[id].owner));
}

/** Builds the groups of equal stars, rolling off where both sides have monsters of a level. */
function groups(b: Battle): Group[] {
  const s = b.state;
  const p = fighters(b, true);
  const g = fighters(b, false);
  const levels = [...new Set([...p, ...g].map((id) => s.cards[id].stats.level))].sort(
    (x, y) => y - x,
  );
  const out: Group[] = [];
  for (const level of levels) {
    const ps = p.filter((id) => s.cards[id].stats.level === level);
    const gs = g.filter((id) => s.cards[id].stats.level === level);
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
      }
    }
    const pg: Group = { side: "players", ids: ps };
    const gg: Group = { side: "gm", ids: gs };
    for (const grp of playersFirst ? [pg, gg] : [gg, pg]) if (grp.ids.length > 0) out.push(grp);
  }
  return out;
}

/** Who orders a group of tied allies: the GM for its own, else the first player seat involved. */
function decider(b: Battle, grp: Group): Seat {
  if (grp.side === "gm") return GM;
  const owners = grp.ids.map((id) => b.state.cards[id].owner);
  return b.state.seats.find((seat) => isPlayer(seat) && owners.includes(seat)) ?? owners[0];
}

/** Task handlers that settle the acting order. */
export const orderHandlers: Record<string, TaskHandler> = {
  "y.battle"(b) {
    for (const id of [...sideMonsters(b.state, true), ...sideMonsters(b.state, false)]) {
      ownFlags(ownCard(b.state, id)).acted = false;
      ownFlags(ownCard(b.state, id)).passed = false;
    }
    b.push({ k: "y.order", groups: groups(b), order: [] });
  },
  "y.order"(b, t) {
    const gs = t.groups as Group[];
    const order = t.order as string[];
    while (gs.length > 0 && gs[0].ids.length <= 1) order.push(...gs.shift()!.ids);
    if (gs.length === 0) {
      b.state.x.battle = { order, i: 0, second: false };
      b.emit({ t: "acting-order", cards: order });
      b.push({ k: "y.act" });
      return;
    }
    b.ask(
      decider(b, gs[0]),
      { k: "prompt.order" },
      gs[0].ids.map((id) => ({ id: `first:${id}` })),
      {
        k: "y.order-answer",
        groups: gs,
        order,
      },
    );
  },
  "y.order-answer"(b, t) {
    const gs = t.groups as Group[];
    const id = (t.choice as string).slice(6);
    gs[0].ids = gs[0].ids.filter((x) => x !== id);
    b.push({ k: "y.order", groups: gs, order: [...(t.order as string[]), id] });
  },
};
