/**
 * ygo-trpg exact questions (summon, attack-damage): hand-counted values, an independent
 * brute-force oracle written from the rules text (YGT-13, 22…24, 29) — for the summon check under
 * each reading of house rule `summonDoubles` (asked as `--option summonDoubles=…` asks it) — and
 * agreement with simulation: real battles through the public API, many seeds, no pinned dice.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { OddsAnswer, OddsParams } from "../../src/analysis/odds-question.ts";
import { ask, questionsOf, questionsUnder } from "../../src/cli/odds-ask.ts";
import { type Battle, type Json, startBattle } from "../../src/engine/index.ts";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { assertAgrees, assertMeanAgrees, sampleSeed } from "./sampling.ts";

/** The answer to `kassen odds ygo-trpg <id> k=v … [--option k=v …]`, as the command asks it. */
function answer(id: string, params: OddsParams, options: Record<string, Json> = {}): OddsAnswer {
  const words = Object.entries(params).map(([k, v]) => `${k}=${String(v)}`);
  return ask("ygo-trpg", id, words, "en", questionsUnder(questionsOf("ygo-trpg"), options));
}

/** ways/total of the headline, reduced, as "a/b". */
function headline(a: OddsAnswer): [bigint, bigint] {
  return [BigInt(String(a.extra?.probabilityWays)), BigInt(String(a.extra?.probabilityTotal))];
}

function sameFraction([a, b]: [bigint, bigint], [c, d]: [bigint, bigint]): boolean {
  return a * d === b * c;
}

/** A mid-round position: p1 (Akane) and the GM, as in test/ygo-trpg/helpers.ts. */
function start(
  phase: string,
  p1: Record<string, Json>,
  gm: Record<string, Json>,
  seed: number,
  options: Record<string, Json> = {},
): Battle {
  return startBattle(ygoTrpg, {
    seed: sampleSeed(seed),
    options: { gmTools: false, ...options },
    setup: {
      start: "phase",
      phase,
      round: 2,
      players: { p1: { character: "akane", monsterDeck: [], itemDeck: [], ...p1 } },
      gm,
    },
  });
}

describe("summon: exact values by hand", () => {
  const cases: [Record<string, number>, [bigint, bigint], string][] = [
    [{ level: 5, attributeBonus: 2, jobBonus: 3 }, [30n, 36n], "target 10 − 5: 2D6 ≥ 5"],
    [{ level: 6, attributeBonus: 2, jobBonus: 3 }, [21n, 36n], "target 12 − 5: 2D6 ≥ 7"],
    [{ level: 7, attributeBonus: 0, jobBonus: 0 }, [1n, 36n], "14 is out of reach: only double 6"],
    [
      { level: 1, attributeBonus: 5, jobBonus: 5 },
      [35n, 36n],
      "always reached, but double 1 fails",
    ],
    [
      { level: 12, attributeBonus: -5, jobBonus: 0 },
      [1n, 36n],
      "critical succeeds whatever the sum",
    ],
  ];
  for (const [params, expected, why] of cases) {
    test(`${JSON.stringify(params)} → ${expected.join("/")} (${why})`, () => {
      const a = answer("summon", params);
      assert.ok(sameFraction(headline(a), expected), `${headline(a).join("/")}`);
      assert.equal(
        a.table.reduce((s, r) => s + BigInt(r.ways ?? "0"), 0n),
        36n,
      );
    });
  }
});

type Doubles = "auto" | "attack" | "none";

/**
 * The summon check's rows written out from the rules text and the option's readings (YGT-13,
 * docs/rules/ygo-trpg.md "House rules"), independently of rolls.ts: over 6^3 equally likely
 * sequences (two dice and the attack reading's extra die; unused dice just multiply the ways).
 */
function summonOracle(level: number, bonus: number, doubles: Doubles): Map<string, number> {
  const rows = new Map<string, number>();
  const add = (row: string) => rows.set(row, (rows.get(row) ?? 0) + 1);
  const target = level * 2;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const sum = bonus + a + b;
        if (doubles !== "none" && a === 1 && b === 1) add("fumble");
        else if (doubles === "auto" && a === 6 && b === 6) add("critical");
        else if (doubles === "attack" && a === 6 && b === 6)
          add(sum + c >= target ? "critical" : "criticalShort");
        else add(sum >= target ? "reached" : "short");
      }
  return rows;
}

