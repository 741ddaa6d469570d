/**
 * Log, prompt and option texts in Japanese (the seed's language), Chinese and English, with the
 * seed's terms: 進軍側／防御側, 速攻召喚, イクイップ, 破棄, 隊列, 先攻／後攻, 乱戦, 行動完了／
 * 行動未完了, 撃破, 反撃, 戦闘終了, 進軍成功／失敗, 防御成功, ジオ, リミット.
 */
import type { ContentRef, Lang, MessageTable } from "../../engine/index.ts";
import { perContent } from "../shared/content-store.ts";
import { GEO_MARCH_CONTENT, GEO_MARCH_STORE, type GeoMarchContent } from "./content/index.ts";
import { GEO_MARCH_WHY_MESSAGES } from "./why-messages.ts";

/** Geo names from the content's maps, as terms (`{%geo}` renders a geo id by its name). */
function geoTerms(content: GeoMarchContent = GEO_MARCH_CONTENT): MessageTable {
  const out: MessageTable = {};
  for (const map of Object.values(content.maps))
    for (const g of map.geos) out[`term.${g.id}`] = g.name;
  return out;
}

/** A content's geo terms, made once per merged content (a pack's maps name their own geos). */
const geoTermsOf = perContent((c: GeoMarchContent) => geoTerms(c));

/**
 * The name of geo `id` in the content of `from`'s battle, when a pack's map names it (the
 * shipped geos are terms of the message table already): `{%geo}` in that battle's lines only.
 */
export function geoTerm(id: string, lang: Lang, from: ContentRef): string | undefined {
  const c = GEO_MARCH_STORE.of(from);
  return c === GEO_MARCH_CONTENT ? undefined : geoTermsOf(c)[`term.${id}`]?.[lang];
}

