/**
 * Log, prompt and option texts in Japanese (the rulebook's language), Chinese and English, with
 * the rulebook's own terms: ライフ, ノード, スリープ／アクティブ, 冥界, 決死状態, 破棄, グレイズ,
 * 先制, 貫通, 戦闘修正, 干渉.
 */
import type { MessageTable } from "../../engine/index.ts";
import { VISION_WHY_MESSAGES } from "./why-messages.ts";

/** Every message of the vision system. `ev.*` are log events. */
export const VISION_MESSAGES: MessageTable = {
  ...VISION_WHY_MESSAGES,
  "ev.game-start": {
    ja: "ゲーム開始。先攻は{#first}",
    zh: "游戏开始。先攻：{#first}",
    en: "The game begins. {#first} goes first",
  },
  "ev.turn": {
    ja: "── ターン{turn}：{#seat}のターン ──",
    zh: "── 第{turn}回合：{#seat}的回合 ──",
    en: "── Turn {turn}: {#seat}'s turn ──",
  },
  "ev.phase": { ja: "{%phase}フェイズ", zh: "{%phase}阶段", en: "{%phase} phase" },
  "ev.skip-draw": {
    ja: "{#seat}は先攻の最初のドローを行わない",
    zh: "{#seat}作为先攻跳过首次抽牌",
    en: "{#seat} skips the first draw (first player)",
  },
  "ev.end": {
    ja: "ゲーム終了：{#winner}の勝ち（{!reason}）",
    zh: "游戏结束：{#winner}获胜（{!reason}）",
    en: "Game over: {#winner} win{^winner} ({!reason})",
  },
  "ev.opening-hand": {
    ja: "{#seat}は初期手札{n}枚を引いた",
    zh: "{#seat}抽取起始手牌{n}张",
    en: "{#seat} draws an opening hand of {n}",
  },
  "ev.opening-hand-cards": {
    ja: "（手札：{@@cards}）",
    zh: "（手牌：{@@cards}）",
    en: "(hand: {@@cards})",
  },
  "ev.draw": {
    ja: "{#seat}はカードを1枚引いた",
    zh: "{#seat}抽了1张牌",
    en: "{#seat} draws a card",
  },
  "ev.drew": { ja: "（{@card}を引いた）", zh: "（抽到{@card}）", en: "(drew {@card})" },
  "ev.deck-out": {
    ja: "{#seat}の山札が尽きた",
    zh: "{#seat}的卡组已空",
    en: "{#seat} must draw from an empty deck",
  },
  "ev.ready": {
    ja: "{@card}をアクティブ状態にした",
    zh: "{@card}变为活跃状态",
    en: "{@card} becomes active",
  },
  "ev.sleep": {
    ja: "{@card}をスリープ状態にした",
    zh: "{@card}变为休眠状态",
    en: "{@card} goes to sleep",
  },
  "ev.discard": {
    ja: "{#seat}は{@card}を捨てた",
    zh: "{#seat}弃掉了{@card}",
    en: "{#seat} discards {@card}",
  },
  "ev.damage-reset": {
    ja: "{@card}の{%kind}ダメージをリセット",
    zh: "{@card}的{%kind}伤害重置",
    en: "{@card}'s {%kind} damage resets",
  },
  "ev.main-end": {
    ja: "{#seat}はメインフェイズを終了した",
    zh: "{#seat}结束主要阶段",
    en: "{#seat} ends the main phase",
  },
  "ev.node-set": {
    ja: "{#seat}はカードを1枚ノードに置いた",
    zh: "{#seat}将1张牌放置为节点",
    en: "{#seat} sets a card as a node",
  },
  "ev.play": {
    ja: "{#seat}は{@card}をプレイした",
    zh: "{#seat}打出{@card}",
    en: "{#seat} plays {@card}",
  },
  "ev.play-at": {
    ja: "{#seat}は{@card}をプレイした（目標：{@target}）",
    zh: "{#seat}打出{@card}（目标：{@target}）",
    en: "{#seat} plays {@card} (target: {@target})",
  },
  "ev.pay": {
    ja: "{#seat}はノード{nodes}枚をスリープにしてコストを支払った",
    zh: "{#seat}横置{nodes}个节点支付费用",
    en: "{#seat} pays by putting {~nodes|node|nodes} to sleep",
  },
  "ev.activate": {
    ja: "{#seat}は{@card}の起動効果を使用した",
    zh: "{#seat}发动{@card}的起动效果",
    en: "{#seat} activates {@card}",
  },
  "ev.activate-at": {
    ja: "{#seat}は{@card}の起動効果を使用した（目標：{@target}）",
    zh: "{#seat}发动{@card}的起动效果（目标：{@target}）",
    en: "{#seat} activates {@card} (target: {@target})",
  },
  "ev.fizzle": {
    ja: "{@card}の目標{@target}は場にいない",
    zh: "{@card}的目标{@target}已不在场上",
    en: "{@card}'s target {@target} is no longer on the field",
  },
  "ev.enter": { ja: "{@card}が場に出た", zh: "{@card}登场", en: "{@card} enters the field" },
  "ev.attached": {
    ja: "{@card}を{@host}にセットした（{attack}／{toughness}）",
    zh: "将{@card}装备到{@host}（{attack}／{toughness}）",
    en: "{@card} is set on {@host} ({attack}/{toughness})",
  },
  "ev.to-grave": {
    ja: "{@card}を冥界に置いた",
    zh: "{@card}置入冥界",
    en: "{@card} goes to the Netherworld (冥界)",
  },
  "ev.attack": {
    ja: "{#seat}の{@card}が{#defender}を攻撃！",
    zh: "{#seat}的{@card}攻击{#defender}！",
    en: "{#seat}'s {@card} attacks {#defender}!",
  },
  "ev.no-block": {
    ja: "{#seat}は防御しない",
    zh: "{#seat}不进行防御",
    en: "{#seat} does not block",
  },
  "ev.block": {
    ja: "{#seat}は{@card}で{@attacker}を防御した",
    zh: "{#seat}用{@card}防御{@attacker}",
    en: "{#seat} blocks {@attacker} with {@card}",
  },
  "ev.combat-start": {
    ja: "戦闘開始：{@attacker} 対 {@blocker}",
    zh: "战斗开始：{@attacker} 对 {@blocker}",
    en: "Combat: {@attacker} vs {@blocker}",
  },
  "ev.combat-hit": {
    ja: "{@card}の攻撃が通った：{#seat}に{amount}ダメージ",
    zh: "{@card}的攻击命中：对{#seat}造成{amount}点伤害",
    en: "{@card} is unblocked: {amount} damage to {#seat}",
  },
  "ev.combat-damage": {
    ja: "{@card}は{@to}に戦闘ダメージ{amount}（累計{total}）",
    zh: "{@card}对{@to}造成{amount}点战斗伤害（累计{total}）",
    en: "{@card} deals {amount} combat damage to {@to} (total {total})",
  },
  "ev.pierce": {
    ja: "貫通：{@card}の超過分{amount}が{#seat}に",
    zh: "贯通：{@card}溢出的{amount}点伤害给予{#seat}",
    en: "Pierce (貫通): {@card} deals the excess {amount} to {#seat}",
  },
  "ev.life": {
    ja: "{#seat}のライフ −{amount} → {life}",
    zh: "{#seat}的生命 −{amount} → {life}",
    en: "{#seat} loses {amount} life → {life}",
  },
  "ev.graze": {
    ja: "グレイズ：{#seat}は山札の上から{n}枚をスリープ状態でノードに加えた",
    zh: "擦弹：{#seat}将卡组顶{n}张牌以休眠状态加入节点",
    en: "Graze: {#seat} adds the top {~n|card|cards} of the deck to the node area, sleeping",
  },
  "ev.graze-declined": {
    ja: "{#seat}はグレイズを行わない",
    zh: "{#seat}不进行擦弹",
    en: "{#seat} declines to graze",
  },
  "ev.graze-impossible": {
    ja: "{#seat}は山札が{graze}枚未満なのでグレイズできない",
    zh: "{#seat}的卡组不足{graze}张，无法擦弹",
    en: "{#seat} has fewer than {~graze|card|cards} in the deck and cannot graze",
  },
  "ev.combat-end": { ja: "戦闘終了", zh: "战斗结束", en: "Combat ends" },
  "ev.attack-fizzled": {
    ja: "{@card}は場を離れたので攻撃は何も起こさない",
    zh: "{@card}已离场，攻击无效",
    en: "{@card} left the field: the attack does nothing",
  },
  "ev.trigger": {
    ja: "{@card}の効果（{%when}）が誘発",
    zh: "{@card}的效果（{%when}）诱发",
    en: "{@card} triggers ({%when})",
  },
  "ev.damage": {
    ja: "{@card}に{amount}ダメージ（累計{total}）",
    zh: "对{@card}造成{amount}点伤害（累计{total}）",
    en: "{@card} takes {amount} damage (total {total})",
  },
  "ev.modified": {
    ja: "{@card}の戦闘力が変化（{%layer}）→ {attack}／{toughness}",
    zh: "{@card}的战斗力变化（{%layer}）→ {attack}／{toughness}",
    en: "{@card} is modified ({%layer}) → {attack}/{toughness}",
  },
  "ev.granted": {
    ja: "{@card}は{%keyword}を得た",
    zh: "{@card}获得{%keyword}",
    en: "{@card} gains {%keyword}",
  },
  "ev.destroyed": {
    ja: "{@card}は破棄され冥界に置かれた",
    zh: "{@card}被破弃，置入冥界",
    en: "{@card} is destroyed (破棄) and goes to the Netherworld",
  },
  "ev.exiled": {
    ja: "{@card}はゲームから除外された",
    zh: "{@card}被从游戏中除外",
    en: "{@card} is removed from the game",
  },
  "ev.bounced": {
    ja: "{@card}は手札に戻った",
    zh: "{@card}返回手牌",
    en: "{@card} returns to its owner's hand",
  },
  "ev.doomed": {
    ja: "{@card}は決死状態になった",
    zh: "{@card}进入决死状态",
    en: "{@card} is doomed (決死状態)",
  },
  "ev.doom-order": {
    ja: "同時に決死状態：{@@cards}の順に解決",
    zh: "同时进入决死状态：按{@@cards}的顺序处理",
    en: "Doomed at once, resolved in order: {@@cards}",
  },
  "ev.doom-cancelled": {
    ja: "{@card}の決死状態は無効になった（ダメージはリセット）",
    zh: "{@card}的决死状态被无效（伤害重置）",
    en: "{@card}'s doom is cancelled; its damage resets",
  },
  "prompt.main": {
    ja: "メインフェイズ：行動を選んでください",
    zh: "主要阶段：请选择行动",
    en: "Main phase: choose an action",
  },
  "prompt.block": {
    ja: "{@attacker}の攻撃：防御しますか？",
    zh: "{@attacker}发动攻击：是否防御？",
    en: "{@attacker} attacks: block?",
  },
  "prompt.graze": {
    ja: "グレイズ（{n}枚）を行いますか？",
    zh: "是否擦弹（{n}张）？",
    en: "Graze ({~n|card|cards})?",
  },
  "prompt.discard": {
    ja: "手札が多すぎます：あと{over}枚捨ててください",
    zh: "手牌过多：还需弃{over}张",
    en: "Too many cards in hand: discard {over} more",
  },
  "reason.life": {
    ja: "{#seat}のライフが0以下になった",
    zh: "{#seat}的生命降至0以下",
    en: "{#seat}'s life fell to 0 or less",
  },
  "reason.deck-out": {
    ja: "{#seat}は空の山札から引けなかった",
    zh: "{#seat}无法从空卡组抽牌",
    en: "{#seat} had to draw from an empty deck",
  },
  "reason.both-lost": {
    ja: "両者が同時に敗北条件を満たした",
    zh: "双方同时满足败北条件",
    en: "Both players lost at once",
  },
  "opt.node": { ja: "ノードにする：{@card}", zh: "设为节点：{@card}", en: "Set as node: {@card}" },
  "opt.play": { ja: "プレイ：{@card}", zh: "打出：{@card}", en: "Play {@card}" },
  "opt.play@": {
    ja: "プレイ：{@card} → 目標 {@target}",
    zh: "打出：{@card} → 目标 {@target}",
    en: "Play {@card} targeting {@target}",
  },
  "opt.act": { ja: "起動効果：{@card}", zh: "起动效果：{@card}", en: "Activate {@card}" },
  "opt.act@": {
    ja: "起動効果：{@card} → 目標 {@target}",
    zh: "起动效果：{@card} → 目标 {@target}",
    en: "Activate {@card} targeting {@target}",
  },
  "opt.attack": { ja: "攻撃：{@card}", zh: "攻击：{@card}", en: "Attack with {@card}" },
  "opt.block": { ja: "防御：{@card}", zh: "防御：{@card}", en: "Block with {@card}" },
  "opt.discard": { ja: "捨てる：{@card}", zh: "弃掉：{@card}", en: "Discard {@card}" },
  "opt.end": { ja: "メインフェイズを終了", zh: "结束主要阶段", en: "End the main phase" },
  "opt.block:none": { ja: "防御しない", zh: "不防御", en: "Do not block" },
  "opt.graze:yes": { ja: "グレイズする", zh: "擦弹", en: "Graze" },
  "opt.graze:no": { ja: "グレイズしない", zh: "不擦弹", en: "Do not graze" },
  "opt.pass": { ja: "パス", zh: "放弃", en: "Pass" },
  "term.active": { ja: "アクティブ", zh: "活跃", en: "Active" },
  "term.maintenance": { ja: "メンテナンス", zh: "维护", en: "Maintenance" },
  "term.draw": { ja: "ドロー", zh: "抽牌", en: "Draw" },
  "term.main": { ja: "メイン", zh: "主要", en: "Main" },
  "term.discard": { ja: "ディスカード", zh: "弃牌", en: "Discard" },
  "term.end": { ja: "エンド", zh: "结束", en: "End" },
  "term.effect": { ja: "効果", zh: "效果", en: "effect" },
  "term.combat": { ja: "戦闘", zh: "战斗", en: "combat" },
  "term.change": { ja: "変更", zh: "变更", en: "change (変更)" },
  "term.swap": { ja: "入れ替え", zh: "互换", en: "swap (入れ替え)" },
  "term.add": { ja: "加減算", zh: "加减", en: "add/subtract (加減算)" },
  "term.always": { ja: "常に", zh: "常时", en: "always (常に)" },
  "term.first-strike": { ja: "先制", zh: "先制", en: "first strike (先制)" },
  "term.pierce": { ja: "貫通", zh: "贯通", en: "pierce (貫通)" },
  "term.haste": { ja: "速攻", zh: "速攻", en: "haste (速攻)" },
  "term.ambush": { ja: "奇襲", zh: "奇袭", en: "ambush (奇襲)" },
  "term.stealth": { ja: "隠密", zh: "隐密", en: "stealth (隠密)" },
  "term.doll": { ja: "人形", zh: "人偶", en: "doll (人形)" },
  "term.enter": { ja: "登場時", zh: "登场时", en: "on entering" },
  "term.combat-start": { ja: "戦闘開始時", zh: "战斗开始时", en: "at start of combat" },
  "term.combat-result": { ja: "戦闘の結果", zh: "战斗结果", en: "result of combat" },
  "term.combat-other": { ja: "戦闘に関係する効果", zh: "战斗相关效果", en: "other combat effects" },
  "term.combat-end": { ja: "戦闘終了時", zh: "战斗结束时", en: "at end of combat" },
  "term.turn-end": { ja: "ターン終了時", zh: "回合结束时", en: "at end of turn" },
  "term.would-doom": {
    ja: "決死状態になる時",
    zh: "将进入决死状态时",
    en: "when it would be doomed",
  },
  "seat.p1": { ja: "プレイヤー1", zh: "玩家1", en: "Player 1" },
  "seat.p2": { ja: "プレイヤー2", zh: "玩家2", en: "Player 2" },
};
