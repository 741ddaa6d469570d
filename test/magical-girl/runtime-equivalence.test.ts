/**
 * Magical-girl's lowered runtime (src/systems/magical-girl/runtime/, in progress) against the
 * engine: its generator and d100 checks roll what the engine's roll, and its opening — surprise
 * DP, initiative (shared group rolls), the order, every tie decision (same seat, same option ids)
 * — reaches the first turn with the same round, order, actor, DP and generator state, over the
 * bench's new game and variations of it. Setups it cannot play are refused with a reason.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { FlatRng } from "../../src/engine/flat-rng.ts";
import { type BattleInit, type Json, startBattle } from "../../src/engine/index.ts";
import { seedRng } from "../../src/engine/rng.ts";
import { magicalGirlAnalysis } from "../../src/systems/magical-girl/analysis/index.ts";
import {
  rollCheck as engineCheck,
  levelOf as engineLevel,
  LEVELS,
} from "../../src/systems/magical-girl/checks.ts";
import { MAGICAL_GIRL_NEW_GAME, magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { flags, mgx } from "../../src/systems/magical-girl/model.ts";
import {
  levelOf,
  prepareMagicalGirl,
  rollCheck,
  startLowered,
} from "../../src/systems/magical-girl/runtime/index.ts";
import { compareGames } from "../conformance/lowered-games.ts";

const BENCH_OPTIONS = { reactionApproval: "auto" };
const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

/** What {@link compare} compared: decisions, games stopped at the frontier, games ended. */
interface Compared {
  decisions: number;
  frontier: number;
  ended: number;
}

/**
 * Plays `seeds` battles of `init` on both with the same index chooser (compareGames): beside the
 * seat, the options and the end, at every decision the same round, order, actor, DP, HP, wounds
 * and generator state and the same last check (roll and level), until the chooser picks an
 * option the runtime does not play yet (its frontier) or `cap` decisions.
 */
function compare(init: Omit<BattleInit, "seed">, seeds: number[], cap = 20_000): Compared {
  const p = prepareMagicalGirl({ ...init, seed: 0 });
  assert.equal(p.reason, null, `prepare refused: ${p.reason}`);
  const t = p.template;
  assert.ok(t !== null);
  // The last check the engine rolled since the last decision (its roll and level).
  let checked: { roll: number; level: string } | null = null;
  const c = compareGames({
    system: magicalGirl,
    analysis: magicalGirlAnalysis,
    start: (seed) => startLowered(t, seed),
    init,
    seeds,
    cap,
    observe(e) {
      if (e.t === "check") checked = { roll: e.roll as number, level: e.level as string };
    },
    eachStep(b, r, at) {
      if (checked !== null) {
        const { roll, level } = checked as { roll: number; level: string };
        assert.deepEqual([r.s.chk.roll, LEVELS[r.s.chk.level]], [roll, level], `${at}: check`);
        checked = null;
      }
      if (b.pending === null) return;
      const mx = mgx(b);
      const snap = r.snapshot();
      const fs = (b.state.zones.field ?? []).map((id) => b.state.cards[id]);
      const mine = [
        snap.round,
        snap.order,
        snap.active,
        snap.dp,
        snap.hp,
        snap.wound,
        r.s.rng.get(),
      ];
      const theirs = [
        mx.round,
        mx.order,
        mx.active,
        fs.map((c) => flags(c).dp),
        fs.map((c) => flags(c).hp),
        fs.map((c) => flags(c).wound),
        b.state.rng,
      ];
      if (JSON.stringify(mine) !== JSON.stringify(theirs))
        assert.deepEqual(
          mine,
          theirs,
          `${at}: [round, order, actor, DP, HP, wounds, generator state]`,
        );
    },
    stopBefore: (r, i) => !r.lowered(i),
  });
  return { decisions: c.decisions, frontier: c.stopped, ended: c.ended };
}

