/**
 * A card that is not a monster on a field: a hand card, a set card, a face-up spell — or a card
 * this seat cannot see (`?`), drawn as its back. Clicking a seen card picks it for the decision
 * panel (its options first, ★); the count of its options is shown as a badge.
 */
import { Show } from "solid-js";
import { optionTouches } from "../../parts/option-touches.ts";
import type { YgoCtx } from "./ctx.ts";
import { yw } from "./words.ts";

/** One card chip. */
export function CardChip(props: { id: string; ctx: YgoCtx }) {
  const card = () => props.ctx.view.cards[props.id];
  const count = () => props.ctx.options.filter((o) => optionTouches(o.id, props.id)).length;
  return (
    <Show
      when={props.id !== "?" && card()}
      fallback={
        <span class="yg-chip back" role="img" aria-label={yw(props.ctx.lang, "faceDown")}>
          🂠
        </span>
      }
    >
      {(c) => (
        <button
          type="button"
          class="yg-chip"
          classList={{ picked: props.ctx.focused(props.id), live: count() > 0 }}
          data-card={props.id}
          aria-pressed={props.ctx.focused(props.id)}
          title={props.ctx.state.defs[c().def]?.text ?? ""}
          onClick={() => props.ctx.pick(props.id)}
        >
          <Show when={c().stats.level !== undefined}>
            <span class="yg-stars">★{c().stats.level}</span>{" "}
          </Show>
          <span class="name-clamp" title={props.ctx.cardName(c())}>
            {props.ctx.cardName(c())}
          </span>
          <Show when={count() > 0}>
            <span class="yg-count" title={yw(props.ctx.lang, "options", { n: count() })}>
              {count()}
            </span>
          </Show>
        </button>
      )}
    </Show>
  );
}