/** The row a label names (the answer's English labels). */
function rowOf(label: string): string {
  if (label.startsWith("fumble")) return "fumble";
  if (label.startsWith("below")) return "short";
  if (label.startsWith("reaches")) return "reached";
  return label.endsWith("still short: failure") ? "criticalShort" : "critical";
}

describe("summon: every reading of summonDoubles, exact against the rules-text oracle", () => {
  for (const doubles of ["auto", "attack", "none"] as const) {
    test(`summonDoubles=${doubles}: every level 1–12, bonus −8…12, every row`, () => {
      for (let level = 1; level <= 12; level++)
        for (let bonus = -8; bonus <= 12; bonus++) {
          const a = answer(
            "summon",
            { level, attributeBonus: bonus, jobBonus: 0 },
            { summonDoubles: doubles },
          );
          const o = summonOracle(level, bonus, doubles);
          const what = `level ${level}, bonus ${bonus}`;
          // The rows the reading can land in, and no others (none has no fumble or critical).
          const expectedRows = {
            auto: ["fumble", "short", "reached", "critical"],
            attack: ["fumble", "short", "reached", "critical", "criticalShort"],
            none: ["short", "reached"],
          }[doubles];
          assert.deepEqual(
            a.table.map((r) => rowOf(r.label)),
            expectedRows,
            what,
          );
          for (const r of a.table) {
            const exact: [bigint, bigint] = [BigInt(r.ways ?? "0"), BigInt(r.total ?? "1")];
            const want = BigInt(o.get(rowOf(r.label)) ?? 0);
            assert.ok(sameFraction(exact, [want, 216n]), `${what}: ${r.label}`);
          }
          const success = BigInt((o.get("reached") ?? 0) + (o.get("critical") ?? 0));
          assert.ok(sameFraction(headline(a), [success, 216n]), `${what}: headline`);
          assert.equal(a.extra?.summonDoubles, doubles);
          assert.ok(
            a.notes?.some((n) => n.includes(`summonDoubles=${doubles}`)),
            `${what}: the notes name the reading`,
          );
        }
    });
  }

  test("the readings differ where the seed leaves it open: double 1 reached, double 6 short", () => {
    // Level 1, no bonus: every roll reaches 2, so only the double 1 can fail.
    const low = { level: 1, attributeBonus: 0, jobBonus: 0 };
    assert.ok(sameFraction(headline(answer("summon", low)), [35n, 36n]), "auto (the default)");
    assert.ok(
      sameFraction(headline(answer("summon", low, { summonDoubles: "attack" })), [35n, 36n]),
    );
    assert.ok(sameFraction(headline(answer("summon", low, { summonDoubles: "none" })), [1n, 1n]));
    // Level 5 (target 10) with bonus −6: only a double 6 can help; the attack reading then
    // needs 1D ≥ 4 (3/216), the sum alone never reaches (0).
    const high = { level: 5, attributeBonus: -6, jobBonus: 0 };
    assert.ok(sameFraction(headline(answer("summon", high)), [1n, 36n]));
    const attack = answer("summon", high, { summonDoubles: "attack" });
    assert.ok(sameFraction(headline(attack), [3n, 216n]), headline(attack).join("/"));
    assert.equal(answer("summon", high, { summonDoubles: "none" }).probability, 0);
  });
});

/**
 * The attack's damage distribution written out from the rules text, independently of rolls.ts:
 * every attacker roll (2D6, +1D6 on double 6, +1D6 for the opposing attribute; double 1 fails)
 * against every defender roll (2D6, double 1 → 0, double 6 → +1D6), over 6^7 equally likely
 * sequences of seven dice (unused dice just multiply the ways).
 */
