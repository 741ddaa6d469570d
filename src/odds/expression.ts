/**
 * Exact answers for dice text typed by a user: a plain expression (`3D6`: its distribution and
 * mean) or a check (`2D6+3>=10`, `1d100<=45`: the probability it succeeds, and the distribution
 * of the left side). Computed by the engine's dice module — enumeration, never sampling.
 */
import type { OddsAnswer, OddsRow } from "../analysis/odds-question.ts";
import {
  checkProbability,
  DiceEvalError,
  type DiceExpr,
  DiceSyntaxError,
  type DiceVars,
  type Distribution,
  distribution,
  formatCheck,
  formatDice,
  type Lang,
  mean,
  parseCheck,
  parseDice,
} from "../engine/index.ts";
import { echo, grouped, MAX_DICE_COST, MAX_EXPRESSION_CHARS } from "../shared/limits.ts";
import { diceCost } from "./dice-cost.ts";
import { OddsDiceError } from "./errors.ts";
import { toP } from "./fraction.ts";

/** Any comparison sign turns the text into a check. */
const COMPARISON = /[<>=≥≤≧≦]/;

/** The rows of an exact distribution, one per value, with its exact fraction. */
export function distributionRows(dist: Distribution): OddsRow[] {
  const total = String(dist.total);
  return dist.outcomes.map((o) => ({
    label: String(o.value),
    value: o.value,
    p: toP(o.ways, dist.total),
    ways: String(o.ways),
    total,
  }));
}

/** Runs the dice module, turning its errors into one-line OddsErrors. */
function dice<T>(source: string, f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof DiceSyntaxError) {
      throw new OddsDiceError(`bad dice expression: ${err.message}`, err.position);
    }
    if (err instanceof DiceEvalError) {
      throw new OddsDiceError(`cannot compute ${JSON.stringify(echo(source))}: ${err.message}`);
    }
    throw err;
  }
}

const TABLE_NOTE: Record<Lang, (left: string) => string> = {
  en: (left) => `the table is the distribution of ${left}`,
  ja: (left) => `表は ${left} の分布`,
  zh: (left) => `表为 ${left} 的分布`,
};

/** Refuses text over {@link MAX_EXPRESSION_CHARS} characters before parsing it. */
function checkLength(text: string): void {
  if (text.length > MAX_EXPRESSION_CHARS) {
    throw new OddsDiceError(
      `${JSON.stringify(echo(text))}: expression too long: expected at most ${MAX_EXPRESSION_CHARS} characters, got ${grouped(text.length)}`,
    );
  }
}

/** Refuses an expression whose exact distribution would cost more than {@link MAX_DICE_COST}. */
function checkCost(text: string, exprs: DiceExpr[], vars: DiceVars): void {
  const cost = exprs.reduce((sum, e) => sum + diceCost(e, vars), 0);
  if (cost > MAX_DICE_COST) {
    throw new OddsDiceError(
      `cannot compute ${JSON.stringify(echo(text))}: too large to compute exactly (estimated ${cost.toExponential(1)} steps, at most ${grouped(MAX_DICE_COST)})`,
    );
  }
}

/** Whether the text is a check (has a comparison) rather than a plain expression. */
export function isCheck(text: string): boolean {
  return COMPARISON.test(text);
}

/**
 * The exact answer for a dice expression or check.
 *
 * @param vars values for variables in the text (`STR=3` on the command line)
 * @throws {OddsDiceError} for a syntax error (with its position) or an expression that cannot be
 *   computed exactly (unknown variable, too many outcomes)
 */
export function answerExpression(text: string, vars: DiceVars, lang: Lang): OddsAnswer {
  checkLength(text);
  const params = { expression: text, ...vars };
  if (!isCheck(text)) {
    const expr: DiceExpr = dice(text, () => parseDice(text));
    checkCost(text, [expr], vars);
    const dist = dice(text, () => distribution(expr, vars));
    return {
      title: formatDice(expr),
      params,
      mean: mean(dist),
      table: distributionRows(dist),
      extra: { expression: formatDice(expr), total: String(dist.total) },
    };
  }
  const check = dice(text, () => parseCheck(text));
  // The check's probability and the table each take a distribution of the left side.
  checkCost(text, [check.expr, check.expr, check.target], vars);
  const prob = dice(text, () => checkProbability(check, vars));
  const dist = dice(text, () => distribution(check.expr, vars));
  const left = formatDice(check.expr);
  return {
    title: formatCheck(check),
    params,
    probability: prob.p,
    mean: mean(dist),
    table: distributionRows(dist),
    notes: [TABLE_NOTE[lang](left)],
    extra: {
      expression: formatCheck(check),
      left,
      probabilityWays: String(prob.ways),
      probabilityTotal: String(prob.total),
    },
  };
}
