/** The token bucket: a burst, then the refill rate; work that costs more takes more tokens. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { FloodGuard } from "../../src/server/ws/flood-guard.ts";

describe("FloodGuard", () => {
  it("takes a burst at once, then refills at its rate", () => {
    let now = 0;
    const g = new FloodGuard(3, 1, () => now);
    assert.deepEqual([g.take(), g.take(), g.take(), g.take()], [true, true, true, false]);
    now = 1000;
    assert.deepEqual([g.take(), g.take()], [true, false]);
  });

  it("charges a costly request its cost, and refuses one over what is left", () => {
    let now = 0;
    const g = new FloodGuard(100, 100 / 60, () => now);
    assert.equal(g.take(80), true);
    assert.equal(g.take(30), false, "20 left: a 30-step replay waits");
    assert.equal(g.take(20), true);
    now = 60_000;
    assert.equal(g.take(100), true, "a minute refills the whole burst");
  });
});
