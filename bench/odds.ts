/**
 * How fast `kassen odds` answers: a typical dice check and expression, and every registered
 * system question with its defaults, each timed end to end (answer + terminal rendering, no
 * process start) as the median of several runs after a warm-up. `bench/run.ts` calls
 * `benchOdds()`; `tsx bench/odds.ts [--json]` runs it alone.
 */
import pc from "picocolors";
import type { OddsAnswer } from "../src/analysis/odds-question.ts";
import { ask } from "../src/cli/odds-ask.ts";
import { answerExpression } from "../src/odds/expression.ts";
import { renderAnswer } from "../src/odds/render.ts";
import { isEntry } from "../src/shared/is-entry.ts";
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";
import { median } from "./median.ts";

/** Timed runs per question (the median is reported) and untimed warm-up runs before them. */
const RUNS = 15;
const WARMUP = 3;

const plain = pc.createColors(false);

function time(f: () => OddsAnswer): number {
  for (let i = 0; i < WARMUP; i++) renderAnswer(f(), "en", { colors: plain });
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    renderAnswer(f(), "en", { colors: plain });
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

/** Median milliseconds per answer: dice expressions, then each system question (defaults). */
export function benchOdds(): { question: string; ms: number }[] {
  const out: { question: string; ms: number }[] = [];
  for (const text of ["2D6+3>=10", "1d100<=45", "10D10"]) {
    out.push({ question: `odds "${text}"`, ms: time(() => answerExpression(text, {}, "en")) });
  }
  for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
    for (const q of entry.questions) {
      out.push({ question: `odds ${id} ${q.id}`, ms: time(() => ask(id, q.id, [], "en")) });
    }
  }
  return out;
}

if (isEntry(import.meta.url)) {
  const results = benchOdds();
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
  else for (const r of results) console.log(`${r.question.padEnd(44)} ${r.ms.toFixed(3)} ms`);
}
