import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { after, describe, test } from "node:test";
import { attackScenario, kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("replay");
after(() => tmp.cleanup());
const scenario = tmp.write("game.yaml", attackScenario());
const replay = `${tmp.dir}/game.replay.json`;

describe("replays", () => {
  test("run --save-replay, then replay → ok <hash>", () => {
    const run = kassen([
      "run",
      scenario,
      "--bot",
      "p1=random",
      "--bot",
      "p2=random",
      "--json",
      "--save-replay",
      replay,
    ]);
    assert.equal(run.code, 0, run.stderr);
    const r = kassen(["replay", replay]);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const saved = JSON.parse(readFileSync(replay, "utf8"));
    assert.equal(r.stdout.trim(), `ok ${saved.finalHash}`);
    assert.equal(saved.finalHash, JSON.parse(run.stdout).hash);
  });

  test("a tampered choice does not replay", () => {
    const saved = JSON.parse(readFileSync(replay, "utf8"));
    const i = saved.choices.findIndex(([, o]: [string, string]) => o === "block:none");
    saved.choices[i][1] = "graze:yes";
    const file = tmp.write("tampered.json", JSON.stringify(saved));
    const r = kassen(["replay", file]);
    assert.notEqual(r.code, 0);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /mismatch: illegal choice "graze:yes"/);
  });

  test("a tampered final hash is a mismatch", () => {
    const saved = JSON.parse(readFileSync(replay, "utf8"));
    saved.finalHash = "0000000000000000";
    const r = kassen(["replay", tmp.write("hash.json", JSON.stringify(saved))]);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /mismatch: final state hash \w+ differs/);
  });

  test("a file that is not a replay is bad input (exit 2)", () => {
    writeFileSync(`${tmp.dir}/junk.json`, JSON.stringify({ kassen: "1", choices: "none" }));
    const r = kassen(["replay", `${tmp.dir}/junk.json`]);
    assert.equal(r.code, 2);
    assert.match(oneErrorLine(r), /junk\.json: at /);
  });
});
