/**
 * Terminals are safe: a content pack whose card name holds ESC, BEL, CR, NUL and a bidi
 * override, a script step naming an id full of controls, a replay and a file name carrying
 * them, a stored table's title — run through `run`, `check`, `play`, `replay`, `validate`,
 * `tables` as real processes — never put a raw control byte on stdout or stderr: each shows as
 * a visible escape (`\x1b`, `\u202e`). The server's side is in join-hostile-server.test.ts.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { NEW_GAMES } from "../../src/cli/new-games.ts";
import { openStore } from "../../src/server/store/open-store.ts";
import { hashToken, newTableId, newToken } from "../../src/server/tokens.ts";
import { CLI_ENV, type CliRun, kassen, oneErrorLine, ROOT, tempDir } from "./cli-helpers.ts";

/**
 * Bytes a terminal acts on. Newline is layout; nothing else of C0, no DEL, no C1, no bidi
 * embedding/override/isolate, no LRM/RLM may appear raw.
 */
const RAW_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Asserts neither stream of a run carries a raw control character. */
function clean(r: CliRun, what: string): void {
  for (const [name, text] of [
    ["stdout", r.stdout],
    ["stderr", r.stderr],
  ] as const) {
    const m = RAW_CONTROL.exec(text);
    assert.equal(
      m,
      null,
      `${what}: raw U+${m?.[0].codePointAt(0)?.toString(16).padStart(4, "0")} on ${name}: ${JSON.stringify(text.slice(Math.max(0, (m?.index ?? 0) - 40), (m?.index ?? 0) + 40))}`,
    );
  }
}