function oracle(atk: number, def: number, opposing: boolean): Map<number, number> {
  const ways = new Map<number, number>();
  const add = (dmg: number, w: number) => ways.set(dmg, (ways.get(dmg) ?? 0) + w);
  const d6 = [1, 2, 3, 4, 5, 6];
  for (const a1 of d6)
    for (const a2 of d6) {
      if (a1 === 1 && a2 === 1) {
        add(0, 6 ** 5);
        continue;
      }
      for (const c of d6)
        for (const e of d6) {
          const attack =
            Math.floor(atk / 100) + a1 + a2 + (a1 === 6 && a2 === 6 ? c : 0) + (opposing ? e : 0);
          for (const d1 of d6)
            for (const d2 of d6)
              for (const f of d6) {
                const defence =
                  Math.floor(def / 100) +
                  (d1 === 1 && d2 === 1 ? 0 : d1 + d2) +
                  (d1 === 6 && d2 === 6 ? f : 0);
                add(Math.max(0, attack - defence), 1);
              }
        }
    }
  return ways;
}

describe("attack-damage: exact against the rules-text oracle", () => {
  for (const [atk, def, opposing] of [
    [1800, 1200, true],
    [1100, 600, false],
    [500, 2000, false],
    [2650, 0, true],
  ] as const) {
    test(`ATK ${atk} vs DEF ${def}${opposing ? ", opposing" : ""}: every row`, () => {
      const a = answer("attack-damage", { atk, def, opposing, life: 12 });
      const o = oracle(atk, def, opposing);
      const T = 6 ** 7;
      assert.deepEqual(
        a.table.map((r) => r.value),
        [...o.keys()].sort((x, y) => x - y),
      );
      for (const r of a.table) {
        const exact: [bigint, bigint] = [BigInt(r.ways ?? "0"), BigInt(r.total ?? "1")];
        assert.ok(
          sameFraction(exact, [BigInt(o.get(r.value ?? -1) ?? 0), BigInt(T)]),
          `damage ${r.value}`,
        );
      }
      let destroy = 0;
      let mean = 0;
      for (const [dmg, w] of o) {
        if (dmg >= 12) destroy += w;
        mean += dmg * w;
      }
      assert.ok(sameFraction(headline(a), [BigInt(destroy), BigInt(T)]));
      assert.ok(Math.abs((a.mean ?? 0) - mean / T) < 1e-9);
      const fumble = a.figures?.find((f) => f.label === "fumble")?.value;
      assert.equal(fumble, 1 / 36);
    });
  }
});

