/**
 * The bots a server-side sim or tune of a prepared battle may play. A table's bots may think for
 * seconds a decision; a quick sim plays hundreds of battles on the server's one build worker, and
 * a tune's batches cannot be cut short once started, so each decision is kept cheap: `random`,
 * `greedy` up to {@link BUILD_MAX_GREEDY_SAMPLES} samples, `mcts` up to
 * {@link BUILD_MAX_MCTS_ITERATIONS} iterations, no thinking time (it does not repeat either).
 */
import {
  BUILD_MAX_GREEDY_SAMPLES,
  BUILD_MAX_MCTS_ITERATIONS,
  echo,
  grouped,
} from "../../shared/limits.ts";

/** What a server-side sim refuses of a bot spec, or null when it is cheap enough to play. */
export function buildBotProblem(spec: string): string | null {
  const [name, budget] = spec.split(":");
  const n = budget === undefined ? null : Number(budget);
  if (name === "random") return null;
  if (name === "greedy") {
    if (n === null || !Number.isInteger(n) || n <= BUILD_MAX_GREEDY_SAMPLES) return null;
    return `a server sim plays greedy with at most ${grouped(BUILD_MAX_GREEDY_SAMPLES)} samples, got ${JSON.stringify(echo(spec))}`;
  }
  if (name === "mcts") {
    if (budget?.endsWith("ms"))
      return `a server sim plays mcts by iterations, not thinking time, got ${JSON.stringify(echo(spec))}`;
    if (n === null || !Number.isInteger(n) || n <= BUILD_MAX_MCTS_ITERATIONS) return null;
    return `a server sim plays mcts with at most ${grouped(BUILD_MAX_MCTS_ITERATIONS)} iterations, got ${JSON.stringify(echo(spec))}`;
  }
  // Unknown names are refused by the scenario's own check, with the bots it knows.
  return null;
}
