/**
 * The counter chain (反撃, GEO-31): abilities and skills used and waiting to resolve, the last
 * used on top — it resolves first. Each entry names its side (mark and name), the card, the
 * ability's number for a unit's ability, its target and a die rolled on declaration.
 */
import { For, Show } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import { cardName, viewOf } from "../../net/view.ts";
import { seatMark } from "./geo-view.ts";
import { gw } from "./words.ts";

/** What a stack item carries in geo-march (plays.ts). */
interface Play {
  kind?: string;
  card?: string;
  n?: number;
  target?: string | null;
  roll?: number | null;
}

/** The counter chain's props. */
export interface CounterChainProps {
  state: StateMessage;
  lang: Lang;
  seatName: (seat: string) => string;
  onPick: (id: string) => void;
}

/** The counter chain. */
export function CounterChain(props: CounterChainProps) {
  const view = () => viewOf(props.state);
  const items = () => [...view().stack].reverse();
  const nameOf = (id: string | null | undefined) => {
    const c = id ? view().cards[id] : undefined;
    return c === undefined ? "?" : cardName(props.state, c);
  };
  return (
    <section class="gm-chain" data-testid="counter-chain">
      <h4>⇵ {gw(props.lang, "chain")}</h4>
      <Show
        when={items().length > 0}
        fallback={<p class="muted">{gw(props.lang, "chainEmpty")}</p>}
      >
        <ol>
          <For each={items()}>
            {(item, i) => {
              const p = item.play as Play;
              return (
                <li data-stack={item.id}>
                  <span class="gm-chain-no">
                    {i() === 0 ? "⤒ " : ""}
                    {items().length - i()}.
                  </span>{" "}
                  {seatMark(item.seat)} {props.seatName(item.seat)}:{" "}
                  <button
                    type="button"
                    class="gm-link"
                    onClick={() => p.card && props.onPick(p.card)}
                  >
                    {nameOf(p.card)}
                  </button>
                  <Show when={p.kind === "ability"}>
                    {" "}
                    ({gw(props.lang, "ability")} {(p.n ?? 0) + 1})
                  </Show>
                  <Show when={p.target}>
                    {(tg) => (
                      <>
                        {" "}
                        → {gw(props.lang, "target")}: {nameOf(tg())}
                      </>
                    )}
                  </Show>
                  <Show when={p.roll != null}>
                    {" "}
                    ⚄ {gw(props.lang, "roll")} {p.roll}
                  </Show>
                </li>
              );
            }}
          </For>
        </ol>
      </Show>
    </section>
  );
}
