/**
 * Large JSON answers are compressed for clients that accept it: a whole vision game's replay
 * steps (`POST /api/replays/steps`, what the replay viewer loads) in brotli and in gzip, each
 * decoding to the very answer sent plain; a client that accepts neither gets it plain, and a
 * small answer is never compressed.
 */
import assert from "node:assert/strict";
import { request } from "node:http";
import { after, before, describe, it } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pickEncoding } from "../../src/server/http/compress-answers.ts";
import { createTable, get, startTestServer, type TestServer } from "./server-helpers.ts";

/** A raw HTTP exchange: status, headers and the bytes as sent on the wire. */
function raw(
  base: string,
  path: string,
  opts: { method?: string; body?: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method: opts.method ?? "GET", headers: opts.headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(parts),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("compressed JSON answers", () => {
  let s: TestServer;
  let replay = "";
  before(async () => {
    s = await startTestServer();
    const t = await createTable(s.url, {
      system: "vision",
      lang: "en",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
    });
    for (let i = 0; i < 600; i++) {
      if ((await get(s.url, `/api/tables/${t.id}`)).body.status === "finished") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const r = await raw(s.url, `/api/tables/${t.id}/replay`, {
      headers: { authorization: `Bearer ${t.spectator.token}`, "accept-encoding": "identity" },
    });
    assert.equal(r.status, 200);
    replay = r.bytes.toString("utf8");
  });
  after(async () => {
    await s?.stop();
  });

  it("sends the replay steps brotli- or gzip-compressed, the same JSON as plain", async () => {
    const steps = (encoding: string) =>
      raw(s.url, "/api/replays/steps?seat=p1&lang=en", {
        method: "POST",
        body: replay,
        headers: { "content-type": "application/json", "accept-encoding": encoding },
      });
    const plain = await steps("identity");
    assert.equal(plain.status, 200);
    assert.equal(plain.headers["content-encoding"], undefined);
    const brotli = await steps("gzip, deflate, br");
    assert.equal(brotli.headers["content-encoding"], "br");
    assert.equal(brotli.headers.vary, "accept-encoding");
    assert.deepEqual(brotliDecompressSync(brotli.bytes), plain.bytes);
    const gzipped = await steps("gzip");
    assert.equal(gzipped.headers["content-encoding"], "gzip");
    assert.deepEqual(gunzipSync(gzipped.bytes), plain.bytes);
    console.log(
      `replay steps: ${plain.bytes.length} bytes plain, ${gzipped.bytes.length} gzip, ${brotli.bytes.length} br`,
    );
    assert.ok(brotli.bytes.length * 5 < plain.bytes.length, "at least five times smaller");
  });

  it("leaves small answers and refused encodings alone", async () => {
    const health = await raw(s.url, "/health", { headers: { "accept-encoding": "gzip, br" } });
    assert.equal(health.headers["content-encoding"], undefined);
    assert.equal(JSON.parse(health.bytes.toString("utf8")).ok, true);
    assert.equal(pickEncoding("gzip;q=0, br;q=0"), null);
    assert.equal(pickEncoding("gzip, br;q=0"), "gzip");
    assert.equal(pickEncoding(undefined), null);
    assert.equal(pickEncoding("BR"), "br");
  });
});
