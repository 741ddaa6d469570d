/**
 * Gauges: HP and MP as a filled bar with the numbers, and the DP bar (MGR-20/21: 8 at the start,
 * +4 each round, cap 15 unless raised) — one cell per point up to the cap, the points an option
 * about to be chosen would spend marked ▨ (a range when the picked thing's options differ), and
 * what the next round brings. Numbers are always written out; colour only repeats them.
 */
import { For, Show } from "solid-js";
import type { Lang } from "../../net/protocol.ts";
import { type Fighter, nextRoundDp } from "./model.ts";
import { mw } from "./words.ts";

/** A filled bar of `value` out of `max`. */
export function Gauge(props: { label: string; value: number; max: number; kind: string }) {
  const pct = () =>
    props.max > 0 ? Math.max(0, Math.min(100, (100 * props.value) / props.max)) : 0;
  return (
    <div class={`mg-gauge mg-${props.kind}`} data-testid={`gauge-${props.kind}`}>
      <span class="mg-gauge-label">{props.label}</span>
      <span class="mg-gauge-track" aria-hidden="true">
        <span class="mg-gauge-fill" style={{ width: `${pct()}%` }} />
      </span>
      <span class="mg-gauge-num" data-value={props.value}>
        {props.value}/{props.max}
      </span>
    </div>
  );
}

/** The DP bar of a fighter, with the spend of an option about to be chosen. */
export function DpBar(props: {
  f: Fighter;
  lang: Lang;
  spend: { min: number; max: number } | null;
  /** A line for what an option would spend (the seat's own fighter, on its decisions). */
  previewLine?: boolean;
  detail?: boolean;
}) {
  const cells = () => Array.from({ length: props.f.dpCap }, (_, i) => i + 1);
  const dp = () => props.f.f.dp;
  const cell = (n: number) => {
    if (n > dp()) return "empty";
    const s = props.spend;
    if (s !== null && n > dp() - s.max) return n > dp() - s.min ? "spend" : "maybe";
    return "full";
  };
  const spendText = () => {
    const s = props.spend;
    if (s === null) return "";
    const n = s.min === s.max ? String(s.max) : `${s.min}–${s.max}`;
    return mw(props.lang, "spend", { n, left: Math.max(0, dp() - s.max) });
  };
  return (
    <div class="mg-dp" data-testid="dp-bar" data-dp={dp()}>
      <span class="mg-gauge-label">DP</span>
      <span class="mg-dp-cells" role="img" aria-label={`DP ${dp()}/${props.f.dpCap}`}>
        <For each={cells()}>
          {(n) => <span class={`mg-dp-cell ${cell(n)}`} classList={{ start: n === 8 }} />}
        </For>
      </span>
      <span class="mg-gauge-num" data-testid="dp-value">
        {dp()}/{props.f.dpCap}
      </span>
      {/* Always there, empty or not: a preview appearing under the pointer must not move the
          page (the button hovered would slide away and the preview flicker). */}
      <Show when={props.previewLine}>
        <span class="mg-dp-spend" data-testid="dp-spend">
          {props.spend === null ? "\u00a0" : `▨ ${spendText()}`}
        </span>
      </Show>
      <Show when={props.detail}>
        <span class="mg-dp-rule muted">
          {mw(props.lang, "dpRule", { cap: props.f.dpCap })} ·{" "}
          {props.f.f.noRecover
            ? mw(props.lang, "noRecover")
            : mw(props.lang, "dpNext", { n: nextRoundDp(props.f) })}
        </span>
      </Show>
    </div>
  );
}
