/**
 * The positions map (MGR-26…29, 70…72): the map's places laid out by their distances in metres
 * (map-layout.ts), each with its cover and danger, the fighters standing there, weapons on the
 * ground; for the fighter in question (a player's own girl, or the one acting at the KP's table)
 * the distance to every place, the ring she can still move this turn for her DP (halved by a
 * light wound; hovering a move shows its DP's ring) and her throwing range; and where the last
 * failed throw scattered (✸). Places a move option reaches are marked, and listed under the map
 * as buttons with their metres and DP.
 */
import { createMemo, For, Show } from "solid-js";
import type { MgCtx } from "./ctx.ts";
import { fitFrame, labelAt, layoutPositions, type Point, placeMarks } from "./map-layout.ts";
import { groundAt, lastScatter, moveRange, scatterOffset } from "./map-model.ts";
import { costOf, type Fighter, fightersOf, mgxOf, nameOf, spendOf, thingName } from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { mw, scatterWord } from "./words.ts";

const W = 640;
const H = 360;
const PAD = 56;

/** The map, centred on `subject` (null: no ranges drawn). */
export function PositionsMap(props: { ctx: MgCtx; subject: Fighter | null }) {
  const map = () => mgxOf(props.ctx.view).sheet?.map ?? null;
  const layout = createMemo(() => {
    const m = map();
    return m === null
      ? {}
      : layoutPositions(
          m.positions.map((p) => p.id),
          m.distances,
        );
  });
  // Metres → the drawing's pixels, the whole map fitted with room for the range rings' labels.
  const frame = createMemo(() => fitFrame(layout(), W, H, PAD));
  const at = (p: Point) => frame().at(p);
  const fighters = () => fightersOf(props.ctx.view);
  const subjectPos = () => props.subject?.f.pos ?? "";
  const range = () => {
    const s = props.subject;
    if (s === null) return null;
    const spend = spendOf(
      props.ctx.view,
      props.ctx.preview().filter((id) => id.startsWith("move:")),
    );
    return moveRange(s, spend?.max);
  };
  const distanceTo = (pos: string) =>
    map()?.distances.find(
      (d) => (d.from === subjectPos() && d.to === pos) || (d.to === subjectPos() && d.from === pos),
    )?.m;
  const moves = () => props.ctx.options.filter((o) => o.id.startsWith("move:"));
  const scatter = () => lastScatter(props.ctx.log);
  const scatterPoint = () => {
    const sc = scatter();
    if (sc === null) return null;
    const byId = new Map(fighters().map((f) => [f.id, f]));
    const from = layout()[byId.get(sc.thrower)?.f.pos ?? ""];
    const to = layout()[byId.get(sc.target)?.f.pos ?? ""];
    if (from === undefined || to === undefined) return null;
    const where = sc.where === "feet" ? from : to;
    const off = scatterOffset(sc.where, from, to);
    return { ...sc, point: at({ x: where.x + off.x, y: where.y + off.y }) };
  };
  return (
    <section class="mg-map panel" data-testid="positions-map">
      <h3>
        {mw(props.ctx.lang, "map")}
        <Show when={map()}>
          {(m) => <> · {thingName(props.ctx.view, m().id, props.ctx.lang)}</>}
        </Show>
      </h3>
      <Show when={map()} fallback={<p class="muted">{mw(props.ctx.lang, "noMap")}</p>}>
        {(m) => (
          <>
            <svg
              viewBox={`0 0 ${W} ${H}`}
              class="mg-map-svg"
              role="img"
              aria-label={mw(props.ctx.lang, "map")}
            >
              <For each={m().distances}>
                {(d) => {
                  const a = () => at(layout()[d.from] ?? { x: 0, y: 0 });
                  const b = () => at(layout()[d.to] ?? { x: 0, y: 0 });
                  const mine = () => d.from === subjectPos() || d.to === subjectPos();
                  return (
                    <g class="mg-road" classList={{ mine: mine() }}>
                      <line x1={a().x} y1={a().y} x2={b().x} y2={b().y} />
                      <Show when={mine()}>
                        <text x={(a().x + b().x) / 2} y={(a().y + b().y) / 2 - 4} class="mg-metres">
                          {d.m}m
                        </text>
                      </Show>
                    </g>
                  );
                }}
              </For>
              <Show when={props.subject !== null && layout()[subjectPos()] !== undefined}>
                <circle
                  class="mg-throw-ring"
                  cx={at(layout()[subjectPos()]).x}
                  cy={at(layout()[subjectPos()]).y}
                  r={(props.subject?.sheet?.throwRange ?? 0) * frame().k}
                />
                <circle
                  class="mg-move-ring"
                  data-testid="move-ring"
                  data-metres={range()?.metres ?? 0}
                  cx={at(layout()[subjectPos()]).x}
                  cy={at(layout()[subjectPos()]).y}
                  r={(range()?.metres ?? 0) * frame().k}
                />
              </Show>
              <For each={m().positions}>
                {(p) => {
                  const c = () => at(layout()[p.id] ?? { x: 0, y: 0 });
                  // Words right of centre go to the point's left: none run off the drawing.
                  const label = () => labelAt(c().x, W);
                  const here = () => fighters().filter((f) => f.f.pos === p.id);
                  const move = () => moves().find((o) => o.id === `move:${p.id}`);
                  return (
                    <g
                      class="mg-place"
                      classList={{ reach: move() !== undefined, here: p.id === subjectPos() }}
                      data-place={p.id}
                    >
                      <circle cx={c().x} cy={c().y} r={7} />
                      <text
                        x={label().x}
                        y={c().y - 8}
                        class="mg-place-name"
                        text-anchor={label().anchor}
                      >
                        {thingName(props.ctx.view, p.id, props.ctx.lang)}
                        {placeMarks(p.cover, p.danger)}
                      </text>
                      <For each={here()}>
                        {(f, i) => (
                          <text
                            x={label().x}
                            y={c().y + 8 + i() * 14}
                            text-anchor={label().anchor}
                            class="mg-chip"
                            classList={{
                              enemy: f.f.side === "enemy" || f.f.side === "b",
                              me: f.id === props.subject?.id,
                            }}
                          >
                            {f.f.side === "enemy" || f.f.side === "b" ? "▼" : "▲"}{" "}
                            {nameOf(props.ctx.state, props.ctx.view, f.id)}
                            {f.f.hp <= 0 ? " ✖" : ""}
                          </text>
                        )}
                      </For>
                      <For each={groundAt(mgxOf(props.ctx.view).ground, p.id)}>
                        {(g, i) => (
                          <text
                            x={c().x - 10}
                            y={c().y + 20 + i() * 14}
                            class="mg-ground"
                            text-anchor="end"
                          >
                            ✕ {thingName(props.ctx.view, g.weapon, props.ctx.lang)}
                          </text>
                        )}
                      </For>
                    </g>
                  );
                }}
              </For>
              <Show when={scatterPoint()}>
                {(sp) => (
                  <g class="mg-scatter" data-testid="scatter-mark">
                    <text x={sp().point.x} y={sp().point.y} text-anchor="middle">
                      ✸
                    </text>
                  </g>
                )}
              </Show>
            </svg>
            <ul class="mg-map-facts">
              <Show when={props.subject !== null && range() !== null}>
                <li data-testid="move-range">
                  ◯ {nameOf(props.ctx.state, props.ctx.view, props.subject?.id ?? "")}:{" "}
                  {mw(props.ctx.lang, "moveRange", {
                    m: props.subject?.sheet?.metresPerDp ?? 0,
                    total: range()?.metres ?? 0,
                    dp: range()?.dp ?? 0,
                  })}
                  {props.subject?.f.wound === "light" ? mw(props.ctx.lang, "moveHalf") : ""}
                </li>
                <li data-testid="throw-range">
                  ◌{" "}
                  {mw(props.ctx.lang, "throwRange", {
                    m: props.subject?.sheet?.throwRange ?? 0,
                    h: props.subject?.sheet?.throwRangeHeavy ?? 0,
                  })}
                </li>
              </Show>
              <Show when={scatterPoint()}>
                {(sp) => (
                  <li data-testid="scatter">
                    ✸ {thingName(props.ctx.view, sp().arm, props.ctx.lang)} — 1d6={sp().face}：
                    {mw(props.ctx.lang, "scattered", {
                      where: scatterWord(props.ctx.lang, sp().where),
                    })}
                  </li>
                )}
              </Show>
            </ul>
            <Show when={moves().length > 0}>
              <div class="mg-moves" data-testid="moves">
                <For each={moves()}>
                  {(o) => {
                    const to = o.id.slice("move:".length);
                    return (
                      <OptionButton ctx={props.ctx} id={o.id}>
                        → {thingName(props.ctx.view, to, props.ctx.lang)} ({distanceTo(to) ?? "?"}m,{" "}
                        {costOf(props.ctx.view, o.id)?.dp ?? "?"}DP)
                      </OptionButton>
                    );
                  }}
                </For>
              </div>
            </Show>
          </>
        )}
      </Show>
    </section>
  );
}
