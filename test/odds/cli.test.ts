/**
 * `kassen odds` on the command line: expressions, checks, system questions, --list, --json,
 * --lang, and one-line errors with exit code 2. Runs in-process (stdout captured) except one
 * spawned run that checks the real exit code and stderr.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { errorExitCode, errorLine } from "../../src/cli/errors.ts";
import { makeProgram } from "../../src/cli/main.ts";
// Loaded up front: the command imports it on demand, and that must not happen while stdout is
// captured (the runner's report could land in the capture).
import "../../src/cli/odds-ask.ts";
import { kassen, oneErrorLine } from "../cli/cli-helpers.ts";
import { captureStdout } from "../shared/capture-stdout.ts";

/** Runs `kassen odds …` in-process: stdout, or the one error line and exit code. */
async function odds(
  ...args: string[]
): Promise<{ out: string; error: string | null; code: number }> {
  // Built before stdout is captured: loading the command is asynchronous, and the test
  // runner's own report must not land in the capture meanwhile.
  const program = await makeProgram();
  const out = { text: "" };
  try {
    await captureStdout(out, () => program.parseAsync(["node", "kassen", "odds", ...args]));
    return { out: out.text, error: null, code: 0 };
  } catch (err) {
    return { out: out.text, error: errorLine(err), code: errorExitCode(err) };
  }
}

describe("kassen odds <dice>", () => {
  test("a check prints the probability, the mean and the table of the left side", async () => {
    const r = await odds("2D6+3>=10");
    assert.equal(r.error, null);
    assert.match(r.out, /^probability {2}58\.33% {2}\(21\/36 = 7\/12\)$/m);
    assert.match(r.out, /^\s+5\s+1\/36\s+2\.78/m);
    assert.equal(r.out.match(/^\s+\d+\s+\d+\/36 /gm)?.length, 11, "one row per value 5…15");
  });
  test("a plain expression prints distribution and mean; words and NAME=n variables join in", async () => {
    const r = await odds("3D6");
    assert.match(r.out, /^mean {2}10\.5$/m);
    const spaced = await odds("1D20", "+", "STR", ">=15", "STR=3");
    assert.match(spaced.out, /^1D20\+STR>=15$/m);
    assert.match(spaced.out, /45\.00% {2}\(9\/20\)/);
  });
  test("--json gives the same answer as data", async () => {
    const r = await odds("1d100<=45", "--json");
    const a = JSON.parse(r.out);
    assert.equal(a.title, "1D100<=45");
    assert.equal(a.probability, 0.45);
    assert.equal(a.extra.probabilityWays, "45");
    assert.equal(a.table.length, 100);
  });
  test("--lang ja labels the figures in Japanese", async () => {
    const r = await odds("2D6", "--lang", "ja");
    assert.match(r.out, /^期待値 {2}7$/m);
  });
});

describe("kassen odds <system> …", () => {
  test("--list shows each question with its parameters, ranges and defaults", async () => {
    const r = await odds("ygo-trpg", "--list", "--lang", "en");
    assert.match(r.out, /^summon {2}Summon check success$/m);
    assert.match(r.out, /^ {2}level=4 {2}\(1…12\)/m);
    assert.match(r.out, /^attack-damage /m);
    assert.match(r.out, /opposing=false {2}\(true\|false\)/);
    const j = JSON.parse((await odds("geo-march", "--list", "--json")).out);
    assert.deepEqual(
      j[0].params.map((p: { name: string }) => p.name),
      ["marcher", "defender", "die"],
    );
  });
  test("a question answers in the system's language unless --lang says otherwise", async () => {
    const ja = await odds("ygo-trpg", "summon", "level=6", "attributeBonus=2", "jobBonus=3");
    assert.match(ja.out, /^召喚判定：レベル6、ボーナス5（目標値12）$/m);
    assert.match(ja.out, /^召喚成功 +58\.33% {2}\(21\/36 = 7\/12\)$/m);
    const en = await odds("geo-march", "act-first", "marcher=2", "defender=-1", "--lang", "en");
    assert.match(en.out, /^marcher acts first {3}83\.33% {2}\(30\/36 = 5\/6\)$/m);
    const json = JSON.parse((await odds("ygo-trpg", "attack-damage", "--json")).out);
    assert.deepEqual(json.params, { atk: 1800, def: 1200, opposing: false, life: 16 });
  });
});

describe("errors: one line, exit code 2", () => {
  const cases: [string[], RegExp][] = [
    [
      ["2D6+"],
      /^bad dice expression: expected a number, a die like 2D6, or "\(" at position 4 in "2D6\+"$/,
    ],
    [["1D20+STR"], /unknown variable "STR"/],
    [["chess"], /^"chess" is neither a system \(known: .*ygo-trpg.*\) nor a dice expression/],
    [
      ["ygo-trpg", "summons"],
      /^ygo-trpg has no question "summons" \(known: summon, attack-damage\)$/,
    ],
    [["ygo-trpg"], /^name a question of ygo-trpg \(known: summon, attack-damage\) or use --list$/],
    [
      ["ygo-trpg", "summon", "lvl=3"],
      /^ygo-trpg summon has no parameter "lvl" \(known: level, attributeBonus, jobBonus\)$/,
    ],
    [["ygo-trpg", "summon", "level=13"], /^level=13: expected a whole number from 1 to 12$/],
    [["ygo-trpg", "attack-damage", "opposing=maybe"], /^opposing=maybe: expected true or false$/],
    [["2D6", "--list"], /^--list needs a system/],
    [["2D6", "--lang", "fr"], /--lang fr: expected one of/],
  ];
  for (const [args, pattern] of cases) {
    test(args.join(" "), async () => {
      const r = await odds(...args);
      assert.equal(r.code, 2);
      assert.match(r.error ?? "", pattern);
      assert.ok(!(r.error ?? "").includes("\n"));
    });
  }
  test("the real process: exit 2, one `kassen:` line, nothing on stdout", () => {
    const r = kassen(["odds", "ygo-trpg", "summon", "level=99"]);
    assert.equal(r.code, 2);
    assert.equal(oneErrorLine(r), "kassen: level=99: expected a whole number from 1 to 12");
    assert.equal(r.stdout, "");
  });
});
