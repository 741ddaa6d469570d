/**
 * The whole game around the battles on the runtime (turn.ts, march.ts): the start (shuffle,
 * opening hands), turns with draw, summon phase and march phase, joining marches, and taking
 * the opponent's home base.
 */
import { code, O_END, O_GO, O_JOIN, O_MARCH, O_SUMMON } from "./options.ts";
import type { GeoState } from "./state.ts";
import * as S from "./state.ts";
import { UNIT } from "./template.ts";
import { level, levelOn, move, partyZone, Z_DECK, Z_HAND } from "./zones.ts";

/** Draws one card if the deck has one. */
function draw(s: GeoState, seat: number): void {
  const deck = s.zones[seat * 3 + Z_DECK];
  if (deck.length === 0) return;
  move(s, deck[deck.length - 1], seat * 3 + Z_HAND);
}

/** Room under a geo's limit for `seat`'s party there (GEO-03). */
function roomOn(s: GeoState, g: number, seat: number): number {
  return s.t.limit[g] - levelOn(s, partyZone(g, seat));
}

/** Whether a seat's party on a geo may march (units there, none marched this turn) (GEO-70). */
function mayMarch(s: GeoState, g: number, seat: number): boolean {
  const party = s.zones[partyZone(g, seat)];
  if (party.length === 0) return false;
  const marched = s.marched;
  for (let i = 0; i < party.length; i++) if (marched[party[i]] !== 0) return false;
  return true;
}

/** gm.start: shuffle both decks, deal the opening hands (GEO-70). */
export function gameStart(s: GeoState): void {
  for (let seat = 0; seat < 2; seat++) {
    s.rng.shuffle(s.ownZone(seat * 3 + Z_DECK));
    for (let i = 0; i < s.t.hand; i++) draw(s, seat);
  }
}

/** gm.turn (GEO-70). */
export function gameTurn(s: GeoState): void {
  const turn = s.turn + 1;
  if (turn > s.t.maxTurns) {
    s.end(-1, "draw");
    return;
  }
  const seat = turn === 1 ? s.t.first : 1 - s.active;
  s.turn = turn;
  s.active = seat;
  for (let g = 0; g < s.t.geos.length; g++)
    for (const c of s.zones[partyZone(g, seat)]) s.marched[c] = 0;
  if (turn > 1) draw(s, seat);
  s.push(S.T_GM_TURN);
  s.push(S.T_GM_MARCH, seat);
  // The next task, run straight (nothing runs between tasks in geo-march): a push and pop less.
  summonAsk(s, seat);
}

/** gm.summon: asks while a unit in hand fits an own home base / outpost without enemies (GEO-02, GEO-03, GEO-70). */
export function summonAsk(s: GeoState, seat: number): void {
  const t = s.t;
  const hand = s.zones[seat * 3 + Z_HAND];
  if (hand.length === 0) return;
  const spots = t.spots[seat];
  s.optCount = 0;
  for (const c of hand) {
    if (t.defs[t.def[c]].kind !== UNIT) continue;
    const lv = level(s, c);
    for (const g of spots)
      if (s.zones[partyZone(g, 1 - seat)].length === 0 && lv <= roomOn(s, g, seat))
        s.opt(code(O_SUMMON, c, g));
  }
  if (s.optCount === 0) return;
  s.opt(code(O_END));
  s.ask(seat, S.A_GM_SUMMON, seat);
}

/** A summon chosen: the step comes again, the unit goes onto the geo action-incomplete (GEO-44, GEO-70). */
export function summonAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_END) return;
  const c = (x >>> 4) & 1023;
  move(s, c, partyZone((x >>> 14) & 1023, seat));
  s.done[c] = 0;
  s.play(seat, c);
  // The step comes again (the engine pushes it first; nothing runs before it is popped).
  summonAsk(s, seat);
}

