/**
 * `GET /api/systems/:id/cards`: the shipped cards of a deck-building system (vision, geo-march)
 * as the deck builder lists them — id, type, name and text in ja/zh/en, and the number a deck's
 * curve counts (vision's cost, a geo-march unit's level). Printed content, the same for every
 * table, so it is served apart from any table and tells nothing of anyone's deck: a seat's view
 * still learns only the cards it sees (its state message's `defs`).
 */
import type { FastifyInstance } from "fastify";
import { type DeckCard, deckCardOf, isDeckSystem } from "../../build/deck/deck-card.ts";
import { echo } from "../../shared/limits.ts";
import { GEO_MARCH_CONTENT } from "../../systems/geo-march/content/index.ts";
import { VISION_CONTENT } from "../../systems/vision/content/index.ts";

/** The answer: the system and its shipped cards in content order. */
export interface ShippedCards {
  system: string;
  cards: DeckCard[];
}

/** Each deck system's shipped cards, built on first ask (content never changes in a process). */
const lists = new Map<string, ShippedCards>();

function shippedCards(system: "vision" | "geo-march"): ShippedCards {
  const content = system === "vision" ? VISION_CONTENT.cards : GEO_MARCH_CONTENT.cards;
  const cards: DeckCard[] = [];
  for (const c of Object.values(content)) {
    const card = deckCardOf(system, c as unknown as Record<string, unknown>, false);
    if (card !== null) cards.push(card);
  }
  return { system, cards };
}

/** Registers `GET /api/systems/:id/cards` (404 with `{ error }` for a system without decks). */
export function cardsRoute(app: FastifyInstance): void {
  app.get("/api/systems/:id/cards", async (req, reply) => {
    const { id } = req.params as { id: string };
    if (!isDeckSystem(id))
      return reply.code(404).send({
        error: `no card list for system ${JSON.stringify(echo(id))} (decks are built for vision, geo-march)`,
      });
    let list = lists.get(id);
    if (list === undefined) {
      list = shippedCards(id);
      lists.set(id, list);
    }
    return list;
  });
}
