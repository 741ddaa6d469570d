/**
 * The march phase of a whole game (GEO-70): a party (every unit of a seat on one geo that has
 * not marched this turn) moves to an adjacent geo. Into the enemy's units it fights a battle
 * (GEO-01…60); into an empty geo it simply moves, within the limit. Taking the opponent's home
 * base wins (reading).
 */
import {
  type Battle,
  type Json,
  type OptionDef,
  ownCard,
  ownFlags,
  type TaskHandler,
} from "../../engine/index.ts";
import { newBattle } from "./battle-state.ts";
import { geoDef, geosOf, homeOf, roomOn, unitsOn } from "./map.ts";
import { repeatStep } from "./step.ts";
import { levelOn, opponentOf, partyZone } from "./zones.ts";

/** March options `march:<from>@<to>`. */
function marchOptions(b: Battle, seat: string): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  for (const g of geosOf(s)) {
    const party = unitsOn(s, g.id, seat);
    if (party.length === 0 || party.some((id) => s.cards[id].f.marched === true)) continue;
    const level = levelOn(s, partyZone(g.id, seat));
    for (const to of g.adjacent) {
      const enemy = unitsOn(s, to, opponentOf(seat)).length > 0;
      // Into a battle the party comes alone; onto own units the sum must fit (GEO-03).
      if (level <= (enemy ? geoDef(s, to).limit : roomOn(s, to, seat)))
        out.push({ id: `march:${g.id}@${to}` });
    }
  }
  return out;
}

/** Ends the game when `seat` holds the opponent's home base. */
export function checkHomeTaken(b: Battle, seat: string, geo: string): void {
  const s = b.state;
  const foe = opponentOf(seat);
  if (
    geo !== homeOf(s, foe) ||
    unitsOn(s, geo, foe).length > 0 ||
    unitsOn(s, geo, seat).length === 0
  )
    return;
  b.end({
    winner: seat,
    outcome: "home-taken",
    reason: { k: "reason.home-taken", p: { winner: seat } },
  });
}

/** Parties that may join a march on `to` (adjacent, not marched, the sum within its limit). */
function joinOptions(b: Battle, seat: string, to: string, froms: string[]): OptionDef[] {
  const s = b.state;
  let level = 0;
  for (const g of froms) level += levelOn(s, partyZone(g, seat));
  const room = geoDef(s, to).limit - level;
  return geoDef(s, to)
    .adjacent.filter((g) => !froms.includes(g))
    .filter((g) => {
      const party = unitsOn(s, g, seat);
      if (party.length === 0 || party.some((id) => s.cards[id].f.marched === true)) return false;
      return levelOn(s, partyZone(g, seat)) <= room;
    })
    .map((g) => ({ id: `join:${g}` }));
}

/** Moves the parties of `froms` onto `to`; into the enemy it becomes a battle. */
function march(b: Battle, seat: string, froms: string[], to: string): void {
  const s = b.state;
  const battle = unitsOn(s, to, opponentOf(seat)).length > 0;
  for (const from of froms) {
    const party = [...unitsOn(s, from, seat)];
    for (const id of party) {
      b.move(id, partyZone(to, seat));
      ownFlags(ownCard(s, id)).marched = true;
      // Each marcher remembers where it came from, for a failed march (GEO-53).
      if (battle) ownFlags(ownCard(s, id)).from = from;
    }
    b.emit({ t: "march", seat, from, to, units: party });
  }
  if (!battle) {
    checkHomeTaken(b, seat, to);
    return;
  }
  s.x.battle = newBattle(to, geoDef(s, to).limit, froms, seat) as unknown as Json;
  b.push({ k: "g.battle" });
}

/** Task handlers of the march phase. */
export const marchHandlers: Record<string, TaskHandler> = {
  "gm.march"(b, t) {
    const seat = t.seat as string;
    repeatStep(
      b,
      t,
      "prompt.march",
      () => marchOptions(b, seat),
      (choice) => {
        const [from, to] = choice.slice(6).split("@");
        // Into the enemy, other parties next to the geo may march with it (GEO-53's
        // "marched from two or more geos").
        if (
          unitsOn(b.state, to, opponentOf(seat)).length > 0 &&
          joinOptions(b, seat, to, [from]).length > 0
        ) {
          b.push({ k: "gm.join", seat, to, froms: [from] });
          return;
        }
        march(b, seat, [from], to);
      },
    );
  },
  "gm.join"(b, t) {
    const seat = t.seat as string;
    const to = t.to as string;
    const froms = [...(t.froms as string[])];
    if (t.choice !== undefined && t.choice !== "go") froms.push((t.choice as string).slice(5));
    const opts = t.choice === "go" ? [] : joinOptions(b, seat, to, froms);
    if (opts.length === 0) {
      march(b, seat, froms, to);
      return;
    }
    b.ask(seat, { k: "prompt.join", p: { to } }, [...opts, { id: "go" }], {
      k: "gm.join",
      seat,
      to,
      froms,
    });
  },
  "gm.after-battle"(b, t) {
    const s = b.state;
    const bt = s.x.battle as { geo: string; marcher: string };
    s.x.battle = null;
    if (t.why === "only-marcher") checkHomeTaken(b, bt.marcher, bt.geo);
  },
};
