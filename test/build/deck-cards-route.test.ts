/**
 * `GET /api/systems/:id/cards`: every shipped card of vision and geo-march with its name and text
 * in three languages and its curve number; a system without decks gets one line and a 404.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { DeckCard } from "../../src/build/deck/deck-card.ts";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";
import { get, startTestServer, type TestServer } from "../server/server-helpers.ts";

describe("shipped cards route", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.stop();
  });

  it("lists vision's and geo-march's shipped cards", async () => {
    const v = await get(server.url, "/api/systems/vision/cards");
    assert.equal(v.status, 200);
    const cards = (v.body as unknown as { cards: DeckCard[] }).cards;
    assert.equal(cards.length, Object.keys(VISION_CONTENT.cards).length);
    const cirno = cards.find((c) => c.id === "cirno");
    assert.equal(cirno?.type, "character");
    assert.equal(cirno?.cost, VISION_CONTENT.cards.cirno.cost);
    assert.equal(cirno?.name.ja, VISION_CONTENT.cards.cirno.name.ja);
    assert.equal(cirno?.own, false);
    const g = await get(server.url, "/api/systems/geo-march/cards");
    const geo = (g.body as unknown as { cards: DeckCard[] }).cards;
    assert.equal(geo.length, Object.keys(GEO_MARCH_CONTENT.cards).length);
    const unit = geo.find((c) => c.type === "unit");
    assert.equal(typeof unit?.cost, "number", "a unit's level");
    assert.equal(geo.find((c) => c.type === "skill")?.cost, null, "a skill has none");
  });

  it("refuses a system without decks in one line", async () => {
    const r = await get(server.url, "/api/systems/magical-girl/cards");
    assert.equal(r.status, 404);
    assert.match(
      r.body.error,
      /^no card list for system "magical-girl" \(decks are built for vision, geo-march\)$/,
    );
  });
});
