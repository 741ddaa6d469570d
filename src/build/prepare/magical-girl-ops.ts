/**
 * The magical-girl builders' edit operations (issue 30): each takes a prepared battle and gives
 * the next one (pure, never mutating), keeping the setup playable where one edit can — a PvP mode
 * has sides and no enemies, a removed position takes its distances, objects and the fighters'
 * places with it, a removed door leaves the levers and ways that named it. The party, encounter
 * and map tabs call only these; the property test drives them too. Browser-safe: plain data.
 */
import type { Lang } from "../../engine/index.ts";
import type { PrepDoc, ShippedContent } from "./prep-types.ts";

/** Player seats in order (setup.ts PLAYER_SEATS; repeated here: setup.ts is not browser-safe). */
export const MG_SEATS = ["p1", "p2", "p3", "p4", "p5"] as const;
/** The setup's modes a KP picks in the encounter tab (aftermath is the campaign's, not a battle). */
export const MG_MODES = ["battle", "duel", "spar", "contest"] as const;
/** A mode of {@link MG_MODES}. */
export type MgMode = (typeof MG_MODES)[number];
/** Object kinds on a map (schema.ts MapObject). */
export const OBJECT_KINDS = ["door", "lever", "crate", "thing"] as const;
/** An object kind. */
export type ObjectKind = (typeof OBJECT_KINDS)[number];
/** Cover at a position (MGR-29). */
export const COVERS = ["none", "half", "full"] as const;

/** Builder caps: a map's positions, one position's objects, the KP's enemies. */
export const MAX_MAP_POSITIONS = 24;
export const MAX_OBJECTS_AT = 12;
export const MAX_ENEMIES = 20;
/** A group name's length (a group is named in the log's group-turn line). */
export const MAX_GROUP_CHARS = 64;

/** A name in the three log languages (content's LocalizedName). */
export type Name = { ja: string; zh: string; en: string };

/** Current values a fighter starts the battle with (setup.ts Current). */
export interface Current {
  hp?: number;
  mp?: number;
  dp?: number;
  wound?: "none" | "light" | "heavy";
  pos?: string;
  items?: string[];
}

/** One girl of the setup. */
export interface GirlEntry extends Current {
  seat: string;
  girl: string;
  side?: "a" | "b";
}

/** One enemy of the setup. */
export interface EnemyEntry extends Current {
  enemy: string;
  group?: string;
}

/** The setup as the builders write it (MagicalGirlSetup). */
export interface MgSetup {
  mode: MgMode | "aftermath";
  surprise?: string;
  category?: "combat" | "life";
  map?: string;
  girls: GirlEntry[];
  enemies: EnemyEntry[];
}

/** A map object (schema.ts MapObject), as a pack writes it. */
export interface MgObject {
  id: string;
  name: Name;
  kind: ObjectKind;
  weight: number;
  damage?: string;
  type?: string;
  holds?: string[];
  heavy?: boolean;
  open?: boolean;
  controls?: string[];
}

/** A map position. */
export interface MgPosition {
  id: string;
  name: Name;
  cover?: "none" | "half" | "full";
  danger?: boolean;
  objects?: MgObject[];
}

/** A way between two positions. */
export interface MgDistance {
  from: string;
  to: string;
  m: number;
  door?: string;
}

/** A map (schema.ts BattleMap). */
export interface MgMap {
  id: string;
  name: Name;
  positions: MgPosition[];
  distances: MgDistance[];
}

/** Who stands somewhere: a girl by seat or an enemy by its index in the setup. */
export type Fighter = { seat: string } | { enemy: number };

// ——— reading ———

/** The setup of `doc`, as the builders write it (missing lists empty, mode battle). */
export function setupOf(doc: PrepDoc): MgSetup {
  const s = doc.setup as Partial<MgSetup>;
  return {
    ...s,
    mode: s.mode ?? "battle",
    girls: Array.isArray(s.girls) ? s.girls : [],
    enemies: Array.isArray(s.enemies) ? s.enemies : [],
  } as MgSetup;
}

/** Whether `mode` is fought between girls (sides a and b, no enemies). */
export function isPvp(mode: string): boolean {
  return mode === "duel" || mode === "spar" || mode === "contest";
}

/** The doc's own entries of `list`. */
export function ownOf(doc: PrepDoc, list: string): Record<string, unknown>[] {
  return doc.content[list] ?? [];
}

