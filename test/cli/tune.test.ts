import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { CLI_ENV, kassen, oneErrorLine, ROOT, tempDir } from "./cli-helpers.ts";

/** Runs `kassen tune` expecting bad input: exit 2 and the one line it printed. */
function refused(args: string[]): string {
  const r = kassen(["tune", ...args, "--no-progress"]);
  assert.equal(r.code, 2, `${args.join(" ")}\n${r.stdout}${r.stderr}`);
  assert.equal(r.stdout, "");
  return oneErrorLine(r);
}

describe("kassen tune", () => {
  test("--json is the same with 0, 1 and 2 workers; --report writes the curve; progress goes to stderr", () => {
    const tmp = tempDir("tune-cli");
    try {
      const args = [
        "tune",
        "vision",
        "--vary",
        "card:lunar-rabbit.attack=0..9",
        "--target",
        "p1=0.5",
        "-n",
        "900",
        "--precision",
        "0.05",
        "--seed",
        "4",
        "--json",
      ];
      const runs = ["0", "1", "2"].map((w, i) => {
        const extra = i === 0 ? ["--report", `${tmp.dir}/tune.html`] : ["--no-progress"];
        const r = kassen([...args, "--workers", w, ...extra]);
        assert.equal(r.code, 0, r.stderr);
        if (i === 0) {
          assert.match(r.stderr, /tune .*battles/, "progress lines when not a terminal");
          // The bar's own ETA (42s, 3m05s), not cli-progress's bare seconds.
          assert.match(r.stderr, /ETA /);
          assert.doesNotMatch(r.stderr, /ETA (?!…|\d+s\b|\d+m\d\ds\b|\d+h\d\dm\b)/);
        } else assert.equal(r.stderr, "");
        return JSON.parse(r.stdout);
      });
      assert.deepEqual(
        runs.map((r) => r.timing.workers),
        [0, 1, 2],
      );
      for (const r of runs) delete r.timing;
      assert.deepEqual(runs[1], runs[0]);
      assert.deepEqual(runs[2], runs[0]);
      const a = runs[0];
      assert.ok(a.battles > 0 && a.battles <= 900, `battles ${a.battles}`);
      assert.equal(a.params[0].current, 2, "lunar rabbit's printed attack");
      const measured = a.lines[0].points.reduce(
        (s: number, p: { rate: { n: number } }) => s + p.rate.n,
        0,
      );
      assert.equal(measured, a.battles, "every battle is on the curve");
      const html = readFileSync(`${tmp.dir}/tune.html`, "utf8");
      assert.match(html, /^<!doctype html>/i);
      assert.match(html, /<svg/);
      assert.match(html, /class="target"/);
      assert.match(html, /card:lunar-rabbit\.attack/);
      assert.doesNotMatch(html, /<script|https?:\/\//);
    } finally {
      tmp.cleanup();
    }
  });

  test("text output: the answer, its interval and whether the target is inside, the curve, battles and time", () => {
    const r = kassen([
      "tune",
      "vision",
      "--vary",
      "card:lunar-rabbit.attack=0..9",
      "--target",
      "p1=50%",
      "-n",
      "600",
      "--precision",
      "0.06",
      "--workers",
      "1",
      "--no-progress",
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^tune · vision · new:vision · seed 1/);
    assert.match(r.stdout, /card:lunar-rabbit\.attack = \d \(now 2\)/);
    assert.match(
      r.stdout,
      /wins \d+\.\d% \[\d+\.\d%–\d+\.\d%\] over \d+ battles — the target 50\.0% is (inside|outside)/,
    );
    assert.match(r.stdout, /Curve along card:lunar-rabbit\.attack/);
    assert.match(r.stdout, /\d+ battles · \d+\.\d s · 1 worker\n$/);
  });

  test("two parameters: each alone, then the segment; the change is Σ |Δ| / range from the current values", () => {
    const r = kassen([
      "tune",
      "vision",
      "--vary",
      "card:tewi.attack=0..9",
      "--vary",
      "p1.life=5..30",
      "--target",
      "p1=0.5",
      "-n",
      "2000",
      "--precision",
      "0.04",
      "--workers",
      "1",
      "--no-progress",
      "--json",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const a = JSON.parse(r.stdout);
    assert.deepEqual(
      a.lines.map((l: { along: string }) => l.along),
      ["card:tewi.attack", "p1.life", "segment"],
    );
    assert.deepEqual(
      a.params.map((p: { current: number | null }) => p.current),
      [1, null],
      "Tewi's printed attack; the setup gives no life (the middle of the range counts)",
    );
    assert.equal(a.reached, true);
    const [attack, life] = a.answer.values;
    const change = Math.abs(attack - 1) / 9 + Math.abs(life - 17.5) / 25;
    assert.ok(Math.abs(a.answer.change - change) < 1e-9, `${a.answer.change} vs ${change}`);
    assert.ok(a.battles <= 2000);
    // Each line's first points hold the other parameter at its current value (life at 18, the
    // middle rounded; Tewi at 1).
    assert.ok(a.lines[0].points.every((p: { values: number[] }) => p.values[1] === 18));
    assert.ok(a.lines[1].points.every((p: { values: number[] }) => p.values[0] === 1));
  });

  test("on the engine (KASSEN_LOWERED=0) it plays the very battles of the lowered runtime", () => {
    const args = [
      "bin/kassen.mjs",
      "tune",
      "vision",
      "--vary",
      "card:tewi.attack=0..9",
      "--target",
      "p1=0.5",
      "-n",
      "300",
      "--precision",
      "0.1",
      "--workers",
      "1",
      "--no-progress",
      "--json",
    ];
    const [fast, engine] = ["1", "0"].map((lowered) => {
      const r = spawnSync(process.execPath, args, {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...CLI_ENV, KASSEN_LOWERED: lowered },
        timeout: 60_000,
      });
      assert.equal(r.status, 0, r.stderr);
      const out = JSON.parse(r.stdout);
      delete out.timing;
      return out;
    });
    assert.ok(fast.battles > 100 && fast.battles <= 300, `battles ${fast.battles}`);
    assert.deepEqual(engine, fast);
  });

  test("--time ends the search and says so", () => {
    const r = kassen([
      "tune",
      "magical-girl",
      "--vary",
      "enemy:gloom-wolf.hp=1..20",
      "--target",
      "p1=0.6",
      "-n",
      "1000000",
      "--time",
      "1",
      "--workers",
      "1",
      "--no-progress",
      "--json",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const a = JSON.parse(r.stdout);
    assert.equal(a.timing.timeUp, true);
    assert.ok(a.battles < 1_000_000);
    if (a.battles === 0) assert.equal(a.reached, false, "no battles, no answer reached");
    const text = kassen([
      "tune",
      "magical-girl",
      "--vary",
      "enemy:gloom-wolf.hp=1..20",
      "--target",
      "p1=0.6",
      "--time",
      "0.5",
      "--workers",
      "1",
      "--no-progress",
    ]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /\(the time budget ended the search\)\n$/);
    assert.doesNotMatch(
      text.stdout,
      /No value in the range/,
      "a cut search claims nothing of the range",
    );
  });

  test("a target no value reaches: says so and shows the nearest", () => {
    const r = kassen([
      "tune",
      "vision",
      "--vary",
      "card:lunar-rabbit.attack=2..3",
      "--target",
      "p1=0.99",
      "-n",
      "400",
      "--workers",
      "1",
      "--no-progress",
      "--json",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const a = JSON.parse(r.stdout);
    assert.equal(a.reached, false);
    assert.equal(a.answer.inside, false);
    assert.deepEqual(a.answer.values, [2], "the weaker rabbit is nearer p1's 99%");
  });

  test("bad input is one line naming the flag, exit 2, before any battle", () => {
    const t = ["--target", "p1=0.5"];
    assert.match(
      refused(["vision", "--vary", "card:no-such-card.attack=1..3", ...t]),
      /^kassen: --vary card:no-such-card\.attack=1\.\.3: vision has no cards entry "no-such-card"$/,
    );
    assert.match(
      refused(["vision", "--vary", "monster:cirno.atk=1..3", ...t]),
      /--vary monster:cirno\.atk=1\.\.3: vision has no content list "monster" \(lists: cards, decks\)/,
    );
    assert.match(
      refused(["vision", "--vary", "p1.nosuch=1..3", ...t]),
      /--vary p1\.nosuch=2: the setup at p1\.nosuch: unexpected key "nosuch"/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.name=1..3", ...t]),
      /--vary card:cirno\.name=1\.\.3: cirno\.name is .*not a number/,
    );
    // The schemas refuse a bound: a card's graze below 0, an enemy's HP below 1 (setup and content).
    assert.match(
      refused(["vision", "--vary", "card:cirno.graze=-3..5", ...t]),
      /--vary card:cirno\.graze=-3: cards entry "cirno" at graze: expected a number >= 0, got -3/,
    );
    assert.match(
      refused(["magical-girl", "--vary", "enemies.0.attributes.hp=0..10", ...t]),
      /--vary enemies\.0\.attributes\.hp=0: the setup at enemies\[0\]\.attributes\.hp: expected a number >= 1, got 0/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1.5..4", ...t]),
      /--vary card:cirno\.attack=1\.5: cards entry "cirno" at attack: expected a whole number, got 1\.5/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=5..5", ...t]),
      /--vary card:cirno\.attack=5\.\.5: expected LO < HI, got 5\.\.5/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=9..2", ...t]),
      /expected LO < HI, got 9\.\.2/,
    );
    assert.match(
      refused(["vision", "--vary", "cirno", ...t]),
      /--vary cirno: expected WHAT=LO\.\.HI/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1..5", "--target", "p1=1.5"]),
      /^kassen: --target p1=1\.5: expected a rate from 0 to 1/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1..5", "--target", "p1=-0.2"]),
      /^kassen: --target p1=-0\.2: expected SEAT=RATE/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1..5", "--target", "gm=0.5"]),
      /^kassen: --target gm=0\.5: vision has no seat "gm" \(seats: p1, p2\)$/,
    );
    assert.match(refused(["vision", "--vary", "card:cirno.attack=1..5"]), /--target/);
    assert.match(refused(["vision", ...t]), /--vary/);
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1..5", ...t, "--precision", "2"]),
      /--precision 2: expected a half-width from 0\.005 to 0\.25/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1..5", ...t, "--time", "0"]),
      /--time 0: expected a number of seconds > 0/,
    );
    assert.match(
      refused(["vision", "--vary", "card:cirno.attack=1..5", ...t, "-n", "0"]),
      /-n, --battles 0: expected a whole number ≥ 1/,
    );
    assert.match(
      refused([
        "vision",
        "--vary",
        "card:cirno.attack=1..5",
        "--vary",
        "card:cirno.attack=2..3",
        ...t,
      ]),
      /^kassen: --vary card:cirno\.attack=2\.\.3: card:cirno\.attack is already varied by another --vary$/,
    );
    const five = ["attack", "toughness", "graze", "cost", "need"].flatMap((f) => [
      "--vary",
      `card:cirno.${f}=1..9`,
    ]);
    assert.match(refused(["vision", ...five, ...t]), /expected at most 4 --vary flags/);
    assert.match(
      refused([
        "vision",
        "--vary",
        "card:cirno.attack=1..5",
        ...t,
        "--report",
        "/no/such/dir/t.html",
      ]),
      /--report \/no\/such\/dir\/t\.html: expected an existing folder/,
    );
  });
});