describe("the magical-girl runtime rolls and opens as the engine does", () => {
  test("d100 checks: the same dice, roll and level (bonus and penalty dice, both fumble rules)", () => {
    for (let target = 1; target <= 100; target += 3)
      for (const coc7 of [true, false])
        for (let roll = 1; roll <= 100; roll++)
          assert.equal(
            LEVELS[levelOf(roll, target, coc7)],
            engineLevel(roll, target, coc7 ? "coc7" : "100"),
            `${roll} vs ${target}`,
          );
    const b = startBattle(magicalGirl, { seed: 7, setup: MAGICAL_GIRL_NEW_GAME, log: false });
    const rng = new FlatRng();
    const out = { roll: 0, level: 0 };
    for (let k = 0; k < 3000; k++) {
      const target = 1 + (k % 99);
      const bonus = (k % 5) - 2;
      rng.set(b.state.rng);
      const e = engineCheck(b, target, bonus);
      rollCheck(rng, out, target, bonus, true);
      assert.equal(out.roll, e.roll, `check ${k}: roll`);
      assert.equal(LEVELS[out.level], e.level, `check ${k}: level`);
      assert.deepEqual(rng.get(), b.state.rng, `check ${k}: generator state`);
    }
    const fresh = new FlatRng();
    fresh.set(seedRng(12));
    assert.deepEqual(fresh.get(), seedRng(12));
  });

  test("the bench's new game: 300 seeds, every decision, to the end", () => {
    const c = compare({ setup: MAGICAL_GIRL_NEW_GAME, options: BENCH_OPTIONS }, range(1, 300));
    assert.deepEqual([c.frontier, c.ended], [0, 300], JSON.stringify(c));
    assert.ok(c.decisions > 50_000, `only ${c.decisions} decisions compared`);
  });

  test("surprise, fumble 100, many tied players and enemies, two weapons, cures", () => {
    for (const surprise of ["party", "enemy"]) {
      const options = { ...BENCH_OPTIONS, fumble: "100" };
      const c = compare({ setup: { ...MAGICAL_GIRL_NEW_GAME, surprise }, options }, range(500, 25));
      assert.deepEqual([c.frontier, c.ended], [0, 25]);
    }
    // Five girls of one kind (a bow and a whip, a healing song that cures) and ungrouped wolves.
    const setup: Json = {
      mode: "battle",
      girls: ["p1", "p2", "p3", "p4", "p5"].map((seat) => ({ seat, girl: "aino" })),
      enemies: [{ enemy: "gloom-wolf" }, { enemy: "gloom-wolf" }, { enemy: "gloom-wolf" }],
    };
    const c = compare(
      { setup: setup as { [k: string]: Json }, options: BENCH_OPTIONS },
      range(1, 25),
    );
    assert.deepEqual([c.frontier, c.ended], [0, 25]);
  });

  test("what the runtime cannot play is refused with a reason", () => {
    const refused = (init: Omit<BattleInit, "seed">) =>
      prepareMagicalGirl({ ...init, seed: 1 }).reason;
    const setup = MAGICAL_GIRL_NEW_GAME;
    assert.equal(refused({ setup, pinned: [3] }), "pinned dice");
    assert.equal(refused({ setup, ids: "opaque" }), "opaque card ids");
    assert.equal(refused({ setup, options: { kpTools: "on" } }), 'option "kpTools"');
    assert.equal(refused({ setup, options: { initiativeTie: "roll" } }), 'option "initiativeTie"');
    assert.equal(refused({ setup, options: { houseRule: "x" } }), 'option "houseRule"');
    // An option left out is its default: reactionApproval "ask" (the KP approves reactions).
    assert.equal(refused({ setup }), 'option "reactionApproval" (its default, "ask")');
    assert.equal(
      refused({
        options: BENCH_OPTIONS,
        setup: {
          mode: "duel",
          girls: [
            { seat: "p1", girl: "hoshino", side: "a" },
            { seat: "p2", girl: "tsukiko", side: "b" },
          ],
        },
      }),
      'mode "duel"',
    );
    assert.equal(
      refused({
        options: BENCH_OPTIONS,
        setup: { ...setup, girls: [{ seat: "p1", girl: "hoshino", attributes: { agi: 90 } }] },
      }),
      "overrides in the setup",
    );
    assert.match(
      String(
        refused({
          options: BENCH_OPTIONS,
          setup: { ...setup, girls: [{ seat: "p1", girl: "nobody" }] },
        }),
      ),
      /^setup: .*unknown girl/,
    );
    assert.equal(refused({ setup, options: BENCH_OPTIONS }), null);
  });
});
