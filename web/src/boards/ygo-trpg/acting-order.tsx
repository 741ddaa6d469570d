/**
 * The acting order by stars (YGT-20): every monster that will act, most stars first, the one
 * acting now marked ▶, those done ✓, those that passed ‖ (they may step in as substitutes, and
 * get a second chance at the end) and those destroyed ✖. Before the battle phase it is the order the stars promise.
 */
import { For, Show } from "solid-js";
import type { YgoCtx } from "./ctx.ts";
import { actingOrder, actState, GM } from "./model.ts";
import { yw } from "./words.ts";

const MARK = { acted: "✓ ", passed: "‖ ", destroyed: "✖ ", waiting: "" } as const;

/** The acting order strip. */
export function ActingOrderStrip(props: { ctx: YgoCtx }) {
  const o = () => actingOrder(props.ctx.view);
  const lang = () => props.ctx.lang;
  return (
    <section class="yg-order panel" data-testid="acting-order">
      <h3>
        {yw(lang(), "order")}
        <Show when={o().projected}>
          <span class="muted"> — {yw(lang(), "orderProjected")}</span>
        </Show>
        <Show when={o().second}>
          <span class="muted"> — {yw(lang(), "second")}</span>
        </Show>
      </h3>
      <ol class="yg-order-list">
        <For each={o().order} fallback={<li class="muted">{yw(lang(), "none")}</li>}>
          {(id, i) => {
            const c = () => props.ctx.view.cards[id];
            const now = () => o().now === i();
            const st = () => actState(props.ctx.view, id);
            return (
              <li classList={{ now: now(), gm: c().owner === GM, [st()]: true }} data-order={id}>
                <button
                  type="button"
                  class="yg-order-item"
                  aria-pressed={props.ctx.focused(id)}
                  onClick={() => props.ctx.pick(id)}
                >
                  {now() ? "▶ " : MARK[st()]}
                  <span class="yg-stars">★{c().stats.level}</span> {props.ctx.cardName(c())}
                  <span class="muted"> · {props.ctx.seatName(c().owner)}</span>
                </button>
              </li>
            );
          }}
        </For>
      </ol>
    </section>
  );
}
