/**
 * A seat's ノード: each node ● アクティブ or ⤵ スリープ (symbol and word), face-up ones by name,
 * face-down or hidden ones as 🂠 — the view decides which this seat may see.
 */
import { For, Show } from "solid-js";
import { cardName, type SeatView } from "../../net/view.ts";
import type { CardCtx } from "./card.tsx";
import { zoneEntries } from "./model.ts";
import { vw } from "./words.ts";

/**
 * Node counts: all, the active ones among those this seat sees, and the hidden ones (the view
 * carries nothing of a hidden node, not even whether it sleeps: it is not guessed).
 */
export function nodeCounts(
  view: SeatView,
  seat: string,
): { total: number; active: number; hidden: number } {
  const nodes = zoneEntries(view, `${seat}:node`);
  return {
    total: nodes.length,
    active: nodes.filter((c) => c !== null && c.f.sleep !== true).length,
    hidden: nodes.filter((c) => c === null).length,
  };
}

/** The node row of `seat`. */
export function Nodes(props: { seat: string; ctx: CardCtx }) {
  const lang = () => props.ctx.lang;
  const nodes = () => zoneEntries(props.ctx.view, `${props.seat}:node`);
  const counts = () => nodeCounts(props.ctx.view, props.seat);
  return (
    <div class="vb-nodes" data-zone={`${props.seat}:node`}>
      <span class="vb-label">
        {vw(lang(), "node")} {counts().total}
        <Show when={counts().hidden < counts().total}>
          {" "}
          · ● {vw(lang(), "active")} {counts().active}
        </Show>
        <Show when={counts().hidden > 0}>
          {" "}
          · 🂠 {vw(lang(), "hiddenNodes", { n: counts().hidden })}
        </Show>
      </span>
      <ul class="vb-row">
        <For each={nodes()}>
          {(c) => (
            <li>
              {c === null ? (
                <span class="vb-node hidden">🂠</span>
              ) : (
                <button
                  type="button"
                  class="vb-node"
                  classList={{ sleeping: c.f.sleep === true }}
                  data-card={c.id}
                  onMouseEnter={() => props.ctx.hover(c.id)}
                  onFocus={() => props.ctx.show(c.id)}
                  onClick={() => props.ctx.show(c.id)}
                >
                  {c.f.sleep === true ? `⤵ ${vw(lang(), "sleep")}` : `● ${vw(lang(), "active")}`}
                  <span class="vb-node-name">
                    {c.f.faceDown === true ? `🂠 ${vw(lang(), "faceDown")}: ` : ""}
                    {cardName(props.ctx.state, c)}
                  </span>
                </button>
              )}
            </li>
          )}
        </For>
      </ul>
    </div>
  );
}
