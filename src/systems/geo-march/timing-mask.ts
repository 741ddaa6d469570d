/**
 * Timing labels lowered to bits. Which contexts a card can be played in is a property of its
 * definition, so it is worked out once per definition (content is shared by every battle) and
 * kept beside it: "may anyone answer this window?" then skips every unit whose text has no
 * ability for the window without walking its abilities (most windows have no answer).
 */
import type { BattleState } from "../../engine/index.ts";
import { perContent } from "../shared/content-store.ts";
import type { Ability, Card, Label } from "./schema.ts";
import { cardsOf } from "./zones.ts";

/** Where a play is being made. */
export type PlayCtx = "fast" | "normal" | "counter" | "attack" | "speed";

/** Labels each context accepts. */
export const ALLOWED: Record<PlayCtx, readonly Label[]> = {
  fast: ["fast-summon"],
  normal: ["normal"],
  counter: ["counter"],
  attack: ["counter", "counter-attack"],
  speed: ["speed", "counter-speed"],
};

/** One bit per context. */
export const BIT: Record<PlayCtx, number> = {
  fast: 1,
  normal: 2,
  counter: 4,
  attack: 8,
  speed: 16,
};

/** Masks by ability and by card definition (objects of the loaded content, never written). */
const masks = new WeakMap<object, number>();

/** The contexts (bits) an ability's labels fit. */
export function abilityMask(ab: Ability): number {
  let m = masks.get(ab);
  if (m === undefined) {
    m = 0;
    for (const ctx of Object.keys(BIT) as PlayCtx[])
      if (ab.timing.some((l) => ALLOWED[ctx].includes(l))) m |= BIT[ctx];
    masks.set(ab, m);
  }
  return m;
}

/** The contexts (bits) in which some play of a card could be made: a unit's abilities, a skill. */
export function cardMask(def: Card): number {
  let m = masks.get(def);
  if (m === undefined) {
    m = 0;
    if (def.type === "unit") for (const ab of def.abilities) m |= abilityMask(ab);
    else if (def.type === "skill") m = abilityMask(def.ability);
    masks.set(def, m);
  }
  return m;
}

/** A definition's masks: the card's, and each ability's (a skill's one ability at 0). */
export interface DefMasks {
  card: number;
  abilities: readonly number[];
}

/** Masks by definition id, per content (shipped, or merged with a battle's packs). */
const masksByContent = perContent((cards: Readonly<Record<string, Card>>) => {
  const out: Record<string, DefMasks> = {};
  for (const id of Object.keys(cards)) {
    const def = cards[id];
    out[id] = {
      card: cardMask(def),
      abilities:
        def.type === "unit"
          ? def.abilities.map(abilityMask)
          : def.type === "skill"
            ? [abilityMask(def.ability)]
            : [],
    };
  }
  return out;
});

let lastCards: Readonly<Record<string, Card>> | undefined;
let lastMasks: Record<string, DefMasks> = {};

/** The masks of a state's content by definition id (the last content answers at once). */
export function masksOf(s: BattleState): Record<string, DefMasks> {
  const cards = cardsOf(s);
  if (cards !== lastCards) {
    lastMasks = masksByContent(cards);
    lastCards = cards;
  }
  return lastMasks;
}

/** The bit of a context. */
export function ctxBit(ctx: PlayCtx): number {
  return BIT[ctx];
}
