/**
 * The geo-march card set: every `*.yaml` in this folder, validated, merged and cross-checked
 * (ids unique, parties name only known cards), and the same set merged with an author's packs for
 * one battle. Problems are DataFileErrors naming file and place.
 */
import { fileURLToPath } from "node:url";
import type { BattleState } from "../../../engine/index.ts";
import { contentHash, deepFreeze } from "../../shared/content.ts";
import type { Problems } from "../../shared/content-problems.ts";
import { type ContentSource, EntryIndex } from "../../shared/content-sources.ts";
import { renderPath } from "../../shared/data-file.ts";
import { contentOfFolder, systemContent } from "../../shared/system-content.ts";
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
function checkMap(file: string, index: number, map: MapDef, problems: Problems): void {
  const ids = new Set(map.geos.map((g) => g.id));
  map.geos.forEach((g, j) => {
    g.adjacent.forEach((a, k) => {
      const other = map.geos.find((x) => x.id === a);
      const path = `maps[${index}].geos[${j}].adjacent[${k}]`;
      if (!ids.has(a) || other === undefined) problems.add(file, path, `unknown geo "${a}"`);
      else if (!other.adjacent.includes(g.id))
        problems.add(file, path, `"${a}" does not list "${g.id}" back`);
    });
  });
  for (const seat of ["p1", "p2"]) {
    if (map.geos.filter((g) => g.home === seat).length !== 1)
      problems.add(file, `maps[${index}].geos`, `expected exactly one home base of ${seat}`);
  }
}

/**
 * Merges sources in order and cross-checks them: ids unique per kind (a pack may replace a
 * shipped entry with `replaces: true`), decks and parties name known cards, maps are connected
 * both ways. Every problem is added to `problems`.
 */
export function mergeGeoMarchContent(
  sources: ContentSource<ContentFile>[],
  problems: Problems,
): GeoMarchContent {
  const cards: Record<string, Card> = {};
  const parties: Record<string, Party> = {};
  const decks: Record<string, Deck> = {};
  const maps: Record<string, MapDef> = {};
  const index = new EntryIndex(problems);
  const checks: { file: string; index: number; party: Party }[] = [];
  const deckChecks: { file: string; index: number; deck: Deck }[] = [];
  for (const src of sources) {
    const file = src.file;
    src.data.cards.forEach((card, i) => {
      if (index.admit(src, "card", card.id, `cards[${i}]`)) cards[card.id] = card;
    });
    src.data.parties.forEach((party, i) => {
      if (!index.admit(src, "party", party.id, `parties[${i}]`)) return;
      parties[party.id] = party;
      checks.push({ file, index: i, party });
    });
    src.data.decks.forEach((deck, i) => {
      if (!index.admit(src, "deck", deck.id, `decks[${i}]`)) return;
      decks[deck.id] = deck;
      deckChecks.push({ file, index: i, deck });
    });
    src.data.maps.forEach((map, i) => {
      if (!index.admit(src, "map", map.id, `maps[${i}]`)) return;
      checkMap(file, i, map, problems);
      maps[map.id] = map;
    });
  }
  for (const { file, index: i, deck } of deckChecks) {
    for (const id of Object.keys(deck.cards))
      if (!Object.hasOwn(cards, id))
        problems.add(file, renderPath(["decks", i, "cards", id]), `unknown card "${id}"`);
  }
  for (const { file, index: i, party } of checks) {
    party.units.forEach((id, j) => {
      if (!Object.hasOwn(cards, id) || cards[id].type !== "unit")
        problems.add(file, `parties[${i}].units[${j}]`, `unknown unit "${id}"`);
    });
    party.hand.forEach((id, j) => {
      if (!Object.hasOwn(cards, id))
        problems.add(file, `parties[${i}].hand[${j}]`, `unknown card "${id}"`);
    });
  }
  const hash = contentHash({ cards, parties, decks, maps });
  return deepFreeze({ cards, parties, decks, maps, hash });
}

/** Loads and validates every content file in `dir` (default: this folder). */
export function loadGeoMarchContent(dir: string = CONTENT_DIR): GeoMarchContent {
  return contentOfFolder(dir, ContentFile, mergeGeoMarchContent);
}

const SHIPPED = systemContent("geo-march", CONTENT_DIR, ContentFile, mergeGeoMarchContent);

/** The built-in content, loaded once. */
export const GEO_MARCH_CONTENT: GeoMarchContent = SHIPPED.shipped;

/** Geo-march content by battle: shipped, or merged with the battle's packs. */
export const GEO_MARCH_STORE = SHIPPED.store;

/** The content a battle plays with. */
export function geoMarchContent(s: BattleState): GeoMarchContent {
  return GEO_MARCH_STORE.of(s);
}
