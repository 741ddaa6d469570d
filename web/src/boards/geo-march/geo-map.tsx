/**
 * The map of geos: tiles on a grid (map-layout.ts) over an SVG of the roads between neighbours,
 * drawn between the tiles where they are (tile-centres.ts); the neighbours are said in words too.
 * The march path (this turn's marches, from the log) and the pending march options are drawn
 * as dashed / dotted roads and also said in words on the tiles (⇢ …), so neither rests on colour
 * or on the drawing alone.
 */
import { createMemo, For } from "solid-js";
import type { Lang, LogLine, Option, StateMessage } from "../../net/protocol.ts";
import { GeoNode } from "./geo-node.tsx";
import { geoName, type MapShape } from "./map-data.ts";
import { layoutMap } from "./map-layout.ts";
import { latestMarches, marchTarget } from "./march-path.ts";
import { tileCentres } from "./tile-centres.ts";
import { gw } from "./words.ts";

/** The map's props. */
export interface GeoMapProps {
  state: StateMessage;
  log: LogLine[];
  lang: Lang;
  map: MapShape;
  me: string | null;
  battleGeo: string | null;
  seatName: (seat: string) => string;
  focus: string | null;
  onPick: (id: string) => void;
  onGeo: (geo: string, options: Option[]) => void;
}

/** A road between two geos, and how it is drawn. */
interface Road {
  a: string;
  b: string;
  kind: "road" | "path" | "option";
}

/** The map. */
export function GeoMap(props: GeoMapProps) {
  const layout = createMemo(() => layoutMap(props.map.geos, props.me));
  const marches = createMemo(() => latestMarches(props.log));
  const roads = createMemo(() => {
    const out: Road[] = [];
    for (const g of props.map.geos)
      for (const n of g.adjacent) if (g.id < n) out.push({ a: g.id, b: n, kind: "road" });
    for (const m of marches()) out.push({ a: m.from, b: m.to, kind: "path" });
    for (const o of props.state.options) {
      const m = /^march:([^@]+)@(.+)$/.exec(o.id);
      if (m !== null) out.push({ a: m[1], b: m[2], kind: "option" });
    }
    return out;
  });
  const { centres, attach } = tileCentres();
  const at = (id: string) => centres().at[id] ?? null;
  return (
    <section
      ref={attach}
      class="gm-map"
      aria-label={gw(props.lang, "map")}
      // The grid's size as custom properties: the stylesheet lays the tiles out.
      style={{ "--gm-cols": String(2 * layout().cols), "--gm-rows": String(layout().rows) }}
    >
      <svg
        class="gm-roads"
        viewBox={`0 0 ${centres().width} ${centres().height}`}
        aria-hidden="true"
      >
        <For each={roads()}>
          {(r) => {
            const a = () => at(r.a);
            const b = () => at(r.b);
            return (
              <line
                class={`gm-road ${r.kind}`}
                x1={a()?.x ?? 0}
                y1={a()?.y ?? 0}
                x2={b()?.x ?? 0}
                y2={b()?.y ?? 0}
              />
            );
          }}
        </For>
      </svg>
      <For each={props.map.geos}>
        {(g) => (
          <GeoNode
            state={props.state}
            lang={props.lang}
            geo={g}
            name={geoName(props.map, g.id, props.lang)}
            place={layout().places.get(g.id) ?? { id: g.id, row: 0, col: 1 }}
            neighbours={g.adjacent.map((a) => geoName(props.map, a, props.lang))}
            seatName={props.seatName}
            battle={props.battleGeo === g.id}
            marches={props.state.options.filter((o) => marchTarget(o.id) === g.id)}
            cameFrom={marches()
              .filter((m) => m.to === g.id)
              .map((m) => geoName(props.map, m.from, props.lang))}
            focus={props.focus}
            onPick={props.onPick}
            onGeo={props.onGeo}
          />
        )}
      </For>
    </section>
  );
}