/** Every message of the geo-march system. `ev.*` are log events. */
export const GEO_MARCH_MESSAGES: MessageTable = {
  ...geoTerms(),
  ...GEO_MARCH_WHY_MESSAGES,
  "ev.battle-start": {
    ja: "戦闘開始：ジオ「{%geo}」。進軍側は{#marcher}、防御側は{#defender}",
    zh: "战斗开始：地域「{%geo}」。进军方{#marcher}，防御方{#defender}",
    en: "Battle at geo “{%geo}”: {#marcher} marches, {#defender} defends",
  },
  "ev.timing": { ja: "【{%phase}】", zh: "【{%phase}】", en: "[{%phase}]" },
  "ev.fast-summon": {
    ja: "{#seat}は{@card}を速攻召喚した（総レベル{level}／リミット{limit}）",
    zh: "{#seat}速攻召唤了{@card}（总等级{level}／上限{limit}）",
    en: "{#seat} fast-summons {@card} (total level {level} / limit {limit})",
  },
  "ev.equip": {
    ja: "{#seat}は{@card}を{@host}に装備した",
    zh: "{#seat}将{@card}装备给{@host}",
    en: "{#seat} equips {@card} on {@host}",
  },
  "ev.unequip": {
    ja: "{#seat}は{@host}の{@card}を破棄した",
    zh: "{#seat}破弃了{@host}的{@card}",
    en: "{#seat} discards {@card} from {@host}",
  },
  "ev.use": {
    ja: "{#seat}は{@card}の特殊能力を使用した（対象：{@target}）",
    zh: "{#seat}使用了{@card}的特殊能力（对象：{@target}）",
    en: "{#seat} uses {@card}'s ability (target: {@target})",
  },
  "ev.skill": {
    ja: "{#seat}はスキル{@card}を使用した（対象：{@target}）",
    zh: "{#seat}使用了技能{@card}（对象：{@target}）",
    en: "{#seat} uses the skill {@card} (target: {@target})",
  },
  "ev.roll": {
    ja: "{@card}：ダイス（D{sides}）の目は{value}",
    zh: "{@card}：骰子（D{sides}）结果为{value}",
    en: "{@card}: the die (d{sides}) shows {value}",
  },
  "ev.fizzle": {
    ja: "{@card}の効果は発動に失敗した（{%why}）",
    zh: "{@card}的效果发动失败（{%why}）",
    en: "{@card}'s effect fails ({%why})",
  },
  "ev.modified": {
    ja: "{@card}の{%stat}{delta} → {now}",
    zh: "{@card}的{%stat}{delta} → {now}",
    en: "{@card} {%stat} {delta} → {now}",
  },
  "ev.speed-bonus": {
    ja: "{#seat}のスピード{delta}",
    zh: "{#seat}的速度{delta}",
    en: "{#seat}'s speed {delta}",
  },
  "ev.done": {
    ja: "{@card}は行動完了になった",
    zh: "{@card}行动完毕",
    en: "{@card} is action-complete",
  },
  "ev.undone": {
    ja: "{@card}は行動未完了になった",
    zh: "{@card}恢复为行动未完毕",
    en: "{@card} is action-incomplete",
  },
  "ev.effect-damage": {
    ja: "{@card}に{amount}ダメージ（防御力{defence}）",
    zh: "{@card}受到{amount}点伤害（防御力{defence}）",
    en: "{@card} takes {amount} damage (defence {defence})",
  },
  "ev.defeated": { ja: "{@card}は撃破された", zh: "{@card}被击破", en: "{@card} is defeated" },
  "ev.formation": {
    ja: "{#seat}の隊列（先頭から）：{@@order}",
    zh: "{#seat}的队列（从前排起）：{@@order}",
    en: "{#seat}'s formation (front first): {@@order}",
  },
  "ev.speed-roll": {
    ja: "{#seat}のスピード：ダイス{die} → 合計{total}",
    zh: "{#seat}的速度：骰子{die} → 合计{total}",
    en: "{#seat}'s speed: die {die} → total {total}",
  },
  "ev.speed-result": {
    ja: "スピード決定：進軍側{marcher}、防御側{defender}",
    zh: "速度决定：进军方{marcher}，防御方{defender}",
    en: "Speed: marcher {marcher}, defender {defender}",
  },
  "ev.first": { ja: "先攻は{#seat}", zh: "先攻：{#seat}", en: "{#seat} goes first" },
  "ev.normal-timing": {
    ja: "{#seat}の通常タイミング",
    zh: "{#seat}的通常时点",
    en: "{#seat}'s normal timing",
  },
  "ev.attack": {
    ja: "{#seat}が攻撃を宣言した（参加：{@@units}）",
    zh: "{#seat}宣言攻击（参加：{@@units}）",
    en: "{#seat} declares the attack (taking part: {@@units})",
  },
  "ev.attack-drop": {
    ja: "{@card}は攻撃に参加できなくなった",
    zh: "{@card}无法参加攻击",
    en: "{@card} drops out of the attack",
  },
  "ev.attack-damage": {
    ja: "{#seat}の攻撃：総攻撃力{total}",
    zh: "{#seat}的攻击：总攻击力{total}",
    en: "{#seat}'s attack: total attack {total}",
  },
  "ev.damage-stops": {
    ja: "残りダメージ{rest}は{@card}（防御力{defence}）で止まった",
    zh: "剩余伤害{rest}在{@card}（防御力{defence}）处停止",
    en: "The remaining {rest} damage stops at {@card} (defence {defence})",
  },
  "ev.melee": {
    ja: "スピードが同じ：乱戦タイミング（全てのカードはテキストを失う）",
    zh: "速度相同：乱战时点（所有卡牌失去文本）",
    en: "Equal speed: melee timing (every card loses its text)",
  },
  "ev.battle-end": {
    ja: "戦闘終了（{%outcome}）",
    zh: "战斗结束（{%outcome}）",
    en: "Battle over ({%outcome})",
  },
  "ev.retreat": {
    ja: "{#seat}のユニットは進軍前のジオ「{%geo}」へ戻った",
    zh: "{#seat}的单位返回进军前的地域「{%geo}」",
    en: "{#seat}'s units go back to geo “{%geo}”",
  },
  "ev.limit-discard": {
    ja: "リミットを超えたため{@card}を破棄した",
    zh: "因超过上限，破弃了{@card}",
    en: "{@card} is discarded to fit the limit",
  },
  "ev.game-start": {
    ja: "ゲーム開始。先手は{#first}",
    zh: "游戏开始。先手：{#first}",
    en: "The game begins. {#first} takes the first turn",
  },
  "ev.turn": {
    ja: "── ターン{turn}：{#seat}のターン ──",
    zh: "── 第{turn}回合：{#seat}的回合 ──",
    en: "── Turn {turn}: {#seat}'s turn ──",
  },
  "ev.draw": {
    ja: "{#seat}はカードを1枚引いた",
    zh: "{#seat}抽了1张牌",
    en: "{#seat} draws a card",
  },
  "ev.drew": { ja: "（{@card}を引いた）", zh: "（抽到{@card}）", en: "(drew {@card})" },
  "ev.summon": {
    ja: "{#seat}は{@card}をジオ「{%geo}」に召喚した",
    zh: "{#seat}将{@card}召唤到地域「{%geo}」",
    en: "{#seat} summons {@card} at geo “{%geo}”",
  },
  "ev.march": {
    ja: "{#seat}のパーティ（{@@units}）が「{%from}」から「{%to}」へ進軍した",
    zh: "{#seat}的队伍（{@@units}）从「{%from}」进军至「{%to}」",
    en: "{#seat}'s party ({@@units}) marches from “{%from}” to “{%to}”",
  },
  "prompt.summon": {
    ja: "召喚フェイズ：ユニットを召喚しますか？",
    zh: "召唤阶段：是否召唤单位？",
    en: "Summon phase: summon a unit?",
  },
  "prompt.march": {
    ja: "進軍フェイズ：進軍するパーティを選んでください",
    zh: "进军阶段：请选择进军的队伍",
    en: "March phase: march a party?",
  },
  "prompt.join": {
    ja: "「{%to}」へ共に進軍するパーティを加えますか？",
    zh: "是否加入一同进军「{%to}」的队伍？",
    en: "Add parties marching on “{%to}” too?",
  },
  "prompt.return": {
    ja: "{@card}を戻す進軍前のジオを選んでください",
    zh: "请选择{@card}返回的进军前地域",
    en: "Which origin geo does {@card} go back to?",
  },
  "opt.join": {
    ja: "「{%card}」のパーティも進軍",
    zh: "「{%card}」的队伍也进军",
    en: "The party at “{%card}” marches too",
  },
  "opt.go": { ja: "進軍する", zh: "进军", en: "March" },
  "opt.return@": {
    ja: "{@card}を「{%target}」へ",
    zh: "{@card}返回「{%target}」",
    en: "{@card} to “{%target}”",
  },
  "opt.summon@": {
    ja: "{@card}を「{%target}」に召喚",
    zh: "将{@card}召唤到「{%target}」",
    en: "Summon {@card} at “{%target}”",
  },
  "opt.march@": {
    ja: "「{%card}」から「{%target}」へ進軍",
    zh: "从「{%card}」进军至「{%target}」",
    en: "March from “{%card}” to “{%target}”",
  },
  "reason.home-taken": {
    ja: "{#winner}の勝利：相手の本陣を制圧した",
    zh: "{#winner}获胜：攻占了对手的本阵",
    en: "{#winner} wins: the opponent's home base is taken",
  },
  "reason.turn-limit": {
    ja: "引き分け：ターン数の上限に達した",
    zh: "平局：达到回合上限",
    en: "a draw: the turn limit was reached",
  },
  "ev.end": { ja: "ゲーム終了：{!reason}", zh: "游戏结束：{!reason}", en: "Game over: {!reason}" },
  "prompt.fs-summon": {
    ja: "速攻召喚するユニットを選んでください",
    zh: "请选择要速攻召唤的单位",
    en: "Fast-summon a unit?",
  },
  "prompt.fs-equip": {
    ja: "イクイップを装備または破棄しますか？",
    zh: "装备或破弃装备卡？",
    en: "Equip or discard equipment?",
  },
  "prompt.fs-declare": {
    ja: "速攻召喚タイミングに使用を宣言しますか？",
    zh: "于速攻召唤时点宣言使用？",
    en: "Declare cards for the fast-summon timing?",
  },
  "prompt.formation": {
    ja: "隊列変更：前から{n}番目にするユニットを選んでください",
    zh: "队列变更：请选择从前排起第{n}位的单位",
    en: "Formation: which unit goes in place {n} from the front?",
  },
  "prompt.normal": {
    ja: "通常タイミング：特殊能力／スキルを使用するか、攻撃してください",
    zh: "通常时点：使用特殊能力／技能，或进行攻击",
    en: "Normal timing: use an ability / skill, or attack",
  },
  "prompt.over-limit": {
    ja: "ジオ「{%geo}」のリミット{limit}に収まるまでユニットを破棄してください",
    zh: "请破弃单位直至地域「{%geo}」不超过上限{limit}",
    en: "Discard units until geo “{%geo}” meets its limit {limit}",
  },
  "opt.summon": { ja: "{@card}を速攻召喚", zh: "速攻召唤{@card}", en: "Fast-summon {@card}" },
  "opt.equip@": {
    ja: "{@card}を{@target}に装備",
    zh: "将{@card}装备给{@target}",
    en: "Equip {@card} on {@target}",
  },
  "opt.unequip": { ja: "{@card}を破棄", zh: "破弃{@card}", en: "Discard {@card}" },
  "opt.use": { ja: "{@card}の特殊能力", zh: "{@card}的特殊能力", en: "{@card}'s ability" },
  "opt.use@": {
    ja: "{@card}の特殊能力 → {@target}",
    zh: "{@card}的特殊能力 → {@target}",
    en: "{@card}'s ability → {@target}",
  },
  "opt.skill": { ja: "スキル{@card}", zh: "技能{@card}", en: "Skill {@card}" },
  "opt.skill@": {
    ja: "スキル{@card} → {@target}",
    zh: "技能{@card} → {@target}",
    en: "Skill {@card} → {@target}",
  },
  "opt.front": { ja: "{@card}をこの位置に", zh: "将{@card}置于此位", en: "{@card} here" },
  "opt.discard": { ja: "{@card}を破棄", zh: "破弃{@card}", en: "Discard {@card}" },
  "opt.attack": { ja: "攻撃する", zh: "进行攻击", en: "Attack" },
  "opt.end": { ja: "終了", zh: "结束", en: "Done" },
  "opt.pass": { ja: "反撃しない", zh: "不反击", en: "No counter" },
  "term.fast-summon": { ja: "速攻召喚タイミング", zh: "速攻召唤时点", en: "Fast-summon timing" },
  "term.formation": { ja: "隊列変更タイミング", zh: "队列变更时点", en: "Formation timing" },
  "term.attack": { ja: "攻撃力", zh: "攻击力", en: "attack" },
  "term.defence": { ja: "防御力", zh: "防御力", en: "defence" },
  "term.speed": { ja: "スピード", zh: "速度", en: "speed" },
  "term.left": { ja: "ユニットが場にいない", zh: "单位已不在场", en: "the unit left" },
  "term.done": {
    ja: "ユニットが行動完了",
    zh: "单位已行动完毕",
    en: "the unit is action-complete",
  },
  "term.target": { ja: "対象がいない", zh: "对象不存在", en: "the target is gone" },
  "term.only-marcher": {
    ja: "進軍側のみ存在：進軍成功",
    zh: "仅进军方存在：进军成功",
    en: "only the marcher remains: the march succeeds",
  },
  "term.only-defender": {
    ja: "防御側のみ存在：防御成功",
    zh: "仅防御方存在：防御成功",
    en: "only the defender remains: the defence succeeds",
  },
  "term.both-remain": {
    ja: "双方存在：進軍失敗",
    zh: "双方都存在：进军失败",
    en: "both remain: the march fails",
  },
  "term.none-remain": {
    ja: "双方全滅：防御成功",
    zh: "双方全灭：防御成功",
    en: "neither remains: the defence succeeds",
  },
  "reason.only-marcher": {
    ja: "{#winner}の勝利：進軍成功",
    zh: "{#winner}获胜：进军成功",
    en: "{#winner} wins: the march succeeds",
  },
  "reason.only-defender": {
    ja: "{#winner}の勝利：防御成功",
    zh: "{#winner}获胜：防御成功",
    en: "{#winner} wins: the defence succeeds",
  },
  "reason.both-remain": {
    ja: "{#winner}の勝利：進軍失敗・防御成功",
    zh: "{#winner}获胜：进军失败・防御成功",
    en: "{#winner} wins: the march fails",
  },
  "reason.none-remain": {
    ja: "{#winner}の勝利：双方全滅・防御成功",
    zh: "{#winner}获胜：双方全灭・防御成功",
    en: "{#winner} wins: both parties fell, the defence succeeds",
  },
  "detail.hand": { ja: "手札の{n}枚目", zh: "手牌第{n}张", en: "{nth} in hand" },
  "detail.unit": {
    ja: "「{%geo}」の前から{n}番目",
    zh: "「{%geo}」从前数第{n}个",
    en: "“{%geo}”, {nth} from the front",
  },
  "seat.p1": { ja: "プレイヤー1", zh: "玩家1", en: "Player 1" },
  "seat.p2": { ja: "プレイヤー2", zh: "玩家2", en: "Player 2" },
};
