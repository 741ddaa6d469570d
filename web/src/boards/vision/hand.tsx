/**
 * A seat's 手札 face up, when this seat may see it (its own). A hidden hand is only a count with
 * card backs in the seat's counts line (piles.tsx): a hidden card is `?` in the view.
 */
import { For, Show } from "solid-js";
import { CardButton, type CardCtx } from "./card.tsx";
import { zoneEntries } from "./model.ts";
import { vw } from "./words.ts";

/** The hand of `seat`. */
export function Hand(props: { seat: string; ctx: CardCtx }) {
  const entries = () => zoneEntries(props.ctx.view, `${props.seat}:hand`);
  const visible = () => entries().filter((c) => c !== null).length;
  return (
    <Show when={visible() > 0}>
      <div class="vb-hand" data-zone={`${props.seat}:hand`}>
        <span class="vb-label">
          {vw(props.ctx.lang, "hand")} {entries().length}
        </span>
        <ul class="vb-row">
          <For each={entries()}>
            {(c) => (
              <Show when={c}>
                {(card) => (
                  <li>
                    <CardButton card={card()} ctx={props.ctx} />
                  </li>
                )}
              </Show>
            )}
          </For>
        </ul>
      </div>
    </Show>
  );
}
