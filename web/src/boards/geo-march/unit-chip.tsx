/**
 * One unit as a button: its place in the formation, name, level / attack / defence / speed after
 * modifiers, action state (行動完了 as a mark and a word, not a colour) and equipment. Clicking
 * it picks it, so the decision panel puts its options first and the details box shows its text.
 */
import { For, Show } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import { type CardState, cardName, viewOf } from "../../net/view.ts";
import { isDone } from "./geo-view.ts";
import { gw } from "./words.ts";

/** The unit chip's props. */
export interface UnitChipProps {
  state: StateMessage;
  card: CardState;
  lang: Lang;
  /** 1-based place in the formation (1 = front), when it stands in one. */
  place?: number;
  focused: boolean;
  onPick: (id: string) => void;
  /** Extra mark, e.g. taking part in the declared attack. */
  note?: string;
}

/** A unit chip. */
export function UnitChip(props: UnitChipProps) {
  const s = () => props.card.stats;
  // Equipment (イクイップ) set on the unit: public cards, in the view like the unit itself.
  const gear = () => props.card.attached.map((id) => viewOf(props.state).cards[id]).filter(Boolean);
  return (
    <button
      type="button"
      class="gm-unit"
      classList={{ done: isDone(props.card), focused: props.focused }}
      data-card={props.card.id}
      aria-pressed={props.focused}
      title={props.state.defs[props.card.def]?.text ?? ""}
      onClick={() => props.onPick(props.card.id)}
    >
      <span class="gm-unit-head">
        <Show when={props.place !== undefined}>
          <span class="gm-place" title={props.place === 1 ? gw(props.lang, "front") : undefined}>
            {props.place === 1 ? `① ${gw(props.lang, "front")}` : `#${props.place}`}
          </span>
        </Show>
        <strong class="name-clamp" title={cardName(props.state, props.card)}>
          {cardName(props.state, props.card)}
        </strong>
      </span>
      <span class="gm-stats">
        {gw(props.lang, "lv")}
        {s().level ?? 0} · {gw(props.lang, "atk")}
        {s().attack ?? 0} · {gw(props.lang, "def")}
        {s().defence ?? 0}
        <Show when={(s().speed ?? 0) !== 0}>
          {" "}
          · {gw(props.lang, "spd")}
          {(s().speed ?? 0) > 0 ? "+" : ""}
          {s().speed}
        </Show>
      </span>
      <span class="gm-flags">
        {/* Units act by default: only one that has acted (行動完了) is marked (issue 28). */}
        <Show when={isDone(props.card)}>‖ {gw(props.lang, "done")}</Show>
        <Show when={props.note}>
          {(n) => (
            <>
              {isDone(props.card) ? " · " : ""}
              {n()}
            </>
          )}
        </Show>
      </span>
      <For each={gear()}>{(e) => <span class="gm-gear">⚙ {cardName(props.state, e)}</span>}</For>
    </button>
  );
}
