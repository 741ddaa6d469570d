/**
 * The picked card's details: its name and printed text from the state message's `defs` (stars,
 * attribute, type, ATK/DEF, then the rules text — src/systems/ygo-trpg/card-text.ts). Only cards
 * the view shows can be picked, so only their texts are ever here.
 */
import { For, Show } from "solid-js";
import type { YgoCtx } from "./ctx.ts";
import { yw } from "./words.ts";

/** The details of card `id` (nothing when no card is picked). */
export function Details(props: { id: string | null; ctx: YgoCtx }) {
  const card = () => (props.id === null ? undefined : props.ctx.view.cards[props.id]);
  return (
    <Show when={card()}>
      {(c) => (
        <section class="yg-details panel" data-testid="details" aria-live="polite">
          <h4>
            {yw(props.ctx.lang, "details")}: {props.ctx.cardName(c())}
          </h4>
          <For each={(props.ctx.state.defs[c().def]?.text ?? "").split("\n")}>
            {(line) => <p>{line}</p>}
          </For>
        </section>
      )}
    </Show>
  );
}
