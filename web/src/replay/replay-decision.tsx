/**
 * What was decided at a step, as the viewing seat may know it: the choice that led here (its
 * label only when watched from the seat that made it; another seat sees what it did in the log,
 * as at the table), who decides next, and — watched from that seat — the options it had, the
 * one it took marked with ✔ and a word.
 */
import { For, Show } from "solid-js";
import type { Lang } from "../net/protocol.ts";
import type { ReplayStep } from "./replay-api.ts";
import { replayWord } from "./replay-words.ts";

/** The decision panel's props. */
export interface ReplayDecisionProps {
  step: ReplayStep;
  /** The next step (its choice is the one taken from this step), if any. */
  next: ReplayStep | undefined;
  lang: Lang;
  seatName(seat: string): string;
}

/** The replay's decision panel. */
export function ReplayDecision(props: ReplayDecisionProps) {
  const w = (key: Parameters<typeof replayWord>[1], p: Record<string, string> = {}) =>
    replayWord(props.lang, key, p);
  const made = () => {
    const c = props.step.choice;
    if (c === null) return w("start");
    const who = props.seatName(c.seat);
    if (c.undo) return w("tookBack", { who });
    return c.label === null ? w("decided", { who }) : w("chose", { who, label: c.label });
  };
  const taken = () => props.next?.choice?.option ?? null;
  return (
    <section class="panel decision replay-decision" aria-label={w("thisStep")}>
      <h2>{w("thisStep")}</h2>
      <p class="made" data-testid="replay-choice">
        {made()}
      </p>
      <Show
        when={props.step.state.waitingFor}
        fallback={
          <p class="result" data-testid="replay-result">
            ■ {w("over")}
            <Show when={props.step.state.result}>{(r) => <>: {r()}</>}</Show>
          </p>
        }
      >
        {(who) => <p class="muted">▶ {w("nextUp", { who: props.seatName(who()) })}</p>}
      </Show>
      <Show when={props.step.state.options.length > 0}>
        <Show when={props.step.state.prompt}>{(p) => <p class="prompt">{p()}</p>}</Show>
        <h3>{w("options")}</h3>
        <ul class="replay-options">
          <For each={props.step.state.options}>
            {(o) => (
              <li classList={{ taken: o.id === taken() }}>
                <Show when={o.id === taken()} fallback={<span aria-hidden="true">·</span>}>
                  <span>✔</span>
                </Show>{" "}
                {o.label}
                <Show when={o.id === taken()}>
                  {" "}
                  <span class="tag">{w("chosen")}</span>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
