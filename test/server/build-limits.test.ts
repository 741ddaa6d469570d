/**
 * The build routes' allowances per address (issue 30): prepared battles checked, quick sims and
 * tunes asked from one address a minute, then a 429 naming the allowance — each counted before
 * any battle is played; and `POST /api/build/prepare`'s answers (problems at their places, a
 * summary when there are none) and refusals.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { newPrep } from "../../src/build/prepare/prep-new.ts";
import type { PrepAnswer } from "../../src/build/prepare/prep-types.ts";
import {
  BUILD_PREPARES_PER_MINUTE,
  BUILD_SIMS_PER_MINUTE,
  BUILD_TUNES_PER_MINUTE,
} from "../../src/shared/limits.ts";
import { post, startTestServer, type TestServer } from "./server-helpers.ts";

/** The most an allowance of `perMinute` can have let through since `start` (burst + refill). */
function refilled(perMinute: number, start: number): number {
  return perMinute + Math.ceil(((Date.now() - start) / 60_000) * perMinute) + 1;
}

/** A battle that reads as a prepared battle but does not load: refused after the allowance. */
function unloadable() {
  const doc = newPrep("magical-girl", "en");
  return { ...doc, setup: { ...doc.setup, girls: [{ seat: "p1", girl: "nobody" }] } };
}

describe("POST /api/build/prepare and the build allowances", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  test("prepare: a summary when it plays, its problems at their places when not", async () => {
    const ok = await post(s.url, "/api/build/prepare", {
      doc: newPrep("ygo-trpg", "ja"),
      lang: "ja",
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const a = ok.body as unknown as PrepAnswer;
    assert.deepEqual(a.problems, []);
    assert.deepEqual(
      a.summary?.seats.map((x) => x.seat),
      ["p1", "p2", "gm"],
    );
    const bad = (await post(s.url, "/api/build/prepare", { doc: unloadable(), lang: "zh" }))
      .body as unknown as PrepAnswer;
    assert.equal(bad.summary, null);
    assert.deepEqual(
      bad.problems.map((p) => p.path),
      ["setup.girls[0]"],
    );
    assert.match(bad.problems[0].message, /unknown girl "nobody"/);
    // Not a prepared battle at all: its first problem, at the place it names.
    const shape = (
      await post(s.url, "/api/build/prepare", { doc: { system: "vision" }, lang: "en" })
    ).body as unknown as PrepAnswer;
    assert.equal(shape.summary, null);
    assert.equal(shape.problems[0].path, "system");
    // The body's own fields: one line naming the field.
    assert.deepEqual(await post(s.url, "/api/build/prepare", { doc: newPrep("ygo-trpg", "ja") }), {
      status: 400,
      body: { error: 'lang: Invalid option: expected one of "ja"|"zh"|"en"' },
    });
    assert.deepEqual(await post(s.url, "/api/build/prepare", { lang: "en" }), {
      status: 400,
      body: { error: "doc: expected a prepared battle (a mapping with system:, name: and setup:)" },
    });
  });

  test("prepare: 120 checks a minute from one address, then 429", async () => {
    const start = Date.now();
    let ok = 0;
    for (;;) {
      const r = await post(s.url, "/api/build/prepare", { doc: {}, lang: "en" });
      if (r.status === 429) {
        assert.equal(
          r.body.error,
          `too many prepared battles checked from this address: at most ${BUILD_PREPARES_PER_MINUTE} a minute`,
        );
        break;
      }
      assert.equal(r.status, 200);
      ok++;
      assert.ok(ok <= refilled(BUILD_PREPARES_PER_MINUTE, start), `${ok} checked`);
    }
    // The first test took some of this minute's allowance.
    assert.ok(ok >= BUILD_PREPARES_PER_MINUTE - 5, `${ok} checked`);
  });

  test("sims and tunes: each an allowance a minute, taken before the battle is loaded", async () => {
    for (const [path, perMinute, extra, what] of [
      ["/api/build/sim", BUILD_SIMS_PER_MINUTE, {}, "sims"],
      [
        "/api/build/tune",
        BUILD_TUNES_PER_MINUTE,
        { vary: "enemies:gloom-wolf.hp=5..20", seat: "p1", target: 0.5 },
        "tunes",
      ],
    ] as const) {
      const start = Date.now();
      let refused = 0;
      for (;;) {
        const r = await post(s.url, path, { doc: unloadable(), lang: "en", ...extra });
        if (r.status === 429) {
          assert.equal(
            r.body.error,
            `too many ${what} asked from this address: at most ${perMinute} a minute`,
          );
          break;
        }
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.match(r.body.error, /^doc\.setup\.girls\[0\]: unknown girl "nobody"/);
        refused++;
        assert.ok(refused <= refilled(perMinute, start), `${refused} ${what}`);
      }
      assert.ok(refused >= perMinute, `${refused} ${what} before the 429`);
      // A bad body is refused before the allowance is asked: it still gets its own line.
      const bad = await post(s.url, path, { doc: unloadable(), lang: "fr", ...extra });
      assert.equal(bad.status, 400);
    }
  });
});
