/**
 * Where a scenario's run stopped, in one line for `kassen check` when an expectation fails: the
 * result, or the pending seat with its prompt key and the options it was offered.
 */
import type { RunResult } from "./run.ts";

/** Options listed before the rest is counted. */
const SHOWN = 12;

/** One line: `run stopped: …`. */
export function stopReport(run: RunResult): string {
  const b = run.battle;
  const r = b.result;
  if (r !== null)
    return `run stopped: the battle is over (${r.outcome}, winner ${r.winner ?? "none"})`;
  const p = b.pending;
  if (p === null) return "run stopped: nothing pending";
  const ids = p.options.map((o) => o.id);
  const more = ids.length > SHOWN ? ` … (${ids.length - SHOWN} more)` : "";
  const why =
    run.stopped === "error"
      ? "after a refused choice"
      : run.stopped === "max-decisions"
        ? `after ${run.botDecisions} bot decisions`
        : "waiting";
  return `run stopped ${why}: ${p.seat} to decide (${p.prompt.k}), options: ${ids.slice(0, SHOWN).join(", ")}${more}`;
}
