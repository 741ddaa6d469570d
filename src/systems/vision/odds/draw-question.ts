/**
 * `kassen odds vision draw deck=starter-scarlet card=cirno k=1 turn=3`: the exact chance of
 * having drawn at least k copies of a card by the opening hand or by the draw phase of the
 * player's own T-th turn, with the full distribution of copies drawn.
 */
import type {
  Localized,
  OddsParam,
  OddsParams,
  OddsQuestion,
} from "../../../analysis/odds-question.ts";
import { type Json, KassenError, type Lang } from "../../../engine/index.ts";
import { DECK_SIZE, VISION_CONTENT, VISION_STORE, type VisionContent } from "../content/index.ts";
import { cardsSeen, copiesWays, type DrawPlan } from "./draw-odds.ts";

const m = (zh: string, ja: string, en: string): Localized => ({ zh, ja, en });

/** The question's parameters, with the decks and cards of `content` as choices. */
function paramsFor(content: VisionContent): readonly OddsParam[] {
  const DECKS = Object.keys(content.decks);
  /** Every card some content deck holds. */
  const CARDS = [
    ...new Set(Object.values(content.decks).flatMap((d) => Object.keys(d.cards))),
  ].sort();
  return [
    {
      name: "deck",
      type: "choice",
      default: DECKS[0],
      choices: DECKS,
      help: m("内容中的卡组ID", "コンテンツのデッキID", "a deck id from the content"),
    },
    {
      name: "card",
      type: "choice",
      default: CARDS.includes("cirno") ? "cirno" : CARDS[0],
      choices: CARDS,
      help: m("卡牌ID", "カードID", "a card id"),
    },
    {
      name: "k",
      type: "int",
      default: 1,
      min: 1,
      max: 4,
      help: m("至少几张", "最低枚数", "at least this many copies"),
    },
    {
      name: "turn",
      type: "int",
      default: 0,
      min: 0,
      max: 40,
      help: m(
        "自己的第几回合抽牌阶段后（0 = 起手）",
        "自分の何ターン目のドローフェイズ後か（0 = 初期手札）",
        "after the draw phase of the player's own T-th turn (0 = opening hand)",
      ),
    },
    {
      name: "first",
      type: "bool",
      default: true,
      help: m("是否先攻", "先攻かどうか", "whether the player goes first"),
    },
    {
      name: "hand",
      type: "int",
      default: 5,
      min: 0,
      max: DECK_SIZE,
      help: m("起手张数", "初期手札の枚数", "opening hand size"),
    },
    {
      name: "firstPlayerDraws",
      type: "bool",
      default: false,
      help: m(
        "选项：先攻第一回合也抽牌",
        "オプション：先攻1ターン目もドローする",
        "option: the first player draws in turn 1 too",
      ),
    },
  ];
}

function withDefaults(params: readonly OddsParam[], given: OddsParams): OddsParams {
  return { ...Object.fromEntries(params.map((p) => [p.name, p.default])), ...given };
}

/** P(at least k of `copies` among `seen` of `size`) as a float. */
function atLeast(size: number, copies: number, seen: number, k: number): number {
  const { ways, total } = copiesWays(size, copies, seen);
  const hit = ways.slice(k).reduce((a, b) => a + b, 0n);
  // Both counts are below 2^53 (C(40, 20) ≈ 1.4e11), so one division rounds correctly.
  return Number(hit) / Number(total);
}

/** The point in the game, in words. */
function when(turn: number, lang: Lang): string {
  if (turn === 0) return m("起手", "初期手札", "the opening hand")[lang];
  return m(`第${turn}回合抽牌后`, `${turn}ターン目のドロー後`, `own turn ${turn}'s draw`)[lang];
}

/**
 * The chance to hold at least k copies of a card, over the decks of `content` (the shipped
 * content, or the shipped content merged with packs).
 */
