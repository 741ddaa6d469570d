/**
 * The prepare page's own words in ja/zh/en (the frame around the builders: header, tabs of the
 * page, problems, save, YAML, difficulty, table). The rulebooks' terms (GM, KP, 遭遇, 敌人) are
 * the server's and the builders' words.
 */
import { wordsOf } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

const WORDS = {
  title: { ja: "戦闘の準備（GM/KP）", zh: "准备战斗（GM/KP）", en: "Prepare a battle (GM/KP)" },
  pickSystem: { ja: "ゲームを選ぶ", zh: "选择游戏", en: "Pick a game" },
  pickIntro: {
    ja: "GM/KP がパーティ・遭遇・マップを用意し、難易度を確かめてからテーブルを作ります。保存した準備はライブラリから開けます。",
    zh: "GM/KP 准备队伍、遭遇和地图，确认难度后开桌。保存的准备可以从资料库打开。",
    en: "The GM/KP prepares the party, the encounter and the map, checks the difficulty, then makes the table. Saved preparations open from the library.",
  },
  about_ygo_trpg: {
    ja: "GM：プレイヤーのキャラクターとデッキ、遭遇のモンスター",
    zh: "GM：玩家的角色与卡组、遭遇的怪兽",
    en: "GM: the players' characters and decks, the encounter's monsters",
  },
  about_magical_girl: {
    ja: "KP：魔法少女たち、敵、マップ（扉・仕掛け・物）",
    zh: "KP：魔法少女、敌人、地图（门、机关、物品）",
    en: "KP: the girls, the enemies, the map (doors, levers, objects)",
  },
  unknownSystem: {
    ja: "このゲームは準備ページに対応していません",
    zh: "准备页面不支持这个游戏",
    en: "This game cannot be prepared here",
  },
  name: { ja: "シナリオ名", zh: "剧本名称", en: "Scenario name" },
  description: {
    ja: "説明（任意：GM向けのメモ、シナリオの description）",
    zh: "说明（可选：给KP的备注，剧本的 description）",
    en: "Description (optional: notes for the GM/KP, the scenario's description)",
  },
  lobby: { ja: "ロビー", zh: "大厅", en: "Lobby" },
  library: { ja: "ライブラリ", zh: "资料库", en: "My library" },
  cardEditor: { ja: "カードエディタ", zh: "卡牌编辑器", en: "Card editor" },
  uiLanguage: { ja: "表示言語", zh: "界面语言", en: "Display language" },
  unsaved: { ja: "未保存の変更あり", zh: "有未保存的修改", en: "Unsaved changes" },
  toSave: { ja: "保存へ", zh: "去保存", en: "save it" },
  readOnlyMark: { ja: "閲覧のみ", zh: "只读", en: "Read only" },
  tabs: { ja: "準備の段階", zh: "准备步骤", en: "Preparation steps" },
  tabDifficulty: { ja: "難易度", zh: "难度", en: "Difficulty" },
  tabTable: { ja: "テーブルを作る", zh: "开桌", en: "Make the table" },
  loading: { ja: "読み込み中…", zh: "读取中…", en: "Loading…" },
  checking: { ja: "確認中…", zh: "检查中…", en: "Checking…" },
  problems: { ja: "問題点", zh: "问题", en: "Problems" },
  noProblems: {
    ja: "✔ 問題なし：このまま遊べます",
    zh: "✔ 没有问题：可以开始玩",
    en: "✔ No problems: it plays as it is",
  },
  problemsCount: {
    ja: "⚠ {n} 件の問題があります",
    zh: "⚠ 有 {n} 个问题",
    en: "⚠ {n} problems to fix",
  },
  lineN: { ja: "{n} 行目", zh: "第 {n} 行", en: "line {n}" },
  serverSays: {
    ja: "サーバーに確認できません：{why}",
    zh: "无法向服务器确认：{why}",
    en: "The server cannot check it: {why}",
  },
  shippedFailed: {
    ja: "収録データを読み込めません：{why}",
    zh: "无法读取内置内容：{why}",
    en: "Cannot load the shipped content: {why}",
  },
  noBuilders: {
    ja: "このゲームのビルダーはまだありません。YAML の取り込みで編集できます。",
    zh: "这个游戏的编辑器还没有。可以通过导入 YAML 来编辑。",
    en: "No builders for this game yet: edit it by importing YAML.",
  },
  importedScenario: {
    ja: "✔ 「{name}」を読み込みました",
    zh: "✔ 已读取“{name}”",
    en: "✔ Read “{name}”",
  },
  notScenario: {
    ja: "このリンクはこのゲームのシナリオではありません（{kind}・{system}）",
    zh: "此链接不是这个游戏的剧本（{kind}・{system}）",
    en: "This link is not a scenario of this game ({kind}, {system})",
  },
  noToken: {
    ja: "このリンクにはトークン（# の後ろ）がありません：新しい戦闘を表示しています",
    zh: "此链接缺少令牌（# 之后的部分）：显示的是新的战斗",
    en: "This link has no token (after the #): a new battle is shown",
  },
  loadFailed: { ja: "開けません：{why}", zh: "无法打开：{why}", en: "Cannot open: {why}" },
  yamlTitle: { ja: "YAML（シナリオ）", zh: "YAML（剧本）", en: "YAML (scenario)" },
  leaveUnsaved: {
    ja: "保存していない変更があります",
    zh: "有未保存的修改",
    en: "There are unsaved changes",
  },
  noContest: {
    ja: "戦いの後には勝ち負けがありません：シミュレーションで測るものはなく、傷の手当てと休息は卓で行います。",
    zh: "战后没有胜负：模拟无从测量，疗伤与休息请在桌上进行。",
    en: "The aftermath has no winner: there is nothing for a sim to measure — wound care and rest are played at the table.",
  },
  simTitle: { ja: "クイックシミュレーション", zh: "快速模拟", en: "Quick sim" },
  simIntro: {
    ja: "ボット同士で何度も戦わせ、各陣営の勝率を測ります（95 % 区間つき）。",
    zh: "让机器人反复对战，测出各方的胜率（附 95 % 区间）。",
    en: "Bots play the battle many times: each side's win rate, with its 95 % interval.",
  },
  battles: { ja: "戦闘数", zh: "场数", en: "Battles" },
  runSim: { ja: "シミュレーションする", zh: "开始模拟", en: "Run the sim" },
  simRunning: { ja: "シミュレーション中…", zh: "模拟中…", en: "Running…" },
  fixFirst: {
    ja: "先に問題点を直してください",
    zh: "请先修正问题",
    en: "Fix the problems first",
  },
  winRate: {
    ja: "{side}：勝率 {rate}（95 % 区間 {lo}〜{hi}、{wins}/{n} 勝）",
    zh: "{side}：胜率 {rate}（95 % 区间 {lo}～{hi}，{wins}/{n} 胜）",
    en: "{side}: wins {rate} (95 % interval {lo}–{hi}, {wins} of {n})",
  },
  drawsLine: {
    ja: "引き分け {draws} ・ 決着せず {unfinished} ・ {battles} 戦を {seconds} 秒で",
    zh: "平局 {draws} ・ 未分胜负 {unfinished} ・ {battles} 场用时 {seconds} 秒",
    en: "Draws {draws} · unfinished {unfinished} · {battles} battles in {seconds} s",
  },
  meanTurns: {
    ja: "平均 {turns} ターン（決着した戦闘）",
    zh: "平均 {turns} 回合（已分胜负的战斗）",
    en: "Mean {turns} turns (finished battles)",
  },
  meanDecisions: {
    ja: "平均 {n} 回の選択",
    zh: "平均 {n} 次选择",
    en: "Mean {n} decisions",
  },
  stale: {
    ja: "（この結果は変更前の内容のものです）",
    zh: "（此结果是修改前的内容）",
    en: "(this result is for an earlier version)",
  },
  tuneTitle: { ja: "勝率を合わせる", zh: "调整胜率", en: "Make it X % winnable" },
  tuneIntro: {
    ja: "数値を一つ選び、その席の勝率が目標になる値を探します。",
    zh: "选一个数值，找出让该座位胜率达到目标的值。",
    en: "Pick one number: the value that makes the seat win the target share is searched for.",
  },
  tuneWhat: { ja: "変える数値", zh: "要改的数值", en: "Number to change" },
  tuneSeat: { ja: "勝率を測る席", zh: "计算胜率的座位", en: "Whose win rate" },
  tuneTarget: { ja: "目標勝率（%）", zh: "目标胜率（%）", en: "Target win rate (%)" },
  runTune: { ja: "値を探す", zh: "寻找数值", en: "Find the value" },
  tuneRunning: {
    ja: "探索中…（数十秒かかることがあります）",
    zh: "搜索中…（可能需要几十秒）",
    en: "Searching… (it may take tens of seconds)",
  },
  noTunables: {
    ja: "変えられる数値がありません",
    zh: "没有可调整的数值",
    en: "No number to change",
  },
  tuneFound: {
    ja: "{what} = {value} で勝率 {rate}（95 % 区間 {lo}〜{hi}）",
    zh: "{what} = {value} 时胜率 {rate}（95 % 区间 {lo}～{hi}）",
    en: "{what} = {value}: wins {rate} (95 % interval {lo}–{hi})",
  },
  tuneNow: { ja: "現在の値 {value}", zh: "当前值 {value}", en: "now {value}" },
  tuneNotReached: {
    ja: "範囲 {lo}〜{hi} のどの値でも目標に届きません。最も近い値を示します。",
    zh: "在 {lo}～{hi} 范围内没有值能达到目标，下面是最接近的值。",
    en: "No value in {lo}–{hi} reaches the target: the closest is shown.",
  },
  tuneTimeUp: {
    ja: "時間切れで探索を打ち切りました",
    zh: "时间到，搜索已中止",
    en: "The search was cut short by its time limit",
  },
  useValue: { ja: "この値を使う", zh: "使用这个值", en: "Use this value" },
  usedValue: {
    ja: "✔ {what} を {value} にしました",
    zh: "✔ 已将 {what} 设为 {value}",
    en: "✔ Set {what} to {value}",
  },
  tableIntro: {
    ja: "準備したシナリオでテーブルを作ります。席ごとに、自分・招待・ボットを選んでください。",
    zh: "用准备好的剧本开桌。为每个座位选择：我、邀请或机器人。",
    en: "Make a table from this scenario: for each seat, you, an invited person or a bot.",
  },
  seatBot: { ja: "ボット（{bot}）", zh: "机器人（{bot}）", en: "Bot ({bot})" },
  carryLink: {
    ja: "または、終わったテーブルのリンク（任意：別のブラウザで遊んだもの）",
    zh: "或粘贴已结束的桌子的链接（可选：在别的浏览器玩过的）",
    en: "Or a finished table's link (optional: one played in another browser)",
  },
  badCarryLink: {
    ja: "テーブルのリンク（…/t/<id>#<token>）ではありません",
    zh: "这不是桌子链接（…/t/<id>#<token>）",
    en: "Not a table link (…/t/<id>#<token>)",
  },
  making: { ja: "作成中…", zh: "创建中…", en: "Making…" },
  noSeats: {
    ja: "席は問題点を直すと表示されます",
    zh: "修正问题后会显示座位",
    en: "The seats show once the problems are fixed",
  },
} as const;

/** A prepare page word key. */
export type PrepWordKey = keyof typeof WORDS;

/** A prepare page word in `lang`, `{name}` slots filled from `params`. */
export const pw: (
  lang: Lang,
  key: PrepWordKey,
  params?: Record<string, string | number>,
) => string = wordsOf(WORDS);
