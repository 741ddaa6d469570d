/**
 * What the builders can pick from: the shipped ygo-trpg content and the doc's own entries merged
 * by id (an own entry takes a shipped one's place: `replaces: true`, or an id of its own), each
 * marked shipped or own, with its name in the page's language.
 */
import type { PrepDoc, ShippedContent } from "../../../../src/build/prepare/prep-types.ts";
import type { Lang } from "../../net/protocol.ts";

type Rec = Record<string, unknown>;

/** One entry the builders can pick. */
export interface Pick {
  id: string;
  own: boolean;
  entry: Rec;
}

/** The merged lists. */
export interface Catalog {
  cards: Pick[];
  characters: Pick[];
  decks: Pick[];
  encounters: Pick[];
  byId: (list: CatalogList, id: string) => Pick | undefined;
}

/** A list of the catalog. */
export type CatalogList = "cards" | "characters" | "decks" | "encounters";

const LISTS: CatalogList[] = ["cards", "characters", "decks", "encounters"];

/** Shipped and own entries, merged by id (own last, so they are listed after the shipped). */
export function catalogOf(shipped: ShippedContent | null, doc: PrepDoc): Catalog {
  const out = { cards: [], characters: [], decks: [], encounters: [] } as Record<
    CatalogList,
    Pick[]
  >;
  const index = new Map<string, Pick>();
  for (const list of LISTS) {
    const byId = new Map<string, Pick>();
    for (const entry of shipped?.content[list] ?? [])
      if (typeof entry.id === "string") byId.set(entry.id, { id: entry.id, own: false, entry });
    for (const entry of doc.content[list] ?? [])
      if (typeof entry.id === "string") {
        byId.delete(entry.id);
        byId.set(entry.id, { id: entry.id, own: true, entry });
      }
    out[list] = [...byId.values()];
    for (const p of out[list]) index.set(`${list}\t${p.id}`, p);
  }
  return { ...out, byId: (list, id) => index.get(`${list}\t${id}`) };
}

/** An entry's name in `lang` (its id when it has none yet). */
export function nameOf(entry: Rec | undefined, lang: Lang, id = ""): string {
  const n = entry?.name;
  if (n !== null && typeof n === "object") {
    const s = (n as Rec)[lang];
    if (typeof s === "string" && s !== "") return s;
  }
  return typeof entry?.id === "string" ? entry.id : id;
}

/** A localized field (`job`) in `lang`, or "". */
export function textOf(v: unknown, lang: Lang): string {
  if (v === null || typeof v !== "object") return "";
  const s = (v as Rec)[lang];
  return typeof s === "string" ? s : "";
}

/** Whether a card entry is a monster. */
export function isMonster(p: Pick): boolean {
  return p.entry.type === "monster";
}

/** Whether a card entry is an item (a spell or a trap). */
export function isItem(p: Pick): boolean {
  return p.entry.type === "spell" || p.entry.type === "trap";
}

/** Whether a card entry is a trap. */
export function isTrap(p: Pick): boolean {
  return p.entry.type === "trap";
}
