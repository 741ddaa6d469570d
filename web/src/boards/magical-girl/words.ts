/**
 * The magical-girl board's own words in zh (the rulebook's language), ja and en, with the seed's
 * terms (行动值 DP, 先攻, 应急反应, 格挡 / 闪避 / 反击, 轻伤 / 重伤, 大成功 / 极难成功 / 困难成功, 奖励骰 /
 * 惩罚骰, 投掷). Names of girls, enemies, weapons and places come from the server.
 */
import { type WordParams, wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  kpScreen: { zh: "主持人屏幕", ja: "KPスクリーン", en: "KP screen" },
  sheet: { zh: "角色卡", ja: "キャラクターシート", en: "Character sheet" },
  round: { zh: "第{n}战斗轮", ja: "第{n}ラウンド", en: "Round {n}" },
  turnOf: { zh: "{who}的回合", ja: "{who}の手番", en: "{who}'s turn" },
  initiative: { zh: "先攻序列", ja: "行動順（イニシアチブ）", en: "Initiative" },
  acted: { zh: "已行动", ja: "行動済み", en: "acted" },
  now: { zh: "行动中", ja: "行動中", en: "acting" },
  down: { zh: "倒下", ja: "戦闘不能", en: "down" },
  woundedLast: { zh: "负伤：最后行动", ja: "負傷：最後に行動", en: "wounded: acts last" },
  enemies: { zh: "敌人", ja: "敵", en: "Enemies" },
  party: { zh: "魔法少女", ja: "魔法少女", en: "Magical girls" },
  sideA: { zh: "A方", ja: "A側", en: "Side A" },
  sideB: { zh: "B方", ja: "B側", en: "Side B" },
  hp: { zh: "HP", ja: "HP", en: "HP" },
  mp: { zh: "MP", ja: "MP", en: "MP" },
  dp: { zh: "行动值 DP", ja: "DP", en: "DP" },
  dpRule: {
    zh: "开战8点，每战斗轮+4，上限{cap}",
    ja: "開始8、毎ラウンド+4、上限{cap}",
    en: "8 at the start, +4 a round, cap {cap}",
  },
  dpNext: { zh: "下一战斗轮：{n}", ja: "次のラウンド：{n}", en: "Next round: {n}" },
  noRecover: {
    zh: "进行了应急反应：下一战斗轮不恢复",
    ja: "緊急反応をした：次のラウンドは回復しない",
    en: "reacted: no recovery next round",
  },
  spend: {
    zh: "将消耗{n}DP → 剩余{left}",
    ja: "{n}DP消費 → 残り{left}",
    en: "would spend {n} DP → {left} left",
  },
  wound: { zh: "伤势", ja: "傷", en: "Wound" },
  woundNone: { zh: "无伤", ja: "無傷", en: "unhurt" },
  woundLight: { zh: "轻伤", ja: "軽傷", en: "light wound" },
  woundHeavy: { zh: "重伤", ja: "重傷", en: "heavy wound" },
  forbidNone: { zh: "行动不受限制", ja: "制限なし", en: "no limits" },
  forbidLight: {
    zh: "不能执行单个消耗4DP以上的行动；每DP移动距离减半",
    ja: "1回で4DP以上の行動はできない；1DPの移動距離が半分",
    en: "no single action of 4 DP or more; half the metres per DP",
  },
  forbidHeavy: {
    zh: "无法行动，也不能进行被动行动",
    ja: "行動も受動行動もできない",
    en: "cannot act or respond at all",
  },
  weapons: { zh: "武器", ja: "武器", en: "Weapons" },
  abilities: { zh: "能力", ja: "能力", en: "Abilities" },
  items: { zh: "魔法物品", ja: "魔法の品", en: "Magical items" },
  skills: { zh: "技能", ja: "技能", en: "Skills" },
  melee: { zh: "近战", ja: "近接", en: "melee" },
  ranged: { zh: "远程", ja: "遠隔", en: "ranged" },
  dropped: { zh: "不在手中（在地上）", ja: "手元にない（地面）", en: "on the ground" },
  costTurn: { zh: "{n}DP", ja: "{n}DP", en: "{n} DP" },
  costReact: { zh: "应急反应{n}DP", ja: "緊急反応{n}DP", en: "reaction {n} DP" },
  mpCost: { zh: "{n}MP", ja: "{n}MP", en: "{n} MP" },
  toEnemy: { zh: "对敌", ja: "敵へ", en: "at a foe" },
  toAlly: { zh: "对同伴", ja: "味方へ", en: "on an ally" },
  weight: { zh: "负重", ja: "重量", en: "Carried" },
  weightLimits: {
    zh: "{w} / 力量×3 = {max}（超过力量×2 = {heavy}：移动消耗加倍）",
    ja: "{w} / 筋力×3 = {max}（筋力×2 = {heavy} 超で移動DP2倍）",
    en: "{w} of 3×STR = {max} (over 2×STR = {heavy}: movement costs double)",
  },
  overloaded: {
    zh: "超过力量三倍：无法行动",
    ja: "筋力の3倍超：行動できない",
    en: "over 3 × STR: no action at all",
  },
  defence: { zh: "被动行动", ja: "受動行動", en: "When attacked" },
  parry: { zh: "格挡", ja: "受け流し", en: "Parry" },
  dodge: { zh: "闪避", ja: "回避", en: "Dodge" },
  counter: { zh: "反击", ja: "反撃", en: "Counter" },
  parryWhat: {
    zh: "1dDEF（d{def}）抵消伤害，攻击仍命中",
    ja: "1dDEF（d{def}）をダメージから引く、攻撃は命中",
    en: "1dDEF (d{def}) off the damage; the attack still hits",
  },
  dodgeWhat: {
    zh: "闪避{v}对抗命中检定",
    ja: "回避{v}で命中と対抗",
    en: "dodge {v} against the hit check",
  },
  counterWhat: {
    zh: "力量{v}对抗；仅限近战对近战",
    ja: "筋力{v}で対抗；近接同士のみ",
    en: "STR {v} opposed; melee against melee only",
  },
  stanceOnly: {
    zh: "专注姿态：只能{what}",
    ja: "専念中：{what}のみ",
    en: "focus stance: {what} only",
  },
  notNow: { zh: "现在不可", ja: "今は不可", en: "not now" },
  checks: { zh: "检定", ja: "判定", en: "Checks" },
  noChecks: { zh: "尚无检定", ja: "判定なし", en: "no checks yet" },
  bonusDice: { zh: "奖励骰{n}", ja: "ボーナスダイス{n}", en: "{n} bonus" },
  penaltyDice: { zh: "惩罚骰{n}", ja: "ペナルティダイス{n}", en: "{n} penalty" },
  tens: { zh: "十位骰", ja: "十の位", en: "tens dice" },
  target: {
    zh: "目标{t}（困难{h}，极难{e}）",
    ja: "目標{t}（困難{h}、極限{e}）",
    en: "target {t} (hard {h}, extreme {e})",
  },
  kept: { zh: "取{n}", ja: "採用{n}", en: "keeps {n}" },
  map: { zh: "位置（米）", ja: "位置（m）", en: "Positions (metres)" },
  noMap: {
    zh: "没有地图：所有人都在同一处",
    ja: "マップなし：全員が同じ場所",
    en: "No map: everyone stands together",
  },
  moveRange: {
    zh: "每DP {m}米；本回合还能移动{total}米（{dp}DP）",
    ja: "1DPで{m}m；この手番あと{total}m（{dp}DP）",
    en: "{m} m per DP; {total} m more this turn ({dp} DP)",
  },
  moveHalf: { zh: "（轻伤减半）", ja: "（軽傷で半分）", en: " (halved by the light wound)" },
  throwRange: {
    zh: "投掷距离{m}米（重量超过40：{h}米）",
    ja: "投擲距離{m}m（重量40超：{h}m）",
    en: "throw range {m} m ({h} m over 40 weight)",
  },
  scattered: {
    zh: "投掷落点：{where}",
    ja: "投擲の落下地点：{where}",
    en: "The throw landed {where}",
  },
  onGround: { zh: "地上", ja: "地面", en: "on the ground" },
  cover: { zh: "掩体", ja: "遮蔽", en: "cover" },
  coverHalf: { zh: "半身掩体", ja: "半遮蔽", en: "half cover" },
  coverFull: { zh: "全身掩体", ja: "全遮蔽", en: "full cover" },
  danger: { zh: "危险地形", ja: "危険地形", en: "dangerous" },
  moveHere: { zh: "移动到此（{n}DP）", ja: "ここへ移動（{n}DP）", en: "move here ({n} DP)" },
  hidden: { zh: "躲藏中", ja: "隠れている", en: "hidden" },
  stanceDodge: { zh: "注意回避", ja: "回避に専念", en: "focus on dodge" },
  stanceParry: { zh: "注意格挡", ja: "受けに専念", en: "focus on parry" },
  reacted: { zh: "已应急反应", ja: "緊急反応済み", en: "reacted" },
  readied: { zh: "预备行动", ja: "待機行動", en: "readied" },
  tools: { zh: "主持人工具", ja: "KPツール", en: "KP tools" },
  toolsDone: { zh: "调整完成", ja: "調整完了", en: "Done adjusting" },
  woundUp: { zh: "伤势+", ja: "傷+", en: "wound +" },
  woundDown: { zh: "伤势−", ja: "傷−", en: "wound −" },
  undo: { zh: "撤销上一个决定", ja: "直前の決定を取り消す", en: "Take back the last decision" },
  request: { zh: "等待主持人裁定", ja: "KPの裁定待ち", en: "For the KP to rule" },
  reactionAsk: {
    zh: "{who}申请应急反应：{what}",
    ja: "{who}が緊急反応を申請：{what}",
    en: "{who} asks to react: {what}",
  },
  doubleCost: { zh: "双倍DP：{n}", ja: "DP2倍：{n}", en: "double DP: {n}" },
  firstTie: { zh: "平手：先行动", ja: "同値：先に動く", en: "tie: goes first" },
  me: { zh: "你", ja: "あなた", en: "you" },
  others: { zh: "场上", ja: "場", en: "The field" },
  public: { zh: "公开信息", ja: "公開情報", en: "Public view" },
  position: { zh: "位置", ja: "位置", en: "at" },
  skillValue: { zh: "{name} {v}", ja: "{name} {v}", en: "{name} {v}" },
} as const;

