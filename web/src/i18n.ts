/**
 * The client's own words (buttons, headings, states) in ja/zh/en. Battle text — prompts, option
 * labels, log lines, card names — comes from the server already in the seat's language with the
 * rulebook's terms; only the frame around it is translated here.
 */
import { createSignal } from "solid-js";
import type { Lang } from "./net/protocol.ts";

const WORDS = {
  appName: { ja: "Kassen 合戦", zh: "Kassen 合战", en: "Kassen" },
  yourTurn: { ja: "あなたの選択です", zh: "轮到你选择", en: "Your decision" },
  waitingFor: { ja: "{who} の選択を待っています", zh: "等待 {who} 选择", en: "Waiting for {who}" },
  battleOver: { ja: "対戦終了", zh: "对战结束", en: "The battle is over" },
  connecting: { ja: "接続中…", zh: "连接中…", en: "Connecting…" },
  reconnecting: { ja: "再接続中…", zh: "重新连接中…", en: "Reconnecting…" },
  refused: { ja: "このテーブルに入れません", zh: "无法进入此桌", en: "Cannot join this table" },
  log: { ja: "ログ", zh: "记录", en: "Log" },
  decision: { ja: "選択", zh: "选择", en: "Decision" },
  you: { ja: "あなた", zh: "你", en: "you" },
  spectator: { ja: "観戦", zh: "观战", en: "Spectator" },
  houseRules: { ja: "ハウスルール", zh: "房规", en: "House rules" },
  bot: { ja: "ボット", zh: "机器人", en: "bot" },
  gm: { ja: "GM", zh: "GM", en: "GM" },
  kp: { ja: "KP", zh: "KP", en: "KP" },
  deciding: { ja: "選択中", zh: "选择中", en: "deciding" },
  sending: { ja: "送信中…", zh: "发送中…", en: "Sending…" },
  lobby: { ja: "ロビー", zh: "大厅", en: "Lobby" },
  groupPlay: { ja: "プレイ", zh: "打出", en: "Plays" },
  groupAttack: { ja: "攻撃", zh: "攻击", en: "Attacks" },
  groupPass: { ja: "パス・終了", zh: "跳过・结束", en: "Pass / end" },
  groupOther: { ja: "その他", zh: "其他", en: "Other" },
  groupTools: {
    ja: "GM/KPツール（{n}）",
    zh: "GM/KP工具（{n}）",
    en: "GM/KP tools ({n})",
  },
  noTable: {
    ja: "テーブルのリンクにトークンがありません",
    zh: "桌子链接缺少令牌",
    en: "This table link has no token",
  },
  board: { ja: "盤面", zh: "盘面", en: "Board" },
  language: { ja: "言語", zh: "语言", en: "Language" },
  skipToDecision: {
    ja: "あなたの選択へ移動",
    zh: "跳到你的选择",
    en: "Skip to your decision",
  },
  skipToSteps: {
    ja: "ステップ操作へ移動",
    zh: "跳到步骤控制",
    en: "Skip to the step controls",
  },
  openReplay: { ja: "リプレイを見る", zh: "查看回放", en: "Open the replay" },
} as const;

/** Each language's name in itself, for the language pickers. */
export const LANG_NAMES: Record<Lang, string> = { ja: "日本語", zh: "中文", en: "English" };

/** A key of the client's words. */
export type WordKey = keyof typeof WORDS;

/** Words in the three languages, by key. */
export type WordTable = Record<string, Record<Lang, string>>;

/** Parameters of a word's `{name}` slots. */
export type WordParams = Record<string, string | number>;

/**
 * The lookup of a table of words: the word for `key` in `lang` with its `{name}` slots filled
 * from `params` (a slot without a value stays as written, or becomes `missing` when given).
 * Every part of the client (frame, lobby, boards, replay viewer) keeps its own table and looks
 * it up through this.
 */
export function wordsOf<T extends WordTable>(table: T, missing?: string) {
  return (lang: Lang, key: keyof T, params: WordParams = {}): string =>
    table[key][lang].replace(/\{(\w+)\}/g, (_, k: string) =>
      String(params[k] ?? missing ?? `{${k}}`),
    );
}

/** The client's words for `key` in `lang`, with `{name}` parameters filled. */
export const t: (lang: Lang, key: WordKey, params?: WordParams) => string = wordsOf(WORDS);

/** The reader's language among ours: saved in this browser, or the browser's; null when neither. */
function preferredLang(): Lang | null {
  const saved = localStorage.getItem("kassen.lang");
  if (saved === "ja" || saved === "zh" || saved === "en") return saved;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = l.slice(0, 2).toLowerCase();
    if (base === "ja" || base === "zh" || base === "en") return base;
  }
  return null;
}

const [uiLang, setUiLangSignal] = createSignal<Lang>(preferredLang() ?? "en");
const [langKnown, setLangKnown] = createSignal(preferredLang() !== null);

/**
 * The interface language of a page that has a language of its own (a rulebook's: magical-girl's
 * prepare page is zh, ygo-trpg's ja): the reader's when known (saved, or the browser's is ours),
 * else `fallback`. Nothing is saved: other pages keep English for that reader.
 */
export function uiLangOr(fallback: Lang): Lang {
  return langKnown() ? uiLang() : fallback;
}

/** The language of the lobby and of tables the player makes (saved in this browser). */
export { uiLang };

/** Changes the interface language and remembers it. */
export function setUiLang(lang: Lang): void {
  localStorage.setItem("kassen.lang", lang);
  setLangKnown(true);
  setUiLangSignal(lang);
}
