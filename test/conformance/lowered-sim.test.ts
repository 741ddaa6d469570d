/**
 * One suite for every system that offers a lowered runtime (SystemEntry.lowered): `kassen sim`
 * plays on it (src/sim/play-lowered.ts) and gives the very summary the engine gives — battle
 * records equal one by one, the runtime playing every battle itself (no silent fall back), and
 * the CLI's JSON summary byte for byte (timing aside) with the runtime on and off
 * (`KASSEN_LOWERED=0`) on 1 and 2 workers. Plans the runtime must not play (a script, pinned
 * dice, a bot that is not random, an option it refuses) stay on the engine. Each runtime's
 * decision-by-decision proof is test/<system>/runtime-equivalence.test.ts.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, test } from "node:test";
import { type Json, startBattle } from "../../src/engine/index.ts";
import type { SimPlan } from "../../src/sim/plan.ts";
import { loweredTemplate, playLowered } from "../../src/sim/play-lowered.ts";
import { playOne } from "../../src/sim/play-one.ts";
import { battleSeed } from "../../src/sim/seeds.ts";
import { GEO_MARCH_SAMPLE_BATTLE } from "../../src/systems/geo-march/index.ts";
import { SYSTEM_ENTRIES, type SystemEntry } from "../../src/systems/registry.ts";
import { withLowered } from "../../src/systems/shared/lowered-runtime.ts";
import { CLI_ENV, ROOT } from "../cli/cli-helpers.ts";

/** Per system: plans beside the new game that its runtime plays, and options it refuses. */
const CASES: Record<string, { plays: Partial<SimPlan>[]; refuses: Record<string, Json>[] }> = {
  vision: {
    plays: [{ options: { handLimit: 4, firstPlayerDraws: true }, seed: 9 }],
    refuses: [{ what: 1 }],
  },
  "geo-march": {
    plays: [
      { options: { speedDie: 10 }, seed: 9 },
      { setup: GEO_MARCH_SAMPLE_BATTLE as Json, seed: 11 },
    ],
    refuses: [{ what: 1 }],
  },
  "magical-girl": {
    plays: [{ options: { reactionApproval: "auto", fumble: "100" }, seed: 9 }],
    // `{}`: reactionApproval's default is "ask", which the runtime does not play.
    refuses: [{ reactionApproval: "auto", kpTools: "on" }, {}],
  },
  "ygo-trpg": {
    plays: [
      {
        setup: {
          players: {
            p1: { character: "midori" },
            p2: { character: "akane" },
            p3: { character: "shiro" },
          },
          gm: { encounter: "haunted-pass" },
        },
        seed: 9,
      },
    ],
    refuses: [{ gmTools: true }, {}],
  },
};

/** Records of a plan with the runtime on or off, as comparable text. */
function records(entry: SystemEntry, p: SimPlan, lowered: boolean): string[] {
  return withLowered(lowered, () => {
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
  });
}

/** `kassen sim` JSON summary without its timing. */
function simSummary(args: string[], lowered: boolean): string {
  const r = spawnSync(
    process.execPath,
    ["bin/kassen.mjs", "sim", ...args, "--json", "--no-progress"],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...CLI_ENV, KASSEN_LOWERED: lowered ? "1" : "0" },
      timeout: 180_000,
    },
  );
  assert.equal(r.status, 0, r.stderr);
  const summary = JSON.parse(r.stdout) as Record<string, Json>;
  delete summary.timing;
  return JSON.stringify(summary, null, 2);
}

const lowered = Object.entries(SYSTEM_ENTRIES).filter(([, e]) => e.lowered !== undefined);

test("every system offers a lowered runtime and this suite knows its cases", () => {
  assert.deepEqual(lowered.map(([id]) => id).sort(), Object.keys(CASES).sort());
});

for (const [id, entry] of lowered) {
  const cases = CASES[id];
  const options = (entry.benchOptions ?? {}) as Record<string, Json>;
  const seats = startBattle(entry.system, { seed: 0, setup: entry.newGame ?? null, options }).state
    .seats;
  /** Random bots at every seat, each with its own stream. */
  const randomBots = (): Record<string, string> =>
    Object.fromEntries(seats.map((s, i) => [s, i === 0 ? "random" : `random:${i + 4}`]));
  const plan = (over: Partial<SimPlan> = {}): SimPlan => ({
    source: `new:${id}`,
    system: id,
    setup: (entry.newGame ?? null) as Json,
    options,
    pinned: [],
    script: [],
    bots: randomBots(),
    seed: 42,
    battles: 40,
    maxDecisions: 100_000,
    lang: "en",
    ...over,
  });
  const plays = [plan(), plan({ maxDecisions: 40, seed: 7 }), ...cases.plays.map((o) => plan(o))];

  describe(`kassen sim on ${id}'s lowered runtime`, () => {
    test("battle records are the engine's, one by one (a decision cap, other setups and options)", () => {
      for (const p of plays) assert.deepEqual(records(entry, p, true), records(entry, p, false));
    });

    test("the runtime plays every battle itself (no fall back to the engine)", () => {
      for (const p of plays) {
        const t = loweredTemplate(p, entry.system);
        assert.ok(t !== null, JSON.stringify(p.setup));
        for (let i = 0; i < p.battles; i++) playLowered(p, t, battleSeed(p.seed, i));
      }
    });

    test("plans it must not play stay on the engine", () => {
      const [first] = seats;
      const firstOption = startBattle(entry.system, {
        seed: 0,
        setup: entry.newGame ?? null,
        options,
      }).pending?.options[0].id;
      assert.ok(firstOption !== undefined);
      const refused: Partial<SimPlan>[] = [
        { script: [[first, firstOption]] },
        { pinned: [1] },
        { bots: { ...randomBots(), [first]: "greedy" } },
        ...cases.refuses.map((o) => ({ options: o })),
      ];
      for (const over of refused) {
        assert.equal(loweredTemplate(plan(over), entry.system), null, JSON.stringify(over));
      }
      assert.notEqual(loweredTemplate(plan(), entry.system), null);
    });

    for (const workers of ["1", "2"]) {
      test(`the CLI summary is byte-identical with the runtime on and off (${workers} worker(s))`, () => {
        const args = [id, "-n", "120", "--workers", workers, "--seed", "3"];
        assert.equal(simSummary(args, true), simSummary(args, false));
      });
    }
  });
}
