import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { attackScenario, kassen, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("run");
after(() => tmp.cleanup());
const scenario = tmp.write("attack.yaml", attackScenario());

describe("kassen run", () => {
  test("prints the log in the chosen language and the pending decision", () => {
    const r = kassen(["run", scenario, "--lang", "en"]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Player 2 loses 4 life → 16/);
    assert.match(r.stdout, /^pending: Player 2 \[p2\]/m);
    assert.match(r.stdout, /\[graze:no\]/);
  });

  test("defaults to the system's language", () => {
    const r = kassen(["run", scenario]);
    assert.match(r.stdout, /プレイヤー2のライフ −4 → 16/);
  });

  test("--json prints parseable JSON with the documented fields", () => {
    const r = kassen(["run", scenario, "--json"]);
    assert.equal(r.code, 0, r.stderr);
    const j = JSON.parse(r.stdout);
    for (const key of ["system", "seed", "outcome", "pending", "summary", "events"]) {
      assert.ok(key in j, `missing ${key}`);
    }
    assert.equal(j.system, "vision");
    assert.equal(j.seed, 1);
    assert.equal(j.outcome, null);
    assert.equal(j.pending.seat, "p2");
    assert.deepEqual(j.pending.options, ["graze:yes", "graze:no"]);
    assert.equal(j.summary.players.p2.life, 16);
    assert.ok(j.events.some((e: { t: string }) => e.t === "attack"));
  });

  test("--bot and --seed let bots finish the game", () => {
    const r = kassen([
      "run",
      scenario,
      "--json",
      "--bot",
      "p1=random",
      "--bot",
      "p2=random:3",
      "--seed",
      "9",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const j = JSON.parse(r.stdout);
    assert.equal(j.seed, 9);
    assert.notEqual(j.outcome, null);
    assert.equal(j.pending, null);
  });

  test("an illegal scripted choice is reported and exits 1", () => {
    const file = tmp.write("illegal.yaml", attackScenario().replace("block:none", "block:nobody"));
    const r = kassen(["run", file]);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /script\[1\]: illegal choice "block:nobody" by p2/);
  });
});
