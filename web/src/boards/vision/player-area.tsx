/**
 * One player's side of the table: counts and piles, 場 (characters), ノード and 手札. The far
 * side is drawn upside down in order (hand at the top) as players sit facing each other.
 */
import { For, Show } from "solid-js";
import { CardButton, type CardCtx } from "./card.tsx";
import { Hand } from "./hand.tsx";
import { zoneEntries } from "./model.ts";
import { Nodes } from "./nodes.tsx";
import { Piles } from "./piles.tsx";
import { vw } from "./words.ts";

/** The props of a player's area. */
export interface PlayerAreaProps {
  seat: string;
  /** The seat's name as the table calls it. */
  name: string;
  /** "near": this browser's seat (or the first, for a spectator); "far": the other. */
  side: "near" | "far";
  /** Whose turn it is. */
  turn: boolean;
  ctx: CardCtx;
}

/** The characters on `seat`'s field. */
function Field(props: { seat: string; ctx: CardCtx }) {
  const cards = () => zoneEntries(props.ctx.view, `${props.seat}:field`);
  return (
    <div class="vb-field" data-zone={`${props.seat}:field`}>
      <span class="vb-label">
        {vw(props.ctx.lang, "field")} {cards().length}
      </span>
      <ul class="vb-row">
        <For each={cards()} fallback={<li class="muted">{vw(props.ctx.lang, "empty")}</li>}>
          {(c) => (
            <Show when={c} fallback={<li class="vb-node hidden">🂠</li>}>
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
  );
}

/** A player's area. */
export function PlayerArea(props: PlayerAreaProps) {
  return (
    <section
      class={`vb-player ${props.side}`}
      classList={{ turn: props.turn }}
      data-seat={props.seat}
      aria-label={props.name}
    >
      <h3 class="vb-who">
        {props.turn ? "▶ " : ""}
        {props.name}
        <Show when={props.turn}>
          <span class="tag"> {vw(props.ctx.lang, "turnPlayer")}</span>
        </Show>
      </h3>
      <Piles seat={props.seat} ctx={props.ctx} />
      <Show when={props.side === "far"}>
        <Hand seat={props.seat} ctx={props.ctx} />
        <Nodes seat={props.seat} ctx={props.ctx} />
        <Field seat={props.seat} ctx={props.ctx} />
      </Show>
      <Show when={props.side === "near"}>
        <Field seat={props.seat} ctx={props.ctx} />
        <Nodes seat={props.seat} ctx={props.ctx} />
        <Hand seat={props.seat} ctx={props.ctx} />
      </Show>
    </section>
  );
}
