import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

describe("kassen sim", () => {
  test("--json: the same seed gives the same summary with 1 and 2 workers; progress goes to stderr", () => {
    const args = ["sim", "vision", "-n", "8", "--seed", "5", "--json"];
    const one = kassen([...args, "--workers", "1"]);
    assert.equal(one.code, 0, one.stderr);
    const a = JSON.parse(one.stdout);
    assert.match(one.stderr, /sim .*8\/8 battles/, "plain progress lines when not a terminal");
    const two = kassen([...args, "--workers", "2", "--no-progress"]);
    assert.equal(two.code, 0, two.stderr);
    assert.equal(two.stderr, "");
    const b = JSON.parse(two.stdout);
    assert.equal(a.timing.workers, 1);
    assert.equal(b.timing.workers, 2);
    delete a.timing;
    delete b.timing;
    assert.deepEqual(a, b);
    assert.equal(a.battles, 8);
    assert.equal(
      a.outcomes.reduce((s: number, o: { rate: { count: number } }) => s + o.rate.count, 0),
      8,
    );
  });

  test("text summary and a self-contained HTML report", () => {
    const tmp = tempDir("sim-cli");
    try {
      const file = `${tmp.dir}/report.html`;
      const r = kassen([
        "sim",
        "geo-march",
        "-n",
        "4",
        "--workers",
        "1",
        "--lang",
        "en",
        "--report",
        file,
        "--no-progress",
      ]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /Outcomes \(95% CI\)/);
      assert.match(r.stdout, /decisions: mean \d/);
      const html = readFileSync(file, "utf8");
      assert.match(html, /^<!DOCTYPE html>/i);
      assert.match(html, /<svg/);
      assert.doesNotMatch(html, /https?:\/\/(?!www\.w3\.org)/);
    } finally {
      tmp.cleanup();
    }
  });

  test("bad flags and sources are one clear line", () => {
    const zero = kassen(["sim", "vision", "-n", "0"]);
    assert.equal(zero.code, 2);
    assert.match(oneErrorLine(zero), /^kassen: -n, --battles 0: expected a whole number ≥ 1/);
    const seat = kassen(["sim", "vision", "-n", "1", "--bot", "p9=random"]);
    assert.equal(seat.code, 2);
    assert.match(oneErrorLine(seat), /no seat "p9"/);
    const bot = kassen(["sim", "vision", "-n", "1", "--bot", "p2=mcts:abc"]);
    assert.equal(bot.code, 2);
    assert.match(oneErrorLine(bot), /iterations after ":" must be a whole number/);
    const set = kassen(["sim", "vision", "-n", "1", "--set", "p1.deck=nope"]);
    assert.equal(set.code, 2);
    assert.match(oneErrorLine(set), /--set p1\.deck=nope: .*unknown deck "nope"/);
    const malformed = kassen(["sim", "vision", "-n", "1", "--set", "p1.deck"]);
    assert.equal(malformed.code, 2);
    assert.match(oneErrorLine(malformed), /--set.*expected PATH=VALUE/);
    const missing = kassen(["sim", "no-such-scenario.yaml"]);
    assert.equal(missing.code, 2);
    assert.match(oneErrorLine(missing), /no-such-scenario\.yaml/);
  });
});
