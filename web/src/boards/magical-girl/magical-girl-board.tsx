/**
 * magical-girl's board: the KP screen for the `kp` seat, a character sheet for each player seat,
 * the public view for a spectator. It shows the seat's view and nothing else (x.sheet carries the
 * sheets' data and this seat's option costs, src/systems/magical-girl/sheet-view.ts); choices go
 * through buttons on the things they act on or the decision panel, a picked thing's options first.
 */
import { createSignal, Show } from "solid-js";
import { seatNameOf } from "../../net/table-connection.ts";
import { viewOf } from "../../net/view.ts";
import { optionTouches } from "../../parts/option-touches.ts";
import type { BoardProps } from "../board-props.ts";
import type { MgCtx } from "./ctx.ts";
import { KpScreen } from "./kp-screen.tsx";
import { PlayerSheet } from "./player-sheet.tsx";
import "./magical-girl.css";

/** The magical-girl board. */
export default function MagicalGirlBoard(props: BoardProps) {
  const [hover, setHover] = createSignal<string[]>([]);
  const seatName = (seat: string) => seatNameOf(props.conn, seat);
  return (
    <Show when={props.conn.state()}>
      {(s) => {
        const ctx: MgCtx = {
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
          get log() {
            return props.conn.log();
          },
          get ready() {
            return !props.conn.busy() && props.conn.status() === "open";
          },
          choose: (id) => props.conn.choose(id),
          focus: props.focus,
          pick: (id) => props.setFocus(id),
          // What the DP bar previews: the option hovered, else the picked thing's options.
          preview: () => {
            if (hover().length > 0) return hover();
            const f = props.focus();
            return f === null
              ? []
              : s()
                  .options.filter((o) => optionTouches(o.id, f))
                  .map((o) => o.id);
          },
          setPreview: setHover,
          seatName,
        };
        return (
          <div class="mg-board" data-testid="magical-girl-board" data-seq={s().seq}>
            <Show when={props.me === "kp"} fallback={<PlayerSheet ctx={ctx} />}>
              <KpScreen ctx={ctx} mayUndo={s().mayUndo} undo={() => props.conn.undo()} />
            </Show>
          </div>
        );
      }}
    </Show>
  );
}
