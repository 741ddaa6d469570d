/**
 * The magical-girl builders' document model (issue 30): the setup, content and map shapes as the
 * party, encounter and map builders write them, reading them off a prepared battle, and the few
 * pure writes every edit operation is made of. Browser-safe: plain data.
 */
import type { Lang } from "../../engine/index.ts";
import type { PrepDoc, ShippedContent } from "./prep-types.ts";

/** Player seats in order (setup.ts PLAYER_SEATS; repeated here: setup.ts is not browser-safe). */
export const MG_SEATS = ["p1", "p2", "p3", "p4", "p5"] as const;
/**
 * The setup's modes a KP picks in the encounter tab: a battle against enemies, the PvP forms, and
 * the aftermath (MGR-63: girls only, wound care and rest).
 */
export const MG_MODES = ["battle", "duel", "spar", "contest", "aftermath"] as const;
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

/** Attributes a fighter's entry may set by hand over her sheet's (setup.ts `attributes`). */
export const ATTRIBUTE_KEYS = ["str", "agi", "def", "size", "hp", "mp", "dpCap"] as const;
/** A key of {@link ATTRIBUTE_KEYS}. */
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** Current values a fighter starts the battle with (setup.ts Current). */
export interface Current {
  /** Attributes set by hand for this battle (the sheet stays as it is). */
  attributes?: Partial<Record<AttributeKey, number>>;
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
  mode: MgMode;
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

/** `doc` with `setup` written back (defaults left out: none surprise, combat category). */
export function withSetup(doc: PrepDoc, setup: MgSetup): PrepDoc {
  const out: Record<string, unknown> = { mode: setup.mode };
  if (setup.surprise !== undefined && setup.surprise !== "none") out.surprise = setup.surprise;
  if (setup.category !== undefined && setup.category !== "combat") out.category = setup.category;
  if (setup.map !== undefined) out.map = setup.map;
  out.girls = setup.girls;
  out.enemies = setup.enemies;
  return { ...doc, setup: out };
}

/** `doc` with its own entries of `list` replaced (an empty list left out). */
export function withList(doc: PrepDoc, list: string, entries: Record<string, unknown>[]): PrepDoc {
  const content = { ...doc.content };
  if (entries.length === 0) delete content[list];
  else content[list] = entries;
  return { ...doc, content };
}

/** `o` with `patch` laid over it; a key patched to undefined is left out. */
export function patched<T extends object>(o: T, patch: Partial<T>): T {
  const out = { ...o } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out as T;
}

/** The girls and enemies with a position that `keep` refuses dropped (they stand at the first). */
export function dropPlaces(setup: MgSetup, keep: (pos: string) => boolean): MgSetup {
  const fix = <T extends Current>(e: T): T => {
    if (e.pos === undefined || keep(e.pos)) return e;
    const { pos: _, ...rest } = e;
    return rest as T;
  };
  return { ...setup, girls: setup.girls.map(fix), enemies: setup.enemies.map(fix) };
}

/** Adds an own entry of `list` (a weapon, an ability, an item, a skill, a trait) as it is given. */
export function addOwn(doc: PrepDoc, list: string, value: Record<string, unknown>): PrepDoc {
  return withList(doc, list, [...ownOf(doc, list), value]);
}
