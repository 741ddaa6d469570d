/**
 * The map builder: which map the battle is fought on (none, a shipped one, or the KP's own), and
 * for the KP's own its positions (name, cover, dangerous terrain), the ways between them in metres
 * (through a door or not), the objects at each position (a door that may start open, a lever with
 * the doors it works, a crate with the items it holds, things with their weight; heavy ones the
 * KP prices), drawn as the table's positions map draws it — and, from the server's summary, what
 * moving costs each fighter: metres per DP and the DP to reach each position from her start.
 */
import { createSignal, For, Index, Show } from "solid-js";
import {
  addObject,
  addPosition,
  COVERS,
  copyMap,
  entriesOf,
  isOwn,
  type MgMap,
  type MgObject,
  type MgPosition,
  mapOf,
  nameIn,
  newMap,
  OBJECT_KINDS,
  type ObjectKind,
  removeObject,
  removeOwn,
  removePosition,
  renameMap,
  renamePosition,
  setDistance,
  setDoorOfWay,
  setLeverControls,
  setObject,
  setPosition,
  setupOf,
  useMap,
} from "../../../../src/build/prepare/magical-girl-ops.ts";
import { mw } from "../../boards/magical-girl/words.ts";
import type { PrepProps } from "../prep-tab.ts";
import { ItemChips } from "./item-chips.tsx";
import { MapDrawing, type Standing } from "./map-drawing.tsx";
import { numberOrNone, Problems } from "./prep-parts.tsx";
import { type PrepWord, pw } from "./prep-words.ts";

const KIND_WORD: Record<ObjectKind, PrepWord> = {
  door: "kindDoor",
  lever: "kindLever",
  crate: "kindCrate",
  thing: "kindThing",
};
const COVER_WORD = { none: "coverNone", half: "coverHalf", full: "coverFull" } as const;

/** Who starts where on the map (girls ▲, enemies and side b ▼). */
function standing(p: PrepProps, map: MgMap): Standing[] {
  const setup = setupOf(p.doc());
  const first = map.positions[0]?.id ?? "";
  const lang = p.lang();
  return [
    ...setup.girls.map((g) => ({
      pos: g.pos ?? first,
      label: `${g.seat} ${nameIn(
        entriesOf(p.doc(), p.shipped(), "girls").find((e) => e.id === g.girl),
        lang,
        g.girl,
      )}`,
      foe: g.side === "b",
    })),
    ...setup.enemies.map((e) => ({
      pos: e.pos ?? first,
      label: nameIn(
        entriesOf(p.doc(), p.shipped(), "enemies").find((x) => x.id === e.enemy),
        lang,
        e.enemy,
      ),
      foe: true,
    })),
  ];
}

