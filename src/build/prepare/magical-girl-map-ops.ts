/**
 * The magical-girl map builder's edit operations (issue 30): a map of the KP's own — new, or a
 * copy of a shipped one with object ids of its own — its positions, ways in metres, doors on
 * ways, and objects (doors, levers working doors, crates holding items, things); a removed
 * position or object takes with it whatever named it. Pure PrepDoc → PrepDoc, browser-safe.
 */
import type { Lang } from "../../engine/index.ts";
import {
  addOwn,
  dropPlaces,
  entryOf,
  freshId,
  MAX_MAP_POSITIONS,
  MAX_OBJECTS_AT,
  type MgDistance,
  type MgMap,
  type MgObject,
  type MgPosition,
  type ObjectKind,
  ownOf,
  patched,
  renamed,
  setupOf,
  withList,
  withSetup,
} from "./magical-girl-doc.ts";
import type { PrepDoc, ShippedContent } from "./prep-types.ts";

/** Every id in use on `map` (positions and objects). */
function mapIds(map: MgMap): Set<string> {
  return new Set([
    ...map.positions.map((p) => p.id),
    ...map.positions.flatMap((p) => (p.objects ?? []).map((o) => o.id)),
  ]);
}

/** Object ids of every own map (object ids name one object in the whole battle: unique across maps). */
function ownObjectIds(doc: PrepDoc): Set<string> {
  return new Set(
    (ownOf(doc, "maps") as unknown as MgMap[]).flatMap((m) =>
      m.positions.flatMap((p) => (p.objects ?? []).map((o) => o.id)),
    ),
  );
}

/** The own map `id`, changed by `f`. */
function editMap(doc: PrepDoc, id: string, f: (m: MgMap) => MgMap): PrepDoc {
  const own = ownOf(doc, "maps");
  const i = own.findIndex((m) => m.id === id);
  if (i < 0) return doc;
  return withList(
    doc,
    "maps",
    own.map((m, j) =>
      j === i ? (f(m as unknown as MgMap) as unknown as Record<string, unknown>) : m,
    ),
  );
}

/**
 * A new own map with one position (its name in `lang`), used by the setup: fighters' places on
 * the old map are dropped (they stand at the first position).
 */
export function newMap(doc: PrepDoc, lang: Lang): PrepDoc {
  const id = freshId("my-map", new Set(ownOf(doc, "maps").map((m) => m.id)));
  const n = id.slice("my-map-".length);
  const words: Record<Lang, [string, string]> = {
    zh: [`地图${n}`, "起点"],
    ja: [`マップ${n}`, "出発点"],
    en: [`Map ${n}`, "Start"],
  };
  const map: MgMap = {
    id,
    name: renamed(undefined, lang, words[lang][0]),
    positions: [{ id: "pos-1", name: renamed(undefined, lang, words[lang][1]) }],
    distances: [],
  };
  return useMap(addOwn(doc, "maps", map as unknown as Record<string, unknown>), id);
}

/** An own copy of map `from` (shipped), so that it can be edited; the setup uses it. */
export function copyMap(doc: PrepDoc, from: MgMap): PrepDoc {
  const maps = new Set(ownOf(doc, "maps").map((m) => m.id));
  const id = maps.has(`my-${from.id}`) ? freshId(`my-${from.id}`, maps) : `my-${from.id}`;
  // Object ids are unique across all maps, the shipped one's included: the copy's are new.
  const taken = new Set([...ownObjectIds(doc), ...mapIds(from)]);
  const rename = new Map<string, string>();
  for (const p of from.positions)
    for (const o of p.objects ?? []) {
      const fresh = freshId(o.id, taken);
      taken.add(fresh);
      rename.set(o.id, fresh);
    }
  const to = (o: string) => rename.get(o) ?? o;
  const copy: MgMap = {
    ...structuredClone(from),
    id,
    positions: from.positions.map((p) =>
      p.objects === undefined
        ? { ...p }
        : {
            ...p,
            objects: p.objects.map((o) =>
              o.controls === undefined
                ? { ...o, id: to(o.id) }
                : { ...o, id: to(o.id), controls: o.controls.map(to) },
            ),
          },
    ),
    distances: from.distances.map((d) =>
      d.door === undefined ? { ...d } : { ...d, door: to(d.door) },
    ),
  };
  // The same position ids: who stood on the shipped map keeps her place.
  return useMap(addOwn(doc, "maps", copy as unknown as Record<string, unknown>), id);
}

/** The setup plays on map `id` (undefined: no map, everyone together); places not on it are dropped. */
export function useMap(
  doc: PrepDoc,
  id: string | undefined,
  shipped: ShippedContent | null = null,
): PrepDoc {
  const setup = setupOf(doc);
  const map =
    id === undefined ? undefined : (entryOf(doc, shipped, "maps", id) as MgMap | undefined);
  const ids = new Set((map?.positions ?? []).map((p) => p.id));
  return withSetup(doc, { ...dropPlaces(setup, (pos) => ids.has(pos)), map: id });
}

