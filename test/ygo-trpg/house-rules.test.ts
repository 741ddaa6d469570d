/**
 * Issue 33: where seed 001 leaves the table a choice, table options choose (synchroCost,
 * summonDoubles, rollOffTie, trapTiming). The scenarios `ygt-*-house-*.yaml` play both readings of
 * each; these tests cover what a scenario cannot: the reasons naming the option in force, the
 * options schema, replays carrying the options, the lowered runtime refusing the other readings,
 * and the summon check's two shapes (seen / unseen) agreeing for every reading and every roll.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  invariantViolations,
  type Json,
  makeReplay,
  playReplay,
  startBattle,
} from "../../src/engine/index.ts";
import { optionIssues } from "../../src/scenario/system-options.ts";
import { YGO_OPTIONS, YGO_TRPG_NEW_GAME } from "../../src/systems/ygo-trpg/index.ts";
import {
  type SummonDoubles,
  summonCheck,
  summonSucceeds,
} from "../../src/systems/ygo-trpg/rolls.ts";
import { prepareYgoTrpg } from "../../src/systems/ygo-trpg/runtime/index.ts";
import { assertRefused, reasons } from "../shared/refusals.ts";
import { act, battle, events, player, position, ygoTrpg } from "./helpers.ts";

const GOBLIN = { field: ["cavern-goblin"] };

/** A spell/trap phase in round 3 with traps set in rounds 1 and 2. */
function trapsSetup(): Json {
  return {
    start: "phase",
    phase: "spell-trap",
    round: 3,
    players: {
      p1: {
        character: "akane",
        monsterDeck: [],
        itemDeck: [],
        st: [
          { card: "spike-volley", id: "old-trap", round: 1 },
          { card: "spike-volley", id: "last-trap", round: 2 },
        ],
      },
    },
    gm: { field: ["grave-warden"] },
  };
}