function drawQuestionFor(content: VisionContent): OddsQuestion {
  const PARAMS = paramsFor(content);
  const DECKS = Object.keys(content.decks);
  const CARDS = (PARAMS.find((p) => p.name === "card") as { choices: readonly string[] }).choices;
  return {
    id: "draw",
    title: m(
      "抽到至少k张某卡的概率",
      "あるカードをk枚以上引く確率",
      "Chance to draw at least k copies of a card",
    ),
    params: PARAMS,
    withContent: (options: Record<string, Json>) =>
      drawQuestionFor(VISION_STORE.forOptions(options)),
    answer(given, lang) {
      const params = withDefaults(PARAMS, given);
      const deckId = params.deck as string;
      const deck = Object.hasOwn(content.decks, deckId) ? content.decks[deckId] : undefined;
      if (deck === undefined)
        throw new KassenError(`deck=${deckId}: expected one of ${DECKS.join(", ")}`);
      const cardId = params.card as string;
      const card = Object.hasOwn(content.cards, cardId) ? content.cards[cardId] : undefined;
      if (card === undefined)
        throw new KassenError(`card=${cardId}: expected one of ${CARDS.join(", ")}`);
      const size = Object.values(deck.cards).reduce((a, b) => a + b, 0);
      const copies = deck.cards[cardId] ?? 0;
      const k = params.k as number;
      const turn = params.turn as number;
      const plan: DrawPlan = {
        hand: params.hand as number,
        first: params.first as boolean,
        firstPlayerDraws: params.firstPlayerDraws as boolean,
      };
      const seen = cardsSeen(plan, turn, size);
      const { ways, total } = copiesWays(size, copies, seen);
      const name = card.name[lang];
      const title = m(
        `${deck.name.zh}：${when(turn, "zh")}（${seen}张）至少${k}张「${card.name.zh}」`,
        `${deck.name.ja}：${when(turn, "ja")}（${seen}枚）に「${card.name.ja}」${k}枚以上`,
        `${deck.name.en}: at least ${k} × ${card.name.en} by ${when(turn, "en")} (${seen} cards)`,
      );
      return {
        title: title[lang],
        params,
        probability: atLeast(size, copies, seen, k),
        mean: (seen * copies) / size,
        table: ways.map((w, j) => ({
          label: m(`${j}张`, `${j}枚`, `${j} ${j === 1 ? "copy" : "copies"}`)[lang],
          value: j,
          p: Number(w) / Number(total),
          ways: String(w),
          total: String(total),
        })),
        figures: Array.from({ length: turn + 1 }, (_, t) => ({
          label: `${when(t, lang)} (${cardsSeen(plan, t, size)})`,
          value: atLeast(size, copies, cardsSeen(plan, t, size), k),
          unit: "p",
        })),
        notes: [
          m(
            `卡组${size}张，其中「${name}」${copies}张；起手${plan.hand}张，之后每个自己回合的抽牌阶段抽1张${plan.first && !plan.firstPlayerDraws ? "（先攻第一回合不抽）" : ""}`,
            `デッキ${size}枚中「${name}」${copies}枚；初期手札${plan.hand}枚、以後自分のドローフェイズごとに1枚${plan.first && !plan.firstPlayerDraws ? "（先攻1ターン目はドローしない）" : ""}`,
            `${copies} × ${name} in ${size} cards; ${plan.hand} in the opening hand, then 1 per own draw phase${plan.first && !plan.firstPlayerDraws ? " (the first player skips turn 1's draw)" : ""}`,
          )[lang],
          m(
            "计算抽到过的张数（之后打出或弃掉的也算）；无调度（mulligan）；不计卡牌效果的抽牌",
            "引いた枚数を数える（その後プレイ・破棄したものも含む）；マリガンなし；効果によるドローは数えない",
            "counts cards drawn (played or discarded later still count); no mulligan; draws by card effects are not counted",
          )[lang],
        ],
        extra: { seen, copies, deckSize: size },
      };
    },
  };
}

/** The chance to hold at least k copies of a card, over the shipped decks. */
export const drawQuestion: OddsQuestion = drawQuestionFor(VISION_CONTENT);
