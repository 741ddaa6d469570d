/**
 * The rolls panel: the last summon check and the last attack with their arithmetic, as the seed
 * writes them (summon-view.tsx, attack-view.tsx, check-view.tsx).
 */
import { AttackView } from "./attack-view.tsx";
import type { YgoCtx } from "./ctx.ts";
import { SummonView } from "./summon-view.tsx";

/** The rolls panel: the last summon check and the last attack. */
export function RollView(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  return (
    <section class="yg-rolls panel" data-testid="rolls">
      <SummonView ctx={props.ctx} events={props.events} />
      <AttackView ctx={props.ctx} events={props.events} />
    </section>
  );
}
