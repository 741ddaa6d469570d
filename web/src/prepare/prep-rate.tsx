/**
 * A win rate as the difficulty tab shows it: the words (rate, its 95 % interval) and a small bar
 * — the rate filled, the interval as a band — that repeats the words for the eye (hidden from
 * screen readers, which read the words).
 */

/** A share as a whole percent (`63 %`). */
export function percent(x: number): string {
  return `${Math.round(x * 100)} %`;
}

/** The bar of a rate with its interval (all 0..1). */
export function RateBar(props: { rate: number; lo: number; hi: number }) {
  const pc = (x: number) => `${Math.max(0, Math.min(100, x * 100)).toFixed(1)}%`;
  return (
    <span class="prep-bar" aria-hidden="true">
      <span class="prep-bar-fill" style={{ width: pc(props.rate) }} />
      <span
        class="prep-bar-band"
        style={{ left: pc(props.lo), width: pc(Math.max(0, props.hi - props.lo)) }}
      />
    </span>
  );
}
