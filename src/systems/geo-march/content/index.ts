/**
 * The geo-march card set: every `*.yaml` in this folder, validated, merged and cross-checked
 * (ids unique, parties name only known cards). Problems are DataFileErrors naming file and place.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import { DataFileError, loadDataFile } from "../../shared/data-file.ts";
import { type Card, ContentFile, type Deck, type MapDef, type Party } from "../schema.ts";

/** All geo-march content, merged from the content files. */
export interface GeoMarchContent {
  cards: Record<string, Card>;
  parties: Record<string, Party>;
  decks: Record<string, Deck>;
  maps: Record<string, MapDef>;
  /** Stable hash of the merged content (recorded in replays). */
  hash: string;
}

const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));

/** A map's geos name only geos of the map as neighbours, symmetrically; each side has one home base. */
function checkMap(file: string, index: number, map: MapDef): void {
  const ids = new Set(map.geos.map((g) => g.id));
  map.geos.forEach((g, j) => {
    g.adjacent.forEach((a, k) => {
      const other = map.geos.find((x) => x.id === a);
      if (!ids.has(a) || other === undefined)
        throw new DataFileError(
          file,
          `maps[${index}].geos[${j}].adjacent[${k}]`,
          `unknown geo "${a}"`,
        );
      if (!other.adjacent.includes(g.id))
        throw new DataFileError(
          file,
          `maps[${index}].geos[${j}].adjacent[${k}]`,
          `"${a}" does not list "${g.id}" back`,
        );
    });
  });
  for (const seat of ["p1", "p2"]) {
    if (map.geos.filter((g) => g.home === seat).length !== 1)
      throw new DataFileError(
        file,
        `maps[${index}].geos`,
        `expected exactly one home base of ${seat}`,
      );
  }
}

/** Loads and validates every content file in `dir` (default: this folder). */
export function loadGeoMarchContent(dir: string = CONTENT_DIR): GeoMarchContent {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort();
  if (names.length === 0) throw new DataFileError(dir, "", "no *.yaml content files here");
  const cards: Record<string, Card> = {};
  const parties: Record<string, Party> = {};
  const decks: Record<string, Deck> = {};
  const maps: Record<string, MapDef> = {};
  const origin = new Map<string, string>();
  const checks: { file: string; index: number; party: Party }[] = [];
  const deckChecks: { file: string; index: number; deck: Deck }[] = [];
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
    content.decks.forEach((deck, i) => {
      if (decks[deck.id])
        throw new DataFileError(file, `decks[${i}].id`, `duplicate deck id "${deck.id}"`);
      decks[deck.id] = deck;
      deckChecks.push({ file, index: i, deck });
    });
    content.maps.forEach((map, i) => {
      if (maps[map.id])
        throw new DataFileError(file, `maps[${i}].id`, `duplicate map id "${map.id}"`);
      checkMap(file, i, map);
      maps[map.id] = map;
    });
  }
  for (const { file, index, deck } of deckChecks) {
    for (const id of Object.keys(deck.cards))
      if (!cards[id])
        throw new DataFileError(file, `decks[${index}].cards.${id}`, `unknown card "${id}"`);
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
  const hash = contentHash({ cards, parties, decks, maps });
  return deepFreeze({ cards, parties, decks, maps, hash });
}

/** The built-in content, loaded once. */
export const GEO_MARCH_CONTENT: GeoMarchContent = loadGeoMarchContent();
