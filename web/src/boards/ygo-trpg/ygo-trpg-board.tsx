/**
 * ygo-trpg's board, by who is looking:
 * - the GM (`gm`): the GM screen — the encounter (turn, phase, secret rolls, take-back), the GM's
 *   monsters and set cards with the ATK tools on them, the acting order, the last rolls, and each
 *   player's sheet with the life tools on it (the players' hands stay counts: the GM's view);
 * - a player: their own sheet first (life of 40, job level and field size, both hands, the charge
 *   table), then the rolls, the acting order, the enemies and the allies' sheets;
 * - a spectator: the public view of all of it.
 * It shows the view and nothing else. Clicking a card picks it for the decision panel (★).
 */
import { createMemo, For, Show } from "solid-js";
import { seatNameOf } from "../../net/table-connection.ts";
import { viewOf } from "../../net/view.ts";
import type { BoardProps } from "../board-props.ts";
import { ActingOrderStrip } from "./acting-order.tsx";
import type { YgoCtx } from "./ctx.ts";
import { Details } from "./details.tsx";
import { EncounterBar } from "./encounter-bar.tsx";
import { GmSide } from "./gm-side.tsx";
import { GM, playerSeats } from "./model.ts";
import { PlayerSheet } from "./player-sheet.tsx";
import { RollView } from "./roll-view.tsx";
import { yw } from "./words.ts";
import "./ygo-trpg.css";

/** The ygo-trpg board. */
export default function YgoTrpgBoard(props: BoardProps) {
  const seatName = (seat: string) => seatNameOf(props.conn, seat);
  const events = createMemo(() => props.conn.log().map((l) => l.event));
  return (
    <Show when={props.conn.state()}>
      {(s) => {
        const ctx: YgoCtx = {
          get state() {
            return s();
          },
          get view() {
            return viewOf(s());
          },
          get lang() {
            return props.lang;
          },
          get me() {
            return props.me;
          },
          get options() {
            return s().options;
          },
          get busy() {
            return props.conn.busy() || props.conn.status() !== "open";
          },
          seatName,
          cardName: (c) => s().defs[c.def]?.name ?? c.def,
          focused: (id) => props.focus() === id,
          pick: (id) => props.setFocus(props.focus() === id ? null : id),
          choose: (id) => {
            props.setFocus(null);
            props.conn.choose(id);
          },
          undo: () => props.conn.undo(),
        };
        const players = () => playerSeats(ctx.view);
        const others = () => players().filter((p) => p !== props.me);
        const role = () => (props.me === GM ? "gm" : props.me === null ? "watch" : "player");
        return (
          <div class="ygo-board" data-testid="ygo-board" data-role={role()} data-seq={s().seq}>
            <h2 class="yg-title">
              {role() === "gm"
                ? yw(props.lang, "gmScreen")
                : role() === "player"
                  ? `${yw(props.lang, "sheet")} — ${seatName(props.me ?? "")}`
                  : yw(props.lang, "watching")}
            </h2>
            <EncounterBar ctx={ctx} events={events()} />
            <div class="yg-columns">
              <div class="yg-col">
                <Show when={role() === "player"}>
                  <PlayerSheet seat={props.me ?? ""} ctx={ctx} full={true} />
                </Show>
                <Show when={role() !== "player"}>
                  <GmSide ctx={ctx} />
                </Show>
                <RollView ctx={ctx} events={events()} />
                <Details id={props.focus()} ctx={ctx} />
              </div>
              <div class="yg-col">
                <ActingOrderStrip ctx={ctx} />
                <Show when={role() === "player"}>
                  <GmSide ctx={ctx} />
                </Show>
                <For each={role() === "player" ? others() : players()}>
                  {(p) => <PlayerSheet seat={p} ctx={ctx} full={role() === "gm"} />}
                </For>
              </div>
            </div>
          </div>
        );
      }}
    </Show>
  );
}
