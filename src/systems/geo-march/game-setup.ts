/**
 * Building a whole game (GEO-70): the map's geos become zones per seat, each deck is made from
 * the content's list, then the game starts (shuffle, opening hands, first turn).
 */
import { type BattleInit, type BattleState, newState, SetupError } from "../../engine/index.ts";
import type { GameX } from "./battle-state.ts";
import { cardMaker } from "./card-maker.ts";
import { GEO_MARCH_STORE } from "./content/index.ts";
import type { GameSetup } from "./setup.ts";
import { partyZone, pileOf, SEATS, STACK_ZONE } from "./zones.ts";

/** The state of a fresh game. */
export function createGame(init: BattleInit, setup: GameSetup): BattleState {
  const options = GEO_MARCH_STORE.stateOptions(init.options);
  const content = GEO_MARCH_STORE.forOptions(init.options);
  const map = Object.hasOwn(content.maps, setup.map) ? content.maps[setup.map] : undefined;
  if (map === undefined)
    throw new SetupError(
      "map",
      `unknown map "${setup.map}" (known: ${Object.keys(content.maps).join(", ")})`,
    );
  const state = newState("geo-march", init.seed, [...SEATS], options);
  const make = cardMaker(state, init.ids);
  state.zones[STACK_ZONE] = [];
  const geos: Record<string, number> = {};
  for (const g of map.geos) {
    geos[g.id] = g.limit;
    for (const seat of SEATS) state.zones[partyZone(g.id, seat)] = [];
  }
  const x: GameX = {
    mode: "game",
    map: map.id,
    battle: null,
    geos,
    turn: 0,
    first: setup.first,
    active: setup.first,
    maxTurns: setup.maxTurns,
  };
  state.x = x;
  for (const seat of SEATS) {
    for (const pile of ["deck", "hand", "drop"] as const) state.zones[pileOf(seat, pile)] = [];
    const id = setup[seat].deck;
    const deck = Object.hasOwn(content.decks, id) ? content.decks[id] : undefined;
    if (deck === undefined)
      throw new SetupError(
        `${seat}.deck`,
        `unknown deck "${setup[seat].deck}" (known: ${Object.keys(content.decks).join(", ")})`,
      );
    for (const [card, n] of Object.entries(deck.cards))
      for (let k = 0; k < n; k++) make(card, seat, pileOf(seat, "deck"), `${seat}.deck`);
  }
  state.tasks.push({ k: "gm.turn" }, { k: "gm.start", hand: setup.hand });
  return state;
}
