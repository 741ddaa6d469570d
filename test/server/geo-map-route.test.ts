/**
 * `GET /api/geo-march/maps/:id`: the shipped map's geos as the browser board draws them (names,
 * limits, neighbours, home bases, outposts — printed content, nothing of any table), and a 404
 * for a map that is not shipped.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";
import { get, startTestServer, type TestServer } from "./server-helpers.ts";

describe("geo-march map route", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.stop();
  });

  it("serves a shipped map and refuses an unknown one", async () => {
    const ok = await get(server.url, "/api/geo-march/maps/twin-valleys");
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, GEO_MARCH_CONTENT.maps["twin-valleys"]);
    const geos = (ok.body as unknown as { geos: { home?: string }[] }).geos;
    assert.deepEqual(geos.filter((g) => g.home !== undefined).length, 2, "two home bases");
    const missing = await get(server.url, "/api/geo-march/maps/nowhere");
    assert.equal(missing.status, 404);
    assert.match(missing.body.error, /nowhere/);
  });
});
