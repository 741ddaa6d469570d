/** Refusal reasons (`why.*`), player facts (`fact.*`) and the setup `override` event of vision, in ja / zh / en. */
import type { MessageTable } from "../../engine/index.ts";
import { OVERRIDE_MESSAGE } from "../shared/overrides.ts";

/** Messages of {@link visionWhy} and {@link visionFacts}. */
export const VISION_WHY_MESSAGES: MessageTable = {
  "ev.override": OVERRIDE_MESSAGE,
  "term.attack": { ja: "攻撃力", zh: "攻击力", en: "attack" },
  "term.toughness": { ja: "耐久力", zh: "耐久", en: "toughness" },
  "term.graze": { ja: "グレイズ", zh: "擦弹", en: "graze" },
  "term.keywords": { ja: "キーワード", zh: "关键词", en: "keywords" },
  "why.need": {
    ja: "{@card}の必要ノードは{need}、ノードは{nodes}枚（{rule}）",
    zh: "{@card}需要{need}个节点，你只有{nodes}个（{rule}）",
    en: "{@card} needs {~need|node|nodes}, you have {nodes} ({rule})",
  },
  "why.cost": {
    ja: "{@card}のコストは{cost}、アクティブなノードは{active}枚（{rule}）",
    zh: "{@card}的费用为{cost}，活跃节点只有{active}个（{rule}）",
    en: "{@card} costs {cost}, you have {active} active nodes ({rule})",
  },
  "why.one-character": {
    ja: "キャラクターはメインフェイズに1枚しかプレイできない（{@card}）（{rule}）",
    zh: "每个主要阶段只能打出1张角色（{@card}）（{rule}）",
    en: "one character per main phase has been played already ({@card}) ({rule})",
  },
  "why.main-only": {
    ja: "{@card}は自分のメインフェイズにしか使えない（{rule}）",
    zh: "{@card}只能在自己的主要阶段使用（{rule}）",
    en: "{@card} can be used only in your own main phase ({rule})",
  },
  "why.asleep-cost": {
    ja: "{@card}はスリープしていて、コストの「スリープ」を払えない（{rule}）",
    zh: "{@card}已休眠，无法支付“休眠”费用（{rule}）",
    en: "{@card} is asleep and cannot pay its sleep cost ({rule})",
  },
  "why.node-set": {
    ja: "このメインフェイズにはもうノードを置いた（{rule}）",
    zh: "本主要阶段已放置过节点（{rule}）",
    en: "a node was set this main phase already ({rule})",
  },
  "why.attack-main": {
    ja: "攻撃できるのはターンプレイヤーのメインフェイズだけ（{@card}）（{rule}）",
    zh: "只能在回合玩家的主要阶段攻击（{@card}）（{rule}）",
    en: "attacks are declared only in the turn player's main phase ({@card}) ({rule})",
  },
  "why.asleep-attack": {
    ja: "{@card}はスリープしていて攻撃できない（{rule}）",
    zh: "{@card}已休眠，不能攻击（{rule}）",
    en: "{@card} is asleep and cannot attack ({rule})",
  },
  "why.doll": {
    ja: "{@card}は人形で攻撃できない（{rule}）",
    zh: "{@card}是人偶，不能攻击（{rule}）",
    en: "{@card} is a doll and cannot attack ({rule})",
  },
  "why.asleep-block": {
    ja: "{@card}はスリープしていて防御できない（{rule}）",
    zh: "{@card}已休眠，不能防御（{rule}）",
    en: "{@card} is asleep and cannot block ({rule})",
  },
  "why.stealth": {
    ja: "{@card}は隠密を持ち、防御されない（{rule}）",
    zh: "{@card}拥有隐密，不能被防御（{rule}）",
    en: "{@card} has stealth and cannot be blocked ({rule})",
  },
  "fact.nodes": {
    ja: "ノード{nodes}枚（アクティブ{active}枚）",
    zh: "节点{nodes}个（活跃{active}个）",
    en: "nodes {nodes} ({active} active)",
  },
  "fact.costs": {
    ja: "コスト（アクティブなノード）：{list}",
    zh: "费用（活跃节点）：{list}",
    en: "costs in active nodes: {list}",
  },
  "fact.main": {
    ja: "このメインフェイズ：ノード設置{node}/1、キャラクター{character}/1",
    zh: "本主要阶段：放置节点{node}/1，角色{character}/1",
    en: "this main phase: nodes set {node}/1, characters played {character}/1",
  },
};
