/**
 * The charge table (YGT-12, seed 001) with the row this player's hands fall in marked ▶: the
 * options the charge phase will offer, shown before it comes, and the optional "do not charge".
 */
import { For } from "solid-js";
import type { Lang } from "../../net/protocol.ts";
import { type ChargeRow, chargeRow } from "./model.ts";
import { yw } from "./words.ts";

const ROWS: { row: ChargeRow; key: "chargeMonsters" | "chargeEither" | "chargeNone" }[] = [
  { row: "monsters", key: "chargeMonsters" },
  { row: "either", key: "chargeEither" },
  { row: "none", key: "chargeNone" },
];

/** The charge table for hands of `monsters` and `items` cards. `now`: the charge phase. */
export function ChargeTable(props: { monsters: number; items: number; lang: Lang; now: boolean }) {
  const row = () => chargeRow(props.monsters, props.items);
  return (
    <section class="yg-charge" classList={{ now: props.now }} data-testid="charge-table">
      <h4>
        {yw(props.lang, "chargeTable")} —{" "}
        {yw(props.lang, "handsNow", { m: props.monsters, i: props.items })}
      </h4>
      <ul>
        <For each={ROWS}>
          {(r) => (
            <li classList={{ here: r.row === row() }} data-row={r.row}>
              <span class="yg-mark" aria-hidden={r.row !== row()}>
                {r.row === row() ? "▶" : ""}
              </span>
              {yw(props.lang, r.key)}
            </li>
          )}
        </For>
      </ul>
      <p class="muted">{yw(props.lang, "chargeOptional")}</p>
    </section>
  );
}
