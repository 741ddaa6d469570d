/**
 * `--option NAME=VALUE` (issue 33): a table option (house rule) set on the command line for
 * `kassen run`, `play`, `sim`, `tune` and `odds`, over the scenario's own — and refused in one
 * line naming the flag and what the system takes, exit 2, nothing run. `kassen play` names the
 * house rules in force in the player's language before the first log line, `kassen replay` those
 * a replay played by.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

/** The scenario's own options say `summonDoubles: auto`, its dice a double 1 on 5 vs 2. */
const ONES = "scenarios/ygo-trpg/ygt-13-house-summon-doubles-auto-ones.yaml";

/** The summon-check event of a `kassen run … --json`. */
function summonCheck(stdout: string): Record<string, unknown> {
  const run = JSON.parse(stdout) as { events: Record<string, unknown>[] };
  const e = run.events.find((x) => x.t === "summon-check");
  assert.ok(e, "a summon check was made");
  return e;
}

/** Runs `kassen <args>` expecting bad input: exit 2, nothing on stdout, one line on stderr. */
function refused(args: string[]): string {
  const r = kassen(args);
  assert.equal(r.code, 2, `${args.join(" ")}\n${r.stdout}${r.stderr}`);
  assert.equal(r.stdout, "");
  return oneErrorLine(r);
}

