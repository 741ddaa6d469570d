/** The library page's words in ja/zh/en. */
import { wordsOf } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

const WORDS = {
  title: { ja: "ライブラリ", zh: "资料库", en: "My library" },
  intro: {
    ja: "このブラウザで作った・開いたカード、デッキ、シナリオです。リンクがあれば他の端末でも開けます。",
    zh: "这是在此浏览器中创建或打开的卡牌、卡组和剧本。有链接就能在别的设备上打开。",
    en: "The cards, decks and scenarios this browser made or opened. Their links open them anywhere.",
  },
  none: { ja: "まだありません", zh: "还没有", en: "Nothing yet" },
  loading: { ja: "読み込み中…", zh: "读取中…", en: "Loading…" },
  kind_cards: { ja: "カード", zh: "卡牌", en: "cards" },
  kind_deck: { ja: "デッキ", zh: "卡组", en: "deck" },
  kind_scenario: { ja: "シナリオ", zh: "剧本", en: "scenario" },
  cardCount: { ja: "カード {n} 種", zh: "{n} 种卡", en: "{n} cards" },
  updated: { ja: "更新 {at}", zh: "更新于 {at}", en: "updated {at}" },
  readOnly: { ja: "閲覧のみ", zh: "只读", en: "read only" },
  open: { ja: "開く", zh: "打开", en: "Open" },
  edit: { ja: "編集", zh: "编辑", en: "Edit" },
  copyEdit: { ja: "編集リンクをコピー", zh: "复制编辑链接", en: "Copy edit link" },
  copyRead: { ja: "閲覧リンクをコピー", zh: "复制阅读链接", en: "Copy read link" },
  copied: { ja: "コピーしました", zh: "已复制", en: "Copied" },
  export: { ja: "YAML を書き出す", zh: "导出 YAML", en: "Export YAML" },
  delete: { ja: "削除", zh: "删除", en: "Delete" },
  confirmDelete: {
    ja: "「{title}」をサーバーから削除しますか？リンクはすべて無効になります。",
    zh: "要从服务器删除“{title}”吗？所有链接都会失效。",
    en: "Delete “{title}” from the server? Every link to it stops working.",
  },
  yesDelete: { ja: "削除する", zh: "确认删除", en: "Yes, delete" },
  cancel: { ja: "やめる", zh: "取消", en: "Cancel" },
  deleted: {
    ja: "✔ 「{title}」を削除しました",
    zh: "✔ 已删除“{title}”",
    en: "✔ Deleted “{title}”",
  },
  forget: { ja: "このブラウザから忘れる", zh: "从此浏览器中忘记", en: "Forget here" },
  gone: { ja: "サーバーにありません", zh: "服务器上没有", en: "not on this server" },
  importTitle: { ja: "YAML パックを取り込む", zh: "导入 YAML 包", en: "Import a YAML pack" },
  file: { ja: "ファイル", zh: "文件", en: "File" },
  system: { ja: "ゲーム", zh: "游戏", en: "Game" },
  kind: { ja: "種類", zh: "种类", en: "Kind" },
  name: { ja: "名前", zh: "名称", en: "Name" },
  import: { ja: "取り込む", zh: "导入", en: "Import" },
  imported: {
    ja: "✔ 「{title}」を取り込みました",
    zh: "✔ 已导入“{title}”",
    en: "✔ Imported “{title}”",
  },
  tooLarge: { ja: "256 KB を超えています", zh: "超过 256 KB", en: "larger than 256 KB" },
  noFile: { ja: "ファイルを選んでください", zh: "请选择文件", en: "Choose a file first" },
  build: { ja: "カードとデッキを作る：", zh: "制作卡牌和卡组：", en: "Make cards and decks:" },
  lobby: { ja: "ロビー", zh: "大厅", en: "Lobby" },
  prepare: { ja: "戦闘の準備（GM/KP）", zh: "准备战斗（GM/KP）", en: "Prepare a battle (GM/KP)" },
  uiLanguage: { ja: "表示言語", zh: "界面语言", en: "Display language" },
} as const;

/** A library page word key. */
export type LibraryWordKey = keyof typeof WORDS;

/** A library page word in `lang`. */
export const libraryWord: (
  lang: Lang,
  key: LibraryWordKey,
  params?: Record<string, string | number>,
) => string = wordsOf(WORDS);
