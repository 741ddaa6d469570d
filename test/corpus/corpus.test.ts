/**
 * The bad-input corpus (issue 15): every case in cases.yaml is one kassen command line with the
 * exit code and first line it must give. Most run in-process (the CLI's own program and error
 * reporting, milliseconds each); `child: true` cases run as real processes, two at a time, with
 * a time bound and a peak-memory bound measured inside the child. Every case must fail (or pass)
 * cleanly: no stack trace, no "internal error", at most one line on stderr.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { parse } from "yaml";
import { ENGINE_VERSION } from "../../src/engine/index.ts";
import { type HostileServer, startHostileServer } from "../cli/hostile-ws-server.ts";
import { type CorpusRun, pool, ROOT, runChild, runInProcess } from "./run-cli.ts";

/** One case of cases.yaml. */
interface Case {
  args: string[];
  exit: number;
  first: string;
  same?: string;
  child?: boolean;
  stdin?: string;
}

/** Bounds: far above what a case takes, far below what an unbounded input costs (minutes, GB). */
const IN_PROCESS_MS = 10_000;
const CHILD_MS = 20_000;
const CHILD_RSS_MB = 400;

const cases = parse(readFileSync(new URL("./cases.yaml", import.meta.url), "utf8")) as Case[];
const T = mkdtempSync(join(tmpdir(), "kassen-corpus-"));
after(() => rmSync(T, { recursive: true, force: true }));

/** The hostile WebSocket server `kassen join` cases talk to (`$W`: its http://host:port). */
let hostile: HostileServer | undefined;

/** A case's arguments with `$F`, `$T` and `$W` filled in. */
function argsOf(c: Case): string[] {
  return c.args.map((a) =>
    String(a)
      .replaceAll("$F", "test/corpus/files")
      .replaceAll("$T", T)
      .replaceAll("$W", hostile?.base ?? "$W"),
  );
}

/**
 * Bytes a terminal acts on (C0 but newline, DEL, C1, bidi controls): no case may print one raw,
 * whatever its input holds (src/shared/terminal-text.ts).
 */