/** gm.march: asks while a party may march (GEO-70). */
export function marchAsk(s: GeoState, seat: number): void {
  const t = s.t;
  s.optCount = 0;
  for (let g = 0; g < t.geos.length; g++) {
    if (!mayMarch(s, g, seat)) continue;
    const lv = levelOn(s, partyZone(g, seat));
    for (const to of t.adjacent[g]) {
      const enemy = s.zones[partyZone(to, 1 - seat)].length > 0;
      if (lv <= (enemy ? t.limit[to] : roomOn(s, to, seat))) s.opt(code(O_MARCH, g, to));
    }
  }
  if (s.optCount === 0) return;
  s.opt(code(O_END));
  s.ask(seat, S.A_GM_MARCH, seat);
}

/** Join options: parties next to `to` not yet marching, their levels summed within its limit (GEO-03, GEO-70). */
function addJoins(s: GeoState, seat: number, to: number): void {
  const t = s.t;
  let lv = 0;
  for (const g of s.joinFroms) lv += levelOn(s, partyZone(g, seat));
  const room = t.limit[to] - lv;
  for (const g of t.adjacent[to]) {
    if (s.joinFroms.includes(g) || !mayMarch(s, g, seat)) continue;
    if (levelOn(s, partyZone(g, seat)) <= room) s.opt(code(O_JOIN, g));
  }
}

/** A march chosen: into the enemy others may join; else it marches (GEO-70). */
export function marchAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) === O_END) return;
  s.push(S.T_GM_MARCH, seat);
  const from = (x >>> 4) & 1023;
  const to = (x >>> 14) & 1023;
  // Reused in place: each state has its own list (copied with the state, not shared).
  s.joinFroms.length = 0;
  s.joinFroms.push(from);
  s.joinTo = to;
  if (s.zones[partyZone(to, 1 - seat)].length > 0) {
    s.optCount = 0;
    addJoins(s, seat, to);
    if (s.optCount > 0) {
      s.opt(code(O_GO));
      s.ask(seat, S.A_GM_JOIN, seat);
      return;
    }
  }
  march(s, seat);
}

/** A join answered: another party joins (and more may), or the march goes. */
export function joinAnswer(s: GeoState, x: number, seat: number): void {
  if ((x & 15) !== O_GO) {
    s.joinFroms.push((x >>> 4) & 1023);
    s.optCount = 0;
    addJoins(s, seat, s.joinTo);
    if (s.optCount > 0) {
      s.opt(code(O_GO));
      s.ask(seat, S.A_GM_JOIN, seat);
      return;
    }
  }
  march(s, seat);
}

/** Moves the joined parties onto `joinTo`; into the enemy it becomes a battle (GEO-70). */
function march(s: GeoState, seat: number): void {
  const to = s.joinTo;
  const battle = s.zones[partyZone(to, 1 - seat)].length > 0;
  for (const from of s.joinFroms) {
    const party = s.zones[partyZone(from, seat)].slice();
    for (const c of party) {
      move(s, c, partyZone(to, seat));
      s.marched[c] = 1;
      if (battle) s.from[c] = from;
    }
  }
  if (!battle) {
    checkHomeTaken(s, seat, to);
    return;
  }
  beginBattle(s, to, s.joinFroms.slice(), seat);
  s.push(S.T_BATTLE);
}

/** Fresh battle data (battle-state.ts's newBattle) (GEO-41). */
export function beginBattle(s: GeoState, geo: number, origins: number[], marcher: number): void {
  s.inBattle = true;
  s.geo = geo;
  s.limit = s.t.limit[geo];
  s.origins = origins;
  s.marcher = marcher;
  s.defender = 1 - marcher;
  s.roll[0] = s.roll[1] = 0;
  s.bonus[0] = s.bonus[1] = 0;
  s.attacking = -1;
  s.participants = [];
  s.cause = marcher;
  s.resolved = false;
  s.meleeOn = false;
}

/** Ends the game when `seat` holds the opponent's home base (GEO-70). */
export function checkHomeTaken(s: GeoState, seat: number, geo: number): void {
  if (
    geo !== s.t.homeOf[1 - seat] ||
    s.zones[partyZone(geo, 1 - seat)].length > 0 ||
    s.zones[partyZone(geo, seat)].length === 0
  )
    return;
  s.end(seat, "home-taken");
}
