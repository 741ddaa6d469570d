/**
 * `kassen check` over several scenario files plays each with its own content: a pack that renames
 * a shipped card in one scenario leaves the names of the scenarios checked after it alone (they
 * were looked up in the newest content the process had loaded), and the pack's scenario reads
 * its own names. Each scenario's `log:` expectation is rendered text, so a name from the wrong
 * content fails it.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { parse, stringify } from "yaml";
import { kassen, ROOT, tempDir } from "./cli-helpers.ts";

/** A vision attack by Reisen, named in the log; `pack`: a pack renames her first. */
function visionAttack(pack: boolean): string {
  const content = pack
    ? `content:
  - cards:
      - id: reisen
        replaces: true
        type: character
        name: { ja: ZQ兎, zh: ZQ兔, en: ZQ Rabbit }
        need: 3
        cost: 2
        attack: 4
        toughness: 4
        graze: 1
`
    : "";
  return `name: ${pack ? "renamed" : "shipped"} reisen attacks
system: vision
lang: en
${content}setup:
  start: main
  p1: { deck: [koakuma, koakuma, koakuma], field: [reisen] }
  p2: { deck: [koakuma, koakuma, koakuma], field: [{ card: cirno, sleep: true }] }
script:
  - p1: attack:reisen-1
  - p2: block:none
expect:
  life: { p2: 16 }
  log: ["${pack ? "ZQ Rabbit attacks" : "Reisen Udongein Inaba attacks"}"]
`;
}

/** A magical-girl check by Hoshino, named in the log; `pack`: a pack renames her first. */
function girlChecks(pack: boolean): string {
  const base = parse(
    readFileSync(join(ROOT, "scenarios/magical-girl/mgr-02-bonus-die.yaml"), "utf8"),
  ) as Record<string, unknown>;
  const girls = parse(
    readFileSync(join(ROOT, "src/systems/magical-girl/content/girls.yaml"), "utf8"),
  ) as { girls: { id: string }[] };
  const hoshino = girls.girls.find((g) => g.id === "hoshino");
  const name = { ja: "ZQ星", zh: "ZQ星", en: "ZQ Star" };
  return stringify({
    ...base,
    name: `${pack ? "renamed" : "shipped"} hoshino checks`,
    lang: "en",
    ...(pack ? { content: [{ girls: [{ ...hoshino, replaces: true, name }] }] } : {}),
    expect: {
      ...(base.expect as object),
      log: [pack ? "ZQ Star checks AGI" : "Hikari Hoshino checks AGI"],
    },
  });
}

describe("kassen check: each scenario names things in its own content", () => {
  const tmp = tempDir("check-content");
  after(() => tmp.cleanup());

  it("a pack's renaming stays in its scenario, before and after the others (vision, magical-girl)", () => {
    const files = [
      tmp.write("a-plain.yaml", visionAttack(false)),
      tmp.write("b-pack.yaml", visionAttack(true)),
      tmp.write("c-plain.yaml", visionAttack(false)),
      tmp.write("d-plain.yaml", girlChecks(false)),
      tmp.write("e-pack.yaml", girlChecks(true)),
      tmp.write("f-plain.yaml", girlChecks(false)),
    ];
    const r = kassen(["check", ...files]);
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /6 passed, 0 failed/);
  });

  it("the expectation can fail: the shipped name is not in the pack's scenario", () => {
    const wrong = visionAttack(true).replace("ZQ Rabbit attacks", "Reisen Udongein Inaba attacks");
    const r = kassen([
      "check",
      tmp.write("plain.yaml", visionAttack(false)),
      tmp.write("wrong.yaml", wrong),
    ]);
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stdout, /log\[0\]: no line contains "Reisen Udongein Inaba attacks"/);
  });
});