/** A colour's escape sequence (SGR), as picocolors writes them. */
const SGR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a colour starts with ESC
  /\u001b\[\d+m/;

/** The hostile name, as YAML writes it and as the terminal must show it. */
const NAME_YAML = String.raw`"Evil\e]0;pwned\a\e[2J\r\0\u202EMaiden"`;
const NAME_SHOWN = String.raw`Evil\x1b]0;pwned\x07\x1b[2J\r\x00\u202eMaiden`;

const tmp = tempDir("terminal");
after(() => tmp.cleanup());

const pack = tmp.write(
  "pack.yaml",
  `system: vision
name: ${NAME_YAML}
cards:
  - id: evil-maiden
    type: character
    name: { ja: ${NAME_YAML}, zh: ${NAME_YAML}, en: ${NAME_YAML} }
    need: 0
    cost: 0
    attack: 3
    toughness: 3
    graze: 3
`,
);

/** A scenario with the pack's card on the field; `extra` is appended (script, expectations). */
function scenario(name: string, extra = ""): string {
  return tmp.write(
    name,
    `name: hostile names
system: vision
lang: en
content: ${pack}
setup:
  start: main
  p1: { deck: [koakuma, koakuma, koakuma], field: [{ card: evil-maiden, id: maiden }] }
  p2: { deck: [koakuma, koakuma, koakuma], field: [{ card: cirno, id: cirno }] }
${extra}`,
  );
}

describe("terminals are safe", () => {
  it("run: a pack's card name in the log, the pending options and a refused script id", () => {
    const file = scenario(
      "run.yaml",
      `script:
  - p1: attack:maiden
  - p2: "block:\\e]0;x\\a\\u202Enone"
maxDecisions: 0
`,
    );
    const r = kassen(["run", file]);
    clean(r, "run");
    assert.ok(r.stdout.includes(NAME_SHOWN), r.stdout);
    // The refused id is quoted as JSON (`\u001b`) by the echo that cuts it; either escape is safe.
    assert.match(r.stdout, /script\[1\]: .*block:\\(x1b|u001b)\]0;x\\(x07|u0007)\\u202enone/);
  });

  it("run --json: a refused id as \\u escapes, still the same JSON", () => {
    const r = kassen([
      "run",
      scenario("json.yaml", 'script:\n  - p1: "attack:\\e]0;x\\a\\u202Enone"\nmaxDecisions: 0\n'),
      "--json",
    ]);
    clean(r, "run --json");
    assert.ok(r.stdout.includes("\\u202e"), "the override as a JSON escape");
    // The JSON still says the same: the name comes back with its controls.
    const json = JSON.parse(r.stdout) as { errors: { option: string }[] };
    assert.equal(json.errors[0].option, "attack:\u001b]0;x\u0007\u202enone");
  });

  it("check: a failed expectation echoing the scenario's text", () => {
    const file = scenario(
      "check.yaml",
      `script:
  - p1: attack:maiden
  - p2: block:none
expect:
  life: { p2: 1 }
  events:
    - { t: "combat\\u202E-damage\\e[2J", card: maiden }
`,
    );
    const r = kassen(["check", file]);
    assert.equal(r.code, 1, r.stderr);
    clean(r, "check");
    assert.match(r.stdout, /no event matches .*combat\\u202e-damage/);
  });

  it("play: the menu's labels and the log through a pipe", () => {
    const r = kassen(["play", scenario("play.yaml"), "--seat", "p1"], "1\n1\n1\nquit\n");
    clean(r, "play");
    assert.ok(r.stdout.includes(NAME_SHOWN), r.stdout);
  });

  it("validate: a pack's problem echoing a hostile value", () => {
    const bad = tmp.write(
      "bad-pack.yaml",
      `system: vision
name: bad
cards:
  - id: x
    type: ${NAME_YAML}
`,
    );
    const r = kassen(["validate", bad]);
    assert.equal(r.code, 2);
    clean(r, "validate");
  });

  it("replay: a recorded choice full of controls is echoed escaped", () => {
    const saved = join(tmp.dir, "saved.json");
    const run = kassen([
      "run",
      scenario("replay.yaml", "script:\n  - p1: attack:maiden\nmaxDecisions: 0\n"),
      "--save-replay",
      saved,
    ]);
    assert.equal(run.code, 0, run.stderr);
    const replay = JSON.parse(readFileSync(saved, "utf8")) as { choices: [string, string][] };
    replay.choices[0][1] = "attack:\u001b]0;x\u0007\u202e";
    const file = tmp.write("r.json", JSON.stringify(replay));
    const r = kassen(["replay", file]);
    assert.equal(r.code, 1, r.stderr);
    clean(r, "replay");
    assert.match(r.stdout, /attack:\\(x1b|u001b)\]0;x\\(x07|u0007)\\u202e/);
  });

  it("a file name full of controls in an error", () => {
    const r = kassen(["run", "no\u001b]0;x\u0007such\r.yaml"]);
    assert.equal(r.code, 2);
    assert.match(oneErrorLine(r), /no\\x1b\]0;x\\x07such\\r\.yaml/);
    clean(r, "missing file");
  });

  it("tables list/show: a table title anyone could have set", async () => {
    const data = join(tmp.dir, "data");
    const store = await openStore({ dataDir: data });
    const id = newTableId();
    await store.createTable({
      id,
      system: "vision",
      init: JSON.stringify({ seed: 1, setup: NEW_GAMES.vision, ids: "opaque" }),
      title: "\u001b]0;owned\u0007\u001b[2J\u202etitle\r",
      createdAt: 0,
      seats: [
        { seat: "p1", kind: "person", bot: null, lang: "en", tokenHash: hashToken(newToken()) },
      ],
      spectatorTokenHash: hashToken(newToken()),
    });
    await store.close();
    for (const args of [["list"], ["show", id], ["list", "--json"]]) {
      const r = kassen(["tables", ...args, "--data", data]);
      assert.equal(r.code, 0, r.stderr);
      clean(r, `tables ${args.join(" ")}`);
    }
    const list = kassen(["tables", "list", "--data", data]);
    assert.ok(list.stdout.includes(String.raw`\x1b]0;owned\x07\x1b[2J\u202etitle\r`), list.stdout);
  });

  it("with colours on, the only escape sequences are the CLI's own colours", () => {
    const file = scenario("color.yaml", "maxDecisions: 0\n");
    const r = spawnSync(process.execPath, ["bin/kassen.mjs", "run", file], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...CLI_ENV, NO_COLOR: undefined, FORCE_COLOR: "1" },
    });
    assert.ok(r.stdout.includes(NAME_SHOWN), r.stdout);
    assert.match(r.stdout, SGR, "coloured");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: every ESC must start a colour
    assert.doesNotMatch(r.stdout, /\u001b(?!\[\d+(;\d+)*m)/);
    const odds = spawnSync(process.execPath, ["bin/kassen.mjs", "odds", "2D6>=7"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...CLI_ENV, NO_COLOR: undefined, FORCE_COLOR: "1" },
    });
    assert.equal(odds.status, 0, odds.stderr);
    assert.match(odds.stdout, SGR, "odds coloured");
    assert.doesNotMatch(odds.stdout, /\uE000/, "no colour marker left over");
  });
});
