import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { errorExitCode, errorLine } from "../../src/cli/errors.ts";
import { makeProgram } from "../../src/cli/main.ts";
import { attackScenario, kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("errors");
after(() => tmp.cleanup());
const good = tmp.write("good.yaml", attackScenario());

describe("malformed scenarios: exit 2, one line naming the file and the place", () => {
  const cases: [string, string, RegExp][] = [
    [
      "bad YAML",
      "name: x\nsystem: vision\nsetup: {p1: [\n",
      /bad-yaml\.yaml: YAML syntax error at line \d+/,
    ],
    [
      "unknown card",
      "name: x\nsystem: vision\nsetup:\n  p1:\n    field: [cirnoo]\n",
      /unknown-card\.yaml: at setup\.p1\.field\[0\]: unknown card "cirnoo"/,
    ],
    [
      "wrong type",
      "name: x\nsystem: vision\nseed: abc\nsetup: {}\n",
      /wrong-type\.yaml: at seed: expected a number, got "abc"/,
    ],
    [
      "unknown system",
      "name: x\nsystem: chess\nsetup: {}\n",
      /unknown-system\.yaml: at system: unknown system "chess" \(known: .*vision/,
    ],
  ];
  for (const [label, text, pattern] of cases) {
    test(label, () => {
      const file = tmp.write(`${label.toLowerCase().replaceAll(" ", "-")}.yaml`, text);
      const r = kassen(["run", file]);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(oneErrorLine(r), pattern);
    });
  }

  test("validate reports the same way", () => {
    const file = tmp.write(
      "unknown-deck.yaml",
      "name: x\nsystem: vision\nsetup: {p1: {deck: nope}}\n",
    );
    const v = kassen(["validate", file]);
    assert.equal(v.code, 2);
    assert.match(oneErrorLine(v), /unknown-deck\.yaml: at setup\.p1\.deck: unknown deck "nope"/);
  });

  test("a missing file", () => {
    const r = kassen(["run", "no/such/file.yaml"]);
    assert.equal(r.code, 2);
    assert.equal(oneErrorLine(r), "kassen: no/such/file.yaml: file not found");
  });
});

describe("bad flags: exit 2 naming the flag and what it expects", () => {
  const cases: [string[], RegExp][] = [
    [["--lang", "xx"], /^kassen: --lang xx: expected one of ja, zh, en/],
    [["--bot", "p3=foo"], /^kassen: --bot p3=foo: unknown bot "foo".*random/],
    [["--bot", "p3=random"], /--bot p3=random: vision has no seat "p3" \(seats: p1, p2\)/],
    [["--seed", "abc"], /^kassen: --seed abc: expected a whole number/],
  ];
  for (const [flags, pattern] of cases) {
    test(flags.join(" "), () => {
      const r = kassen(["run", good, ...flags]);
      assert.equal(r.code, 2, r.stdout);
      assert.match(oneErrorLine(r), pattern);
    });
  }

  test("more flag mistakes (in-process)", async () => {
    const cases: [string[], RegExp][] = [
      [["run", good, "--bot", "random"], /^--bot random: expected SEAT=NAME/],
      [["run", good, "--frobnicate"], /^unknown option '--frobnicate'/],
      [["play", good, "--bot", "p2=random:x"], /seed after ":" must be a whole number/],
      [["menu", "--lang", "de"], /^--lang de: expected one of/],
      [["check", "--seed", "1"], /^unknown option '--seed'/],
    ];
    for (const [args, pattern] of cases) {
      const program = await makeProgram({ writeOut: () => {}, writeErr: () => {} });
      const err = await program.parseAsync(["node", "kassen", ...args]).then(
        () => assert.fail(`no error for ${args.join(" ")}`),
        (e: unknown) => e,
      );
      assert.equal(errorExitCode(err), 2);
      assert.match(errorLine(err) ?? "", pattern);
    }
  });

  test("play --seat must be a seat", () => {
    const r = kassen(["play", good, "--seat", "gm"]);
    assert.equal(r.code, 2);
    assert.match(oneErrorLine(r), /--seat gm: vision has no seat "gm"/);
  });

  test("an unknown command", () => {
    const r = kassen(["frob"]);
    assert.equal(r.code, 2);
    assert.match(oneErrorLine(r), /unknown command 'frob'/);
  });

  test("--help exits 0", () => {
    const r = kassen(["run", "--help"]);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Usage: kassen run \[options\] <scenario>/);
    assert.match(r.stdout, /--save-replay <file>/);
  });

  test("--help works on every command (in-process)", async () => {
    for (const cmd of [
      "run",
      "play",
      "check",
      "validate",
      "replay",
      "schema",
      "menu",
      "sim",
      "odds",
    ]) {
      let out = "";
      const program = await makeProgram({ writeOut: (s) => (out += s) });
      await assert.rejects(program.parseAsync(["node", "kassen", cmd, "--help"]), {
        code: "commander.helpDisplayed",
      });
      assert.match(out, new RegExp(`Usage: kassen ${cmd}`), cmd);
    }
  });
});

test("the list of system ids the CLI knows without loading them matches the registry", async () => {
  const { SYSTEM_IDS } = await import("../../src/systems/ids.ts");
  const { SYSTEM_ENTRIES } = await import("../../src/systems/registry.ts");
  assert.deepEqual([...SYSTEM_IDS].sort(), Object.keys(SYSTEM_ENTRIES).sort());
});
