/**
 * "Make it X % winnable": one number the GM/KP may change (a monster's ATK, an enemy's HP, a
 * player's life — src/build/prepare/prep-tunables.ts), the seat whose win rate counts and the
 * rate wanted; the server's tune (`kassen tune`) searches the number's range for it. The value
 * found is shown with the rate measured there and its interval, and "use this value" writes it
 * into the prepared battle.
 */
import { createMemo, createSignal, For, Show } from "solid-js";
import { type Tunable, tunables } from "../../../src/build/prepare/prep-tunables.ts";
import type { PrepDoc, TuneAnswer } from "../../../src/build/prepare/prep-types.ts";
import { tune } from "../net/prepare-api.ts";
import { percent, RateBar } from "./prep-rate.tsx";
import { seatLabel } from "./prep-seat.ts";
import type { PrepProps } from "./prep-tab.ts";
import { applyTuned, varyText } from "./prep-tune-apply.ts";
import { pw } from "./prep-words.ts";

/** The tune panel. */
export function PrepTune(props: PrepProps) {
  const w = (key: Parameters<typeof pw>[1], p?: Record<string, string | number>) =>
    pw(props.lang(), key, p);
  const list = createMemo(() => tunables(props.doc(), props.shipped(), props.lang()));
  const seats = () => props.answer()?.summary?.seats ?? [];
  const [what, setWhat] = createSignal<string | null>(null);
  const [seat, setSeat] = createSignal<string | null>(null);
  const [target, setTarget] = createSignal(50);
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const [used, setUsed] = createSignal<string | null>(null);
  const [result, setResult] = createSignal<{ doc: PrepDoc; t: Tunable; a: TuneAnswer } | null>(
    null,
  );
  const chosen = () => list().find((t) => t.what === what()) ?? list()[0];
  // A party's chance is what a GM/KP usually sets: the first player's seat unless chosen.
  const seatNow = () =>
    seat() ?? (seats().find((s) => s.seat !== "gm" && s.seat !== "kp") ?? seats()[0])?.seat ?? null;
  const plays = () => (props.answer()?.problems.length ?? 0) === 0;
  const run = async () => {
    const t = chosen();
    const s = seatNow();
    if (t === undefined || s === null) return;
    setBusy(true);
    setError(null);
    setUsed(null);
    const doc = props.doc();
    try {
      const a = await tune(
        doc,
        { vary: varyText(t.what, t.lo, t.hi), seat: s, target: target() / 100 },
        props.lang(),
      );
      setResult({ doc, t, a });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const use = () => {
    const r = result();
    if (r === null) return;
    const value = r.a.answer.values[0];
    try {
      const next = applyTuned(props.doc(), r.t.what, value, props.shipped());
      // The value it already has changes nothing: the battle stays saved (and its sim current).
      if (JSON.stringify(next) !== JSON.stringify(props.doc())) props.setDoc(next);
      setUsed(w("usedValue", { what: r.t.label, value }));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section class="panel" aria-labelledby="prep-tune-h">
      <h2 id="prep-tune-h">{w("tuneTitle")}</h2>
      <p class="muted">{w("tuneIntro")}</p>
      <Show when={list().length > 0} fallback={<p class="muted">{w("noTunables")}</p>}>
        <div class="prep-row">
          <label>
            {w("tuneWhat")}{" "}
            <select name="tune-what" onChange={(e) => setWhat(e.currentTarget.value)}>
              <For each={list()}>
                {(t) => (
                  <option value={t.what} selected={t.what === chosen()?.what}>
                    {t.label} ({t.current})
                  </option>
                )}
              </For>
            </select>
          </label>
          <label>
            {w("tuneSeat")}{" "}
            <select name="tune-seat" onChange={(e) => setSeat(e.currentTarget.value)}>
              <For each={seats()}>
                {(s) => (
                  <option value={s.seat} selected={s.seat === seatNow()}>
                    {seatLabel(s, props.lang())}
                  </option>
                )}
              </For>
            </select>
          </label>
          <label>
            {w("tuneTarget")}{" "}
            <input
              name="tune-target"
              type="number"
              min={1}
              max={99}
              step={1}
              value={target()}
              class="be-num"
              onInput={(e) => {
                const n = Number(e.currentTarget.value);
                if (Number.isFinite(n)) setTarget(Math.max(1, Math.min(99, Math.round(n))));
              }}
            />
          </label>
          <button
            type="button"
            class="primary"
            data-testid="prep-tune"
            disabled={busy() || !plays() || seatNow() === null}
            onClick={run}
          >
            {busy() ? w("tuneRunning") : w("runTune")}
          </button>
        </div>
      </Show>
      <div role="status" aria-live="polite">
        <Show when={error()}>{(e) => <p class="error">⚠ {e()}</p>}</Show>
        <Show when={result()}>
          {(r) => (
            <div data-testid="prep-tune-result" class="prep-result">
              <Show when={r().doc !== props.doc() && used() === null}>
                <p class="muted">{w("stale")}</p>
              </Show>
              <Show when={!r().a.reached}>
                <p>{w("tuneNotReached", { lo: r().t.lo, hi: r().t.hi })}</p>
              </Show>
              <p>
                {w("tuneFound", {
                  what: r().t.label,
                  value: r().a.answer.values[0],
                  rate: percent(r().a.answer.rate.p),
                  lo: percent(r().a.answer.rate.lo),
                  hi: percent(r().a.answer.rate.hi),
                })}{" "}
                <span class="muted">{w("tuneNow", { value: r().t.current })}</span>
              </p>
              <RateBar
                rate={r().a.answer.rate.p}
                lo={r().a.answer.rate.lo}
                hi={r().a.answer.rate.hi}
              />
              <Show when={r().a.timing.timeUp}>
                <p class="muted">{w("tuneTimeUp")}</p>
              </Show>
              <Show when={!props.readOnly}>
                <button type="button" data-testid="prep-tune-use" onClick={use}>
                  {w("useValue")}
                </button>
              </Show>
              <Show when={used()}>{(u) => <p class="be-ok">{u()}</p>}</Show>
            </div>
          )}
        </Show>
      </div>
    </section>
  );
}
