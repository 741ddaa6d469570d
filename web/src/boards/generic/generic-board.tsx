/**
 * A board for any system: every zone with its visible cards (name, stats, flags) or, for a
 * hidden zone, only its size. Systems without a board of their own use it; clicking a card
 * picks it for the decision panel.
 */
import { For, Show } from "solid-js";
import { term } from "../../../../src/shared/state-terms.ts";
import { seatNameOf } from "../../net/table-connection.ts";
import { cardName, HIDDEN, viewOf, zoneCards, zoneSize } from "../../net/view.ts";
import type { BoardProps } from "../board-props.ts";

/** The generic board. */
export default function GenericBoard(props: BoardProps) {
  const state = () => props.conn.state();
  const seatName = (seat: string) => seatNameOf(props.conn, seat);
  // `p1:mhand` → "Player 1 · monster hand" in the table's language.
  const zoneName = (zone: string) => {
    const [owner, name] = zone.includes(":") ? zone.split(":", 2) : ["", zone];
    return owner === "" ? term(name, props.lang) : `${seatName(owner)} · ${term(name, props.lang)}`;
  };
  return (
    <Show when={state()}>
      {(s) => {
        const view = () => viewOf(s());
        return (
          <div class="generic-board">
            <For each={Object.keys(view().zones)}>
              {(zone) => (
                <section class="zone" data-zone={zone}>
                  <h3>
                    {zoneName(zone)} ({zoneSize(view(), zone)})
                  </h3>
                  <Show
                    when={view().zones[zone].some((id) => id !== HIDDEN)}
                    fallback={
                      <p class="muted">
                        {zoneSize(view(), zone) > 0
                          ? "🂠".repeat(Math.min(5, zoneSize(view(), zone)))
                          : "—"}
                      </p>
                    }
                  >
                    <ul class="cards">
                      <For each={zoneCards(view(), zone)}>
                        {(c) => (
                          <li>
                            <button type="button" class="card" onClick={() => props.setFocus(c.id)}>
                              {cardName(s(), c)}
                              <For each={Object.entries(c.stats)}>
                                {([k, v]) => (
                                  <span class="stat">
                                    {" "}
                                    {term(k, props.lang)} {v}
                                  </span>
                                )}
                              </For>
                            </button>
                          </li>
                        )}
                      </For>
                    </ul>
                  </Show>
                </section>
              )}
            </For>
          </div>
        );
      }}
    </Show>
  );
}
