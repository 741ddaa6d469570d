/**
 * The seq of each battle log line (issue 31): the choices accepted when it was logged, so a
 * client can place table talk (stored with the seq of its moment) among the battle's lines, also
 * after the whole log was sent again.
 */

/**
 * Seqs of log lines `from` … `from + count − 1`, from `logAt` (the log's length after each seq,
 * live-table.ts) up to `seq`. Line i belongs to the first seq s after which the log was longer
 * than i for good: the suffix minimum, because a take-back rebuilds the log shorter, leaving the
 * lengths of the seqs it undid above it; the rebuilt lines then keep the seqs of the lines they
 * repeat (the same choices replayed from the same start log the same lines).
 */
export function logSeqs(
  logAt: readonly number[],
  seq: number,
  from: number,
  count: number,
): number[] {
  // (s, min of logAt[s..seq]) from seq downward, until no line at or after `from` can be earlier.
  const steps: { s: number; min: number }[] = [];
  let min = Number.POSITIVE_INFINITY;
  for (let s = seq; s >= 0; s--) {
    const at = logAt[s];
    if (at !== undefined && at < min) min = at;
    steps.push({ s, min });
    if (min <= from) break;
  }
  const out: number[] = [];
  // Lines in order; the suffix minimum grows with s, so the pointer only moves towards seq.
  let k = steps.length - 1;
  for (let i = from; i < from + count; i++) {
    while (k > 0 && steps[k].min <= i) k--;
    out.push(steps[k].min > i ? steps[k].s : seq);
  }
  return out;
}
