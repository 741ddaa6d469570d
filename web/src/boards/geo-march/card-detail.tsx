/**
 * The picked card's details: name, values after modifiers and its printed text (the state
 * message's `defs[def].text`, sent only for cards the view shows).
 */
import { For, Show } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import { cardName, viewOf } from "../../net/view.ts";
import { gw } from "./words.ts";

/** The details' props. */
export interface CardDetailProps {
  state: StateMessage;
  lang: Lang;
  id: string;
}

/** The card details box (nothing when the picked id is not a card this seat sees). */
export function CardDetail(props: CardDetailProps) {
  const card = () => viewOf(props.state).cards[props.id];
  return (
    <Show when={card()}>
      {(c) => (
        <aside class="gm-detail" data-testid="card-detail" aria-label={gw(props.lang, "details")}>
          <h4>{cardName(props.state, c())}</h4>
          <Show when={Object.keys(c().stats).length > 0}>
            <p class="gm-stats">
              <For each={["level", "attack", "defence", "speed"].filter((k) => k in c().stats)}>
                {(k) => (
                  <span>
                    {gw(
                      props.lang,
                      ({ level: "lv", attack: "atk", defence: "def", speed: "spd" } as const)[
                        k as "level"
                      ],
                    )}{" "}
                    {c().stats[k]}
                    {c().stats[k] !== c().base[k] ? ` (${c().base[k]})` : ""}{" "}
                  </span>
                )}
              </For>
            </p>
          </Show>
          <p class="gm-text">{props.state.defs[c().def]?.text ?? gw(props.lang, "noText")}</p>
        </aside>
      )}
    </Show>
  );
}
