/**
 * The quick sim: the prepared battle played 100, 200 or 400 times by its bots on the server, and
 * each side's win rate with its 95 % interval, the draws and unfinished battles, the mean turns.
 * A result about an older version of the battle says so.
 */
import { createSignal, For, Show } from "solid-js";
import type { PrepDoc, SimAnswer } from "../../../src/build/prepare/prep-types.ts";
import { quickSim } from "../net/prepare-api.ts";
import { percent, RateBar } from "./prep-rate.tsx";
import type { PrepProps } from "./prep-tab.ts";
import { pw } from "./prep-words.ts";

/** Battles a quick sim may play. */
export const SIM_BATTLES = [100, 200, 400] as const;

/** The quick sim panel. */
export function PrepSim(props: PrepProps) {
  const [battles, setBattles] = createSignal<number>(200);
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const [result, setResult] = createSignal<{ doc: PrepDoc; sim: SimAnswer } | null>(null);
  const plays = () => (props.answer()?.problems.length ?? 0) === 0;
  const w = (key: Parameters<typeof pw>[1], p?: Record<string, string | number>) =>
    pw(props.lang(), key, p);
  const run = async () => {
    setBusy(true);
    setError(null);
    const doc = props.doc();
    try {
      setResult({ doc, sim: await quickSim(doc, battles(), props.lang()) });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel" aria-labelledby="prep-sim-h">
      <h2 id="prep-sim-h">{w("simTitle")}</h2>
      <p class="muted">{w("simIntro")}</p>
      <div class="prep-row">
        <label>
          {w("battles")}{" "}
          <select name="prep-battles" onChange={(e) => setBattles(Number(e.currentTarget.value))}>
            <For each={SIM_BATTLES}>
              {(n) => (
                <option value={n} selected={n === battles()}>
                  {n}
                </option>
              )}
            </For>
          </select>
        </label>
        <button
          type="button"
          class="primary"
          data-testid="prep-sim"
          disabled={busy() || !plays()}
          onClick={run}
        >
          {busy() ? w("simRunning") : w("runSim")}
        </button>
        <Show when={!plays() && props.answer() !== null}>
          <span class="muted">{w("fixFirst")}</span>
        </Show>
      </div>
      <div role="status" aria-live="polite">
        <Show when={error()}>{(e) => <p class="error">⚠ {e()}</p>}</Show>
        <Show when={result()}>
          {(r) => (
            <div data-testid="prep-sim-result" class="prep-result">
              <Show when={r().doc !== props.doc()}>
                <p class="muted">{w("stale")}</p>
              </Show>
              <ul class="prep-rates">
                <For each={r().sim.sides}>
                  {(s) => (
                    <li data-side={s.side}>
                      <span>
                        {w("winRate", {
                          side: s.label,
                          rate: percent(s.win.rate),
                          lo: percent(s.win.lo),
                          hi: percent(s.win.hi),
                          wins: s.win.wins,
                          n: s.win.n,
                        })}
                      </span>
                      <RateBar rate={s.win.rate} lo={s.win.lo} hi={s.win.hi} />
                    </li>
                  )}
                </For>
              </ul>
              <p>
                {w("drawsLine", {
                  draws: r().sim.draws,
                  unfinished: r().sim.battles - r().sim.finished,
                  battles: r().sim.battles,
                  seconds: r().sim.seconds.toFixed(1),
                })}
              </p>
              <p>
                {r().sim.meanTurns === null
                  ? w("meanDecisions", { n: r().sim.meanDecisions.toFixed(1) })
                  : w("meanTurns", { turns: (r().sim.meanTurns ?? 0).toFixed(1) })}
              </p>
            </div>
          )}
        </Show>
      </div>
    </section>
  );
}
