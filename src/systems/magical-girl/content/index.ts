/**
 * The magical-girl content: every `*.yaml` in this folder, validated, merged and cross-checked
 * (unique ids; characters name known weapons, abilities and skills; dice expressions parse), and
 * the same content merged with an author's packs for one battle.
 */
import { fileURLToPath } from "node:url";
import { parseDice } from "../../../engine/dice/index.ts";
import type { BattleState } from "../../../engine/index.ts";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import type { Problems } from "../../shared/content-problems.ts";
import { type ContentSource, EntryIndex } from "../../shared/content-sources.ts";
import { contentOfFolder, systemContent } from "../../shared/system-content.ts";
import {
  type Ability,
  type BattleMap,
  type Character,
  ContentFile,
  type Item,
  type Skill,
  type Trait,
  type Weapon,
} from "../schema.ts";

/** All content by id. */
export interface MagicalGirlContent {
  skills: Record<string, Skill>;
  weapons: Record<string, Weapon>;
  abilities: Record<string, Ability>;
  items: Record<string, Item>;
  /** Traits (特性, seed l.50) by id. */
  traits: Record<string, Trait>;
  girls: Record<string, Character>;
  enemies: Record<string, Character>;
  maps: Record<string, BattleMap>;
  /** Stable hash of the merged content, recorded in replays. */
  hash: string;
}

const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));

type ListKey =
  | "skills"
  | "weapons"
  | "abilities"
  | "items"
  | "traits"
  | "girls"
  | "enemies"
  | "maps";
const LISTS: ListKey[] = [
  "skills",
  "weapons",
  "abilities",
  "items",
  "traits",
  "girls",
  "enemies",
  "maps",
];

/** A dice text that does not parse is a content error at its place. */
function checkDice(problems: Problems, file: string, path: string, text: string): void {
  try {
    parseDice(text);
  } catch (err) {
    problems.add(file, path, `not a dice expression: ${(err as Error).message}`);
  }
}

/** Merges sources in order and cross-checks them; every problem is added to `problems`. */
export function mergeMagicalGirlContent(
  sources: ContentSource<ContentFile>[],
  problems: Problems,
): MagicalGirlContent {
  const out = {
    skills: {},
    weapons: {},
    abilities: {},
    items: {},
    traits: {},
    girls: {},
    enemies: {},
    maps: {},
  } as Record<ListKey, Record<string, { id: string }>>;
  const index = new EntryIndex(problems);
  const refs: { file: string; path: string; list: ListKey; id: string }[] = [];
  const objectAt = new Map<string, string>();
  for (const src of sources) {
    const file = src.file;
    for (const list of LISTS) {
      src.data[list].forEach((item, i) => {
        const path = `${list}[${i}]`;
        if (!index.admit(src, list.replace(/s$/, ""), item.id, path)) return;
        out[list][item.id] = item;
        if (list === "weapons") {
          const w = item as Weapon;
          checkDice(problems, file, `${path}.damage`, w.damage);
          checkDice(problems, file, `${path}.extra`, w.extra);
          refs.push({ file, path: `${path}.skill`, list: "skills", id: w.skill });
        }
        if (list === "abilities" || list === "items") {
          const e = (item as Ability | Item).effect;
          checkDice(problems, file, `${path}.effect`, e.kind === "attack" ? e.damage : e.amount);
          if (e.kind === "attack")
            refs.push({ file, path: `${path}.effect.skill`, list: "skills", id: e.skill });
        }
        if (list === "maps") {
          const m = item as BattleMap;
          const ids = new Set(m.positions.map((q) => q.id));
          m.positions.forEach((q, j) => {
            q.objects.forEach((o, k) => {
              const at = `${path}.positions[${j}].objects[${k}]`;
              // Object ids name one object in the whole battle: unique across all maps.
              const first = objectAt.get(o.id);
              if (first !== undefined)
                problems.add(file, `${at}.id`, `duplicate object id "${o.id}" (first: ${first})`);
              else objectAt.set(o.id, `${file} at ${at}`);
              checkDice(problems, file, `${at}.damage`, o.damage);
              o.holds.forEach((h, n) => {
                refs.push({ file, path: `${at}.holds[${n}]`, list: "items", id: h });
              });
            });
          });
          // Doors and levers (seed l.29–31): a way through a door, a lever's doors, on this map.
          const kinds = new Map(
            m.positions.flatMap((q) => q.objects.map((o) => [o.id, o.kind] as const)),
          );
          const door = (at: string, id: string) => {
            if (kinds.get(id) !== "door")
              problems.add(file, at, `"${id}" is not a door on map "${m.id}"`);
          };
          m.distances.forEach((dd, j) => {
            for (const end of [dd.from, dd.to] as const)
              if (!ids.has(end))
                problems.add(file, `${path}.distances[${j}]`, `unknown position "${end}"`);
            if (dd.door !== undefined) door(`${path}.distances[${j}].door`, dd.door);
          });
          m.positions.forEach((q, j) => {
            q.objects.forEach((o, k) => {
              const at = `${path}.positions[${j}].objects[${k}]`;
              if (o.controls.length > 0 && o.kind !== "lever")
                problems.add(
                  file,
                  `${at}.controls`,
                  `only a lever controls doors (this is a ${o.kind})`,
                );
              o.controls.forEach((d, n) => {
                door(`${at}.controls[${n}]`, d);
              });
              if (o.open && o.kind !== "door")
                problems.add(file, `${at}.open`, `only a door starts open (this is a ${o.kind})`);
            });
          });
        }
        if (list === "girls" || list === "enemies") {
          const c = item as Character;
          c.weapons.forEach((w, j) => {
            refs.push({ file, path: `${path}.weapons[${j}]`, list: "weapons", id: w });
          });
          c.abilities.forEach((a, j) => {
            refs.push({ file, path: `${path}.abilities[${j}]`, list: "abilities", id: a });
          });
          c.traits.forEach((tr, j) => {
            refs.push({ file, path: `${path}.traits[${j}]`, list: "traits", id: tr });
          });
          for (const s of Object.keys(c.skills))
            refs.push({ file, path: `${path}.skills.${s}`, list: "skills", id: s });
        }
      });
    }
  }
  // References are checked after every file is read: any file may name any other's ids.
  for (const r of refs)
    if (!Object.hasOwn(out[r.list], r.id))
      problems.add(r.file, r.path, `unknown ${r.list.replace(/s$/, "")} id "${r.id}"`);
  const hash = contentHash(out);
  return deepFreeze({ ...(out as unknown as Omit<MagicalGirlContent, "hash">), hash });
}

/** Loads and cross-checks every content file in `dir`. Throws DataFileError on any problem. */
export function loadMagicalGirlContent(dir: string = CONTENT_DIR): MagicalGirlContent {
  return contentOfFolder(dir, ContentFile, mergeMagicalGirlContent);
}

const SHIPPED = systemContent("magical-girl", CONTENT_DIR, ContentFile, mergeMagicalGirlContent);

/** The built-in content, loaded once. */
export const MG_CONTENT: MagicalGirlContent = SHIPPED.shipped;

/** Magical-girl content by battle: shipped, or merged with the battle's packs. */
export const MG_STORE = SHIPPED.store;

/** The content a battle plays with. */
export function mgContent(s: BattleState): MagicalGirlContent {
  return MG_STORE.of(s);
}