/** Every entry of `list` a setup may name: the doc's own, then the shipped ones it does not replace. */
export function entriesOf(
  doc: PrepDoc,
  shipped: ShippedContent | null,
  list: string,
): Record<string, unknown>[] {
  const own = ownOf(doc, list);
  const ownIds = new Set(own.map((e) => e.id));
  return [...own, ...(shipped?.content[list] ?? []).filter((e) => !ownIds.has(e.id))];
}

/** The entry `id` of `list` (own first), or undefined. */
export function entryOf(
  doc: PrepDoc,
  shipped: ShippedContent | null,
  list: string,
  id: string,
): Record<string, unknown> | undefined {
  return entriesOf(doc, shipped, list).find((e) => e.id === id);
}

/** Whether `id` of `list` is the doc's own entry. */
export function isOwn(doc: PrepDoc, list: string, id: string): boolean {
  return ownOf(doc, list).some((e) => e.id === id);
}

/** The map the setup names (own or shipped), or undefined. */
export function mapOf(doc: PrepDoc, shipped: ShippedContent | null): MgMap | undefined {
  const id = setupOf(doc).map;
  return id === undefined ? undefined : (entryOf(doc, shipped, "maps", id) as MgMap | undefined);
}

/** A name's text in `lang` (or any language it has, or the id). */
export function nameIn(
  entry: { id?: unknown; name?: unknown } | undefined,
  lang: Lang,
  id = "",
): string {
  const n = entry?.name as Partial<Name> | undefined;
  return n?.[lang] || n?.zh || n?.ja || n?.en || String(entry?.id ?? id);
}

/** `name` with `text` in `lang`, and in each language that had none (a name needs all three). */
export function renamed(name: Partial<Name> | undefined, lang: Lang, text: string): Name {
  const out: Name = { ja: name?.ja ?? "", zh: name?.zh ?? "", en: name?.en ?? "" };
  const old = out[lang];
  out[lang] = text;
  for (const l of ["ja", "zh", "en"] as const)
    if (l !== lang && (out[l] === "" || out[l] === old)) out[l] = text;
  return out;
}

