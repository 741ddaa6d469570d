/**
 * The card details area: the name and printed text (defs from the state message) of the card
 * last hovered, focused or picked, its stats now and printed, and the cards set on it.
 */
import { For, Show } from "solid-js";
import { type CardState, cardName } from "../../net/view.ts";
import type { CardCtx } from "./card.tsx";
import { attachedCards, isCharacter, keywords, statOf } from "./model.ts";
import { keywordWord, vw } from "./words.ts";

/** One card's text block. */
function CardText(props: { card: CardState; ctx: CardCtx }) {
  const def = () => props.ctx.state.defs[props.card.def];
  return (
    <>
      <h4>{cardName(props.ctx.state, props.card)}</h4>
      <Show when={isCharacter(props.card)}>
        <p>
          {(["attack", "toughness", "graze"] as const)
            .map((k) => {
              const s = statOf(props.card, k);
              return `${vw(props.ctx.lang, k)} ${s.now}${s.diff !== 0 ? ` ${s.diff > 0 ? "▲" : "▼"} ${vw(props.ctx.lang, "modified", { base: s.base })}` : ""}`;
            })
            .join(" · ")}
        </p>
        <Show when={keywords(props.card).length > 0}>
          <p>
            {keywords(props.card)
              .map((k) => keywordWord(props.ctx.lang, k))
              .join("・")}
          </p>
        </Show>
      </Show>
      <Show when={def()?.text}>{(text) => <p class="vb-text">{text()}</p>}</Show>
    </>
  );
}

/** The details area for card `id` (or a hint when none is picked). */
export function Details(props: { id: string | null; ctx: CardCtx }) {
  const card = () => (props.id === null ? undefined : props.ctx.view.cards[props.id]);
  return (
    <section
      class="vb-details"
      classList={{ empty: card() === undefined }}
      aria-live="polite"
      aria-label={vw(props.ctx.lang, "details")}
    >
      <Show when={card()} fallback={<p class="muted">ⓘ {vw(props.ctx.lang, "detailsHint")}</p>}>
        {(c) => (
          <>
            <CardText card={c()} ctx={props.ctx} />
            <For each={attachedCards(props.ctx.view, c())}>
              {(a) => (
                <div class="vb-attached-text">
                  <span class="vb-label">⚙ {vw(props.ctx.lang, "equipped")}</span>
                  <CardText card={a} ctx={props.ctx} />
                </div>
              )}
            </For>
          </>
        )}
      </Show>
    </section>
  );
}