describe("ygo-trpg house rules (issue 33)", () => {
  test("YGT-17 trapTiming: previous — the reason names the option; earlier — the old trap is offered", () => {
    const prev = battle(trapsSetup(), [], { gmTools: false, trapTiming: "previous" });
    assertRefused(
      prev,
      "p1",
      "trap:old-trap@grave-warden-1",
      "was set in round 1: a trap can be activated in the round just after it was set only",
      "(YGT-17, trapTiming=previous)",
    );
    const r = reasons(prev, "p1", "trap:old-trap@grave-warden-1");
    assert.match(r.ja, /trapTiming=previous/);
    assert.match(r.zh, /trapTiming=previous/);
    act(prev, "p1", "trap:last-trap@grave-warden-1");
    const earlier = battle(trapsSetup(), [], { gmTools: false, trapTiming: "earlier" });
    act(earlier, "p1", "trap:old-trap@grave-warden-1");
    // Unset: today's reading, and the reason keeps its rule id alone.
    const unset = battle(trapsSetup());
    act(unset, "p1", "trap:old-trap@grave-warden-1");
  });

  test("YGT-17 a trap set this round names the option when the table set it", () => {
    const b = battle(
      position(
        "spell-trap",
        { itemHand: ["spike-volley"], st: [{ card: "spike-volley", id: "old-trap", round: 1 }] },
        GOBLIN,
      ),
      [],
      {
        gmTools: false,
        trapTiming: "earlier",
      },
    );
    act(b, "p1", "set:spike-volley-1");
    assertRefused(b, "p1", "trap:spike-volley-1@cavern-goblin-1", "(YGT-17, trapTiming=earlier)");
  });

  test("YGT-16 synchroCost: the synchro-life reason names the option in force", () => {
    for (const v of YGO_OPTIONS.synchroCost) {
      const b = battle(
        position("summon", { life: 9, monsterHand: ["tempest-lancer", "moss-beetle"] }, GOBLIN),
        [],
        { gmTools: false, synchroCost: v },
      );
      assertRefused(b, "p1", "special:tempest-lancer-1", `(YGT-16, synchroCost=${v})`);
    }
  });

  test("YGT-16 synchroCost: success — a negated synchro summon costs nothing either", () => {
    for (const [v, life] of [
      ["declare", 30],
      ["success", 40],
    ] as const) {
      const b = battle(
        position(
          "summon",
          { monsterHand: ["tempest-lancer"] },
          { field: ["cavern-goblin"], st: ["pitfall-snare"] },
        ),
        [],
        { gmTools: false, synchroCost: v },
      );
      act(b, "p1", "special:tempest-lancer-1");
      act(b, "gm", "trap:pitfall-snare-1");
      assert.equal(events(b, "summon-negated").length, 1);
      assert.equal(player(b, "p1").life, life, `synchroCost=${v}`);
    }
  });

  test("YGT-20 rollOffTie: every reading renders in ja / zh / en", () => {
    for (const v of ["players", "gm"] as const) {
      const b = battle(
        position("battle", { field: ["dawn-paladin"] }, { field: ["grave-warden"] }),
        [3, 3],
        { gmTools: false, rollOffTie: v },
      );
      const [tie] = events(b, "roll-off-tie");
      assert.deepEqual(
        { ...tie },
        {
          t: "roll-off-tie",
          level: 4,
          first: `${v}-first`,
          option: `rollOffTie=${v}`,
        },
      );
    }
  });

  test("the options schema takes each reading and refuses any other value", () => {
    for (const [name, values] of Object.entries(YGO_OPTIONS))
      for (const v of values) assert.deepEqual(optionIssues("ygo-trpg", { [name]: v }), []);
    const issues = optionIssues("ygo-trpg", { synchroCost: "never" });
    assert.equal(issues.length, 1);
    assert.equal(issues[0].path, "options.synchroCost");
  });

  test("a replay carries the house rules and plays back to the same hash", () => {
    const options = { gmTools: false, synchroCost: "success", summonDoubles: "none" };
    const b = battle(
      position("summon", { monsterHand: ["tempest-lancer"] }, GOBLIN),
      [2, 2],
      options,
    );
    act(b, "p1", "special:tempest-lancer-1");
    const replay = makeReplay(b);
    assert.deepEqual(replay.options, options);
    assert.equal(playReplay(ygoTrpg, replay).hash(), b.hash());
  });

  test("the lowered runtime plays the default readings and refuses the others (the engine plays them)", () => {
    const setup = YGO_TRPG_NEW_GAME;
    for (const [name, values] of Object.entries(YGO_OPTIONS)) {
      const [dflt, ...others] = values;
      const at = (v: string) =>
        prepareYgoTrpg({ seed: 1, setup, options: { gmTools: false, [name]: v } }).reason;
      assert.equal(at(dflt), null, `${name}=${dflt}`);
      for (const v of others) assert.equal(at(v), `house rule ${name}=${v}`);
    }
  });

  test("YGT-13 summonDoubles: the unseen check agrees with the logged one on every roll", () => {
    for (const doubles of YGO_OPTIONS.summonDoubles as readonly SummonDoubles[])
      for (let d0 = 1; d0 <= 6; d0++)
        for (let d1 = 1; d1 <= 6; d1++)
          for (let d2 = 1; d2 <= 6; d2++)
            for (const level of [1, 5, 10, 12]) {
              const dice = () => {
                const q = [d0, d1, d2];
                return { rollDie: () => q.shift() ?? 0 };
              };
              const seen = summonCheck(dice(), level, 5, doubles).success;
              assert.equal(summonSucceeds(dice(), level, 5, doubles), seen);
            }
  });

  test("random encounters under every mix of readings keep the invariants, end and replay", () => {
    const names = Object.keys(YGO_OPTIONS) as (keyof typeof YGO_OPTIONS)[];
    for (let seed = 1; seed <= 12; seed++) {
      // Each option's value by the seed: every value of each option is met across the seeds.
      const options: Record<string, Json> = { gmTools: false };
      names.forEach((name, k) => {
        const values = YGO_OPTIONS[name];
        options[name] = values[(seed + k) % values.length];
      });
      const b = startBattle(ygoTrpg, { seed, setup: YGO_TRPG_NEW_GAME, options });
      b.afterStep = (bb, task) => {
        const bad = invariantViolations(ygoTrpg, bb.state);
        if (bad.length > 0) assert.fail(`after ${task.k} (seed ${seed}): ${bad.join("; ")}`);
      };
      let i = 0;
      while (b.pending !== null && i < 3000) {
        const p = b.pending;
        b.choose(p.seat, p.options[(seed * 7 + i * 13) % p.options.length].id);
        i++;
      }
      assert.notEqual(b.result, null, `seed ${seed} ends (${JSON.stringify(options)})`);
      assert.equal(playReplay(ygoTrpg, makeReplay(b)).hash(), b.hash());
    }
  });
});