describe("simulation through the engine agrees with the exact answers", () => {
  test("summon: Flame Drake (level 5) with bonus 0 + 3 succeeds 21/36 of the time", () => {
    const exact = answer("summon", { level: 5, attributeBonus: 0, jobBonus: 3 }).probability ?? 0;
    const n = 2500;
    let hits = 0;
    for (let seed = 1; seed <= n; seed++) {
      const b = start(
        "summon",
        { monsterHand: ["flame-drake"], attributeBonus: 0, jobBonus: 3 },
        { field: ["cavern-goblin"] },
        seed,
      );
      b.choose("p1", "summon:flame-drake-1");
      const c = b.state.log.find((e) => e.t === "summon-check");
      if (c?.result === "success") hits++;
    }
    assertAgrees(hits, n, exact, "summon level 5, bonus 3");
  });

  test("summon: Moss Beetle (level 1) always reached, double 1 still fails: 35/36", () => {
    const exact = answer("summon", { level: 1, attributeBonus: 0, jobBonus: 0 }).probability ?? 0;
    const n = 1500;
    let hits = 0;
    for (let seed = 10_001; seed < 10_001 + n; seed++) {
      const b = start(
        "summon",
        { monsterHand: ["moss-beetle"], attributeBonus: 0, jobBonus: 0 },
        { field: ["cavern-goblin"] },
        seed,
      );
      b.choose("p1", "summon:moss-beetle-1");
      if (b.state.cards["moss-beetle-1"].zone === "p1:field") hits++;
    }
    assertAgrees(hits, n, exact, "summon level 1, bonus 0");
  });

  /** Summons p1's `card` `n` times under `options`; how often it came out. */
  function summons(
    card: string,
    bonus: number,
    options: Record<string, Json>,
    n: number,
    seed0: number,
  ): number {
    let hits = 0;
    for (let seed = seed0; seed < seed0 + n; seed++) {
      const b = start(
        "summon",
        { monsterHand: [card], attributeBonus: bonus, jobBonus: 0 },
        { field: ["cavern-goblin"] },
        seed,
        options,
      );
      b.choose("p1", `summon:${card}-1`);
      if (b.state.cards[`${card}-1`].zone === "p1:field") hits++;
    }
    return hits;
  }

  test("summonDoubles=none: Moss Beetle (level 1) with no bonus always comes out, double 1 too", () => {
    const options = { summonDoubles: "none" };
    const exact = answer("summon", { level: 1, attributeBonus: 0, jobBonus: 0 }, options);
    assert.equal(exact.probability, 1);
    // Under the default a double 1 fails 1/36 of the time: 800 summons would show ~22.
    assertAgrees(summons("moss-beetle", 0, options, 800, 60_001), 800, 1, "none, level 1");
  });

  test("summonDoubles=none: Flame Drake (level 5) with bonus −3 never comes out, double 6 neither", () => {
    const options = { summonDoubles: "none" };
    const exact = answer("summon", { level: 5, attributeBonus: -3, jobBonus: 0 }, options);
    assert.equal(exact.probability, 0);
    assertAgrees(summons("flame-drake", -3, options, 800, 70_001), 800, 0, "none, level 5 − 3");
  });

  test("summonDoubles=attack: Flame Drake (level 5) with bonus −6 needs double 6 and 1D ≥ 4", () => {
    const options = { summonDoubles: "attack" };
    const exact =
      answer("summon", { level: 5, attributeBonus: -6, jobBonus: 0 }, options).probability ?? 0;
    assert.ok(Math.abs(exact - 3 / 216) < 1e-12);
    const n = 3000;
    // 1/72 against the default's 1/36: 4 standard errors apart at this n.
    assertAgrees(summons("flame-drake", -6, options, n, 80_001), n, exact, "attack, level 5 − 6");
  });

  /** Runs `n` first attacks of p1's `mine` on the GM's lone `theirs`; tallies what happened. */
  function attacks(mine: string, theirs: string, n: number, seed0: number) {
    const damage: number[] = [];
    let fumbles = 0;
    let destroyed = 0;
    for (let seed = seed0; seed < seed0 + n; seed++) {
      const b = start("battle", { field: [mine] }, { field: [theirs] }, seed);
      b.choose("p1", `attack:${mine}-1@${theirs}-1`);
      const log = b.state.log;
      if (log.some((e) => e.t === "attack-fumble")) fumbles++;
      damage.push(Number(log.find((e) => e.t === "battle-damage")?.amount ?? 0));
      if (log.some((e) => e.t === "destroyed" && e.card === `${theirs}-1`)) destroyed++;
    }
    return { damage, fumbles, destroyed };
  }

  function compare(a: OddsAnswer, sim: ReturnType<typeof attacks>, what: string): void {
    const n = sim.damage.length;
    assertAgrees(sim.destroyed, n, a.probability ?? 0, `${what}: destroyed`);
    assertAgrees(sim.fumbles, n, 1 / 36, `${what}: fumble`);
    for (const r of a.table) {
      const hits = sim.damage.filter((d) => d === r.value).length;
      assertAgrees(hits, n, r.p, `${what}: damage ${r.value}`);
    }
    const m = a.mean ?? 0;
    const sd = Math.sqrt(a.table.reduce((s, r) => s + r.p * ((r.value ?? 0) - m) ** 2, 0));
    assertMeanAgrees(sim.damage, m, sd, `${what}: mean damage`);
  }

  test("attack: Dawn Paladin (light, ATK 1800) on Shade Bat (dark, DEF 700, life 12), opposing die", () => {
    const a = answer("attack-damage", { atk: 1800, def: 700, opposing: true, life: 12 });
    compare(a, attacks("dawn-paladin", "shade-bat", 3000, 20_001), "paladin → bat");
  });

  test("attack: Lantern Mage (light, ATK 1100) on Cavern Goblin (earth, DEF 600, life 12), no die", () => {
    const a = answer("attack-damage", { atk: 1100, def: 600, opposing: false, life: 12 });
    compare(a, attacks("lantern-mage", "cavern-goblin", 3000, 40_001), "mage → goblin");
  });
});
