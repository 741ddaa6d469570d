/**
 * `kassen sim magical-girl` plays on the lowered runtime (src/sim/play-lowered.ts) and gives the very
 * summary the engine gives: battle records equal one by one, and the CLI's JSON summary byte for
 * byte (timing aside) with the runtime on and off (`KASSEN_LOWERED=0`), on 1 and 2 workers.
 * Plans the runtime must not play (a script, pinned dice, a bot that is not random) stay on the
 * engine.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, test } from "node:test";
import type { Json } from "../../src/engine/index.ts";
import type { SimPlan } from "../../src/sim/plan.ts";
import { loweredTemplate } from "../../src/sim/play-lowered.ts";
import { playOne } from "../../src/sim/play-one.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { CLI_ENV, ROOT } from "../cli/cli-helpers.ts";

const entry = SYSTEM_ENTRIES["magical-girl"];

const plan = (over: Partial<SimPlan> = {}): SimPlan => ({
  source: "new:magical-girl",
  system: "magical-girl",
  setup: entry.newGame as Json,
  options: entry.benchOptions ?? {},
  pinned: [],
  script: [],
  bots: { kp: "random", p1: "random:5", p2: "random" },
  seed: 42,
  battles: 40,
  maxDecisions: 100_000,
  lang: "en",
  ...over,
});

/** Battle records of a plan, with the runtime on or off. */
function records(p: SimPlan, lowered: boolean): string[] {
  const was = process.env.KASSEN_LOWERED;
  process.env.KASSEN_LOWERED = lowered ? "1" : "0";
  try {
    // A copy: the template choice is kept per plan object.
    const q = { ...p };
    assert.equal(loweredTemplate(q, entry.system) !== null, lowered, "played where expected");
    const out: string[] = [];
    for (let i = 0; i < q.battles; i++) {
      const r = playOne(q, entry.system, entry.analysis, i);
      out.push(
        JSON.stringify({
          ...r,
          dealt: [...r.dealt].sort(),
          taken: [...r.taken].sort(),
          played: [...r.played].sort(),
        }),
      );
    }
    return out;
  } finally {
    if (was === undefined) delete process.env.KASSEN_LOWERED;
    else process.env.KASSEN_LOWERED = was;
  }
}

/** `kassen sim` JSON summary without its timing. */
function simSummary(args: string[], lowered: boolean): Json {
  const r = spawnSync(
    process.execPath,
    ["bin/kassen.mjs", "sim", ...args, "--json", "--no-progress"],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...CLI_ENV, KASSEN_LOWERED: lowered ? "1" : "0" },
      timeout: 120_000,
    },
  );
  assert.equal(r.status, 0, r.stderr);
  const summary = JSON.parse(r.stdout) as Record<string, Json>;
  delete summary.timing;
  return JSON.stringify(summary, null, 2);
}

describe("kassen sim on magical-girl's lowered runtime", () => {
  test("battle records are the engine's, one by one (also a decision cap and a house rule)", () => {
    assert.deepEqual(records(plan(), true), records(plan(), false));
    const capped = plan({ maxDecisions: 60, seed: 7 });
    assert.deepEqual(records(capped, true), records(capped, false));
    const house = plan({ options: { reactionApproval: "auto", fumble: "100" }, seed: 9 });
    assert.deepEqual(records(house, true), records(house, false));
  });

  test("plans it must not play stay on the engine", () => {
    assert.equal(loweredTemplate(plan({ script: [["p1", "end"]] }), entry.system), null);
    assert.equal(loweredTemplate(plan({ options: { kpTools: "on" } }), entry.system), null);
    assert.equal(loweredTemplate(plan({ pinned: [1] }), entry.system), null);
    assert.equal(
      loweredTemplate(plan({ bots: { kp: "random", p1: "greedy", p2: "random" } }), entry.system),
      null,
    );
    assert.equal(loweredTemplate(plan({ options: { what: 1 } }), entry.system), null);
    assert.notEqual(loweredTemplate(plan(), entry.system), null);
  });

  for (const workers of ["1", "2"]) {
    test(`the CLI summary is byte-identical with the runtime on and off (${workers} worker(s))`, () => {
      const args = ["magical-girl", "-n", "120", "--workers", workers, "--seed", "3"];
      assert.equal(simSummary(args, true), simSummary(args, false));
    });
  }
});
