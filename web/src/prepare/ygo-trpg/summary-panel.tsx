/**
 * The encounter at a glance, as the server computed it for the doc now: the battle phase's
 * acting order (YGT-20: most stars first, a 1D roll-off where both sides share a level) and each
 * player's summon check chances (2D6 + bonuses ≥ level × 2, YGT-13) for the monsters they may
 * draw or hold. It follows every change (the page asks again a moment after each).
 */
import { For, Show } from "solid-js";
import type { PrepProps } from "../prep-tab.ts";
import { pw } from "./prep-words.ts";

/** A chance as a whole percent. */
function percent(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

/** The acting order and the summon chances. */
export function SummaryPanel(props: {
  p: PrepProps /** The tab it is in (ids stay unique). */;
  tab: string;
}) {
  const lang = () => props.p.lang();
  const summary = () => props.p.answer()?.summary ?? null;
  const seatName = (seat: string) =>
    seat === "gm"
      ? pw(lang(), "gmSide")
      : (summary()?.seats.find((s) => s.seat === seat)?.name ?? seat);
  return (
    <aside
      class="panel yp-summary"
      aria-labelledby={`yp-summary-h-${props.tab}`}
      data-testid="yp-summary"
    >
      <h2 id={`yp-summary-h-${props.tab}`}>{pw(lang(), "summary")}</h2>
      <Show
        when={summary()}
        fallback={
          <p class="muted" role="status">
            {props.p.answer() === null ? pw(lang(), "waiting") : pw(lang(), "noSummary")}
          </p>
        }
      >
        {(s) => (
          <>
            <h3>{pw(lang(), "actingOrder")}</h3>
            <ol class="yp-order" data-testid="yp-acting-order">
              <For each={s().actingOrder ?? []}>
                {(g) => (
                  <li data-level={g.level}>
                    <strong>{pw(lang(), "stars", { n: g.level })}</strong>
                    <Show when={g.rollOff}>
                      {" "}
                      <span class="yp-rolloff">🎲 {pw(lang(), "rollOff")}</span>
                    </Show>
                    <ul>
                      <For each={g.monsters}>
                        {(m) => (
                          <li data-seat={m.seat} data-card={m.card}>
                            <bdi>{m.name}</bdi> <span class="muted">({seatName(m.seat)})</span>
                          </li>
                        )}
                      </For>
                    </ul>
                  </li>
                )}
              </For>
            </ol>
            <h3>{pw(lang(), "summonChances")}</h3>
            <div data-testid="yp-summon">
              <For each={s().summon ?? []}>
                {(c) => (
                  <table class="yp-chances" data-seat={c.seat}>
                    <caption>
                      {c.seat} — <bdi>{seatName(c.seat)}</bdi>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{pw(lang(), "monster")}</th>
                        <th scope="col">{pw(lang(), "level")}</th>
                        <th scope="col">{pw(lang(), "chance")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      <For each={c.rows}>
                        {(r) => (
                          <tr data-card={r.card}>
                            <th scope="row">
                              <bdi>{r.name}</bdi>
                            </th>
                            <td>★{r.level}</td>
                            <td>{percent(r.chance)}</td>
                          </tr>
                        )}
                      </For>
                    </tbody>
                  </table>
                )}
              </For>
            </div>
          </>
        )}
      </Show>
    </aside>
  );
}
