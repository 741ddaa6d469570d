/**
 * geo-march's board: the turn, the battle in progress (steps, formations, speed, counter chain,
 * damage flow), the map of geos with every party and the march path, the picked card's details,
 * and the hands / decks / drop piles. It only displays the seat's view; choices go through the
 * decision panel, or a click on a geo a pending march goes to.
 */
import { createMemo, Show } from "solid-js";
import type { Option } from "../../net/protocol.ts";
import { seatNameOf } from "../../net/table-connection.ts";
import { viewOf } from "../../net/view.ts";
import type { BoardProps } from "../board-props.ts";
import { BattleView } from "./battle-view.tsx";
import { CardDetail } from "./card-detail.tsx";
import { GeoMap } from "./geo-map.tsx";
import { geoX, seatMark } from "./geo-view.ts";
import { HandPiles } from "./hand-piles.tsx";
import { geoName, type MapShape, mapFromView, mapResource } from "./map-data.ts";
import { gw } from "./words.ts";
import "./geo-march.css";

/** The geo-march board. */
export default function GeoMarchBoard(props: BoardProps) {
  const state = () => props.conn.state();
  const x = () => {
    const s = state();
    return s === null ? null : geoX(viewOf(s));
  };
  const shipped = mapResource(() => x()?.map);
  // The shipped map's geometry with the view's limits (the view is what the rules use).
  // Compared by content: a new state with the same map keeps the tiles (and their DOM) as they are.
  const map = createMemo<MapShape | null>(
    () => {
      const gx = x();
      if (gx === null) return null;
      const m = shipped();
      if (m === null || m === undefined) return mapFromView(gx);
      return { geos: m.geos.map((g) => ({ ...g, limit: gx.geos[g.id] ?? g.limit })) };
    },
    null,
    { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
  );
  const seatName = (seat: string) => seatNameOf(props.conn, seat);
  const nameOf = (geo: string) => {
    const m = map();
    return m === null ? geo : geoName(m, geo, props.lang);
  };
  // A geo clicked where pending marches go: one option is taken; several are listed first.
  const onGeo = (geo: string, options: Option[]) => {
    if (options.length === 1) props.conn.choose(options[0].id);
    else props.setFocus(geo);
  };
  const pick = (id: string) => props.setFocus(props.focus() === id ? null : id);

  return (
    <Show when={state()}>
      {(s) => (
        <div class="gm-board" data-testid="geo-march-board" data-seq={s().seq}>
          <Show when={x()?.turn !== undefined}>
            <p class="gm-turn" data-testid="turn">
              {gw(props.lang, "turn", { n: x()?.turn ?? 0 })}
              <Show when={x()?.active}>
                {(a) => (
                  <>
                    {" "}
                    · {gw(props.lang, "active")}: {seatMark(a())} {seatName(a())}
                  </>
                )}
              </Show>
            </p>
          </Show>
          <Show when={x()?.battle}>
            {(bt) => (
              <BattleView
                state={s()}
                log={props.conn.log()}
                lang={props.lang}
                bt={bt()}
                me={props.me}
                nameOf={nameOf}
                seatName={seatName}
                focus={props.focus()}
                onPick={pick}
              />
            )}
          </Show>
          <Show when={map()}>
            {(m) => (
              <GeoMap
                state={s()}
                log={props.conn.log()}
                lang={props.lang}
                map={m()}
                me={props.me}
                battleGeo={x()?.battle?.geo ?? null}
                seatName={seatName}
                focus={props.focus()}
                onPick={pick}
                onGeo={onGeo}
              />
            )}
          </Show>
          <Show when={props.focus()}>
            {(id) => <CardDetail state={s()} lang={props.lang} id={id()} />}
          </Show>
          <HandPiles
            state={s()}
            lang={props.lang}
            seatName={seatName}
            focus={props.focus()}
            onPick={pick}
          />
        </div>
      )}
    </Show>
  );
}
