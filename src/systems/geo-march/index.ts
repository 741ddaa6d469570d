/**
 * Geo-march (a march-and-battle card game of the Monster Collection family) as a Kassen rule
 * system: battles on a geo with fast summon, formation, speed, counter chains, formation damage,
 * melee and the four outcomes of a march.
 */

import {
  type Battle,
  type Json,
  type Lang,
  ownCard,
  ownFlags,
  type RuleSystem,
} from "../../engine/index.ts";
import { overrideHandlers } from "../shared/overrides.ts";
import { attackHandlers } from "./attack.ts";
import { battleOf } from "./battle-state.ts";
import { unitDetail } from "./card-detail.ts";
import { GEO_MARCH_CONTENT, GEO_MARCH_STORE } from "./content/index.ts";
import { endHandlers } from "./end-battle.ts";
import { fastSummonHandlers } from "./fast-summon.ts";
import { formationHandlers } from "./formation-step.ts";
import { geoOnMove } from "./geo-index.ts";
import { handOnMove } from "./hand-index.ts";
import { marchHandlers } from "./march.ts";
import { mayHavePlay } from "./may-have-play.ts";
import { meleeHandlers } from "./melee.ts";
import { GEO_MARCH_MESSAGES, geoTerm } from "./messages.ts";
import { normalHandlers } from "./normal-timing.ts";
import { declarePlay, legalPlays, type PlayCtx, resolvePlay } from "./plays.ts";
import { procedureHandlers } from "./procedure.ts";
import { createGeoMarch } from "./setup.ts";
import { speedHandlers } from "./speed.ts";
import { geoMarchSummary } from "./summary.ts";
import { turnHandlers } from "./turn.ts";
import { geoMarchFacts, geoMarchWhy } from "./why.ts";
import { opponentOf, pileOf } from "./zones.ts";

/** Schema of one content file (`src/systems/geo-march/content/*.yaml`). */
export { ContentFile as GeoMarchContentFile } from "./schema.ts";
/** Schema of a scenario's `setup:` block (a battle or a whole game). */
export { GeoMarchSetup } from "./setup.ts";

/** Modifier layers: equipment, then ability / skill effects, then melee's loss of text (GEO-60). */
export const GEO_MARCH_LAYERS = ["equip", "effect", "melee"] as const;

/**
 * The response window a play may answer in. A counter window is only for answering what is on
 * the stack, and the attack's window answers the declared attack once: after its chain resolved
 * the procedure goes on (GEO-41 (2) → (3)); the speed window stays open for the result.
 */
function windowCtx(b: Battle, w: string): PlayCtx | null {
  const bt = battleOf(b.state);
  if (w === "speed") return "speed";
  if (bt.resolved) return null;
  if (w === "attack") return "attack";
  return b.state.stack.length > 0 ? "counter" : null;
}

/** Whether an object has no keys (without listing them). */
function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/** The geo-march rule system. */
export const geoMarch: RuleSystem = {
  id: "geo-march",
  lang: "ja",
  name: { ja: "ジオ進軍（モンコレ系）", zh: "地域进军", en: "Geo March" },
  contentHash: GEO_MARCH_CONTENT.hash,
  contentHashOf: (init) => GEO_MARCH_STORE.hashOf(init.options),
  create: createGeoMarch,
  layers: GEO_MARCH_LAYERS,
  handlers: {
    ...overrideHandlers,
    ...procedureHandlers,
    ...fastSummonHandlers,
    ...formationHandlers,
    ...speedHandlers,
    ...normalHandlers,
    ...attackHandlers,
    ...meleeHandlers,
    ...endHandlers,
    ...turnHandlers,
    ...marchHandlers,
  },
  zoneVisibility(zone) {
    if (zone.endsWith(":deck")) return "hidden";
    if (zone.endsWith(":hand")) return "owner";
    return "public";
  },
  isField: (zone) => zone.startsWith("geo:"),
  // Keeps the indexes beside the state up to date: a whole game's per-geo tallies
  // (geo-index.ts) and the skills in each hand (hand-index.ts).
  onMove(b, cardId, from, to) {
    geoOnMove(b, cardId, from, to);
    handOnMove(b, cardId, from, to);
  },
  detachTo: (b, cardId) => pileOf(b.state.cards[cardId].owner, "drop"),
  onLeaveField(b, cardId) {
    // Shared flags are left alone while empty (most units never had one).
    if (isEmpty(b.state.cards[cardId].f)) return;
    const f = ownFlags(ownCard(b.state, cardId));
    for (const k of Object.keys(f)) delete f[k];
  },
  stack: {
    mode: "all",
    // GEO-31: after a play the other player may answer it.
    next: (_b, seat) => opponentOf(seat),
    // GEO-22: the marcher has priority on the speed result; otherwise the opponent of the
    // player whose action opened the window (GEO-31, GEO-41 (2)).
    first: (b, w) => {
      const bt = battleOf(b.state);
      return w === "speed" ? bt.marcher : opponentOf(bt.cause);
    },
    autoPass: true,
  },
  responses(b, seat, w) {
    const ctx = windowCtx(b, w);
    return ctx === null ? [] : legalPlays(b, seat, ctx);
  },
  // Exactly "responses would list something": the window's auto-pass then skips the listing
  // (most windows have no answer) and a window with one stops at its first play.
  hasResponses(b, seat, w) {
    const ctx = windowCtx(b, w);
    return (
      ctx !== null && mayHavePlay(b.state, seat, ctx) && legalPlays(b, seat, ctx, 1).length > 0
    );
  },
  declare: (b, seat, optionId) => declarePlay(b, seat, optionId),
  resolve: resolvePlay,
  summary: geoMarchSummary,
  messages: GEO_MARCH_MESSAGES,
  cardName: (def, lang, from) => GEO_MARCH_STORE.of(from).cards[def]?.name[lang] ?? def,
  cardText: (def, lang, from) => GEO_MARCH_STORE.of(from).cards[def]?.text?.[lang] ?? null,
  contentTerm: geoTerm,
  cardDetail: unitDetail,
  seatName: (seat: string, lang: Lang) => GEO_MARCH_MESSAGES[`seat.${seat}`]?.[lang] ?? seat,
  why: geoMarchWhy,
  facts: geoMarchFacts,
};

/** A fresh whole game (GEO-70): the Twin Valleys map, Vanguard deck against Bulwark deck. */
export const GEO_MARCH_NEW_GAME: Json = {
  start: "game",
  map: "twin-valleys",
  p1: { deck: "vanguard-deck" },
  p2: { deck: "bulwark-deck" },
};

/** A ready-made stand-alone battle from the content's parties. */
export const GEO_MARCH_SAMPLE_BATTLE: Json = {
  start: "battle",
  geo: { id: "ridge", limit: 9 },
  from: { id: "camp", limit: 9 },
  marcher: "p1",
  p1: { party: "vanguard" },
  p2: { party: "bulwark" },
};
