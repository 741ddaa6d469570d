/**
 * A ruling the KP is asked for where it happens (MGR-35 approving a reaction, MGR-23/28 pricing a
 * declared task or a skill use, MGR-02 a bonus or penalty die, a thrown girl's fate, a long rest):
 * the question, the fighter it is about, what approving a reaction would charge (double DP), and
 * the answers as buttons. Turns, the initiative tie and the KP tools have their own places.
 */
import { For, Show } from "solid-js";
import type { MgCtx } from "./ctx.ts";
import { costOf, nameOf, targetOf, thingName } from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { mw } from "./words.ts";

/** Prompts answered elsewhere on the KP screen. */
const ELSEWHERE = new Set(["prompt.turn", "prompt.kp-tools", "prompt.tie", "prompt.group"]);

/** The KP's pending ruling, if any. */
export function KpRequest(props: { ctx: MgCtx }) {
  const pending = () => props.ctx.view.pending;
  const asked = () => {
    const p = pending();
    return p !== null && props.ctx.options.length > 0 && !ELSEWHERE.has(p.prompt.k) ? p : null;
  };
  const want = () => {
    const w = asked()?.prompt.p?.want;
    if (typeof w !== "string") return null;
    const thing = w.slice(w.indexOf(":") + 1).split("@")[0];
    const target = targetOf(w);
    return `${thingName(props.ctx.view, thing, props.ctx.lang)} → ${target === null ? "—" : nameOf(props.ctx.state, props.ctx.view, target)}`;
  };
  return (
    <Show when={asked()}>
      {(p) => (
        <section class="mg-request panel" data-testid="kp-request" data-prompt={p().prompt.k}>
          <h3>※ {mw(props.ctx.lang, "request")}</h3>
          <p class="prompt">{props.ctx.state.prompt}</p>
          <Show when={want()}>
            {(w) => (
              <p>
                {mw(props.ctx.lang, "reactionAsk", {
                  who: nameOf(props.ctx.state, props.ctx.view, String(p().prompt.p?.card ?? "")),
                  what: w(),
                })}
                <Show when={costOf(props.ctx.view, "approve")}>
                  {(c) => (
                    <>
                      {" · "}
                      <strong data-testid="approve-cost">
                        {mw(props.ctx.lang, "doubleCost", { n: `${c().dp}DP` })}
                      </strong>
                    </>
                  )}
                </Show>
              </p>
            )}
          </Show>
          <div class="mg-uses">
            <For each={props.ctx.options}>
              {(o) => (
                <OptionButton ctx={props.ctx} id={o.id}>
                  {o.label}
                </OptionButton>
              )}
            </For>
          </div>
        </section>
      )}
    </Show>
  );
}
