/**
 * The seats' cards off the map: my hand face up (each card a button that picks it), the
 * opponent's hand and both decks as counts only (the view carries no more), and both drop
 * piles (捨て札, public) browsable.
 */
import { For, Show } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import { cardName, viewOf, zoneCards, zoneSize } from "../../net/view.ts";
import { seatMark } from "./geo-view.ts";
import { gw } from "./words.ts";

/** The piles' props. */
export interface HandPilesProps {
  state: StateMessage;
  lang: Lang;
  seatName: (seat: string) => string;
  focus: string | null;
  onPick: (id: string) => void;
}

/** Hands, decks and drop piles. */
export function HandPiles(props: HandPilesProps) {
  const view = () => viewOf(props.state);
  const count = (zone: string) => gw(props.lang, "cards", { n: zoneSize(view(), zone) });
  return (
    <div class="gm-piles">
      <For each={view().seats}>
        {(seat) => (
          <section class="gm-pile-seat" data-seat={seat}>
            <h4>
              {seatMark(seat)} {props.seatName(seat)}
            </h4>
            <p class="gm-counts">
              {gw(props.lang, "hand")} {count(`${seat}:hand`)} · {gw(props.lang, "deck")}{" "}
              {count(`${seat}:deck`)}
            </p>
            <Show when={zoneCards(view(), `${seat}:hand`).length > 0}>
              <ul class="gm-hand" data-testid={`hand-${seat}`}>
                <For each={zoneCards(view(), `${seat}:hand`)}>
                  {(c) => (
                    <li>
                      <button
                        type="button"
                        class="gm-card"
                        classList={{ focused: props.focus === c.id }}
                        aria-pressed={props.focus === c.id}
                        data-card={c.id}
                        title={props.state.defs[c.def]?.text ?? ""}
                        onClick={() => props.onPick(c.id)}
                      >
                        {cardName(props.state, c)}
                        <Show when={c.stats.level !== undefined}>
                          <span class="gm-stats">
                            {" "}
                            {gw(props.lang, "lv")}
                            {c.stats.level}
                          </span>
                        </Show>
                      </button>
                    </li>
                  )}
                </For>
              </ul>
            </Show>
            <details class="gm-drop">
              <summary>
                {gw(props.lang, "drop")} {count(`${seat}:drop`)}
              </summary>
              <ul>
                <For each={zoneCards(view(), `${seat}:drop`)}>
                  {(c) => <li>{cardName(props.state, c)}</li>}
                </For>
              </ul>
            </details>
          </section>
        )}
      </For>
    </div>
  );
}
