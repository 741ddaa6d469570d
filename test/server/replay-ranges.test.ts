/**
 * `POST /api/replays/steps?from=&count=`: a range of a long replay's steps is exactly those steps
 * of the whole answer (the same bytes per step: state, log since the step before, hash, the
 * choice and its label), for a seat and a spectator, at the start, across the middle and at the
 * end; a range is at most MAX_REPLAY_RANGE steps, and bad ranges are a 400 naming the parameter.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { MAX_REPLAY_RANGE } from "../../src/shared/limits.ts";
import { longReplay } from "./long-replay.ts";
import { post, startTestServer, type TestServer } from "./server-helpers.ts";

describe("replay steps in ranges", () => {
  let s: TestServer;
  const replay = longReplay(250);
  before(async () => {
    s = await startTestServer();
  });
  after(async () => {
    await s?.stop();
  });

  for (const seat of ["p1", "spectator"]) {
    it(`returns the whole answer's steps for any range (${seat})`, async () => {
      const whole = await post(s.url, `/api/replays/steps?seat=${seat}&lang=zh`, replay);
      assert.equal(whole.status, 200, JSON.stringify(whole.body));
      const all = whole.body.steps as unknown[];
      assert.equal(all.length, 251);
      for (const [from, count] of [
        [0, 20],
        [19, 7],
        [20, MAX_REPLAY_RANGE],
        [240, 50],
        [250, 1],
      ]) {
        const r = await post(
          s.url,
          `/api/replays/steps?seat=${seat}&lang=zh&from=${from}&count=${count}`,
          replay,
        );
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.equal(r.body.from, from);
        assert.equal(r.body.total, 251);
        assert.deepEqual(r.body.seats, whole.body.seats);
        const part = r.body.steps as unknown[];
        const want = all.slice(from, from + count);
        assert.equal(part.length, want.length);
        for (const [i, st] of part.entries())
          assert.equal(JSON.stringify(st), JSON.stringify(want[i]), `step ${from + i}`);
      }
    });
  }

  it("refuses ranges over the limit or outside the replay with one line naming them", async () => {
    const bad = async (query: string) => {
      const r = await post(s.url, `/api/replays/steps?seat=p1&lang=en${query}`, replay);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.doesNotMatch(r.body.error, /\n/);
      return r.body.error as string;
    };
    assert.match(await bad(`&from=0&count=${MAX_REPLAY_RANGE + 1}`), /^count: expected a whole/);
    assert.match(await bad("&from=0&count=0"), /^count: expected a whole/);
    assert.match(await bad("&from=-1&count=5"), /^from: expected a whole/);
    assert.match(await bad("&from=1.5&count=5"), /^from: expected a whole/);
    assert.match(await bad("&from=251&count=5"), /^from: expected a step below 251, got 251/);
    assert.match(await bad("&from=3"), /^from, count: expected both or neither/);
    // A replay that does not reproduce is refused whatever range is asked.
    const broken = { ...(replay as object), finalHash: "0" };
    const r = await post(s.url, "/api/replays/steps?from=0&count=5", broken);
    assert.equal(r.status, 400);
    assert.match(r.body.error, /^replay: at finalHash: expected/);
  });
});
