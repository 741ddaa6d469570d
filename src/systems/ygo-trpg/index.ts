/**
 * The ygo-trpg rule system: a GM-run TRPG played with invented Yu-Gi-Oh!-style cards. One GM
 * seat plays the monsters; one to four player seats cooperate against it. Rounds of strategy →
 * charge → summon → spell/trap → battle → end; 2D6 summon checks; attack and reduction rolls in
 * star order; substitutes; life 40 carried over between encounters.
 */

import type { Lang, RuleSystem } from "../../engine/index.ts";
import { attackHandlers } from "./attack.ts";
import { orderHandlers } from "./battle-order.ts";
import { ygoDetail } from "./card-detail.ts";
import { ygoCardText } from "./card-text.ts";
import { addCharacters } from "./character-view.ts";
import { chargeHandlers } from "./charge.ts";
import { ygoCheck } from "./checks.ts";
import { YGO_CONTENT, YGO_STORE } from "./content/index.ts";
import { endHandlers } from "./end-phase.ts";
import { redactYgo } from "./gm-secrets.ts";
import { YGO_MESSAGES } from "./messages.ts";
import { phaseHandlers } from "./phases.ts";
import { createYgoTrpg } from "./setup.ts";
import { spellTrapHandlers } from "./spell-trap.ts";
import { strategyHandlers } from "./strategy.ts";
import { ygoSummary } from "./summary.ts";
import { summonHandlers } from "./summon.ts";
import { GM, zoneOf } from "./zones.ts";

/** Campaign carry-over, the content file schema and the setup schema, for the CLI and tools. */
export { applyCarry, carrySetup, describeCarry, saveCarry } from "./carry.ts";

import { overrideHandlers } from "../shared/overrides.ts";
import { applyCarry, describeCarry, saveCarry } from "./carry.ts";
import { ygoTrpgFacts, ygoTrpgWhy } from "./why.ts";

export { YGO_OPTIONS } from "./options.ts";
export { ContentFile as YgoTrpgContentFile } from "./schema.ts";
export { YgoTrpgSetup } from "./setup.ts";

/** Modifier layers: card effects ("add"), then the GM's adjustments ("gm"). */
export const YGO_LAYERS = ["add", "gm"] as const;

/** A fresh whole encounter: Akane and Shiro against the Obsidian Wyrm Lord's lair. */
export const YGO_TRPG_NEW_GAME = {
  start: "encounter",
  players: { p1: { character: "akane" }, p2: { character: "shiro" } },
  gm: { encounter: "wyrm-lair" },
};

/** The ygo-trpg rule system. */
export const ygoTrpg: RuleSystem = {
  id: "ygo-trpg",
  lang: "ja",
  name: { ja: "遊戯王TRPG", zh: "游戏王TRPG", en: "Yu-Gi-Oh! TRPG" },
  contentHash: YGO_CONTENT.hash,
  contentHashOf: (init) => YGO_STORE.hashOf(init.options),
  create: createYgoTrpg,
  layers: YGO_LAYERS,
  handlers: {
    ...overrideHandlers,
    ...phaseHandlers,
    ...strategyHandlers,
    ...chargeHandlers,
    ...summonHandlers,
    ...spellTrapHandlers,
    ...orderHandlers,
    ...attackHandlers,
    ...endHandlers,
  },
  check: ygoCheck,
  // The checks read field monsters' damage and doom, stats (kernel modifiers mark the state),
  // zones (kernel moves do), life and fainting: every direct write of damage, doom and life calls
  // b.touch(). test/ygo-trpg/properties.test.ts proves the equivalence.
  checkOnChange: true,
  carry: { save: saveCarry, apply: applyCarry, describe: describeCarry },
  // GM tool: the GM may take back the last decision (logged as a GM action), unless tools are off.
  mayTakeBack: (state, seat) => seat === GM && state.options.gmTools !== false,
  redact: (view, seat) => {
    redactYgo(view, seat);
    addCharacters(view);
  },
  zoneVisibility(zone) {
    if (zone.endsWith("deck")) return "hidden";
    if (zone.endsWith("hand")) return "owner";
    // Set cards are face down (the GM's traps are secret from the players and vice versa);
    // face-up continuous and field spells (":up") are public.
    if (zone.endsWith(":st")) return "owner";
    return "public";
  },
  isField: (zone) => zone.endsWith(":field") || zone.endsWith(":st") || zone.endsWith(":up"),
  // Bots' samples keep monsters among monsters and items among items (two decks, two hands).
  hiddenPool: (zone) =>
    zone.endsWith(":st")
      ? "set"
      : zone.endsWith("mdeck") || zone.endsWith("mhand")
        ? "monster"
        : "item",
  // An attribute a setup gave a monster by hand (setup.ts) is the card's, as its printed numbers
  // are: a sample deals it with the card, never leaves it where the card really lies.
  identityTables: ["attrs"],
  detachTo: (b, cardId) => zoneOf(b.state.cards[cardId].owner, "grave"),
  onLeaveField(b, cardId, from) {
    // A monster that leaves the field forgets its damage and flags; a set card its set round.
    if (!from.endsWith(":hand")) b.state.cards[cardId].f = {};
  },
  summary: ygoSummary,
  messages: YGO_MESSAGES,
  cardName: (def, lang, from) => YGO_STORE.of(from).cards[def]?.name[lang] ?? def,
  // The printed line (stars, attribute, type, ATK/DEF) and the rules text, for the board.
  cardText: ygoCardText,
  cardDetail: ygoDetail,
  seatName: (seat: string, lang: Lang) =>
    YGO_MESSAGES[`seat.${seat}`]?.[lang] ?? (seat === GM ? "GM" : seat),
  // The players' side is one seat with a plural name: "The players win".
  pluralSeats: ["players"],
  why: ygoTrpgWhy,
  facts: ygoTrpgFacts,
};