/** A word of the magical-girl board. */
export type MgWord = keyof typeof WORDS;

/** The word `key` in `lang`, with `{name}` slots filled from `params`. */
export const mw: (lang: Lang, key: MgWord, params?: WordParams) => string = wordsOf(WORDS, "");

/** Success levels (checks.ts's LEVELS) in the rulebook's words (messages.ts `term.<level>`). */
const LEVELS: Record<string, Record<Lang, string>> = {
  fumble: { zh: "大失败", ja: "ファンブル", en: "fumble" },
  failure: { zh: "失败", ja: "失敗", en: "failure" },
  regular: { zh: "成功", ja: "成功", en: "regular success" },
  hard: { zh: "困难成功", ja: "困難な成功", en: "hard success" },
  extreme: { zh: "极难成功", ja: "極限の成功", en: "extreme success" },
  critical: { zh: "大成功", ja: "クリティカル", en: "critical" },
};

/** A success level's word. */
export function levelWord(lang: Lang, level: string): string {
  return LEVELS[level]?.[lang] ?? level;
}

/** Attribute checks' words (skills come with names in the view's `x.sheet.names`). */
const ATTRS: Record<string, Record<Lang, string>> = {
  agi: { zh: "敏捷", ja: "敏捷", en: "AGI" },
  str: { zh: "力量", ja: "筋力", en: "STR" },
};

/** The word of an attribute check, or null. */
export function attrWord(lang: Lang, what: string): string | null {
  return ATTRS[what]?.[lang] ?? null;
}

/** Scatter results (MGR-72) as messages.ts words them. */
const SCATTER: Record<string, Record<Lang, string>> = {
  feet: { zh: "投掷者身边", ja: "投げた者の足元", en: "at the thrower's feet" },
  beyond: { zh: "目标点向前5m", ja: "目標地点の5m先", en: "five metres beyond the target" },
  short: { zh: "目标点向后5m", ja: "目標地点の5m手前", en: "five metres short of the target" },
  left: { zh: "目标点向左5m", ja: "目標地点の5m左", en: "five metres left of the target" },
  right: { zh: "目标点向右5m", ja: "目標地点の5m右", en: "five metres right of the target" },
  "on-target": { zh: "目标点", ja: "目標地点", en: "on the target point" },
};

/** Where a throw scattered, in words. */
export function scatterWord(lang: Lang, where: string): string {
  return SCATTER[where]?.[lang] ?? where;
}
