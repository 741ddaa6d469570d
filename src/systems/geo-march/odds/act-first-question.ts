/**
 * `act-first`: the chance that the marcher acts first, that the defender does, and of melee on
 * equal totals (GEO-20, GEO-21), for both sides' speed modifiers. Each side's total is one speed
 * die (d6, or the `speedDie` option) plus its modifiers; the exact distributions come from the
 * engine's dice module and every pair of totals is judged by `speedOrder`.
 */
import type { OddsAnswer, OddsParams, OddsQuestion } from "../../../analysis/odds-question.ts";
import { distribution, type Lang, mean, parseDice } from "../../../engine/index.ts";
import { toP } from "../../../odds/fraction.ts";
import { SPEED_DIE } from "../rule-numbers.ts";
import { type SpeedOrder, speedOrder } from "../speed-order.ts";
import { t } from "./texts.ts";

/** One side's speed total: a die with S sides plus the modifiers M. */
const SPEED_TOTAL = parseDice("1D{S}+M");

const ORDERS: readonly SpeedOrder[] = ["marcher", "melee", "defender"];

const ROW = {
  marcher: t("進軍側が先攻", "进军方先攻", "marcher acts first"),
  melee: t("同値：乱戦", "同值：乱战", "equal: melee"),
  defender: t("防衛側が先攻", "防守方先攻", "defender acts first"),
};

const NOTES = [
  t(
    "スピード = ダイス1個 + 部隊全ユニットのスピード修正（イクイップ込み）（GEO-20の解釈）",
    "速度 = 1颗骰子 + 部队全部单位的速度修正（含装备）（GEO-20的解释）",
    "speed = one die + the speed modifiers of every unit in the party, equipment included (GEO-20 reading)",
  ),
  t(
    "高い方が先攻、同値は乱戦（GEO-21）",
    "高者先攻，同值进入乱战（GEO-21）",
    "the higher total acts first; equal totals lead to melee (GEO-21)",
  ),
  t(
    "ダイスの後の[スピード]・[反撃：スピード限定]のプレイ（GEO-22）は数えない",
    "不计掷骰后的[速度]・[反击：速度限定]（GEO-22）",
    "[Speed] and [Counter: speed only] plays after the roll (GEO-22) are not counted",
  ),
];

function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** The exact answer for both sides' modifiers and the speed die. */
function answer(params: OddsParams, lang: Lang): OddsAnswer {
  const die = params.die as number;
  const m = distribution(SPEED_TOTAL, { S: die, M: params.marcher as number });
  const d = distribution(SPEED_TOTAL, { S: die, M: params.defender as number });
  const total = m.total * d.total;
  const ways: Record<SpeedOrder, bigint> = { marcher: 0n, melee: 0n, defender: 0n };
  for (const x of m.outcomes) {
    for (const y of d.outcomes) ways[speedOrder(x.value, y.value)] += x.ways * y.ways;
  }
  const p = (o: SpeedOrder) => toP(ways[o], total);
  const ms = signed(params.marcher as number);
  const ds = signed(params.defender as number);
  return {
    title: t(
      `スピード：進軍側${ms} 対 防衛側${ds}（1D${die}）`,
      `速度：进军方${ms} 对 防守方${ds}（1D${die}）`,
      `Speed: marcher ${ms} vs defender ${ds} (1D${die} each)`,
    )[lang],
    params,
    probability: p("marcher"),
    probabilityLabel: ROW.marcher[lang],
    table: ORDERS.map((o) => ({
      label: ROW[o][lang],
      p: p(o),
      ways: String(ways[o]),
      total: String(total),
    })),
    figures: [
      { label: ROW.melee[lang], value: p("melee"), unit: "p" },
      { label: ROW.defender[lang], value: p("defender"), unit: "p" },
      { label: t("進軍側の平均", "进军方平均", "marcher's mean")[lang], value: mean(m), unit: "" },
      { label: t("防衛側の平均", "防守方平均", "defender's mean")[lang], value: mean(d), unit: "" },
    ],
    notes: NOTES.map((n) => n[lang]),
    extra: {
      probabilityWays: String(ways.marcher),
      probabilityTotal: String(total),
      meleeWays: String(ways.melee),
      defenderWays: String(ways.defender),
    },
  };
}

const MODIFIER = { type: "int", default: 0, min: -50, max: 50 } as const;

/** `kassen odds geo-march act-first marcher=2 defender=-1 die=6`. */
export const ACT_FIRST_QUESTION: OddsQuestion = {
  id: "act-first",
  title: t("先攻の確率と乱戦", "先攻概率与乱战", "Who acts first, and melee"),
  params: [
    {
      name: "marcher",
      ...MODIFIER,
      help: t(
        "進軍側のスピード修正の合計",
        "进军方速度修正合计",
        "the marcher's speed modifiers, summed over the party",
      ),
    },
    {
      name: "defender",
      ...MODIFIER,
      help: t(
        "防衛側のスピード修正の合計",
        "防守方速度修正合计",
        "the defender's speed modifiers, summed over the party",
      ),
    },
    {
      name: "die",
      type: "int",
      default: SPEED_DIE,
      min: 1,
      max: 1000,
      help: t(
        "スピードダイスの面数（オプション speedDie）",
        "速度骰面数（选项 speedDie）",
        "sides of the speed die (option speedDie)",
      ),
    },
  ],
  answer,
};
