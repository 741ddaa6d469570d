/**
 * The browser table's files as `kassen serve` serves them: the page at `/`, `/t/<id>` and
 * `/replay` (with a content security policy), the built assets (cached for good, gzipped when
 * asked), nothing outside the build, and `GET /api/systems` for the lobby.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { gunzipSync } from "node:zlib";
import { startWebServer } from "../web/browser.ts";
import type { TestServer } from "./server-helpers.ts";

describe("the browser table's files", () => {
  let server: TestServer;
  before(async () => {
    server = await startWebServer();
  });
  after(async () => server?.stop());

  it("answers the client's page at /, /t/<id> and /replay, with a content security policy", async () => {
    for (const path of ["/", "/t/abcdefghij", "/replay"]) {
      const r = await fetch(`${server.url}${path}`);
      assert.equal(r.status, 200, path);
      assert.match(r.headers.get("content-type") ?? "", /^text\/html/);
      assert.match(r.headers.get("content-security-policy") ?? "", /default-src 'self'/);
      assert.equal(r.headers.get("referrer-policy"), "no-referrer");
      assert.match(await r.text(), /<div id="root"><\/div>/);
    }
  });

  it("serves each asset the page names, gzipped when asked, cached for good", async () => {
    const html = await (await fetch(server.url)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    assert.ok(
      assets.some((a) => a.endsWith(".js")),
      "the page loads a script",
    );
    for (const a of assets) {
      const plain = await fetch(`${server.url}${a}`, {
        headers: { "accept-encoding": "identity" },
      });
      assert.equal(plain.status, 200, a);
      assert.match(plain.headers.get("cache-control") ?? "", /immutable/);
      const body = Buffer.from(await plain.arrayBuffer());
      const { request } = await import("node:http");
      // fetch would undo the gzip: a raw request shows what went over the wire.
      const gz = await new Promise<{ enc: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = request(
          `${server.url}${a}`,
          { headers: { "accept-encoding": "gzip" } },
          (res) => {
            const parts: Buffer[] = [];
            res.on("data", (d: Buffer) => parts.push(d));
            res.on("end", () =>
              resolve({ enc: res.headers["content-encoding"], body: Buffer.concat(parts) }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      });
      if (gz.enc === "gzip") assert.deepEqual(gunzipSync(gz.body), body, a);
      else assert.ok(body.length <= 1024, `${a}: a text file over 1 KB is sent gzipped`);
    }
  });

  it("serves nothing outside the build", async () => {
    for (const path of [
      "/assets/nope.js",
      "/assets/../package.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/package.json",
      "/web/index.html",
    ]) {
      const r = await fetch(`${server.url}${path}`);
      assert.equal(r.status, 404, path);
      assert.doesNotMatch(await r.text(), /"name": "kassen"/);
    }
  });

  it("tells the lobby each system and the seats of its new game", async () => {
    const r = await fetch(`${server.url}/api/systems`);
    assert.equal(r.status, 200);
    const { systems } = (await r.json()) as {
      systems: {
        id: string;
        name: Record<string, string>;
        seats: { seat: string; gm: boolean }[];
      }[];
    };
    assert.deepEqual(systems.map((s) => s.id).sort(), [
      "geo-march",
      "magical-girl",
      "vision",
      "ygo-trpg",
    ]);
    const vision = systems.find((s) => s.id === "vision")!;
    assert.deepEqual(
      vision.seats.map((s) => s.seat),
      ["p1", "p2"],
    );
    assert.ok(vision.name.ja.length > 0 && vision.name.zh.length > 0);
    const ygo = systems.find((s) => s.id === "ygo-trpg")!;
    assert.ok(
      ygo.seats.some((s) => s.gm),
      "a GM seat is marked",
    );
  });
});
