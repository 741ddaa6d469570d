/**
 * One geo (ジオ) on the map: its name, limit (リミット), home base (本陣) / outpost (拠点) marks,
 * each side's party on it, and — when a pending march (or join) option goes there — a button
 * that takes it (one option) or picks the geo so the decision panel lists its options first.
 */
import { For, Show } from "solid-js";
import type { Lang, Option, StateMessage } from "../../net/protocol.ts";
import { viewOf } from "../../net/view.ts";
import { partyOn, seatMark } from "./geo-view.ts";
import type { MapGeo } from "./map-data.ts";
import type { GeoPlace } from "./map-layout.ts";
import { Party } from "./party.tsx";
import { gw } from "./words.ts";

/** The geo node's props. */
export interface GeoNodeProps {
  state: StateMessage;
  lang: Lang;
  geo: MapGeo;
  name: string;
  place: GeoPlace;
  /** The neighbours' names: said in words too (the roads are a drawing). */
  neighbours: string[];
  seatName: (seat: string) => string;
  battle: boolean;
  /** Pending options that march (or join a march) into this geo. */
  marches: Option[];
  /** Where the latest marches into it came from, by name. */
  cameFrom: string[];
  focus: string | null;
  onPick: (id: string) => void;
  onGeo: (geo: string, options: Option[]) => void;
}

/** A geo node. */
export function GeoNode(props: GeoNodeProps) {
  const view = () => viewOf(props.state);
  const seats = () => view().seats;
  const marchWord = () => `⇢ ${gw(props.lang, "marchable")}`;
  return (
    <section
      class="gm-geo"
      classList={{ battle: props.battle, target: props.marches.length > 0 }}
      style={{ "grid-row": props.place.row + 1, "grid-column": `${props.place.col} / span 2` }}
      data-geo={props.geo.id}
      aria-label={props.name}
    >
      <header class="gm-geo-head">
        <h3>{props.name}</h3>
        <span class="gm-limit">
          {gw(props.lang, "limit")} {props.geo.limit}
        </span>
      </header>
      <div class="gm-badges">
        <Show when={props.geo.home}>
          {(s) => (
            <span class="gm-badge home">
              ♜ {gw(props.lang, "home")} {seatMark(s())} {props.seatName(s())}
            </span>
          )}
        </Show>
        <Show when={props.geo.outpost}>
          {(s) => (
            <span class="gm-badge outpost">
              ⚑ {gw(props.lang, "outpost")} {seatMark(s())} {props.seatName(s())}
            </span>
          )}
        </Show>
        <Show when={props.battle}>
          <span class="gm-badge fight">⚔ {gw(props.lang, "battle")}</span>
        </Show>
        <For each={props.cameFrom}>
          {(from) => (
            <span class="gm-badge path">
              ⇢ {gw(props.lang, "marchPath")} ← {from}
            </span>
          )}
        </For>
      </div>
      <p class="gm-adj">
        ↔ {gw(props.lang, "adjacent")}: {props.neighbours.join(", ")}
      </p>
      <For each={seats()}>
        {(seat) => (
          <Show when={partyOn(view(), props.geo.id, seat).length > 0}>
            <Party
              state={props.state}
              lang={props.lang}
              seat={seat}
              seatName={props.seatName(seat)}
              units={partyOn(view(), props.geo.id, seat)}
              limit={props.geo.limit}
              focus={props.focus}
              onPick={props.onPick}
            />
          </Show>
        )}
      </For>
      <Show when={props.marches.length > 0}>
        <button
          type="button"
          class="gm-march-here"
          data-march-to={props.geo.id}
          onClick={() => props.onGeo(props.geo.id, props.marches)}
        >
          {marchWord()}
          {props.marches.length > 1 ? ` (${props.marches.length})` : ""}
        </button>
      </Show>
    </section>
  );
}