/** An id not in `taken`: `stem-1`, `stem-2`… */
export function freshId(stem: string, taken: ReadonlySet<unknown>): string {
  for (let n = 1; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

// ——— writing ———

function withSetup(doc: PrepDoc, setup: MgSetup): PrepDoc {
  const out: Record<string, unknown> = { mode: setup.mode };
  if (setup.surprise !== undefined && setup.surprise !== "none") out.surprise = setup.surprise;
  if (setup.category !== undefined && setup.category !== "combat") out.category = setup.category;
  if (setup.map !== undefined) out.map = setup.map;
  out.girls = setup.girls;
  out.enemies = setup.enemies;
  return { ...doc, setup: out };
}

function withList(doc: PrepDoc, list: string, entries: Record<string, unknown>[]): PrepDoc {
  const content = { ...doc.content };
  if (entries.length === 0) delete content[list];
  else content[list] = entries;
  return { ...doc, content };
}

/** `o` with `patch` laid over it; a key patched to undefined is left out. */
function patched<T extends object>(o: T, patch: Partial<T>): T {
  const out = { ...o } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out as T;
}

/** The side with fewer girls (a on a tie). */
function lighterSide(girls: GirlEntry[]): "a" | "b" {
  const a = girls.filter((g) => g.side === "a").length;
  const b = girls.filter((g) => g.side === "b").length;
  return b < a ? "b" : "a";
}

/** In PvP: every girl on a side, both sides held while there are two girls. */
function balanced(girls: GirlEntry[]): GirlEntry[] {
  const out: GirlEntry[] = [];
  for (const g of girls) out.push(g.side === undefined ? { ...g, side: lighterSide(out) } : g);
  for (const side of ["a", "b"] as const)
    if (out.length >= 2 && !out.some((g) => g.side === side)) {
      const other = side === "a" ? "b" : "a";
      const last = out.map((g) => g.side).lastIndexOf(other);
      out[last] = { ...out[last], side };
    }
  return out;
}

/** The girls and enemies with a position that `keep` refuses dropped (they stand at the first). */
function dropPlaces(setup: MgSetup, keep: (pos: string) => boolean): MgSetup {
  const fix = <T extends Current>(e: T): T => {
    if (e.pos === undefined || keep(e.pos)) return e;
    const { pos: _, ...rest } = e;
    return rest as T;
  };
  return { ...setup, girls: setup.girls.map(fix), enemies: setup.enemies.map(fix) };
}

/** Shipped ids of `list` (with fallbacks when the content has not come yet). */
function shippedIds(shipped: ShippedContent | null, list: string): string[] {
  const ids = (shipped?.content[list] ?? []).map((e) => String(e.id));
  if (ids.length > 0) return ids;
  return list === "girls"
    ? ["hoshino", "tsukiko", "aino", "raimu"]
    : list === "enemies"
      ? ["shade-hound", "gloom-wolf"]
      : [];
}

// ——— party ———

/** Seats still free. */
export function freeSeats(doc: PrepDoc): string[] {
  const taken = new Set(setupOf(doc).girls.map((g) => g.seat));
  return MG_SEATS.filter((s) => !taken.has(s));
}

/** Seats `girl` to the first free seat (in PvP on the side with fewer girls); none free: as is. */
export function addGirl(doc: PrepDoc, girl: string): PrepDoc {
  const setup = setupOf(doc);
  const seat = freeSeats(doc)[0];
  if (seat === undefined) return doc;
  const entry: GirlEntry = { seat, girl };
  if (isPvp(setup.mode)) entry.side = lighterSide(setup.girls);
  const girls = [...setup.girls, entry].sort(
    (a, b) => MG_SEATS.indexOf(a.seat as never) - MG_SEATS.indexOf(b.seat as never),
  );
  return withSetup(doc, { ...setup, girls });
}

/** Takes the girl at `seat` out (the last girl stays: a battle needs one). */
export function removeGirl(doc: PrepDoc, seat: string): PrepDoc {
  const setup = setupOf(doc);
  // A battle needs a girl; a contest between girls needs two.
  if (setup.girls.length <= (isPvp(setup.mode) ? 2 : 1)) return doc;
  let girls = setup.girls.filter((g) => g.seat !== seat);
  if (isPvp(setup.mode)) girls = balanced(girls);
  return withSetup(doc, { ...setup, girls });
}

/** Changes the girl at `seat` (undefined in `patch` leaves a key out: full HP, first position…). */
export function setGirl(
  doc: PrepDoc,
  seat: string,
  patch: Partial<Omit<GirlEntry, "seat">>,
): PrepDoc {
  const setup = setupOf(doc);
  const girls = setup.girls.map((g) => (g.seat === seat ? patched<GirlEntry>(g, patch) : g));
  return withSetup(doc, { ...setup, girls });
}

/** A new girl of the KP's own: a starter sheet to edit, or a copy of `from` under a new id. */
export function ownCharacter(
  doc: PrepDoc,
  list: "girls" | "enemies",
  from?: Record<string, unknown>,
): Record<string, unknown> {
  const taken = new Set([
    ...ownOf(doc, "girls").map((e) => e.id),
    ...ownOf(doc, "enemies").map((e) => e.id),
  ]);
  const stem = list === "girls" ? "my-girl" : "my-enemy";
  const id = freshId(stem, taken);
  if (from !== undefined) {
    const { replaces: _, ...rest } = from;
    return { ...rest, id };
  }
  const n = id.slice(stem.length + 1);
  const name =
    list === "girls"
      ? { ja: `魔法少女${n}`, zh: `魔法少女${n}`, en: `Magical Girl ${n}` }
      : { ja: `敵${n}`, zh: `敌人${n}`, en: `Enemy ${n}` };
  return list === "girls"
    ? {
        id,
        name,
        str: 50,
        agi: 60,
        def: 6,
        size: 45,
        hp: 14,
        mp: 8,
        skills: { melee: 55, dodge: 50, magic: 45 },
        weapons: ["star-wand"],
        abilities: [],
        traits: [],
      }
    : {
        id,
        name,
        str: 50,
        agi: 50,
        def: 4,
        size: 35,
        hp: 10,
        skills: { melee: 50, dodge: 35 },
        weapons: ["shadow-claw"],
        abilities: [],
        traits: [],
      };
}

/** Adds an own girl (a starter, or a copy of `from`) to the content and seats her. */
export function addOwnGirl(doc: PrepDoc, from?: Record<string, unknown>): PrepDoc {
  if (freeSeats(doc).length === 0) return doc;
  const entry = ownCharacter(doc, "girls", from);
  return addGirl(withList(doc, "girls", [...ownOf(doc, "girls"), entry]), String(entry.id));
}

/**
 * Replaces the own entry `id` of `list` with `value` (its id may change: the setup's references
 * follow). A `value` of undefined removes it when nothing in the setup names it.
 */
export function setOwn(
  doc: PrepDoc,
  list: string,
  id: string,
  value: Record<string, unknown> | undefined,
): PrepDoc {
  const own = ownOf(doc, list);
  const i = own.findIndex((e) => e.id === id);
  if (i < 0) return doc;
  if (value === undefined) {
    const setup = setupOf(doc);
    const used =
      (list === "girls" && setup.girls.some((g) => g.girl === id)) ||
      (list === "enemies" && setup.enemies.some((e) => e.enemy === id)) ||
      (list === "maps" && setup.map === id);
    return used
      ? doc
      : withList(
          doc,
          list,
          own.filter((_, j) => j !== i),
        );
  }
  const next = withList(
    doc,
    list,
    own.map((e, j) => (j === i ? value : e)),
  );
  const to = String(value.id);
  if (to === id) return next;
  const setup = setupOf(next);
  return withSetup(next, {
    ...setup,
    map: list === "maps" && setup.map === id ? to : setup.map,
    girls: setup.girls.map((g) => (list === "girls" && g.girl === id ? { ...g, girl: to } : g)),
    enemies: setup.enemies.map((e) =>
      list === "enemies" && e.enemy === id ? { ...e, enemy: to } : e,
    ),
  });
}

/** Adds an own entry of `list` (a weapon, an ability, an item, a skill, a trait) as it is given. */
export function addOwn(doc: PrepDoc, list: string, value: Record<string, unknown>): PrepDoc {
  return withList(doc, list, [...ownOf(doc, list), value]);
}

// ——— encounter ———

/**
 * Sets the mode and keeps the setup playable: a PvP mode gets sides a and b (a second girl when
 * there is one only) and no enemies; a battle drops the sides and has an enemy. The surprise is
 * carried across (party ↔ a, enemy ↔ b).
 */
export function setMode(
  doc: PrepDoc,
  mode: MgMode,
  shipped: ShippedContent | null = null,
): PrepDoc {
  const setup = setupOf(doc);
  let girls = setup.girls;
  let enemies = setup.enemies;
  const swap: Record<string, string> = isPvp(mode)
    ? { party: "a", enemy: "b" }
    : { a: "party", b: "enemy" };
  const surprise =
    setup.surprise === undefined ? undefined : (swap[setup.surprise] ?? setup.surprise);
  if (isPvp(mode)) {
    if (girls.length === 1 && freeSeats(doc).length > 0) {
      const other =
        shippedIds(shipped, "girls").find((id) => id !== girls[0].girl) ?? girls[0].girl;
      girls = [...girls, { seat: freeSeats(doc)[0], girl: other }];
    }
    girls = balanced(girls);
    enemies = [];
  } else {
    girls = girls.map(({ side: _, ...g }) => g);
    if (enemies.length === 0) enemies = [{ enemy: shippedIds(shipped, "enemies")[0] }];
  }
  return withSetup(doc, { ...setup, mode, surprise, girls, enemies });
}

/** Sets the KP's surprise ruling (none, party/enemy in a battle, a/b in PvP). */
export function setSurprise(doc: PrepDoc, surprise: string): PrepDoc {
  return withSetup(doc, { ...setupOf(doc), surprise });
}

/** Sets the skill contest's category. */
export function setCategory(doc: PrepDoc, category: "combat" | "life"): PrepDoc {
  return withSetup(doc, { ...setupOf(doc), category });
}

/** Sets (or, with the default value or undefined, leaves out) a house rule. */
export function setOption(
  doc: PrepDoc,
  option: string,
  value: string | undefined,
  defaultValue?: string,
): PrepDoc {
  const options = { ...doc.options };
  if (value === undefined || value === defaultValue) delete options[option];
  else options[option] = value;
  return { ...doc, options };
}

/** Adds enemy `enemy` (in `group`, if given); a PvP mode has none (as is). */
export function addEnemy(doc: PrepDoc, enemy: string, group?: string): PrepDoc {
  const setup = setupOf(doc);
  if (isPvp(setup.mode) || setup.enemies.length >= MAX_ENEMIES) return doc;
  const entry: EnemyEntry = group === undefined || group === "" ? { enemy } : { enemy, group };
  return withSetup(doc, { ...setup, enemies: [...setup.enemies, entry] });
}

/** Adds an own enemy (a starter, or a copy of `from`) to the content and to the encounter. */
export function addOwnEnemy(doc: PrepDoc, from?: Record<string, unknown>): PrepDoc {
  const setup = setupOf(doc);
  if (isPvp(setup.mode) || setup.enemies.length >= MAX_ENEMIES) return doc;
  const entry = ownCharacter(doc, "enemies", from);
  return addEnemy(withList(doc, "enemies", [...ownOf(doc, "enemies"), entry]), String(entry.id));
}

/** Takes enemy number `index` out (a battle keeps its last one). */
export function removeEnemy(doc: PrepDoc, index: number): PrepDoc {
  const setup = setupOf(doc);
  if (setup.mode === "battle" && setup.enemies.length <= 1) return doc;
  return withSetup(doc, { ...setup, enemies: setup.enemies.filter((_, i) => i !== index) });
}

/** Changes enemy number `index`. */
export function setEnemy(
  doc: PrepDoc,
  index: number,
  patch: Partial<Omit<EnemyEntry, "group">>,
): PrepDoc {
  const setup = setupOf(doc);
  const enemies = setup.enemies.map((e, i) => (i === index ? patched<EnemyEntry>(e, patch) : e));
  return withSetup(doc, { ...setup, enemies });
}

/**
 * Puts enemy number `index` in `group` (enemies of one group share an initiative roll and act
 * together, MGR-11); "" or undefined: on its own.
 */
export function setGroup(doc: PrepDoc, index: number, group: string | undefined): PrepDoc {
  const setup = setupOf(doc);
  // Any name a KP gives it (狼群, pack-2); only its ends trimmed.
  const g = group?.trim().slice(0, MAX_GROUP_CHARS);
  const enemies = setup.enemies.map((e, i) =>
    i === index ? patched(e, { group: g === "" ? undefined : g }) : e,
  );
  return withSetup(doc, { ...setup, enemies });
}

/** Puts a girl or an enemy at `pos` (undefined: the map's first position). */
export function setPos(doc: PrepDoc, who: Fighter, pos: string | undefined): PrepDoc {
  return "seat" in who ? setGirl(doc, who.seat, { pos }) : setEnemy(doc, who.enemy, { pos });
}

// ——— map ———

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

/** `m` with levers and ways no longer naming the objects `gone`. */
function forgetObjects(m: MgMap, gone: ReadonlySet<string>): MgMap {
  if (gone.size === 0) return m;
  return {
    ...m,
    positions: m.positions.map((p) =>
      p.objects === undefined
        ? p
        : {
            ...p,
            objects: p.objects.map((o) =>
              o.controls?.some((c) => gone.has(c))
                ? patched(o, {
                    controls: nonEmpty(o.controls.filter((c) => !gone.has(c))),
                  })
                : o,
            ),
          },
    ),
    distances: m.distances.map((d) =>
      d.door !== undefined && gone.has(d.door) ? patched(d, { door: undefined }) : d,
    ),
  };
}

const nonEmpty = <T>(xs: T[]): T[] | undefined => (xs.length === 0 ? undefined : xs);

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
  return editMap(doc, map, (m) => ({
    ...m,
    positions: m.positions.map((p) => ({
      ...p,
      ...(p.objects === undefined
        ? {}
        : {
            objects: p.objects.map((o) => {
              if (o.id !== id) return o;
              const next: Partial<MgObject> = {};
              if (patch.weight !== undefined && Number.isFinite(patch.weight) && patch.weight >= 0)
                next.weight = patch.weight;
              if (patch.heavy !== undefined) next.heavy = patch.heavy || undefined;
              if (patch.open !== undefined && o.kind === "door")
                next.open = patch.open || undefined;
              if (patch.holds !== undefined && o.kind === "crate")
                next.holds = nonEmpty(patch.holds);
              if (patch.damage !== undefined)
                next.damage =
                  patch.damage === "" || patch.damage === "1d3" ? undefined : patch.damage;
              if (patch.name !== undefined)
                next.name = renamed(o.name, patch.name.lang, patch.name.text);
              return patched(o, next);
            }),
          }),
    })),
  }));
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
    return {
      ...m,
      positions: m.positions.map((p) =>
        p.objects === undefined
          ? p
          : {
              ...p,
              objects: p.objects.map((o) =>
                o.id === lever && o.kind === "lever" ? patched(o, { controls: nonEmpty(kept) }) : o,
              ),
            },
      ),
    };
  });
}