describe("--option", () => {
  test("run: the flag wins over the scenario's options (double 1 reaches 2 when doubles count for nothing)", () => {
    const own = kassen(["run", ONES, "--json"]);
    assert.equal(own.code, 0, own.stderr);
    assert.equal(summonCheck(own.stdout).result, "failure", "the scenario's reading: a fumble");
    const set = kassen(["run", ONES, "--json", "--option", "summonDoubles=none"]);
    assert.equal(set.code, 0, set.stderr);
    const check = summonCheck(set.stdout);
    assert.equal(check.result, "success");
    assert.equal((check.check as { fumble: boolean }).fumble, false);
  });

  test("a replay keeps the flag's option, and kassen replay names it", () => {
    const tmp = tempDir("option-replay");
    try {
      const file = `${tmp.dir}/ones.json`;
      const run = kassen(["run", ONES, "--option", "summonDoubles=none", "--save-replay", file]);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(JSON.parse(readFileSync(file, "utf8")).options.summonDoubles, "none");
      const r = kassen(["replay", file, "--lang", "en"]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(
        r.stdout,
        /^ok \w+\nhouse rules: Doubles on the summon check = no special case \(the sum decides\); GM tools \(take back, adjust\) = off\n$/,
      );
    } finally {
      tmp.cleanup();
    }
  });

  test("sim and tune take it for every battle; the source line says so", () => {
    const r = kassen([
      "sim",
      "ygo-trpg",
      "-n",
      "4",
      "--workers",
      "0",
      "--no-progress",
      "--json",
      "--option",
      "summonDoubles=attack",
      "--option",
      "rollOffTie=gm",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const summary = JSON.parse(r.stdout) as { source: string; battles: number };
    assert.equal(
      summary.source,
      "new:ygo-trpg --option summonDoubles=attack --option rollOffTie=gm",
    );
    const line = refused([
      "tune",
      "vision",
      "--vary",
      "card:tewi.attack=0..9",
      "--target",
      "p1=0.5",
      "--option",
      "handLimit=-1",
      "--no-progress",
    ]);
    assert.match(line, /^kassen: --option handLimit=-1: expected a number >= 0, got -1$/);
  });

  test("play names the house rules in force in the player's language, first", () => {
    const zh = kassen(
      [
        "play",
        "magical-girl",
        "--seed",
        "3",
        "--option",
        "dpReading=clear",
        "--option",
        "skillCost=seed",
      ],
      "quit\n",
    );
    assert.equal(zh.code, 0, zh.stderr);
    assert.equal(
      zh.stdout.split("\n")[0],
      "房规：未用完的行动值（DP） = 战斗轮结束时清空；使用技能的DP消耗 = 仅0或1 DP",
    );
    assert.doesNotMatch(zh.stdout, /dpReading|skillCost/, "names, not ids");
    const en = kassen(["play", "ygo-trpg", "--seed", "3", "--lang", "en"], "quit\n");
    assert.equal(en.stdout.split("\n")[0], "house rules: all as written");
    const ja = kassen(
      ["play", "ygo-trpg", "--seed", "3", "--option", "summonDoubles=attack"],
      "quit\n",
    );
    assert.equal(
      ja.stdout.split("\n")[0],
      "ハウスルール：召喚判定の1ゾロ・6ゾロ = 攻撃判定と同じ：1ゾロは失敗、6ゾロは＋1D",
    );
  });

  test("odds: the summon question answers under the reading the flag names", () => {
    const r = kassen([
      "odds",
      "ygo-trpg",
      "summon",
      "level=5",
      "attributeBonus=-6",
      "jobBonus=0",
      "--json",
      "--option",
      "summonDoubles=attack",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const a = JSON.parse(r.stdout);
    assert.equal(`${a.extra.probabilityWays}/${a.extra.probabilityTotal}`, "3/216");
    assert.equal(a.extra.summonDoubles, "attack");
    // A question that takes the option as a parameter of the same name gets it as that parameter.
    const mg = kassen([
      "odds",
      "magical-girl",
      "hit-chance",
      "skill=40",
      "--json",
      "--option",
      "fumble=100",
    ]);
    assert.equal(mg.code, 0, mg.stderr);
    const hit = JSON.parse(mg.stdout);
    assert.equal(hit.params.fumble, "100");
    assert.equal(hit.table[0].ways, "1", "only 100 fumbles, though the skill is below 50");
    const list = kassen(["odds", "ygo-trpg", "--list", "--lang", "en"]);
    assert.match(list.stdout, /^ {2}--option summonDoubles=auto {2}\(auto\|attack\|none\)$/m);
  });

  test("refusals: one line naming the flag and what was expected", () => {
    assert.equal(
      refused(["run", "ygo-trpg", "--option", "summonDouble=none"]),
      'kassen: --option summonDouble=none: ygo-trpg has no option "summonDouble" (options: gmTools, synchroCost, summonDoubles, rollOffTie, trapTiming)',
    );
    assert.equal(
      refused(["play", "ygo-trpg", "--option", "summonDoubles=reroll"]),
      "kassen: --option summonDoubles=reroll: expected one of auto, attack, none (the default first)",
    );
    assert.equal(
      refused(["sim", "magical-girl", "-n", "1", "--option", "opposedTie"]),
      "kassen: --option opposedTie: expected NAME=VALUE, e.g. summonDoubles=attack",
    );
    assert.equal(
      refused(["sim", "ygo-trpg", "--set", "options.summonDoubles=none"]),
      "kassen: --set options.summonDoubles=none: the setup has no options: set a table option with --option summonDoubles=none",
    );
    assert.equal(
      refused(["run", "vision", "--option", "startingLife=0"]),
      "kassen: --option startingLife=0: expected a number >= 1, got 0",
    );
    assert.equal(
      refused(["odds", "ygo-trpg", "summon", "--option", "rollOffTie=gm"]),
      "kassen: --option rollOffTie=gm: ygo-trpg summon does not depend on it (it reads: summonDoubles)",
    );
    assert.equal(
      refused(["odds", "magical-girl", "hit-chance", "--option", "dpReading=clear"]),
      "kassen: --option dpReading=clear: magical-girl hit-chance does not depend on it (it reads: fumble)",
    );
    assert.equal(
      refused(["odds", "2D6", "--option", "summonDoubles=none"]),
      "kassen: --option needs a system (known: vision, geo-march, magical-girl, ygo-trpg)",
    );
    // A terminal-hostile value comes back escaped, never raw.
    const hostile = refused(["run", "ygo-trpg", "--option", "summonDoubles=\u001b[31mx"]);
    assert.match(hostile, /summonDoubles=\\x1b\[31mx/);
    assert.ok(!hostile.includes("\u001b"));
    // A long value is cut in the line, not echoed whole.
    const long = refused(["run", "ygo-trpg", "--option", `summonDoubles=${"x".repeat(5000)}`]);
    assert.ok(long.length < 300, long);
  });
});
