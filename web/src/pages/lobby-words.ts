/** The lobby's words in ja/zh/en. */
import { wordsOf } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

const WORDS = {
  newTable: { ja: "新しいテーブル", zh: "新建桌子", en: "New table" },
  system: { ja: "ゲーム", zh: "游戏", en: "Game" },
  language: { ja: "言語", zh: "语言", en: "Language" },
  scenarioFile: { ja: "シナリオファイル", zh: "剧本文件", en: "Scenario file" },
  seats: { ja: "席", zh: "座位", en: "Seats" },
  seatMe: { ja: "自分", zh: "我", en: "Me" },
  seatInvite: { ja: "招待（リンクを渡す）", zh: "邀请（发送链接）", en: "Invite (send the link)" },
  botRandom: { ja: "ボット：ランダム", zh: "机器人：随机", en: "Bot: random" },
  botGreedy: { ja: "ボット：貪欲", zh: "机器人：贪心", en: "Bot: greedy" },
  botMcts: { ja: "ボット：MCTS（強い）", zh: "机器人：MCTS（强）", en: "Bot: MCTS (strong)" },
  create: { ja: "テーブルを作る", zh: "创建桌子", en: "Make the table" },
  spectatorsTalk: {
    ja: "観戦者もチャット（全員宛ての発言）を読める",
    zh: "观战者可以看到聊天（公开发言）",
    en: "Spectators see the talk (what is said to everyone)",
  },
  linksSecret: {
    ja: "各リンクはその席の鍵です。座る人にだけ渡してください。",
    zh: "每个链接都是该座位的钥匙，只发给坐在那里的人。",
    en: "Each link is the key to its seat: give it only to the person who sits there.",
  },
  copy: { ja: "コピー", zh: "复制", en: "Copy" },
  sitHere: { ja: "この席に座る", zh: "坐这里", en: "Sit here" },
  watch: { ja: "観戦する", zh: "观战", en: "Watch" },
  joinByLink: { ja: "リンクで参加", zh: "通过链接加入", en: "Join by link" },
  join: { ja: "参加", zh: "加入", en: "Join" },
  badLink: {
    ja: "リンクの形が違います：http://…/t/<id>#<token> が必要です",
    zh: "链接格式不对：需要 http://…/t/<id>#<token>",
    en: "Not a table link: expected http://…/t/<id>#<token>",
  },
  myTables: { ja: "自分のテーブル", zh: "我的桌子", en: "My tables" },
  noTables: { ja: "まだありません", zh: "还没有", en: "None yet" },
  forget: { ja: "忘れる", zh: "忘记", en: "Forget" },
  replays: { ja: "リプレイ", zh: "回放", en: "Replays" },
  makeCards: { ja: "カードを作る", zh: "制作卡牌", en: "Make cards" },
  prepare: { ja: "戦闘の準備（GM/KP）", zh: "准备战斗（GM/KP）", en: "Prepare a battle (GM/KP)" },
  tooLarge: { ja: "256 KB を超えています", zh: "超过 256 KB", en: "larger than 256 KB" },
  uiLanguage: { ja: "表示言語", zh: "界面语言", en: "Display language" },
  game: { ja: "対戦", zh: "对战", en: "Battle" },
  newGame: {
    ja: "新しい対戦（毎回違う配り）",
    zh: "新对战（每次发牌不同）",
    en: "A new game (a fresh deal)",
  },
  presets: { ja: "用意された対戦", zh: "预设对战", en: "Ready-made battles" },
  upload: { ja: "シナリオファイルを使う…", zh: "使用剧本文件…", en: "A scenario file…" },
  readingScenario: {
    ja: "シナリオを読んでいます…",
    zh: "正在读取剧本…",
    en: "Reading the scenario…",
  },
  resume: { ja: "続ける", zh: "继续", en: "Resume" },
  openReplay: { ja: "リプレイを見る", zh: "查看回放", en: "Open the replay" },
  finished: { ja: "終了", zh: "已结束", en: "finished" },
  closed: { ja: "閉鎖", zh: "已关闭", en: "closed" },
  gone: { ja: "サーバーにありません", zh: "服务器上没有", en: "not on this server" },
  mode: { ja: "形式", zh: "模式", en: "Mode" },
  houseRules: {
    ja: "ハウスルール（✓ は既定）",
    zh: "房规（✓ 为默认）",
    en: "House rules (✓ the default)",
  },
  continueFrom: { ja: "キャンペーン", zh: "战役", en: "Campaign" },
  newCampaign: {
    ja: "新しいキャンペーン（全員ライフ満タン）",
    zh: "新战役（生命值全满）",
    en: "A new campaign (full life)",
  },
  carryNote: {
    ja: "前の戦闘の終わりから続けます：キャラクターとライフを引き継ぎます（ライフは回復しません）。",
    zh: "从上一场战斗的结局继续：沿用角色和生命值（生命值不会恢复）。",
    en: "Continues from the end of that battle: the same characters with the life they ended with (life does not recover).",
  },
  newCampaignMg: {
    zh: "新战役（全员状态全满）",
    ja: "新しいキャンペーン（全員全快）",
    en: "A new campaign (everyone fresh)",
  },
  carryNoteMg: {
    zh: "从上一场战斗的结局继续：同一位魔法少女沿用HP、MP、伤势和剩余物品（伤势在战斗后仍会保留）。",
    ja: "前の戦闘の終わりから続けます：同じ魔法少女のHP・MP・傷・残りのアイテムを引き継ぎます（傷は戦闘後も残ります）。",
    en: "Continues from the end of that battle: the same magical girls keep their HP, MP, wounds and remaining items (wounds persist after combat).",
  },
  decks: { ja: "デッキ", zh: "卡组", en: "Decks" },
  deckOf: { ja: "{seat} のデッキ", zh: "{seat} 的卡组", en: "{seat}'s deck" },
  deckShipped: {
    ja: "収録デッキ（既定）",
    zh: "收录卡组（默认）",
    en: "The shipped deck (default)",
  },
  deckMine: { ja: "自分のライブラリ", zh: "我的资料库", en: "My library" },
  deckByLink: { ja: "閲覧リンクを貼る…", zh: "粘贴阅读链接…", en: "Paste a read link…" },
  deckLink: { ja: "{seat} のデッキのリンク", zh: "{seat} 的卡组链接", en: "{seat}'s deck link" },
  badDeckLink: {
    ja: "{seat} のデッキ：ライブラリのリンク（/build/<ゲーム>/<id>#r=…）ではありません",
    zh: "{seat} 的卡组：不是资料库链接（/build/<游戏>/<id>#r=…）",
    en: "{seat}'s deck: not a library link (/build/<game>/<id>#r=…)",
  },
  deckOtherSystem: {
    ja: "{seat} のデッキ：別のゲーム（{system}）のリンクです",
    zh: "{seat} 的卡组：是别的游戏（{system}）的链接",
    en: "{seat}'s deck: that link is for another game ({system})",
  },
  library: {
    ja: "ライブラリ（カード・デッキ）",
    zh: "资料库（卡牌・卡组）",
    en: "Library (cards, decks)",
  },
} as const;

/** A lobby word in `lang`, its `{name}` slots filled from `params`. */
export const lobbyWord: (
  lang: Lang,
  key: keyof typeof WORDS,
  params?: Record<string, string | number>,
) => string = wordsOf(WORDS);