/** One object's inputs. */
function ObjectRow(props: { p: PrepProps; map: MgMap; o: MgObject }) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  const set = (patch: Parameters<typeof setObject>[3]) =>
    props.p.setDoc(setObject(doc(), props.map.id, props.o.id, patch));
  const doors = () =>
    props.map.positions.flatMap((q) => (q.objects ?? []).filter((o) => o.kind === "door"));
  const id = (what: string) => `mgp-${what}-${props.o.id}`;
  return (
    <fieldset class="mgp-object" data-object={props.o.id}>
      <legend>
        {pw(lang(), KIND_WORD[props.o.kind])} · {nameIn(props.o, lang())} <code>{props.o.id}</code>
      </legend>
      <div class="mgp-line">
        <div class="mgp-inline">
          <label for={id("name")}>{pw(lang(), "name")}</label>
          <input
            id={id("name")}
            name={`object-name-${props.o.id}`}
            value={props.o.name[lang()]}
            maxLength={100}
            disabled={props.p.readOnly}
            onChange={(e) => set({ name: { lang: lang(), text: e.currentTarget.value } })}
          />
        </div>
        <div class="mgp-inline">
          <label for={id("weight")}>{pw(lang(), "weight")}</label>
          <input
            id={id("weight")}
            name={`object-weight-${props.o.id}`}
            class="be-num"
            inputMode="numeric"
            value={props.o.weight}
            disabled={props.p.readOnly}
            onChange={(e) => set({ weight: numberOrNone(e.currentTarget.value) })}
          />
        </div>
        <div class="mgp-inline">
          <label for={id("damage")}>{pw(lang(), "damage")}</label>
          <input
            id={id("damage")}
            name={`object-damage-${props.o.id}`}
            class="be-num"
            size={6}
            value={props.o.damage ?? "1d3"}
            disabled={props.p.readOnly}
            onChange={(e) => set({ damage: e.currentTarget.value.trim() })}
          />
        </div>
        <label class="mgp-check">
          <input
            type="checkbox"
            name={`object-heavy-${props.o.id}`}
            checked={props.o.heavy === true}
            disabled={props.p.readOnly}
            onChange={(e) => set({ heavy: e.currentTarget.checked })}
          />{" "}
          {pw(lang(), "heavy")}
        </label>
        <Show when={props.o.kind === "door"}>
          <label class="mgp-check">
            <input
              type="checkbox"
              name={`object-open-${props.o.id}`}
              checked={props.o.open === true}
              disabled={props.p.readOnly}
              onChange={(e) => set({ open: e.currentTarget.checked })}
            />{" "}
            {pw(lang(), "open")}
          </label>
        </Show>
        <Show when={!props.p.readOnly}>
          <button
            type="button"
            class="be-remove"
            onClick={() => props.p.setDoc(removeObject(doc(), props.map.id, props.o.id))}
          >
            × {pw(lang(), "removeWho", { who: nameIn(props.o, lang()) })}
          </button>
        </Show>
      </div>
      <Show when={props.o.kind === "lever"}>
        <fieldset class="mgp-plain mgp-line">
          <legend>{pw(lang(), "controls")}</legend>
          <Show
            when={doors().length > 0}
            fallback={<span class="muted">{pw(lang(), "none")}</span>}
          >
            <For each={doors()}>
              {(d) => (
                <label class="mgp-check">
                  <input
                    type="checkbox"
                    name={`controls-${props.o.id}`}
                    value={d.id}
                    checked={(props.o.controls ?? []).includes(d.id)}
                    disabled={props.p.readOnly}
                    onChange={(e) => {
                      const now = props.o.controls ?? [];
                      const next = e.currentTarget.checked
                        ? [...now, d.id]
                        : now.filter((c) => c !== d.id);
                      props.p.setDoc(setLeverControls(doc(), props.map.id, props.o.id, next));
                    }}
                  />{" "}
                  🚪 {nameIn(d, lang())}
                </label>
              )}
            </For>
          </Show>
        </fieldset>
      </Show>
      <Show when={props.o.kind === "crate"}>
        <ItemChips
          p={props.p}
          label={pw(lang(), "holds")}
          ids={props.o.holds ?? []}
          set={(holds) => set({ holds })}
          name={`holds-${props.o.id}`}
          add={pw(lang(), "holds")}
        />
      </Show>
    </fieldset>
  );
}

/** One position's inputs and its objects. */
function PositionRow(props: { p: PrepProps; map: MgMap; pos: MgPosition; index: number }) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  const [kind, setKind] = createSignal<ObjectKind>("door");
  const id = (what: string) => `mgp-${what}-${props.pos.id}`;
  return (
    <fieldset class="mgp-row" data-pos={props.pos.id}>
      <legend>
        {nameIn(props.pos, lang())} <code>{props.pos.id}</code>
      </legend>
      <div class="mgp-line">
        <div class="mgp-inline">
          <label for={id("name")}>{pw(lang(), "positionName")}</label>
          <input
            id={id("name")}
            name={`pos-name-${props.pos.id}`}
            value={props.pos.name[lang()]}
            maxLength={100}
            disabled={props.p.readOnly}
            onChange={(e) =>
              props.p.setDoc(
                renamePosition(doc(), props.map.id, props.pos.id, lang(), e.currentTarget.value),
              )
            }
          />
        </div>
        <div class="mgp-inline">
          <label for={id("cover")}>{pw(lang(), "cover")}</label>
          <select
            id={id("cover")}
            name={`cover-${props.pos.id}`}
            disabled={props.p.readOnly}
            onChange={(e) =>
              props.p.setDoc(
                setPosition(doc(), props.map.id, props.pos.id, {
                  cover: e.currentTarget.value as (typeof COVERS)[number],
                }),
              )
            }
          >
            <For each={COVERS}>
              {(c) => (
                <option value={c} selected={(props.pos.cover ?? "none") === c}>
                  {c === "none" ? pw(lang(), "coverNone") : mw(lang(), COVER_WORD[c])}
                </option>
              )}
            </For>
          </select>
        </div>
        <label class="mgp-check">
          <input
            type="checkbox"
            name={`danger-${props.pos.id}`}
            checked={props.pos.danger === true}
            disabled={props.p.readOnly}
            onChange={(e) =>
              props.p.setDoc(
                setPosition(doc(), props.map.id, props.pos.id, { danger: e.currentTarget.checked }),
              )
            }
          />{" "}
          ⚠ {pw(lang(), "danger")}
        </label>
        <Show when={!props.p.readOnly && props.map.positions.length > 1}>
          <button
            type="button"
            class="be-remove"
            onClick={() => props.p.setDoc(removePosition(doc(), props.map.id, props.pos.id))}
          >
            × {pw(lang(), "removeWho", { who: nameIn(props.pos, lang()) })}
          </button>
        </Show>
      </div>
      <Index each={props.pos.objects ?? []}>
        {(o) => <ObjectRow p={props.p} map={props.map} o={o()} />}
      </Index>
      <Show when={!props.p.readOnly}>
        <div class="mgp-line">
          <select
            name={`object-kind-${props.pos.id}`}
            aria-label={`${pw(lang(), "kind")}（${nameIn(props.pos, lang())}）`}
            onChange={(e) => setKind(e.currentTarget.value as ObjectKind)}
          >
            <For each={OBJECT_KINDS}>
              {(k) => (
                <option value={k} selected={k === kind()}>
                  {pw(lang(), KIND_WORD[k])}
                </option>
              )}
            </For>
          </select>
          <button
            type="button"
            data-testid={`mg-add-object-${props.pos.id}`}
            onClick={() => props.p.setDoc(addObject(doc(), props.map.id, props.pos.id, kind()))}
          >
            ＋ {pw(lang(), "addObject")}
          </button>
        </div>
      </Show>
    </fieldset>
  );
}

