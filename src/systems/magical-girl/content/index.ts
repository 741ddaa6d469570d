/**
 * The magical-girl content: every `*.yaml` in this folder, validated, merged and cross-checked
 * (unique ids; characters name known weapons, abilities and skills; dice expressions parse).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDice } from "../../../engine/dice/index.ts";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import { DataFileError, loadDataFile } from "../../shared/data-file.ts";
import {
  type Ability,
  type BattleMap,
  type Character,
  ContentFile,
  type Item,
  type Skill,
  type Weapon,
} from "../schema.ts";

/** All content by id. */
export interface MagicalGirlContent {
  skills: Record<string, Skill>;
  weapons: Record<string, Weapon>;
  abilities: Record<string, Ability>;
  items: Record<string, Item>;
  girls: Record<string, Character>;
  enemies: Record<string, Character>;
  maps: Record<string, BattleMap>;
  /** Stable hash of the merged content, recorded in replays. */
  hash: string;
}

const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));

type ListKey = "skills" | "weapons" | "abilities" | "items" | "girls" | "enemies" | "maps";
const LISTS: ListKey[] = ["skills", "weapons", "abilities", "items", "girls", "enemies", "maps"];

/** A dice text that does not parse is a content error at its place. */
function checkDice(file: string, path: string, text: string): void {
  try {
    parseDice(text);
  } catch (err) {
    throw new DataFileError(file, path, `not a dice expression: ${(err as Error).message}`);
  }
}

/** Loads and cross-checks every content file in `dir`. Throws DataFileError on any problem. */
export function loadMagicalGirlContent(dir: string = CONTENT_DIR): MagicalGirlContent {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort();
  if (names.length === 0) throw new DataFileError(dir, "", "no *.yaml content files");
  const out = {
    skills: {},
    weapons: {},
    abilities: {},
    items: {},
    girls: {},
    enemies: {},
    maps: {},
  } as Record<ListKey, Record<string, { id: string }>>;
  const origin = new Map<string, string>();
  const refs: { file: string; path: string; list: ListKey; id: string }[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const content = loadDataFile(file, ContentFile);
    for (const list of LISTS) {
      content[list].forEach((item, i) => {
        const path = `${list}[${i}]`;
        const key = `${list}:${item.id}`;
        if (origin.has(key))
          throw new DataFileError(
            file,
            `${path}.id`,
            `duplicate id "${item.id}" (${origin.get(key)})`,
          );
        origin.set(key, `${file} at ${path}`);
        out[list][item.id] = item;
        if (list === "weapons") {
          const w = item as Weapon;
          checkDice(file, `${path}.damage`, w.damage);
          checkDice(file, `${path}.extra`, w.extra);
          refs.push({ file, path: `${path}.skill`, list: "skills", id: w.skill });
        }
        if (list === "abilities" || list === "items") {
          const e = (item as Ability | Item).effect;
          checkDice(file, `${path}.effect`, e.kind === "attack" ? e.damage : e.amount);
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
              if (origin.has(`objects:${o.id}`))
                throw new DataFileError(file, `${at}.id`, `duplicate object id "${o.id}"`);
              origin.set(`objects:${o.id}`, `${file} at ${at}`);
              checkDice(file, `${at}.damage`, o.damage);
              o.holds.forEach((h, n) => {
                refs.push({ file, path: `${at}.holds[${n}]`, list: "items", id: h });
              });
            });
          });
          m.distances.forEach((dd, j) => {
            for (const end of [dd.from, dd.to] as const)
              if (!ids.has(end))
                throw new DataFileError(
                  file,
                  `${path}.distances[${j}]`,
                  `unknown position "${end}"`,
                );
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
          for (const s of Object.keys(c.skills))
            refs.push({ file, path: `${path}.skills.${s}`, list: "skills", id: s });
        }
      });
    }
  }
  // References are checked after every file is read: any file may name any other's ids.
  for (const r of refs)
    if (out[r.list][r.id] === undefined)
      throw new DataFileError(r.file, r.path, `unknown ${r.list.replace(/s$/, "")} id "${r.id}"`);
  const hash = contentHash(out);
  return deepFreeze({ ...(out as unknown as Omit<MagicalGirlContent, "hash">), hash });
}

/** The built-in content, loaded once. */
export const MG_CONTENT: MagicalGirlContent = loadMagicalGirlContent();