/** Renames own map `id` in `lang`. */
export function renameMap(doc: PrepDoc, id: string, lang: Lang, text: string): PrepDoc {
  return editMap(doc, id, (m) => ({ ...m, name: renamed(m.name, lang, text) }));
}

/** Adds a position named `text` (in `lang`) to own map `map`; its id is new. */
export function addPosition(doc: PrepDoc, map: string, lang: Lang, text: string): PrepDoc {
  return editMap(doc, map, (m) => {
    if (m.positions.length >= MAX_MAP_POSITIONS) return m;
    const id = freshId("pos", mapIds(m));
    const name = renamed(undefined, lang, text.trim() === "" ? id : text.trim());
    return { ...m, positions: [...m.positions, { id, name }] };
  });
}

/**
 * Removes position `pos` of own map `map` (the last one stays): its ways and objects go, levers
 * and ways forget its doors, and who stood there stands at the first position.
 */
export function removePosition(doc: PrepDoc, map: string, pos: string): PrepDoc {
  const own = ownOf(doc, "maps").find((m) => m.id === map) as unknown as MgMap | undefined;
  if (own === undefined || own.positions.length <= 1) return doc;
  const gone = new Set((own.positions.find((p) => p.id === pos)?.objects ?? []).map((o) => o.id));
  let next = editMap(doc, map, (m) =>
    forgetObjects(
      {
        ...m,
        positions: m.positions.filter((p) => p.id !== pos),
        distances: m.distances.filter((d) => d.from !== pos && d.to !== pos),
      },
      gone,
    ),
  );
  if (setupOf(next).map === map)
    next = withSetup(
      next,
      dropPlaces(setupOf(next), (p) => p !== pos),
    );
  return next;
}

/** Changes position `pos` of own map `map` (cover, danger). */
export function setPosition(
  doc: PrepDoc,
  map: string,
  pos: string,
  patch: { cover?: "none" | "half" | "full"; danger?: boolean },
): PrepDoc {
  const clean: Partial<MgPosition> = {
    cover: patch.cover === "none" ? undefined : patch.cover,
    danger: patch.danger === false ? undefined : patch.danger,
  };
  const keys = Object.keys(patch) as (keyof typeof clean)[];
  const only = Object.fromEntries(keys.map((k) => [k, clean[k]])) as Partial<MgPosition>;
  return editMap(doc, map, (m) => ({
    ...m,
    positions: m.positions.map((p) => (p.id === pos ? patched(p, only) : p)),
  }));
}

/** Renames position `pos` of own map `map` in `lang`. */
export function renamePosition(
  doc: PrepDoc,
  map: string,
  pos: string,
  lang: Lang,
  text: string,
): PrepDoc {
  return editMap(doc, map, (m) => ({
    ...m,
    positions: m.positions.map((p) =>
      p.id === pos ? { ...p, name: renamed(p.name, lang, text) } : p,
    ),
  }));
}

const sameWay = (d: MgDistance, a: string, b: string) =>
  (d.from === a && d.to === b) || (d.from === b && d.to === a);

/** Sets the way between `from` and `to` to `m` metres (null: no way), keeping its door. */
export function setDistance(
  doc: PrepDoc,
  map: string,
  from: string,
  to: string,
  m: number | null,
): PrepDoc {
  if (from === to) return doc;
  return editMap(doc, map, (mp) => {
    const i = mp.distances.findIndex((d) => sameWay(d, from, to));
    if (m === null || !Number.isFinite(m) || m < 0)
      return m === null ? { ...mp, distances: mp.distances.filter((_, j) => j !== i) } : mp;
    const distances =
      i < 0
        ? [...mp.distances, { from, to, m }]
        : mp.distances.map((d, j) => (j === i ? { ...d, m } : d));
    return { ...mp, distances };
  });
}

/** The way between `from` and `to` goes through door `door` (undefined: no door). */
export function setDoorOfWay(
  doc: PrepDoc,
  map: string,
  from: string,
  to: string,
  door: string | undefined,
): PrepDoc {
  return editMap(doc, map, (mp) => ({
    ...mp,
    distances: mp.distances.map((d) => (sameWay(d, from, to) ? patched(d, { door }) : d)),
  }));
}

/** Words for a new object's name (its kind, numbered). */
const OBJECT_NAMES: Record<ObjectKind, Record<Lang, string>> = {
  door: { zh: "门", ja: "扉", en: "Door" },
  lever: { zh: "操纵杆", ja: "レバー", en: "Lever" },
  crate: { zh: "箱子", ja: "箱", en: "Crate" },
  thing: { zh: "物件", ja: "物", en: "Thing" },
};
/** Starting weights (a door heavy, a lever fixed and heavy to throw, a crate, a thing). */
const OBJECT_WEIGHT: Record<ObjectKind, number> = { door: 40, lever: 60, crate: 30, thing: 10 };

