/**
 * GM tool buttons on the thing they change: a player's life (−1 / +1, or ♥ to bring a fainted
 * player back), a GM monster's ATK (−100 / +100). They are the GM's own options in the strategy
 * phase (src/systems/ygo-trpg/gm-tools.ts), so only the GM's page ever has them; each button's
 * name is the server's label ("Player 1's life +1").
 */
import { For, Show } from "solid-js";
import type { YgoCtx } from "./ctx.ts";
import { toolMark, toolsOn } from "./groups.ts";

/** The tool buttons acting on `target` (nothing when the GM has none now). */
export function ToolButtons(props: {
  target: string;
  kind: "life" | "atk" | "revive";
  ctx: YgoCtx;
}) {
  const tools = () =>
    toolsOn(props.ctx.options, props.target).filter((o) => o.id.startsWith(`gm-${props.kind}:`));
  return (
    <Show when={tools().length > 0}>
      <span class="yg-tools">
        <For each={tools()}>
          {(o) => (
            <button
              type="button"
              class="yg-tool"
              data-tool={o.id}
              aria-label={o.label}
              title={o.label}
              disabled={props.ctx.busy}
              onClick={() => props.ctx.choose(o.id)}
            >
              {toolMark(o.id)}
            </button>
          )}
        </For>
      </span>
    </Show>
  );
}
