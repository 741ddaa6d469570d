/**
 * Stat modifiers in Vision's terms, shared by effects, set cards and scenario setups: a change in
 * one of the four layers (変更 / 入れ替え / 加減算 / 常に), and setting an equipment or talisman
 * on a character with its 戦闘修正 and keywords (VIS-40, VIS-41).
 */
import type { Battle } from "../../engine/index.ts";
import { cardsOf, keywordStat } from "./zones.ts";

/** A stat change as card data and setups write it. */
export interface StatChange {
  layer: "change" | "swap" | "add" | "always";
  attack?: number;
  toughness?: number;
  /** Undefined = while the card stays on the field (or its source does). */
  until?: string;
  source?: string;
}

/** Adds the modifiers for a stat change: `set` in 変更, a swap in 入れ替え, `add` otherwise. */
export function addStatChange(b: Battle, target: string, m: StatChange): void {
  const { layer, until, source } = m;
  if (layer === "swap") {
    b.addMod({ target, layer, op: "swap", stat: "attack", stat2: "toughness", until, source });
    return;
  }
  const op = layer === "change" ? "set" : "add";
  if (m.attack !== undefined)
    b.addMod({ target, layer, op, stat: "attack", value: m.attack, until, source });
  if (m.toughness !== undefined)
    b.addMod({ target, layer, op, stat: "toughness", value: m.toughness, until, source });
}

/** Sets an equipment / talisman on a host: its 戦闘修正 and keywords last while it stays set. */
export function setOnHost(b: Battle, cardId: string, hostId: string): void {
  b.attach(cardId, hostId);
  const def = cardsOf(b.state)[b.state.cards[cardId].def];
  if (def.type !== "equipment" && def.type !== "talisman") return;
  const { attack, toughness } = def.modifier;
  addStatChange(b, hostId, {
    layer: "add",
    attack: attack || undefined,
    toughness: toughness || undefined,
    source: cardId,
  });
  for (const kw of def.keywords) {
    b.addMod({
      target: hostId,
      layer: "add",
      op: "add",
      stat: keywordStat(kw),
      value: 1,
      source: cardId,
    });
  }
}

/** A character's own 「常に」 variation, in force while it is on the field. */
export function applyAlways(b: Battle, cardId: string): void {
  const def = cardsOf(b.state)[b.state.cards[cardId].def];
  if (def.type !== "character" || def.always === undefined) return;
  const { attack, toughness } = def.always;
  addStatChange(b, cardId, {
    layer: "always",
    attack: attack || undefined,
    toughness: toughness || undefined,
    source: cardId,
  });
}