/** Adds an object of `kind` at position `pos` of own map `map`; its id is new (`door-1`). */
export function addObject(doc: PrepDoc, map: string, pos: string, kind: ObjectKind): PrepDoc {
  const taken = ownObjectIds(doc);
  return editMap(doc, map, (m) => {
    const p = m.positions.find((q) => q.id === pos);
    if (p === undefined || (p.objects ?? []).length >= MAX_OBJECTS_AT) return m;
    const id = freshId(kind, new Set([...taken, ...mapIds(m)]));
    const n = id.slice(kind.length + 1);
    const w = OBJECT_NAMES[kind];
    const name = { ja: `${w.ja}${n}`, zh: `${w.zh}${n}`, en: `${w.en} ${n}` };
    const o: MgObject = { id, name, kind, weight: OBJECT_WEIGHT[kind] };
    return {
      ...m,
      positions: m.positions.map((q) =>
        q.id === pos ? { ...q, objects: [...(q.objects ?? []), o] } : q,
      ),
    };
  });
}

/** `m` with each of its objects changed by `f`. */
export function eachObject(m: MgMap, f: (o: MgObject) => MgObject): MgMap {
  return {
    ...m,
    positions: m.positions.map((p) =>
      p.objects === undefined ? p : { ...p, objects: p.objects.map(f) },
    ),
  };
}

/** `m` with levers and ways no longer naming the objects `gone`. */
function forgetObjects(m: MgMap, gone: ReadonlySet<string>): MgMap {
  if (gone.size === 0) return m;
  return {
    ...eachObject(m, (o) =>
      o.controls?.some((c) => gone.has(c))
        ? patched(o, { controls: nonEmpty(o.controls.filter((c) => !gone.has(c))) })
        : o,
    ),
    distances: m.distances.map((d) =>
      d.door !== undefined && gone.has(d.door) ? patched(d, { door: undefined }) : d,
    ),
  };
}

/** `xs`, or undefined when empty (an empty list is left out). */
export const nonEmpty = <T>(xs: T[]): T[] | undefined => (xs.length === 0 ? undefined : xs);

/** Removes object `id` of own map `map` (levers and ways forget it). */
export function removeObject(doc: PrepDoc, map: string, id: string): PrepDoc {
  return editMap(doc, map, (m) =>
    forgetObjects(
      {
        ...m,
        positions: m.positions.map((p) =>
          (p.objects ?? []).some((o) => o.id === id)
            ? patched(p, { objects: nonEmpty((p.objects ?? []).filter((o) => o.id !== id)) })
            : p,
        ),
      },
      new Set([id]),
    ),
  );
}

/** The object `id` of `map`, or undefined. */
export function objectOf(map: MgMap, id: string): MgObject | undefined {
  for (const p of map.positions) for (const o of p.objects ?? []) if (o.id === id) return o;
  return undefined;
}

/**
 * Changes object `id` of own map `map`: weight, heavy, a door's open, a crate's holds (item ids),
 * damage when thrown. Keys a kind does not use are ignored; false / empty are left out.
 */
export function setObject(
  doc: PrepDoc,
  map: string,
  id: string,
  patch: {
    weight?: number;
    heavy?: boolean;
    open?: boolean;
    holds?: string[];
    damage?: string;
    name?: { lang: Lang; text: string };
  },
): PrepDoc {
  return editMap(doc, map, (m) =>
    eachObject(m, (o) => {
      if (o.id !== id) return o;
      const next: Partial<MgObject> = {};
      if (patch.weight !== undefined && Number.isFinite(patch.weight) && patch.weight >= 0)
        next.weight = patch.weight;
      if (patch.heavy !== undefined) next.heavy = patch.heavy || undefined;
      if (patch.open !== undefined && o.kind === "door") next.open = patch.open || undefined;
      if (patch.holds !== undefined && o.kind === "crate") next.holds = nonEmpty(patch.holds);
      if (patch.damage !== undefined)
        next.damage = patch.damage === "" || patch.damage === "1d3" ? undefined : patch.damage;
      if (patch.name !== undefined) next.name = renamed(o.name, patch.name.lang, patch.name.text);
      return patched(o, next);
    }),
  );
}

/** Lever `lever` of own map `map` works doors `doors` (only doors of the same map are kept). */
export function setLeverControls(
  doc: PrepDoc,
  map: string,
  lever: string,
  doors: string[],
): PrepDoc {
  return editMap(doc, map, (m) => {
    const isDoor = (id: string) => objectOf(m, id)?.kind === "door";
    const kept = [...new Set(doors.filter(isDoor))];
    return eachObject(m, (o) =>
      o.id === lever && o.kind === "lever" ? patched(o, { controls: nonEmpty(kept) }) : o,
    );
  });
}
