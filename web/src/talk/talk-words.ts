/** The talk box's and talk lines' words in ja/zh/en (the success levels: talk-levels.ts). */
import { wordsOf } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

const WORDS = {
  talk: { ja: "チャット", zh: "聊天", en: "Talk" },
  input: {
    ja: "発言、またはダイス（2D6+3、1D100<=55 目星）",
    zh: "发言或掷骰（2D6+3、1D100<=55 侦查）",
    en: "Say something, or roll (2D6+3, 1D100<=55 Spot Hidden)",
  },
  /** Short enough for the box's width; the whole hint is the field's name (`input`). */
  placeholder: { ja: "発言 / ダイス 2D6+3", zh: "发言 / 掷骰 2D6+3", en: "Say, or roll 2D6+3" },
  send: { ja: "送信", zh: "发送", en: "Send" },
  to: { ja: "宛先", zh: "发给", en: "To" },
  everyone: { ja: "全員", zh: "所有人", en: "everyone" },
  whisper: { ja: "秘話", zh: "私聊", en: "whisper" },
  secretRoll: { ja: "シークレットダイス", zh: "暗骰", en: "Secret roll" },
  secretForGm: {
    ja: "シークレットダイス（{gm}だけが見る）",
    zh: "暗骰（仅{gm}可见）",
    en: "Secret roll ({gm} only)",
  },
  rolledInSecret: {
    ja: "シークレットダイスを振った",
    zh: "进行了暗骰",
    en: "rolled in secret",
  },
  secret: { ja: "シークレット", zh: "暗骰", en: "secret" },
  reveal: { ja: "公開", zh: "公开", en: "Reveal" },
  revealed: { ja: "公開済み", zh: "已公开", en: "revealed" },
  hide: { ja: "隠す", zh: "隐藏", en: "Hide" },
  hidden: { ja: "非表示（GM/KPのみ）", zh: "已隐藏（仅GM/KP）", en: "hidden (GM/KP only)" },
  hideLine: { ja: "{n}番の発言を隠す", zh: "隐藏第{n}条", en: "Hide line {n}" },
  revealLine: { ja: "{n}番のダイスを公開", zh: "公开第{n}次掷骰", en: "Reveal roll {n}" },
  quickRolls: { ja: "よく使うダイス", zh: "常用骰", en: "Quick rolls" },
  show: { ja: "表示", zh: "显示", en: "Show" },
  showBoth: { ja: "戦闘とチャット", zh: "战斗和聊天", en: "Battle and talk" },
  showBattle: { ja: "戦闘のみ", zh: "仅战斗", en: "Battle only" },
  showTalk: { ja: "チャットのみ", zh: "仅聊天", en: "Talk only" },
  spectatorQuiet: {
    ja: "観戦者は発言できません",
    zh: "观战者不能发言",
    en: "Spectators cannot speak",
  },
  target: { ja: "目標{n}", zh: "目标{n}", en: "target {n}" },
  "err.flood": {
    ja: "送信が速すぎます。少し待ってください",
    zh: "发送太快，请稍候",
    en: "Too fast: wait a moment",
  },
  "err.not-allowed": { ja: "それはできません", zh: "不允许这样做", en: "Not allowed" },
  "err.too-large": { ja: "長すぎます", zh: "太长了", en: "Too long" },
  "err.bad-message": { ja: "送れません", zh: "无法发送", en: "Cannot send that" },
  "err.closed": { ja: "接続していません", zh: "未连接", en: "Not connected" },
  "err.other": { ja: "送れませんでした", zh: "发送失败", en: "Not sent" },
} as const;

/** The talk's words for `key` in `lang`. */
export const tw = wordsOf(WORDS);

/** A key of the talk's words. */
export type TalkWordKey = keyof typeof WORDS;

/** The words for a refusal's code, in the talk box's status line. */
export function refusalWord(lang: Lang, code: string): string {
  const key = `err.${code}`;
  return key in WORDS ? tw(lang, key as TalkWordKey) : tw(lang, "err.other");
}
