/**
 * Vision's board: the opponent's side at the top, the table's state (turn, phase, the response
 * stack, the combat) in the middle, this seat's side at the bottom, and the card details area.
 * It shows the view and nothing else: a spectator (me === null) sees both sides as public.
 * Clicking a card picks it for the decision panel (its options first) or acts (click.ts).
 */
import { createSignal, Show } from "solid-js";
import { seatNameOf } from "../../net/table-connection.ts";
import { type CardState, viewOf } from "../../net/view.ts";
import { optionTouches } from "../../parts/option-touches.ts";
import type { BoardProps } from "../board-props.ts";
import type { CardCtx } from "./card.tsx";
import { clickCard } from "./click.ts";
import { Combat } from "./combat.tsx";
import { Details } from "./details.tsx";
import { sides } from "./model.ts";
import { PlayerArea } from "./player-area.tsx";
import { Stack } from "./stack.tsx";
import { TurnBar } from "./turn-bar.tsx";
import "./vision-board.css";

/** The layout's one-column width (styles.css and vision-board.css break at 760px). */
const NARROW = window.matchMedia("(max-width: 760px)");

/** The vision board. */
export default function VisionBoard(props: BoardProps) {
  const [shown, setShown] = createSignal<string | null>(null);
  const seatName = (seat: string) => seatNameOf(props.conn, seat);
  return (
    <Show when={props.conn.state()}>
      {(s) => {
        const view = () => viewOf(s());
        const touching = (id: string) => s().options.filter((o) => optionTouches(o.id, id));
        const ctx: CardCtx = {
          get state() {
            return s();
          },
          get view() {
            return view();
          },
          get lang() {
            return props.lang;
          },
          optionCount: (id) => touching(id).length,
          focused: (id) => props.focus() === id,
          pick: (card: CardState) => {
            const out = clickCard(s().options, props.focus(), card.id);
            if ("choose" in out) {
              props.setFocus(null);
              props.conn.choose(out.choose);
              return;
            }
            props.setFocus(out.focus);
            setShown(card.id);
          },
          // Not on a narrow screen either: there the details box is hidden while empty, and one
          // appearing on the tap's focus would move the card from under the finger before the
          // click lands (the pick shows the details instead).
          show: (id) => {
            if (!NARROW.matches) setShown(id);
          },
          // Not on a narrow screen: there the details area sits between the fields, and a
          // pointer left over a card while the page scrolls would keep changing what it shows.
          hover: (id) => {
            if (!NARROW.matches) setShown(id);
          },
        };
        const seats = () => sides(view(), props.me);
        const active = () => view().x.active as string | undefined;
        return (
          <div class="vision-board" data-testid="vision-board" data-seq={s().seq}>
            <PlayerArea
              seat={seats().far}
              name={seatName(seats().far)}
              side="far"
              turn={active() === seats().far}
              ctx={ctx}
            />
            <div class="vb-middle">
              <div class="vb-now">
                <TurnBar ctx={ctx} seatName={seatName} result={s().result} />
                <Stack ctx={ctx} seatName={seatName} />
                <Combat ctx={ctx} log={props.conn.log()} seatName={seatName} />
              </div>
              <Details id={shown() ?? props.focus()} ctx={ctx} />
            </div>
            <PlayerArea
              seat={seats().near}
              name={seatName(seats().near)}
              side="near"
              turn={active() === seats().near}
              ctx={ctx}
            />
          </div>
        );
      }}
    </Show>
  );
}
