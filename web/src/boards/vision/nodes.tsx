/**
 * A seat's ノード: each node ● アクティブ or ⤵ スリープ (symbol and word), face-up ones by name,
 * face-down or hidden ones as 🂠 with their orientation only — the view decides which this seat
 * may see.
 */
import { For, Show } from "solid-js";
import { cardName, type SeatView } from "../../net/view.ts";
import type { CardCtx } from "./card.tsx";
import { zoneEntries } from "./model.ts";
import { vw } from "./words.ts";

/**
 * Whether each of a seat's nodes sleeps, in zone order: a node this seat sees says it itself;
 * for one it cannot see, the view's `x.nodeSleep` (every node's orientation, public as at a real
 * table) says it. Null where neither does.
 */
export function nodeSleeps(view: SeatView, seat: string): (boolean | null)[] {
  const orientation = (view.x.nodeSleep as Record<string, boolean[]> | undefined)?.[seat];
  return zoneEntries(view, `${seat}:node`).map((c, i) =>
    c !== null ? c.f.sleep === true : (orientation?.[i] ?? null),
  );
}

/** Node counts: all, the active ones, and the ones whose face this seat cannot see. */
export function nodeCounts(
  view: SeatView,
  seat: string,
): { total: number; active: number; hidden: number } {
  const sleeps = nodeSleeps(view, seat);
  return {
    total: sleeps.length,
    active: sleeps.filter((s) => s === false).length,
    hidden: zoneEntries(view, `${seat}:node`).filter((c) => c === null).length,
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
        {vw(lang(), "node")} {counts().total} · ● {vw(lang(), "active")} {counts().active}
        <Show when={counts().hidden > 0}>
          {" "}
          · 🂠 {vw(lang(), "hiddenNodes", { n: counts().hidden })}
        </Show>
      </span>
      <ul class="vb-row">
        <For each={nodes()}>
          {(c, i) => (
            <li>
              {c === null ? (
                <span class="vb-node hidden">
                  🂠{" "}
                  {nodeSleeps(props.ctx.view, props.seat)[i()]
                    ? `⤵ ${vw(lang(), "sleep")}`
                    : `● ${vw(lang(), "active")}`}
                </span>
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
