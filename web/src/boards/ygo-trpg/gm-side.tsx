/**
 * The GM's side: its monsters (each with ★, ATK/DEF, life left and, on the GM's page in the
 * strategy phase, the ATK tools), its set cards (face down to the players, seen by the GM), its
 * face-up spells, its hand (cards for the GM, a count for anyone else) and graveyard.
 */
import { For, Show } from "solid-js";
import { CardChip } from "./card-chip.tsx";
import type { YgoCtx } from "./ctx.ts";
import { actingOrder, GM, zoneIds } from "./model.ts";
import { MonsterCard } from "./monster-card.tsx";
import { yw } from "./words.ts";

/** The GM's side of the table. */
export function GmSide(props: { ctx: YgoCtx }) {
  const lang = () => props.ctx.lang;
  const z = (kind: string) => zoneIds(props.ctx.view, GM, kind);
  const now = () => {
    const o = actingOrder(props.ctx.view);
    return o.now === null ? null : (o.order[o.now] ?? null);
  };
  const hand = () => z("hand");
  return (
    <section class="yg-gm-side panel" data-side="gm" aria-label={yw(lang(), "enemies")}>
      <h3>{yw(lang(), "enemies")}</h3>
      <div class="yg-zone" data-zone="gm:field">
        <div class="yg-monsters">
          <For each={z("field")} fallback={<p class="muted">{yw(lang(), "none")}</p>}>
            {(id) => <MonsterCard id={id} ctx={props.ctx} now={now() === id} />}
          </For>
        </div>
      </div>
      <div class="yg-gm-cards">
        <div class="yg-zone" data-zone="gm:st">
          <h4>
            {yw(lang(), "st")} ({z("st").length})
          </h4>
          <div class="yg-chips">
            <For each={z("st")} fallback={<span class="muted">{yw(lang(), "none")}</span>}>
              {(id) => <CardChip id={id} ctx={props.ctx} />}
            </For>
          </div>
        </div>
        <Show when={z("up").length > 0}>
          <div class="yg-zone" data-zone="gm:up">
            <h4>
              {yw(lang(), "up")} ({z("up").length})
            </h4>
            <div class="yg-chips">
              <For each={z("up")}>{(id) => <CardChip id={id} ctx={props.ctx} />}</For>
            </div>
          </div>
        </Show>
        <div class="yg-zone" data-zone="gm:hand">
          <h4>
            {yw(lang(), "gmHand")} ({hand().length})
          </h4>
          <Show
            when={hand().some((id) => id !== "?")}
            fallback={
              <span class="muted">
                {hand().length > 0
                  ? yw(lang(), "hidden", { n: hand().length })
                  : yw(lang(), "none")}
              </span>
            }
          >
            <div class="yg-chips">
              <For each={hand()}>{(id) => <CardChip id={id} ctx={props.ctx} />}</For>
            </div>
          </Show>
        </div>
        <p class="muted">
          {yw(lang(), "grave")} {z("grave").length}
        </p>
      </div>
    </section>
  );
}
