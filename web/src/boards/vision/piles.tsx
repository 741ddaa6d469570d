/**
 * A seat's counts — ライフ, 山札, 手札, 冥界, 除外 — and 冥界 and 除外 as disclosures listing their
 * cards (both are public zones; the view carries them face up).
 */
import { For, Show } from "solid-js";
import { type CardState, cardName, zoneSize } from "../../net/view.ts";
import type { CardCtx } from "./card.tsx";
import { zoneEntries } from "./model.ts";
import { vw } from "./words.ts";

/** One public pile as a disclosure (<details>): its size, then its cards, newest first. */
function Pile(props: { seat: string; zone: "grave" | "exile"; ctx: CardCtx }) {
  const cards = () =>
    zoneEntries(props.ctx.view, `${props.seat}:${props.zone}`)
      .filter((c): c is CardState => c !== null)
      .reverse();
  const size = () => zoneSize(props.ctx.view, `${props.seat}:${props.zone}`);
  return (
    <details class="vb-pile" data-zone={`${props.seat}:${props.zone}`}>
      <summary>
        {props.zone === "grave" ? "⚰" : "⊘"} {vw(props.ctx.lang, props.zone)} {size()}
      </summary>
      <Show when={cards().length > 0} fallback={<p class="muted">{vw(props.ctx.lang, "empty")}</p>}>
        <ol class="vb-pile-list">
          <For each={cards()}>
            {(c) => (
              <li>
                <button
                  type="button"
                  class="vb-link"
                  data-card={c.id}
                  onMouseEnter={() => props.ctx.hover(c.id)}
                  onFocus={() => props.ctx.show(c.id)}
                  onClick={() => props.ctx.show(c.id)}
                >
                  {cardName(props.ctx.state, c)}
                </button>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </details>
  );
}

/** The counts line of `seat`, with its two browsable piles. */
export function Piles(props: { seat: string; ctx: CardCtx }) {
  const lang = () => props.ctx.lang;
  const life = () => {
    const l = props.ctx.view.x.life as Record<string, number> | undefined;
    return l?.[props.seat] ?? 0;
  };
  const hiddenHand = () =>
    zoneEntries(props.ctx.view, `${props.seat}:hand`).filter((c) => c === null).length;
  return (
    <div class="vb-piles">
      <span class="vb-life" data-testid={`life-${props.seat}`}>
        ♥ {vw(lang(), "life")} <strong>{life()}</strong>
      </span>
      <span>
        🂠 {vw(lang(), "deck")} {zoneSize(props.ctx.view, `${props.seat}:deck`)}
      </span>
      <span data-zone={`${props.seat}:hand-count`}>
        {vw(lang(), "hand")} {zoneSize(props.ctx.view, `${props.seat}:hand`)}
        <Show when={hiddenHand() > 0}>
          {" "}
          <span class="vb-backs" aria-hidden="true">
            {"🂠".repeat(Math.min(hiddenHand(), 10))}
          </span>
        </Show>
      </span>
      <Pile seat={props.seat} zone="grave" ctx={props.ctx} />
      <Pile seat={props.seat} zone="exile" ctx={props.ctx} />
    </div>
  );
}
