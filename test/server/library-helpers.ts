/**
 * What the library tests share: requests with a library token header, and own decks made from
 * a shipped deck whose every card is copied under a new id and name (so a card of the item is
 * told apart from the shipped one it copies, on the wire and in the battle).
 */
import { GEO_MARCH_STORE } from "../../src/systems/geo-march/content/index.ts";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";

/** An HTTP answer: status, parsed JSON body (or the text) and content type. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  body: any;
  text: string;
  type: string;
}

/** A request to the server with an optional `x-kassen-token` and JSON body. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers["x-kassen-token"] = opts.token;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const r = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await r.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: r.status, body, text, type: r.headers.get("content-type") ?? "" };
}

/** The names of a copy: the shipped names with `tag` in front. */
function taggedName(name: Record<string, string>, tag: string): Record<string, string> {
  return Object.fromEntries(Object.entries(name).map(([l, n]) => [l, `${tag} ${n}`]));
}

/**
 * A deck item's pack: shipped deck `deckId`'s cards copied as `<prefix><id>` named `<tag> …`, and
 * one deck `deckName` of them. `prefix` defaults to `own-` (two authors' items then collide).
 */
function ownDeck(
  system: "vision" | "geo-march",
  shipped: {
    cards: Record<string, { name: Record<string, string> }>;
    decks: Record<string, { cards: Record<string, number> }>;
  },
  deckId: string,
  tag: string,
  prefix: string,
  deckName: string,
): Record<string, unknown> {
  const deck = shipped.decks[deckId];
  const cards = Object.keys(deck.cards).map((id) => ({
    ...shipped.cards[id],
    id: `${prefix}${id}`,
    name: taggedName(shipped.cards[id].name, tag),
  }));
  return {
    system,
    name: `${tag}'s pack`,
    cards,
    decks: [
      {
        id: deckName,
        name: { ja: `${tag}のデッキ`, zh: `${tag}的卡组`, en: `${tag}'s deck` },
        cards: Object.fromEntries(Object.entries(deck.cards).map(([k, v]) => [`${prefix}${k}`, v])),
      },
    ],
  };
}

/** A vision deck item's pack (40 own cards, copies of starter-scarlet's). */
export function visionDeck(tag: string, prefix = "own-", deckName = "my-deck") {
  return ownDeck("vision", VISION_CONTENT, "starter-scarlet", tag, prefix, deckName);
}

/** A geo-march deck item's pack (own copies of vanguard-deck's cards). */
export function geoDeck(tag: string, prefix = "own-", deckName = "my-army") {
  const shipped = GEO_MARCH_STORE.shipped as unknown as Parameters<typeof ownDeck>[1];
  return ownDeck("geo-march", shipped, "vanguard-deck", tag, prefix, deckName);
}
