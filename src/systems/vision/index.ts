/**
 * Phantom Magic VISION (東方Vision) as a Kassen rule system: attack and block, interference
 * (干渉), first strike, pierce, graze, 決死, layered stat modifiers, and the turn around them.
 */
import type { Battle, Lang, RuleSystem } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { overrideHandlers } from "../shared/overrides.ts";
import { runEffectTask } from "./abilities.ts";
import { attackHandlers } from "./attack.ts";
import { visionDetail } from "./card-detail.ts";
import { visionCheck } from "./checks.ts";
import { combatHandlers, leaveCombat } from "./combat.ts";
import { VISION_CONTENT, VISION_STORE } from "./content/index.ts";
import { applyEffect } from "./effects.ts";
import { hasLegalPlay, legalPlays } from "./legal-plays.ts";
import { mayAnswer, visionOnMove } from "./lowered.ts";
import { mainHandlers } from "./main-phase.ts";
import { VISION_MESSAGES } from "./messages.ts";
import { addNodeOrientation } from "./node-orientation.ts";
import { optionRef } from "./option-ids.ts";
import { declarePlay, resolvePlay } from "./plays.ts";
import { runQueued } from "./run-next.ts";
import { createVision } from "./setup.ts";
import { startHandlers } from "./start.ts";
import { visionSummary } from "./summary.ts";
import { type TaskOf, visionHandlers, xOf } from "./tasks.ts";
import { visionWindowTriggers } from "./triggers.ts";
import { turnHandlers } from "./turn.ts";
import { turnEndHandlers } from "./turn-end.ts";
import { visionFacts, visionWhy } from "./why.ts";
import { freshFlags, opponentOf, zoneOf } from "./zones.ts";

/** Modifier layers in the seed's order: 変更 → 入れ替え → 加減算 → 常に (VIS-41). */
export const VISION_LAYERS = ["change", "swap", "add", "always"] as const;

/** Runs one effect of an ability; the next queued effect runs on when nothing comes between. */
function effectStep(b: Battle, t: TaskOf<"v.effect">): void {
  runEffectTask(b, t, applyEffect);
  runQueued(b, "v.effect", effectStep);
}

const effectHandlers = visionHandlers({
  "v.effect": effectStep,
  "v.to-grave"(b, t: TaskOf<"v.to-grave">) {
    b.move(t.card, zoneOf(b.state.cards[t.card].owner, "grave"));
    if (heard(b)) b.emit({ t: "to-grave", card: t.card });
  },
});

/** The vision rule system. */
export const vision: RuleSystem = {
  id: "vision",
  lang: "ja",
  name: { ja: "幻想ノ戦 VISION（東方Vision）", zh: "东方Vision", en: "Phantom Magic VISION" },
  contentHash: VISION_CONTENT.hash,
  contentHashOf: (init) => VISION_STORE.hashOf(init.options),
  create: createVision,
  layers: VISION_LAYERS,
  handlers: {
    ...overrideHandlers,
    ...startHandlers,
    ...turnHandlers,
    ...turnEndHandlers,
    ...mainHandlers,
    ...attackHandlers,
    ...combatHandlers,
    ...effectHandlers,
  },
  check: visionCheck,
  // Every write the checks read (damage, doom, life, deck-out) calls b.touch(); kernel moves and
  // modifiers mark the state themselves. test/vision/properties.test.ts proves the equivalence.
  checkOnChange: true,
  zoneVisibility(zone) {
    if (zone.endsWith(":deck")) return "hidden";
    if (zone.endsWith(":hand") || zone.endsWith(":node")) return "owner";
    return "public";
  },
  isField: (zone) => zone.endsWith(":field"),
  detachTo: (b, cardId) => zoneOf(b.state.cards[cardId].owner, "grave"),
  onLeaveField(b, cardId) {
    // Reset, never delete: every card keeps one flag shape (see freshFlags).
    b.state.cards[cardId].f = freshFlags();
    leaveCombat(b, cardId);
  },
  windowTriggers: visionWindowTriggers,
  stack: {
    mode: "all",
    next: (_b, seat) => opponentOf(seat),
    // After a resolution the turn player may play first again.
    first: (b) => xOf(b.state).active,
    autoPass: true,
  },
  responses: (b, seat) => legalPlays(b, seat, "window"),
  // Most windows find no card that could answer: the count says so without listing plays.
  hasResponses: (b, seat) => mayAnswer(b, seat) && hasLegalPlay(b, seat, "window"),
  onMove: visionOnMove,
  declare: (b, seat, optionId) => declarePlay(b, seat, optionRef(optionId)),
  resolve: resolvePlay,
  summary: visionSummary,
  messages: VISION_MESSAGES,
  cardName: (def, lang, from) => VISION_STORE.of(from).cards[def]?.name[lang] ?? def,
  cardText: (def, lang, from) => VISION_STORE.of(from).cards[def]?.text?.[lang] ?? null,
  cardDetail: visionDetail,
  seatName: (seat: string, lang: Lang) => VISION_MESSAGES[`seat.${seat}`]?.[lang] ?? seat,
  why: visionWhy,
  facts: visionFacts,
  redact: addNodeOrientation,
};