const RAW_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Writes the generated inputs: too large to commit, or made by this very build. */
async function generate(): Promise<void> {
  const w = (name: string, text: string): void => writeFileSync(join(T, name), text);
  mkdirSync(join(T, "empty-folder"));
  const head = "name: corpus\nsystem: vision\n";
  // 20 MB: refused by its size alone, before a byte is parsed.
  w("big-file.yaml", `${head}# ${"x".repeat(98)}\n`.repeat(200_000));
  // A deck of 25,000 cards just inside the file-size limit.
  w(
    "huge-deck.yaml",
    `${head}setup:\n  p1: { deck: [${Array(25_000).fill("koakuma").join(",")}] }\n  p2: { deck: starter-moon }\n`,
  );
  w(
    "long-script.yaml",
    `${head}setup:\n  p1: { deck: starter-scarlet }\n  p2: { deck: starter-moon }\nscript:\n${"  - {p1: end}\n".repeat(15_000)}`,
  );
  w("deep.yaml", `${head}setup: ${"{a: ".repeat(40)}1${"}".repeat(40)}\n`);
  w("deeper.yaml", `${head}setup: ${"[".repeat(50_000)}${"]".repeat(50_000)}\n`);
  // Issue 26: 20 KB of JSON nested 5,000 deep; 10,000-deep flow YAML; 40-deep block YAML.
  w(
    "deep-2000.json",
    `{"name":"x","system":"vision","setup":${"[".repeat(5000)}${"]".repeat(5000)}}`,
  );
  w("deep-10000.yaml", `${head}setup: ${"{a: ".repeat(10_000)}1${"}".repeat(10_000)}\n`);
  w(
    "deep-block.yaml",
    `${head}setup:\n${Array.from({ length: 40 }, (_, i) => `${" ".repeat(i + 1)}a:\n`).join("")}`,
  );
  // Issue 26: a 100,000-character card name made 15.7 MB of `run` output; names are bounded.
  const long = "x".repeat(100_000);
  w(
    "long-name-pack.yaml",
    `system: vision\ncards:\n  - { id: long, type: character, name: { ja: a, zh: a, en: ${long} }, need: 0, cost: 0, attack: 1, toughness: 1 }\n`,
  );
  w(
    "long-option.yaml",
    `${head}setup: { p1: { deck: starter-scarlet }, p2: { deck: starter-moon } }\nscript:\n  - p1: ${long}\n`,
  );
  // Issue 26: packs are bounded by size and count before the heavy work. 8,400 cards (1 MB)
  // took 13.8 s and 424 MB to validate; four such packs 25 s and 495 MB to run.
  const card = (i: number, p: string): string =>
    `  - {id: ${p}c${i}, type: character, name: {ja: c${i}, zh: c${i}, en: c${i}}, need: 0, cost: 0, attack: 1, toughness: 1}\n`;
  const pack = (n: number, p: string): string =>
    `system: vision\ncards:\n${Array.from({ length: n }, (_, i) => card(i, p)).join("")}`;
  w("pack-8400.yaml", pack(8400, "a"));
  w("pack-2100.yaml", pack(2100, "a"));
  for (const folder of ["four-big-packs", "four-packs"]) mkdirSync(join(T, folder));
  for (const p of ["a", "b", "c", "d"]) {
    w(`four-big-packs/${p}.yaml`, pack(8400, p));
    // The most one battle takes: 4,000 cards in 452 KB of packs.
    w(`four-packs/${p}.yaml`, pack(1000, p));
  }
  // Each pack is checked and merged: 65 of them, inline or carried by a replay, are refused first.
  w(
    "many-inline-packs.yaml",
    `${head}content: [${Array(65).fill("{cards: []}").join(", ")}]\nsetup: { p1: { deck: starter-scarlet }, p2: { deck: starter-moon } }\n`,
  );
  w("pack-deep-2000.json", `{"system":"vision","cards":${"[".repeat(5000)}${"]".repeat(5000)}}`);
  // Carry-over files in this build's format version (the committed ones name no version to fit).
  for (const name of [
    "carry-ok",
    "carry-bad-shape",
    "carry-unknown-character",
    "carry-other-system",
  ]) {
    const data = JSON.parse(readFileSync(`test/corpus/files/${name}.json`, "utf8"));
    w(`${name}.json`, JSON.stringify({ ...data, kassen: ENGINE_VERSION }));
  }
  // Replays: one recorded by this build, then edited copies.
  const saved = join(T, "good-replay.json");
  const r = await runInProcess(["run", "test/corpus/files/ok-attack.yaml", "--save-replay", saved]);
  assert.equal(r.code, 0, r.stderr);
  const good = JSON.parse(readFileSync(saved, "utf8")) as Record<string, unknown>;
  const edit = (name: string, change: Record<string, unknown>): void =>
    w(name, JSON.stringify({ ...good, ...change }));
  edit("replay-system-edited.json", { system: "geo-march" });
  edit("replay-hash-edited.json", { finalHash: "0000000000000000" });
  edit("replay-version-edited.json", { kassen: "9.9.9" });
  edit("replay-choice-edited.json", { choices: [["p1", "attack:nobody"]] });
  edit("replay-bad-setup.json", { setup: { p1: { deck: "nope" }, p2: { deck: "starter-moon" } } });
  edit("replay-bad-options.json", { options: { startingLfe: 5 } });
  edit("replay-unknown-system.json", { system: "chess" });
  edit("replay-bad-pinned.json", { pinned: [1.5] });
  edit("replay-choices-not-pairs.json", { choices: [["p1"]] });
  const pair = ["p1", "end"];
  edit("long-replay.json", { choices: Array(150_000).fill(pair) });
  edit("replay-long-choice.json", { choices: [["p1", "x".repeat(100_000)]] });
  edit("replay-many-packs.json", { options: { content: Array(65).fill({ system: "vision" }) } });
  edit("big-replay.json", { choices: Array(800_000).fill(pair) });
  w("deep-replay.json", `{"kassen": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`);
  // Issue 26: 8 MB of `[[[[` cost JSON.parse 5 s and 450 MB; its depth is measured on the text.
  w("deep-replay-8m.json", `{"kassen":${"[".repeat(4_000_000)}${"]".repeat(4_000_000)}}`);
}

