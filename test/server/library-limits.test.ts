/**
 * The library's limits through the real server (docs/limits.md): items made and packs checked
 * per address a minute, a title's length, the references one `mine` request may ask about —
 * each refused in the one line the docs give, before any work, with nothing stored.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  LIBRARY_CHECKS_PER_MINUTE,
  LIBRARY_ITEMS_PER_MINUTE,
  MAX_LIBRARY_MINE,
  MAX_LIBRARY_TITLE_CHARS,
} from "../../src/shared/limits.ts";
import { call } from "./library-helpers.ts";
import { startTestServer, type TestServer } from "./server-helpers.ts";

const TINY = { system: "vision", name: "tiny" };

/** The most an allowance of `perMinute` can have let through since `start` (burst + refill). */
function refilled(perMinute: number, start: number): number {
  return perMinute + Math.ceil(((Date.now() - start) / 60_000) * perMinute) + 1;
}

describe("the library's limits", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("refuses a title over its length and a mine request over its size", async () => {
    const long = await call(s.url, "POST", "/api/library", {
      body: {
        system: "vision",
        kind: "cards",
        title: "x".repeat(MAX_LIBRARY_TITLE_CHARS + 1),
        pack: TINY,
      },
    });
    assert.equal(long.status, 400);
    assert.equal(long.body.error, "title: Too big: expected string to have <=100 characters");
    const items = Array.from({ length: MAX_LIBRARY_MINE + 1 }, () => ({ id: "a", token: "b" }));
    const mine = await call(s.url, "POST", "/api/library/mine", { body: { items } });
    assert.equal(mine.status, 400);
    assert.equal(mine.body.error, "items: Too big: expected array to have <=200 items");
  });

  it("makes 30 items a minute from one address, then refuses without storing", async () => {
    const body = { system: "vision", kind: "cards", title: "t", pack: TINY };
    const made: string[] = [];
    const start = Date.now();
    for (;;) {
      const r = await call(s.url, "POST", "/api/library", { body });
      if (r.status === 429) {
        assert.equal(
          r.body.error,
          `too many library items made from this address: at most ${LIBRARY_ITEMS_PER_MINUTE} a minute`,
        );
        break;
      }
      assert.equal(r.status, 201, r.text);
      made.push(r.body.id);
      assert.ok(made.length <= refilled(LIBRARY_ITEMS_PER_MINUTE, start), `${made.length} made`);
    }
    // The allowance is taken before the body is read: the refused title above took one.
    assert.ok(made.length >= LIBRARY_ITEMS_PER_MINUTE - 1, `${made.length} made`);
  });

  it("checks 120 packs a minute from one address, then refuses", async () => {
    let ok = 0;
    const start = Date.now();
    for (;;) {
      const r = await call(s.url, "POST", "/api/library/check", {
        body: { system: "vision", pack: TINY },
      });
      if (r.status === 429) {
        assert.equal(
          r.body.error,
          `too many packs checked from this address: at most ${LIBRARY_CHECKS_PER_MINUTE} a minute`,
        );
        break;
      }
      assert.equal(r.status, 200, r.text);
      ok++;
      assert.ok(ok <= refilled(LIBRARY_CHECKS_PER_MINUTE, start), `${ok} checked`);
    }
    assert.ok(ok >= LIBRARY_CHECKS_PER_MINUTE, `${ok} checked`);
  });
});
