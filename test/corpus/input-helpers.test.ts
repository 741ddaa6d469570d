/**
 * The small pieces issue 15 added around the inputs: the version line, the sim's worker count and
 * progress text, the histogram's p99 clip, the menu's language from the environment, the dice
 * cost estimate and the output-path checks.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { langFromEnv, rememberedLang, rememberLang } from "../../src/cli/menu-lang.ts";
import { checkOutputDir, checkOutputFile } from "../../src/cli/output-paths.ts";
import { duration, progress, workerCount } from "../../src/cli/sim-command.ts";
import { parseDice } from "../../src/engine/index.ts";
import { diceCost } from "../../src/odds/dice-cost.ts";
import { MAX_DICE_COST } from "../../src/shared/limits.ts";
import { PACKAGE_VERSION } from "../../src/shared/version.ts";
import { clipAtP99 } from "../../src/sim/report/bins.ts";
import { tempDir } from "../cli/cli-helpers.ts";

describe("issue 15 helpers", () => {
  test("--version names package.json's version", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    assert.equal(PACKAGE_VERSION, pkg.version);
  });

  test("workers: at most one per core, never more than battles", () => {
    assert.equal(workerCount(undefined, 1000, 4), 4);
    assert.equal(workerCount(undefined, 3, 4), 3);
    assert.equal(workerCount(0, 10, 4), 0);
    assert.throws(
      () => workerCount(5, 10, 4),
      /^Error: --workers 5: expected at most 4|--workers 5: expected at most 4/,
    );
  });

  test("progress: no ETA before a battle ends; slow rates in seconds per battle", () => {
    assert.deepEqual(progress(0, 100, 5), { rate: "… battles/s", eta: "…" });
    assert.deepEqual(progress(1, 3, 4), { rate: "4.0 s/battle", eta: "8s" });
    assert.deepEqual(progress(50, 100, 1), { rate: "50 battles/s", eta: "1s" });
    assert.equal(duration(125), "2m05s");
    assert.equal(duration(7500), "2h05m");
    assert.equal(duration(Number.POSITIVE_INFINITY), "…");
  });

  test("histogram: an outlier is folded past the 99th percentile, a tidy one is left alone", () => {
    const tidy: [number, number][] = [
      [10, 50],
      [12, 50],
    ];
    assert.deepEqual(clipAtP99(tidy), { histogram: tidy, folded: 0 });
    const hist: [number, number][] = [];
    for (let v = 30; v < 130; v++) hist.push([v, 10]);
    hist.push([3590, 1]);
    const c = clipAtP99(hist);
    assert.equal(c.p99, 129);
    assert.equal(c.folded, 1);
    assert.deepEqual(c.histogram.at(-1), [130, 1]);
  });

  test("LANG picks the menu language when it names one Kassen speaks", () => {
    assert.equal(langFromEnv({ LANG: "ja_JP.UTF-8" }), "ja");
    assert.equal(langFromEnv({ LANG: "zh_CN.UTF-8" }), "zh");
    assert.equal(langFromEnv({ LANG: "C.UTF-8" }), undefined);
    assert.equal(langFromEnv({ LANG: "de_DE", LC_ALL: "en_US" }), "en");
  });

  test("the picked language is remembered", () => {
    const tmp = tempDir("lang");
    try {
      assert.equal(rememberedLang(tmp.dir), undefined);
      rememberLang("zh", tmp.dir);
      assert.equal(rememberedLang(tmp.dir), "zh");
    } finally {
      tmp.cleanup();
    }
  });

  test("dice cost: small expressions are cheap, sums of hundreds of dice are not", () => {
    assert.ok(diceCost(parseDice("3D6+2")) < 1000);
    assert.ok(diceCost(parseDice("100D6")) < MAX_DICE_COST);
    const many = Array(300).fill("1D100").join("+");
    assert.ok(diceCost(parseDice(many)) > MAX_DICE_COST);
  });

  test("output paths: a missing folder or a file where a folder belongs is refused", () => {
    const tmp = tempDir("out");
    try {
      const file = tmp.write("a.txt", "x");
      assert.doesNotThrow(() => checkOutputFile("--report", `${tmp.dir}/r.html`));
      assert.throws(
        () => checkOutputFile("--report", `${tmp.dir}/no/r.html`),
        /expected an existing folder/,
      );
      assert.throws(() => checkOutputFile("--report", tmp.dir), /expected a file, got a folder/);
      assert.throws(() => checkOutputDir("--out", `${file}/sub`), /expected a folder/);
      assert.doesNotThrow(() => checkOutputDir("--out", `${tmp.dir}/new/deeper`));
    } finally {
      tmp.cleanup();
    }
  });
});