/** The line a case is judged by: stderr's first (without `kassen: `), else stdout's. */
function firstLine(run: CorpusRun): string {
  const source = run.stderr !== "" ? run.stderr : run.stdout;
  return source.split("\n")[0].replace(/^kassen: /, "");
}

/** The checks every case gets. */
function judge(c: Case, run: CorpusRun): void {
  const what = `kassen ${c.args.join(" ").slice(0, 120)}`;
  const detail = `${what}\n--- stderr\n${run.stderr.slice(0, 500)}\n--- stdout\n${run.stdout.slice(0, 500)}`;
  assert.equal(run.code, c.exit, `exit code of ${detail}`);
  assert.doesNotMatch(run.stderr, /\n\s+at |internal error/, `clean error: ${detail}`);
  assert.ok(run.stderr.trimEnd().split("\n").length <= 1, `one line on stderr: ${detail}`);
  if (run.stderr !== "") assert.match(run.stderr, /^kassen: /, `the kassen: prefix: ${detail}`);
  assert.doesNotMatch(run.stderr, RAW_CONTROL, `no raw control character on stderr: ${detail}`);
  assert.doesNotMatch(run.stdout, RAW_CONTROL, `no raw control character on stdout: ${detail}`);
  assert.match(firstLine(run), new RegExp(c.first), `first line of ${detail}`);
}

const inProcess = cases.filter((c) => c.child !== true);
const children = cases.filter((c) => c.child === true);
const firstLines = new Map<string, string>();
let childRuns: CorpusRun[] = [];

describe(`bad-input corpus: ${cases.length} command lines`, () => {
  before(async () => {
    hostile = await startHostileServer();
    await generate();
    // A fresh bundle before any child is timed (bin/kassen.mjs rebuilds a stale one).
    spawnSync(process.execPath, ["bin/kassen.mjs", "--version"], { cwd: ROOT });
    childRuns = await pool(
      children.map((c) => () => runChild(argsOf(c), c.stdin ?? "", CHILD_MS * 2)),
      2,
    );
    await hostile.stop();
  });

  describe(`in-process: ${inProcess.length} cases`, () => {
    for (const c of inProcess) {
      test(c.args.join(" ").slice(0, 100), async () => {
        const run = await runInProcess(argsOf(c));
        judge(c, run);
        assert.ok(run.ms < IN_PROCESS_MS, `took ${Math.round(run.ms)} ms`);
        if (c.same !== undefined) {
          const line = firstLine(run);
          const other = firstLines.get(c.same);
          if (other === undefined) firstLines.set(c.same, line);
          else assert.equal(line, other, `same first line for ${c.same}`);
        }
      });
    }
  });

  describe(`child processes: ${children.length} cases, time and peak memory bounded`, () => {
    children.forEach((c, i) => {
      test(c.args.join(" ").slice(0, 100), (t) => {
        const run = childRuns[i];
        t.diagnostic(`${Math.round(run.ms)} ms, peak RSS ${Math.round(run.rssMb ?? 0)} MB`);
        judge(c, run);
        assert.ok(run.ms < CHILD_MS, `took ${Math.round(run.ms)} ms`);
        assert.ok(run.rssMb !== undefined, "the child reported its peak memory");
        assert.ok(
          (run.rssMb ?? 0) < CHILD_RSS_MB,
          `peak RSS ${Math.round(run.rssMb ?? 0)} MB (bound ${CHILD_RSS_MB} MB)`,
        );
      });
    });
  });
});
