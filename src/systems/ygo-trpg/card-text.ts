/**
 * A card's printed text for the browser's card details (`defs` of a state message): the printed
 * line a player reads on the card — stars, attribute, type, ATK / DEF (and a boss's printed
 * life) for a monster; the kind of spell or when a trap answers — then its rules text. Only
 * definitions the seat's view shows are ever asked for (src/server/protocol/state-message.ts).
 */
import type { ContentRef, Lang } from "../../engine/index.ts";
import { YGO_STORE } from "./content/index.ts";
import { YGO_MESSAGES } from "./messages.ts";
import type { Card } from "./schema.ts";

type L = Record<Lang, string>;
const m = (ja: string, zh: string, en: string): L => ({ ja, zh, en });

/** Attributes (属性) in the three languages. */
export const ATTRIBUTE_WORDS: Record<string, L> = {
  light: m("光属性", "光属性", "LIGHT"),
  dark: m("闇属性", "暗属性", "DARK"),
  fire: m("炎属性", "炎属性", "FIRE"),
  water: m("水属性", "水属性", "WATER"),
  wind: m("風属性", "风属性", "WIND"),
  earth: m("地属性", "地属性", "EARTH"),
  divine: m("神属性", "神属性", "DIVINE"),
};

const SPELL_KIND: Record<string, L> = {
  normal: m("通常魔法", "通常魔法", "Normal spell"),
  quick: m("速攻魔法", "速攻魔法", "Quick-play spell"),
  continuous: m("永続魔法", "永续魔法", "Continuous spell"),
  field: m("フィールド魔法", "场地魔法", "Field spell"),
};

const TRAP_WHEN: Record<string, L> = {
  summon: m("罠（召喚宣言に）", "陷阱（对召唤宣言）", "Trap (on a summon declaration)"),
  attack: m("罠（攻撃宣言に）", "陷阱（对攻击宣言）", "Trap (on an attack declaration)"),
  phase: m("罠（魔法・罠フェイズ）", "陷阱（魔法・陷阱阶段）", "Trap (spell/trap phase)"),
};

const LIFE = m("ライフ", "生命", "life");
const RACE = m("{race}族", "{race}族", "{race}");

/** The printed line of a card in `lang`. */
export function printedLine(card: Card, lang: Lang): string {
  if (card.type === "spell") return SPELL_KIND[card.kind][lang];
  if (card.type === "trap") return TRAP_WHEN[card.when][lang];
  const race = YGO_MESSAGES[`term.${card.race}`]?.[lang] ?? card.race;
  const parts = [
    `★${card.level}`,
    ATTRIBUTE_WORDS[card.attribute][lang],
    RACE[lang].replace("{race}", race),
    `ATK ${card.atk} / DEF ${card.def}`,
  ];
  // A boss's printed life; the others have 2X+8 (YGT-25), which the board shows from the view.
  if (card.life !== undefined) parts.push(`${LIFE[lang]} ${card.life}`);
  return parts.join(" · ");
}

/**
 * The printed line and rules text of definition `def` in the content of `from`'s battle (null
 * for an unknown one).
 */
export function ygoCardText(def: string, lang: Lang, from: ContentRef): string | null {
  const card = YGO_STORE.of(from).cards[def];
  if (card === undefined) return null;
  const line = printedLine(card, lang);
  const text = card.text?.[lang];
  return text ? `${line}\n${text}` : line;
}
