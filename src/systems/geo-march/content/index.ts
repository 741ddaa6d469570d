/**
 * The geo-march card set: every `*.yaml` in this folder, validated, merged and cross-checked
 * (ids unique, parties name only known cards). Problems are DataFileErrors naming file and place.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DataFileError, loadDataFile } from "../../shared/data-file.ts";
import { type Card, ContentFile, type Party } from "../schema.ts";

/** All geo-march content, merged from the content files. */
export interface GeoMarchContent {
  cards: Record<string, Card>;
  parties: Record<string, Party>;
  /** Stable hash of the merged content (recorded in replays). */
  hash: string;
}

const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));

/** JSON with sorted keys, so the hash ignores file and key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Freezes shared content so a rule that writes to a definition fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Loads and validates every content file in `dir` (default: this folder). */
export function loadGeoMarchContent(dir: string = CONTENT_DIR): GeoMarchContent {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort();
  if (names.length === 0) throw new DataFileError(dir, "", "no *.yaml content files here");
  const cards: Record<string, Card> = {};
  const parties: Record<string, Party> = {};
  const origin = new Map<string, string>();
  const checks: { file: string; index: number; party: Party }[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const content = loadDataFile(file, ContentFile);
    content.cards.forEach((card, i) => {
      const first = origin.get(`card:${card.id}`);
      if (first)
        throw new DataFileError(
          file,
          `cards[${i}].id`,
          `duplicate card id "${card.id}" (${first})`,
        );
      origin.set(`card:${card.id}`, `${file} cards[${i}]`);
      cards[card.id] = card;
    });
    content.parties.forEach((party, i) => {
      const first = origin.get(`party:${party.id}`);
      if (first)
        throw new DataFileError(
          file,
          `parties[${i}].id`,
          `duplicate party id "${party.id}" (${first})`,
        );
      origin.set(`party:${party.id}`, `${file} parties[${i}]`);
      parties[party.id] = party;
      checks.push({ file, index: i, party });
    });
  }
  for (const { file, index, party } of checks) {
    party.units.forEach((id, j) => {
      if (cards[id]?.type !== "unit")
        throw new DataFileError(file, `parties[${index}].units[${j}]`, `unknown unit "${id}"`);
    });
    party.hand.forEach((id, j) => {
      if (cards[id] === undefined)
        throw new DataFileError(file, `parties[${index}].hand[${j}]`, `unknown card "${id}"`);
    });
  }
  const hash = createHash("sha256")
    .update(canonicalJson({ cards, parties }))
    .digest("hex")
    .slice(0, 16);
  return deepFreeze({ cards, parties, hash });
}

/** The built-in content, loaded once. */
export const GEO_MARCH_CONTENT: GeoMarchContent = loadGeoMarchContent();