/** The ways between positions: each with its metres and door, and a form to add one. */
function Ways(props: { p: PrepProps; map: MgMap }) {
  const lang = () => props.p.lang();
  const doc = () => props.p.doc();
  const posName = (id: string) =>
    nameIn(
      props.map.positions.find((q) => q.id === id),
      lang(),
      id,
    );
  const doors = () =>
    props.map.positions.flatMap((q) => (q.objects ?? []).filter((o) => o.kind === "door"));
  const [from, setFrom] = createSignal("");
  const [to, setTo] = createSignal("");
  const [m, setM] = createSignal("10");
  const fromId = () => from() || props.map.positions[0]?.id || "";
  const toId = () => to() || props.map.positions[1]?.id || "";
  return (
    <section class="panel" aria-labelledby="mgp-ways-h">
      <h3 id="mgp-ways-h">{pw(lang(), "distances")}</h3>
      <ul class="mgp-ways">
        <Index each={props.map.distances}>
          {(way) => (
            <li data-way={`${way().from}|${way().to}`} class="mgp-line">
              <span>{pw(lang(), "way", { a: posName(way().from), b: posName(way().to) })}</span>
              <input
                name="way-m"
                class="be-num"
                inputMode="decimal"
                aria-label={`${pw(lang(), "way", { a: posName(way().from), b: posName(way().to) })} ${pw(lang(), "metres")}`}
                value={way().m}
                disabled={props.p.readOnly}
                onChange={(e) => {
                  const v = Number(e.currentTarget.value);
                  if (Number.isFinite(v) && v >= 0)
                    props.p.setDoc(setDistance(doc(), props.map.id, way().from, way().to, v));
                }}
              />
              <span>{pw(lang(), "metres")}</span>
              <select
                name="way-door"
                aria-label={`${pw(lang(), "way", { a: posName(way().from), b: posName(way().to) })} ${pw(lang(), "doorOfWay")}`}
                disabled={props.p.readOnly}
                onChange={(e) =>
                  props.p.setDoc(
                    setDoorOfWay(
                      doc(),
                      props.map.id,
                      way().from,
                      way().to,
                      e.currentTarget.value === "" ? undefined : e.currentTarget.value,
                    ),
                  )
                }
              >
                <option value="" selected={way().door === undefined}>
                  {pw(lang(), "noDoor")}
                </option>
                <For each={doors()}>
                  {(o) => (
                    <option value={o.id} selected={way().door === o.id}>
                      🚪 {nameIn(o, lang())}
                    </option>
                  )}
                </For>
              </select>
              <Show when={!props.p.readOnly}>
                <button
                  type="button"
                  class="be-remove"
                  onClick={() =>
                    props.p.setDoc(setDistance(doc(), props.map.id, way().from, way().to, null))
                  }
                >
                  × {pw(lang(), "remove")}
                </button>
              </Show>
            </li>
          )}
        </Index>
      </ul>
      <Show when={!props.p.readOnly && props.map.positions.length > 1}>
        <div class="mgp-line mgp-add">
          <select name="way-from" aria-label="A" onChange={(e) => setFrom(e.currentTarget.value)}>
            <For each={props.map.positions}>
              {(q) => (
                <option value={q.id} selected={q.id === fromId()}>
                  {nameIn(q, lang())}
                </option>
              )}
            </For>
          </select>
          <span aria-hidden="true">↔</span>
          <select name="way-to" aria-label="B" onChange={(e) => setTo(e.currentTarget.value)}>
            <For each={props.map.positions}>
              {(q) => (
                <option value={q.id} selected={q.id === toId()}>
                  {nameIn(q, lang())}
                </option>
              )}
            </For>
          </select>
          <input
            name="way-new-m"
            class="be-num"
            inputMode="decimal"
            aria-label={pw(lang(), "metres")}
            value={m()}
            onInput={(e) => setM(e.currentTarget.value)}
          />
          <span>{pw(lang(), "metres")}</span>
          <button
            type="button"
            data-testid="mg-add-way"
            onClick={() => {
              const v = Number(m());
              if (Number.isFinite(v) && v >= 0)
                props.p.setDoc(setDistance(doc(), props.map.id, fromId(), toId(), v));
            }}
          >
            ＋ {pw(lang(), "distances")}
          </button>
        </div>
      </Show>
    </section>
  );
}

