/**
 * Formation damage flowing from the front (GEO-11, GEO-42): the attack's total, then each enemy
 * unit in order with the damage that reaches it and its fate — ✖ defeated (撃破), ▣ stops it,
 * or not reached. During the attack it is the declared attack; in a normal timing, what the
 * side's action-incomplete units would deal now (marked as a projection).
 */
import { For } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import { type CardState, cardName } from "../../net/view.ts";
import { damageFlow } from "./damage-flow.ts";
import { seatMark } from "./geo-view.ts";
import { gw } from "./words.ts";

/** The flow's props. */
export interface DamageFlowProps {
  state: StateMessage;
  lang: Lang;
  attacker: string;
  seatName: (seat: string) => string;
  total: number;
  formation: CardState[];
  projected: boolean;
}

const FATE = { defeated: "✖", stops: "▣", untouched: "·" } as const;
const FATE_WORD = { defeated: "defeated", stops: "stops", untouched: "untouched" } as const;

/** The damage flow. */
export function DamageFlow(props: DamageFlowProps) {
  const steps = () => damageFlow(props.total, props.formation);
  return (
    <section class="gm-flow" data-testid="damage-flow">
      <h4>
        ⚔ {gw(props.lang, "damage")} — {seatMark(props.attacker)} {props.seatName(props.attacker)}
        {props.projected ? ` (${gw(props.lang, "projected")})` : ""}
      </h4>
      <ol class="gm-flow-list">
        <li class="gm-flow-total">{gw(props.lang, "damageTotal", { n: props.total })}</li>
        <For each={steps()}>
          {(s, i) => (
            <li class={`gm-flow-step ${s.fate}`}>
              <span class="gm-flow-in">⇒ {s.incoming}</span>
              <span class="gm-flow-unit">
                #{i() + 1} {cardName(props.state, s.card)} ({gw(props.lang, "def")}
                {s.card.stats.defence ?? 0})
              </span>
              <strong>
                {FATE[s.fate]} {gw(props.lang, FATE_WORD[s.fate])}
              </strong>
            </li>
          )}
        </For>
      </ol>
    </section>
  );
}
