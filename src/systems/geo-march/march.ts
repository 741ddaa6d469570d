/**
 * The march phase of a whole game (GEO-70): a party (every unit of a seat on one geo that has
 * not marched this turn) moves to an adjacent geo. Into the enemy's units it fights a battle
 * (GEO-01…60); into an empty geo it simply moves, within the limit. Taking the opponent's home
 * base wins (reading).
 */
import { type Battle, type BattleState, EngineError, type OptionDef } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { battleOf, newBattle, xOf } from "./battle-state.ts";
import {
  type GeoTallies,
  levelIn,
  marchedIn,
  noteMarched,
  slotOf,
  talliesOf,
  unitsIn,
} from "./geo-index.ts";
import { type LGeo, type LMap, lmapOf, zoneOf } from "./lowered-map.ts";
import { asKind, joinId, type OptionRef, refOf } from "./option-ids.ts";
import { ownedFlags } from "./records.ts";
import { repeatStep } from "./step.ts";
import { geoHandlers } from "./tasks.ts";
import { opponentOf } from "./zones.ts";

/** Whether a zone holds any unit. */
function occupied(s: BattleState, zone: string): boolean {
  const ids = s.zones[zone];
  return ids !== undefined && ids.length > 0;
}

/** Whether the party in `slot` may still march: it has units and none of them marched. */
function mayMarch(t: GeoTallies, slot: number): boolean {
  return unitsIn(t, slot) > 0 && marchedIn(t, slot) === 0;
}

/** March options `march:<from>@<to>`. */
function marchOptions(b: Battle, seat: string): OptionDef[] {
  const out: OptionDef[] = [];
  const t = talliesOf(b.state);
  const geos = t.map.geos;
  const own = seat === "p1" ? 0 : 1;
  const foe = 1 - own;
  // Each geo's room for this seat, once per listing (a geo is the neighbour of several).
  const room = ROOM;
  room.length = geos.length;
  for (let i = 0; i < geos.length; i++)
    room[i] = unitsIn(t, 2 * i + foe) > 0 ? geos[i].limit : geos[i].limit - levelIn(t, 2 * i + own);
  for (let i = 0; i < geos.length; i++) {
    if (!mayMarch(t, 2 * i + own)) continue;
    const g = geos[i];
    // Into a battle the party comes alone; onto own units the sum must fit (GEO-03).
    const level = levelIn(t, 2 * i + own);
    for (let k = 0; k < g.adjacent.length; k++)
      if (level <= room[g.adjacent[k].index]) out.push({ id: g.marchIds[k] });
  }
  return out;
}

/** Scratch for marchOptions (filled and read within one call). */
const ROOM: number[] = [];

/** Ends the game when `seat` holds the opponent's home base. */
export function checkHomeTaken(b: Battle, seat: string, geo: string): void {
  const s = b.state;
  const foe = opponentOf(seat);
  const home = lmapOf(s).homeOf[foe];
  if (home === undefined) throw new EngineError(`no home base for ${foe}`);
  if (geo !== home.id || occupied(s, zoneOf(home, foe)) || !occupied(s, zoneOf(home, seat))) return;
  b.end({
    winner: seat,
    outcome: "home-taken",
    reason: { k: "reason.home-taken", p: { winner: seat } },
  });
}

/** Parties that may join a march on `to` (adjacent, not marched, the sum within its limit). */
function joinOptions(b: Battle, seat: string, to: LGeo, froms: string[]): OptionDef[] {
  const t = talliesOf(b.state);
  let level = 0;
  for (const g of froms) level += levelIn(t, slotOf(geoOf(t.map, g).index, seat));
  const room = to.limit - level;
  const out: OptionDef[] = [];
  for (const g of to.adjacent) {
    if (froms.includes(g.id)) continue;
    const k = slotOf(g.index, seat);
    if (mayMarch(t, k) && levelIn(t, k) <= room) out.push({ id: joinId(g.id) });
  }
  return out;
}

/** A geo of the lowered map by id. */
function geoOf(map: LMap, id: string): LGeo {
  const g = map.byId.get(id);
  if (g === undefined) throw new EngineError(`no geo ${id}`);
  return g;
}

/** Moves the parties of `froms` onto `to`; into the enemy it becomes a battle. */
function march(b: Battle, seat: string, froms: string[], to: LGeo): void {
  const s = b.state;
  const map = lmapOf(s);
  const battle = occupied(s, zoneOf(to, opponentOf(seat)));
  const into = zoneOf(to, seat);
  for (const from of froms) {
    const party = (s.zones[zoneOf(geoOf(map, from), seat)] ?? []).slice();
    for (const id of party) {
      b.move(id, into);
      const f = ownedFlags(s, id);
      if (f.marched !== true) noteMarched(s, into, 1);
      f.marched = true;
      // Each marcher remembers where it came from, for a failed march (GEO-53).
      if (battle) f.from = from;
    }
    if (heard(b)) b.emit({ t: "march", seat, from, to: to.id, units: party });
  }
  if (!battle) {
    checkHomeTaken(b, seat, to.id);
    return;
  }
  xOf(s).battle = newBattle(to.id, to.limit, froms, seat);
  b.state.tasks.push({ k: "g.battle" });
}

/** Applies a march choice: alone, or first asking which parties join it into a battle. */
function marchChoice(b: Battle, seat: string, choice: OptionRef): void {
  const map = lmapOf(b.state);
  const { from, to } = asKind(choice, "march");
  const m = { from: geoOf(map, from), to: geoOf(map, to) };
  // Into the enemy, other parties next to the geo may march with it (GEO-53's
  // "marched from two or more geos").
  if (
    occupied(b.state, zoneOf(m.to, opponentOf(seat))) &&
    joinOptions(b, seat, m.to, [m.from.id]).length > 0
  ) {
    b.state.tasks.push({ k: "gm.join", seat, to: m.to.id, froms: [m.from.id] });
    return;
  }
  march(b, seat, [m.from.id], m.to);
}

/** Task handlers of the march phase. */
export const marchHandlers = geoHandlers({
  "gm.march"(b, t) {
    repeatStep(b, t, "prompt.march", marchOptions, marchChoice);
  },
  "gm.join"(b, t) {
    const seat = t.seat;
    const to = geoOf(lmapOf(b.state), t.to);
    const froms = [...t.froms];
    if (t.choice !== undefined && t.choice !== "go") froms.push(refOf(t.choice, "join").geo);
    const opts = t.choice === "go" ? [] : joinOptions(b, seat, to, froms);
    if (opts.length === 0) {
      march(b, seat, froms, to);
      return;
    }
    opts.push({ id: "go" });
    b.ask(seat, { k: "prompt.join", p: { to: to.id } }, opts, {
      k: "gm.join",
      seat,
      to: to.id,
      froms,
    });
  },
  "gm.after-battle"(b, t) {
    const s = b.state;
    const bt = battleOf(s);
    xOf(s).battle = null;
    if (t.why === "only-marcher") checkHomeTaken(b, bt.marcher, bt.geo);
  },
});
