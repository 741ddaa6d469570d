/** The deck builder's words in ja/zh/en (card names and texts come from the content itself). */
import { wordsOf } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";

const WORDS = {
  deck: { ja: "デッキ", zh: "卡组", en: "Deck" },
  noDecks: {
    ja: "デッキを組めるのは vision と geo-march です：{system} はシナリオがデッキを決めます",
    zh: "可以组卡组的是 vision 和 geo-march：{system} 由剧本决定卡组",
    en: "Decks are built for vision and geo-march: {system}'s scenarios set their own",
  },
  deckTitle: { ja: "デッキ名", zh: "卡组名", en: "Deck name" },
  untitled: { ja: "新しいデッキ", zh: "新卡组", en: "New deck" },
  newDeck: { ja: "新しいデッキを作る", zh: "新建卡组", en: "Start a new deck" },
  cards: { ja: "カード", zh: "卡牌", en: "Cards" },
  search: {
    ja: "名前で検索（どの言語でも）",
    zh: "按名称搜索（任何语言）",
    en: "Search names (any language)",
  },
  type: { ja: "種類", zh: "种类", en: "Type" },
  cost: { ja: "コスト", zh: "费用", en: "Cost" },
  level: { ja: "レベル", zh: "等级", en: "Level" },
  all: { ja: "すべて", zh: "全部", en: "All" },
  source: { ja: "出どころ", zh: "来源", en: "Source" },
  shipped: { ja: "収録カード", zh: "收录卡", en: "Shipped" },
  own: { ja: "自作カード", zh: "自制卡", en: "My cards" },
  ownTag: { ja: "自作", zh: "自制", en: "mine" },
  noCards: { ja: "条件に合うカードはありません", zh: "没有符合条件的卡", en: "No card matches" },
  shown: { ja: "{n} 枚表示", zh: "显示 {n} 张", en: "{n} shown" },
  add: { ja: "{name} を1枚入れる", zh: "加入1张{name}", en: "Add one {name}" },
  remove: { ja: "{name} を1枚抜く", zh: "移除1张{name}", en: "Remove one {name}" },
  inDeck: { ja: "デッキに {n} 枚", zh: "卡组中 {n} 张", en: "{n} in the deck" },
  deckList: { ja: "デッキの中身", zh: "卡组内容", en: "In the deck" },
  emptyDeck: { ja: "まだカードがありません", zh: "还没有卡", en: "No cards yet" },
  size: { ja: "{n} 枚（{rule}）", zh: "{n} 张（{rule}）", en: "{n} cards ({rule})" },
  sizeExact: { ja: "ちょうど {min} 枚", zh: "正好 {min} 张", en: "exactly {min}" },
  sizeRange: { ja: "{min}〜{max} 枚", zh: "{min}～{max} 张", en: "{min} to {max}" },
  copiesRule: {
    ja: "同じカードは {max} 枚まで",
    zh: "同名卡最多 {max} 张",
    en: "at most {max} copies of a card",
  },
  atLeastRule: {
    ja: "{type}を {min} 枚以上",
    zh: "至少 {min} 张{type}",
    en: "at least {min} {type}",
  },
  ready: { ja: "✔ 対戦に使えます", zh: "✔ 可用于对战", en: "✔ Ready to play" },
  pSize: {
    ja: "⚠ {n} 枚です：{rule} にしてください",
    zh: "⚠ 现在 {n} 张：需要{rule}",
    en: "⚠ {n} cards: a deck needs {rule}",
  },
  pCopies: {
    ja: "⚠ {name} が {n} 枚：{max} 枚までです",
    zh: "⚠ {name} 有 {n} 张：最多 {max} 张",
    en: "⚠ {name} × {n}: at most {max}",
  },
  pUnknown: {
    ja: "⚠ 「{name}」というカードはありません",
    zh: "⚠ 没有卡“{name}”",
    en: "⚠ No card “{name}” is known",
  },
  pType: {
    ja: "⚠ {type}が {n} 枚：{min} 枚以上必要です",
    zh: "⚠ {type}只有 {n} 张：至少需要 {min} 张",
    en: "⚠ {type}: {n}, at least {min} needed",
  },
  curve: { ja: "コスト分布", zh: "费用分布", en: "Curve" },
  curveLevel: { ja: "レベル分布", zh: "等级分布", en: "Curve (level)" },
  noCost: { ja: "なし", zh: "无", en: "none" },
  totals: { ja: "種類ごと", zh: "按种类", en: "By type" },
  save: { ja: "ライブラリに保存", zh: "保存到资料库", en: "Save to my library" },
  saveCopy: {
    ja: "コピーを自分のライブラリに保存",
    zh: "另存副本到我的资料库",
    en: "Save a copy to my library",
  },
  saving: { ja: "保存中…", zh: "保存中…", en: "Saving…" },
  saved: { ja: "✔ 保存しました", zh: "✔ 已保存", en: "✔ Saved" },
  cannotSave: {
    ja: "デッキの条件を満たすまで保存できません",
    zh: "满足卡组条件后才能保存",
    en: "The deck can be saved once it meets the rules",
  },
  editLink: { ja: "編集リンク（自分用）", zh: "编辑链接（自己用）", en: "Edit link (keep it)" },
  readLink: { ja: "閲覧リンク（共有用）", zh: "阅读链接（分享用）", en: "Read link (to share)" },
  copy: { ja: "コピー", zh: "复制", en: "Copy" },
  copied: { ja: "コピーしました", zh: "已复制", en: "Copied" },
  openLink: { ja: "ライブラリのリンクを開く", zh: "打开资料库链接", en: "Open a library link" },
  open: { ja: "開く", zh: "打开", en: "Open" },
  badLink: {
    ja: "ライブラリのリンクではありません：/build/<ゲーム>/<id>#… が必要です",
    zh: "不是资料库链接：需要 /build/<游戏>/<id>#…",
    en: "Not a library link: expected /build/<game>/<id>#…",
  },
  otherSystem: {
    ja: "別のゲームの項目です（{system}）",
    zh: "这是别的游戏的项目（{system}）",
    en: "That item is for another game ({system})",
  },
  openedCards: {
    ja: "✔ 「{title}」のカード {n} 枚を追加しました",
    zh: "✔ 已加入“{title}”的 {n} 张卡",
    en: "✔ Added the {n} cards of “{title}”",
  },
  openedDeck: {
    ja: "✔ デッキ「{title}」を開きました",
    zh: "✔ 已打开卡组“{title}”",
    en: "✔ Opened the deck “{title}”",
  },
  readOnly: {
    ja: "閲覧リンクで開いたデッキです：変更はコピーとして保存されます",
    zh: "通过阅读链接打开的卡组：修改将另存为副本",
    en: "Opened by a read link: changes are saved as your own copy",
  },
  playIt: {
    ja: "このデッキで対戦する（ロビー）",
    zh: "用这个卡组对战（大厅）",
    en: "Play with this deck (lobby)",
  },
  library: { ja: "ライブラリ", zh: "资料库", en: "Library" },
  loading: { ja: "読み込み中…", zh: "读取中…", en: "Loading…" },
  text: { ja: "テキスト", zh: "文本", en: "Text" },
  "type.character": { ja: "キャラクター", zh: "角色", en: "character" },
  "type.command": { ja: "コマンド", zh: "指令", en: "command" },
  "type.equipment": { ja: "装備", zh: "装备", en: "equipment" },
  "type.talisman": { ja: "護符", zh: "护符", en: "talisman" },
  "type.unit": { ja: "ユニット", zh: "单位", en: "unit" },
  "type.equip": { ja: "装備", zh: "装备", en: "equipment" },
  "type.skill": { ja: "スキル", zh: "技能", en: "skill" },
} as const;

/** A deck builder word key. */
export type DeckWordKey = keyof typeof WORDS;

/** A deck builder word in `lang`. */
export const deckWord: (
  lang: Lang,
  key: DeckWordKey,
  params?: Record<string, string | number>,
) => string = wordsOf(WORDS);

/** A card type's word (the content's own type id when it has none). */
export function typeWord(lang: Lang, type: string): string {
  const key = `type.${type}`;
  return key in WORDS ? deckWord(lang, key as DeckWordKey) : type;
}

/**
 * A name put into a sentence, bidi-isolated (U+2068 … U+2069, the text form of `<bdi>`): a
 * right-to-left title cannot reorder the words around it. For names that reach the page inside
 * one of these words' strings rather than in an element of their own.
 */
export function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}