/** Movement costs for each fighter, from the server's summary. */
function MovementCosts(props: { p: PrepProps; map: MgMap }) {
  const lang = () => props.p.lang();
  const movement = () => props.p.answer()?.summary?.movement ?? null;
  const posName = (id: string) =>
    nameIn(
      props.map.positions.find((q) => q.id === id),
      lang(),
      id,
    );
  return (
    <section class="panel" aria-labelledby="mgp-move-h" data-testid="mg-movement">
      <h3 id="mgp-move-h">{pw(lang(), "movement")}</h3>
      <p class="muted">{pw(lang(), "movementHint")}</p>
      <Show when={movement()} fallback={<p class="muted">{pw(lang(), "checking")}</p>}>
        {(mv) => (
          <div class="mgp-scroll" tabindex="0">
            <table class="mgp-move">
              <thead>
                <tr>
                  <th scope="col">{pw(lang(), "girl")}</th>
                  <For each={props.map.positions}>
                    {(q) => <th scope="col">{nameIn(q, lang())}</th>}
                  </For>
                </tr>
              </thead>
              <tbody>
                <For each={mv()}>
                  {(f) => (
                    <tr data-fighter={f.fighter}>
                      <th scope="row">
                        {f.seat === "kp" ? "▼" : "▲"} {f.name}
                        <br />
                        <span class="muted">
                          {posName(f.pos)} · {pw(lang(), "perDp", { m: f.metresPerDp, dp: f.dp })}
                        </span>
                      </th>
                      <For each={props.map.positions}>
                        {(q) => {
                          const r = () => f.reach.find((x) => x.pos === q.id);
                          return (
                            <td>
                              {q.id === f.pos
                                ? "●"
                                : r()?.dp === null || r() === undefined
                                  ? pw(lang(), "unreachable")
                                  : `${r()?.metres}m · ${r()?.dp}DP`}
                            </td>
                          );
                        }}
                      </For>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
          </div>
        )}
      </Show>
    </section>
  );
}

/** The map tab. */
export function MapTab(props: PrepProps) {
  const lang = () => props.lang();
  const doc = () => props.doc();
  const map = () => mapOf(doc(), props.shipped());
  const own = () => {
    const m = map();
    return m !== undefined && isOwn(doc(), "maps", m.id);
  };
  const maps = () => entriesOf(doc(), props.shipped(), "maps");
  const mapIndex = () => (doc().content.maps ?? []).findIndex((m) => m.id === map()?.id);
  const [newPos, setNewPos] = createSignal("");
  return (
    <div class="mgp-tab" data-testid="mg-map">
      <section class="panel" aria-labelledby="mgp-map-h">
        <h3 id="mgp-map-h">{pw(lang(), "map")}</h3>
        <div class="mgp-line">
          <select
            name="map"
            aria-label={pw(lang(), "map")}
            disabled={props.readOnly}
            onChange={(e) =>
              props.setDoc(
                useMap(
                  doc(),
                  e.currentTarget.value === "" ? undefined : e.currentTarget.value,
                  props.shipped(),
                ),
              )
            }
          >
            <option value="" selected={setupOf(doc()).map === undefined}>
              {pw(lang(), "noMap")}
            </option>
            <For each={maps()}>
              {(m) => (
                <option value={String(m.id)} selected={m.id === setupOf(doc()).map}>
                  {nameIn(m, lang())}
                  {isOwn(doc(), "maps", String(m.id)) ? ` (${pw(lang(), "own")})` : ""}
                </option>
              )}
            </For>
          </select>
          <Show when={!props.readOnly}>
            <button
              type="button"
              data-testid="mg-new-map"
              onClick={() => props.setDoc(newMap(doc(), lang()))}
            >
              ＋ {pw(lang(), "newMap")}
            </button>
            <Show when={map() !== undefined && !own()}>
              <button
                type="button"
                data-testid="mg-copy-map"
                onClick={() => {
                  const m = map();
                  if (m !== undefined) props.setDoc(copyMap(doc(), m));
                }}
              >
                ✎ {pw(lang(), "copyMap")}
              </button>
            </Show>
            <Show when={own() ? map() : undefined}>
              {(m) => (
                <button
                  type="button"
                  class="be-remove"
                  data-testid="mg-delete-map"
                  onClick={() => props.setDoc(removeOwn(doc(), props.shipped(), "maps", m().id))}
                >
                  × {pw(lang(), "deleteMap")}
                </button>
              )}
            </Show>
          </Show>
        </div>
        <Problems answer={props.answer()} prefixes={["setup.map"]} />
        <Show when={map()}>
          {(m) => (
            <>
              <Show when={!own()}>
                <p class="muted">{pw(lang(), "shippedMap")}</p>
              </Show>
              <MapDrawing map={m()} standing={standing(props, m())} lang={lang()} />
              <p class="muted mgp-legend">
                ◧ {mw(lang(), "coverHalf")} · ■ {mw(lang(), "coverFull")} · ⚠ {pw(lang(), "danger")}{" "}
                · 🚪 {pw(lang(), "kindDoor")} · ⚙ {pw(lang(), "kindLever")} · ▣{" "}
                {pw(lang(), "kindCrate")} · ▲ {pw(lang(), "girl")} · ▼ {pw(lang(), "enemy")}
              </p>
            </>
          )}
        </Show>
      </section>
      <Show when={map()}>
        {(m) => (
          <>
            <MovementCosts p={props} map={m()} />
            <Show when={own()}>
              <section class="panel" aria-labelledby="mgp-pos-h">
                <div class="mgp-line">
                  <label for="mgp-map-name">{pw(lang(), "mapName")}</label>
                  <input
                    id="mgp-map-name"
                    name="map-name"
                    value={m().name[lang()]}
                    maxLength={100}
                    disabled={props.readOnly}
                    onChange={(e) =>
                      props.setDoc(renameMap(doc(), m().id, lang(), e.currentTarget.value))
                    }
                  />
                </div>
                <h3 id="mgp-pos-h">{pw(lang(), "positions")}</h3>
                <Index each={m().positions}>
                  {(q, i) => <PositionRow p={props} map={m()} pos={q()} index={i} />}
                </Index>
                <Show when={!props.readOnly}>
                  <div class="mgp-line mgp-add">
                    <input
                      name="new-position"
                      aria-label={pw(lang(), "positionName")}
                      placeholder={pw(lang(), "newPosition")}
                      maxLength={100}
                      value={newPos()}
                      onInput={(e) => setNewPos(e.currentTarget.value)}
                    />
                    <button
                      type="button"
                      data-testid="mg-add-position"
                      onClick={() => {
                        const text = newPos().trim() || pw(lang(), "newPosition");
                        props.setDoc(addPosition(doc(), m().id, lang(), text));
                        setNewPos("");
                      }}
                    >
                      ＋ {pw(lang(), "addPosition")}
                    </button>
                  </div>
                </Show>
                <Problems
                  answer={props.answer()}
                  prefixes={[`content.maps[${mapIndex()}]`, `content[0].maps[${mapIndex()}]`]}
                />
              </section>
              <Ways p={props} map={m()} />
            </Show>
          </>
        )}
      </Show>
    </div>
  );
}
