/**
 * The initiative track (先攻, MGR-11/12): the fixed order of the round, ▶ who acts now, ✓ who has
 * acted, ✖ who is down, groups sharing a roll marked alike. A tie the seat must order (the KP's
 * creatures and mixed ties; the players their own) shows "goes first" on each tied entry; in a
 * group acting together the KP picks the member on the track too.
 */
import { For, Show } from "solid-js";
import type { MgCtx } from "./ctx.ts";
import { initiativeTrack, mgxOf, nameOf, thingName } from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { mw } from "./words.ts";

const MARK = { now: "▶", acted: "✓", down: "✖", waiting: "·" } as const;

/** The track. */
export function InitiativeTrack(props: { ctx: MgCtx }) {
  const track = () => initiativeTrack(props.ctx.view);
  const has = (id: string) => props.ctx.options.some((o) => o.id === id);
  const tied = () =>
    props.ctx.options.filter((o) => o.id.startsWith("first:")).map((o) => o.id.slice(6));
  // A skill contest (MGR-07) has no rounds: nothing to track.
  return (
    <Show when={track().length > 0}>
      <section class="mg-track panel" data-testid="initiative">
        <h3>
          {mw(props.ctx.lang, "initiative")} ·{" "}
          {mw(props.ctx.lang, "round", { n: mgxOf(props.ctx.view).round })}
        </h3>
        <ol>
          <For each={track()}>
            {(e) => (
              <li class={`mg-track-entry ${e.state}`} data-entry={e.id} data-state={e.state}>
                <span class="mg-track-mark" aria-hidden="true">
                  {MARK[e.state]}
                </span>
                <span class="mg-track-n">{e.n}</span>
                <button type="button" class="mg-name" onClick={() => props.ctx.pick(e.id)}>
                  {nameOf(props.ctx.state, props.ctx.view, e.id)}
                </button>
                <Show when={e.wounded && e.state === "waiting"}>
                  <span class="tag">{mw(props.ctx.lang, "woundedLast")}</span>
                </Show>
                <Show when={e.group !== ""}>
                  <span class="tag">
                    {thingName(props.ctx.view, `group:${e.group}`, props.ctx.lang)}
                  </span>
                </Show>
                <Show when={e.state !== "waiting"}>
                  <span class="muted">
                    {mw(props.ctx.lang, e.state as "now" | "acted" | "down")}
                  </span>
                </Show>
                <Show when={has(`as:${e.id}`)}>
                  <OptionButton ctx={props.ctx} id={`as:${e.id}`}>
                    ▶
                  </OptionButton>
                </Show>
              </li>
            )}
          </For>
        </ol>
        <Show when={tied().length > 0}>
          <div class="mg-tie" data-testid="tie">
            <For each={tied()}>
              {(lead) => (
                <OptionButton ctx={props.ctx} id={`first:${lead}`}>
                  {nameOf(props.ctx.state, props.ctx.view, lead)} · {mw(props.ctx.lang, "firstTie")}
                </OptionButton>
              )}
            </For>
          </div>
        </Show>
      </section>
    </Show>
  );
}
