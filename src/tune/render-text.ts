/** `kassen tune`'s result as text lines for the terminal. */
import { pct } from "../sim/report/format.ts";
import type { Rate } from "../sim/summary.ts";
import type { TuneParam, TuneResult } from "./tune-result.ts";
import { showValue } from "./vary-spec.ts";

/** A rate with its interval: `49.6% [47.1%–52.1%]`. */
function rateText(r: Rate): string {
  return `${pct(r.p)} [${pct(r.lo)}–${pct(r.hi)}]`;
}

/** `card:reisen.attack = 3 (now 4)`. */
function assignment(p: TuneParam, v: number): string {
  const now = p.current === null ? "no current value" : `now ${showValue(p, p.current)}`;
  return `${p.what} = ${showValue(p, v)} (${now})`;
}

/**
 * For one whole parameter whose answer misses the target: the neighbour on the other side of
 * it, as "the target lies between 3 (53.5%) and 4 (46.5%)", or null.
 */
function betweenLine(r: TuneResult): string | null {
  const p = r.params[0];
  if (!r.reached || r.answer.inside || r.params.length !== 1 || !p.integer) return null;
  const points = r.lines[0]?.points ?? [];
  const v = r.answer.values[0];
  const side = Math.sign(r.answer.rate.p - r.target.rate);
  const other = points.find(
    (q) => Math.abs(q.values[0] - v) === 1 && Math.sign(q.rate.p - r.target.rate) === -side,
  );
  if (other === undefined) return null;
  const [a, b] = [
    { v, rate: r.answer.rate },
    { v: other.values[0], rate: other.rate },
  ].sort((x, y) => x.v - y.v);
  return `  no whole value gives ${pct(r.target.rate)}: it lies between ${showValue(p, a.v)} (${pct(a.rate.p)}) and ${showValue(p, b.v)} (${pct(b.rate.p)})`;
}

/** The lines of the text output. */
export function renderTune(r: TuneResult): string[] {
  const bots = Object.entries(r.bots)
    .map(([s, b]) => `${s}=${b}`)
    .join(" ");
  const who = `${r.target.seatName} (${r.target.seat})`;
  const out: string[] = [
    `tune · ${r.system} · ${r.source} · seed ${r.seed} · ${bots}`,
    `target: ${who} wins ${pct(r.target.rate)}`,
    ...r.params.map(
      (p) =>
        `varying ${p.what} over ${showValue(p, p.lo)}..${showValue(p, p.hi)} (${p.integer ? "whole values" : "real values"}; ${p.current === null ? "no current value" : `now ${showValue(p, p.current)}`})`,
    ),
    "",
  ];
  const a = r.answer;
  if (r.reached)
    out.push(
      r.params.length === 1 ? "Answer" : "Answer (the smallest change that reaches the target)",
    );
  else if (r.timing.timeUp)
    out.push("The time budget ended the search before it found the target; the nearest so far:");
  else
    out.push(
      `No value in the range${r.params.length > 1 ? "s" : ""} reaches ${pct(r.target.rate)}; the nearest:`,
    );
  for (let i = 0; i < r.params.length; i++) out.push(`  ${assignment(r.params[i], a.values[i])}`);
  out.push(
    `  ${who} wins ${rateText(a.rate)} over ${a.rate.n} battles — the target ${pct(r.target.rate)} is ${a.inside ? "inside" : "outside"} the 95% interval`,
  );
  const between = betweenLine(r);
  if (between !== null) out.push(between);
  if (r.params.length > 1) out.push(`  change: ${a.change.toFixed(3)} (Σ |value − now| / range)`);
  for (const line of r.lines) {
    out.push("", `Curve along ${line.along} (${r.target.seat} win rate, 95% CI):`);
    for (const pt of line.points) {
      const at = pt.values.map((v, i) => showValue(r.params[i], v)).join(", ");
      out.push(`  ${at.padStart(8)}  ${rateText(pt.rate).padEnd(24)} n=${pt.rate.n}`);
    }
  }
  const cut = r.timing.timeUp ? " (the time budget ended the search)" : "";
  out.push(
    "",
    `${r.battles} battles · ${r.timing.seconds.toFixed(1)} s · ${r.timing.workers} worker${r.timing.workers === 1 ? "" : "s"}${cut}`,
  );
  return out;
}
