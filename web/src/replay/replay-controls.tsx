/**
 * Stepping through a replay: first / previous / next / last buttons, a slider over every step,
 * and ←/→ (Home/End) anywhere on the page but in a form field, which handles its own keys.
 */
import { onCleanup } from "solid-js";
import type { Lang } from "../net/protocol.ts";
import { replayWord } from "./replay-words.ts";

/** The controls' props: the step shown, how many steps there are, and how to move. */
export interface ReplayControlsProps {
  step: number;
  count: number;
  lang: Lang;
  go(step: number): void;
}

/** The step controls. */
export function ReplayControls(props: ReplayControlsProps) {
  const last = () => props.count - 1;
  const go = (k: number) => props.go(Math.max(0, Math.min(last(), k)));
  const onKey = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement | null;
    if (el !== null && /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to: Record<string, number> = {
      ArrowLeft: props.step - 1,
      ArrowRight: props.step + 1,
      Home: 0,
      End: last(),
    };
    if (!(e.key in to)) return;
    e.preventDefault();
    go(to[e.key]);
  };
  document.addEventListener("keydown", onKey);
  onCleanup(() => document.removeEventListener("keydown", onKey));
  const w = (key: Parameters<typeof replayWord>[1]) => replayWord(props.lang, key);
  return (
    <nav class="replay-controls" aria-label={w("stepSlider")}>
      <button
        type="button"
        onClick={() => go(0)}
        disabled={props.step === 0}
        aria-label={w("first")}
      >
        ◀◀
      </button>
      <button
        type="button"
        onClick={() => go(props.step - 1)}
        disabled={props.step === 0}
        aria-label={w("prev")}
        data-testid="replay-prev"
      >
        ◀ <span class="label">{w("prev")}</span>
      </button>
      <input
        type="range"
        min={0}
        max={last()}
        value={props.step}
        onInput={(e) => go(Number(e.currentTarget.value))}
        aria-label={w("stepSlider")}
        aria-valuetext={replayWord(props.lang, "step", { k: props.step, n: last() })}
        data-testid="replay-slider"
      />
      <button
        type="button"
        onClick={() => go(props.step + 1)}
        disabled={props.step >= last()}
        aria-label={w("next")}
        data-testid="replay-next"
      >
        <span class="label">{w("next")}</span> ▶
      </button>
      <button
        type="button"
        onClick={() => go(last())}
        disabled={props.step >= last()}
        aria-label={w("last")}
      >
        ▶▶
      </button>
      <span class="step-count" aria-live="polite" data-testid="replay-step-count">
        {replayWord(props.lang, "step", { k: props.step, n: last() })}
      </span>
      <span class="muted keys">{w("keys")}</span>
    </nav>
  );
}
