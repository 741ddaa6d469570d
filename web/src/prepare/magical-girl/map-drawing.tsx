/**
 * The map being built, drawn as the table's positions map draws it (boards/magical-girl: the same
 * layout from the distances, the same frame, marks and classes): the ways with their metres (a
 * door on a way marked 🚪), each position with its cover and danger marks, its objects, and who
 * starts there (▲ a girl, ▼ an enemy).
 */
import { createMemo, For, Show } from "solid-js";
import type { MgMap } from "../../../../src/build/prepare/magical-girl-ops.ts";
import { nameIn } from "../../../../src/build/prepare/magical-girl-ops.ts";
import type { Lang } from "../../../../src/engine/index.ts";
import {
  fitFrame,
  labelAt,
  layoutPositions,
  placeMarks,
} from "../../boards/magical-girl/map-layout.ts";
import "../../boards/magical-girl/magical-girl.css";
import { pw } from "./prep-words.ts";

const W = 640;
const H = 360;
const MIN_H = 200;
const PAD = 56;
const KIND_MARK: Record<string, string> = { door: "🚪", lever: "⚙", crate: "▣", thing: "●" };

/** Who starts where: a label and whether it is an enemy (or side b). */
export interface Standing {
  pos: string;
  label: string;
  foe: boolean;
}

/** The map drawing. */
export function MapDrawing(props: { map: MgMap; standing: Standing[]; lang: Lang }) {
  const layout = createMemo(() =>
    layoutPositions(
      props.map.positions.map((p) => p.id),
      props.map.distances,
    ),
  );
  // A map that spreads sideways (a corridor) is drawn less tall: no empty band under it.
  const height = createMemo(() => {
    const pts = Object.values(layout());
    const span = (f: (p: { x: number; y: number }) => number) =>
      Math.max(0, ...pts.map(f)) - Math.min(0, ...pts.map(f));
    const k = (W - 2 * PAD) / (span((p) => p.x) || 1);
    return Math.round(Math.min(H, Math.max(MIN_H, span((p) => p.y) * k + 2 * PAD + 40)));
  });
  const frame = createMemo(() => fitFrame(layout(), W, height(), PAD));
  const at = (id: string) => frame().at(layout()[id] ?? { x: 0, y: 0 });
  return (
    // At 390 px the drawing keeps a readable size and scrolls sideways.
    <div class="mgp-scroll mgp-drawing-box" tabindex="0">
      <svg
        viewBox={`0 0 ${W} ${height()}`}
        class="mg-map-svg mgp-drawing"
        role="img"
        aria-label={`${pw(props.lang, "map")}: ${nameIn(props.map, props.lang)}`}
        data-testid="prep-map-drawing"
      >
        <For each={props.map.distances}>
          {(d) => {
            const a = () => at(d.from);
            const b = () => at(d.to);
            return (
              <g class="mg-road mine">
                <line x1={a().x} y1={a().y} x2={b().x} y2={b().y} />
                <text x={(a().x + b().x) / 2} y={(a().y + b().y) / 2 - 4} class="mg-metres">
                  {d.door === undefined ? "" : "🚪 "}
                  {d.m}m
                </text>
              </g>
            );
          }}
        </For>
        <For each={props.map.positions}>
          {(p) => {
            const c = () => at(p.id);
            // Words of a position in the right half go to its left: none run off the drawing.
            const tx = () => labelAt(c().x, W).x;
            const anchor = () => labelAt(c().x, W).anchor;
            const here = () => props.standing.filter((s) => s.pos === p.id);
            const objects = () => p.objects ?? [];
            return (
              <g class="mg-place" data-place={p.id}>
                <circle cx={c().x} cy={c().y} r={7} />
                <text x={tx()} y={c().y - 8} class="mg-place-name" text-anchor={anchor()}>
                  {nameIn(p, props.lang)}
                  {placeMarks(p.cover, p.danger)}
                </text>
                <For each={here()}>
                  {(s, i) => (
                    <text
                      x={tx()}
                      y={c().y + 8 + i() * 14}
                      text-anchor={anchor()}
                      class="mg-chip"
                      classList={{ enemy: s.foe }}
                    >
                      {s.foe ? "▼" : "▲"} {s.label}
                    </text>
                  )}
                </For>
                <For each={objects()}>
                  {(o, i) => (
                    <text
                      x={tx()}
                      y={c().y + 8 + (here().length + i()) * 14}
                      text-anchor={anchor()}
                      class="mg-ground"
                    >
                      {KIND_MARK[o.kind] ?? ""} {nameIn(o, props.lang)}
                    </text>
                  )}
                </For>
              </g>
            );
          }}
        </For>
        <Show when={props.map.positions.length === 0}>
          <text x={W / 2} y={height() / 2} text-anchor="middle">
            —
          </text>
        </Show>
      </svg>
    </div>
  );
}
