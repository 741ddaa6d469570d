/**
 * magical-girl exact odds: hand-computed cases, distributions that sum to 1, the engine's own
 * dice functions enumerated over every die sequence, and agreement with battles played through
 * the engine (a Gloom Wolf attacking Tsukiko over many seeds) within sampling error.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { OddsAnswer, OddsParams } from "../../src/analysis/odds-question.ts";
import type { Battle, Json } from "../../src/engine/index.ts";
import { LEVELS, levelOf, rollCheck } from "../../src/systems/magical-girl/checks.ts";
import { MG_CONTENT } from "../../src/systems/magical-girl/content/index.ts";
import { rollDamage } from "../../src/systems/magical-girl/damage.ts";
import {
  type DefenceSituation,
  defenceOdds,
} from "../../src/systems/magical-girl/odds/defence-odds.ts";
import { MAGICAL_GIRL_QUESTIONS } from "../../src/systems/magical-girl/odds/questions.ts";
import { ARM_IDS } from "../../src/systems/magical-girl/odds/texts.ts";
import { meanOf } from "../../src/systems/magical-girl/odds/ways.ts";
import { armOf } from "../../src/systems/magical-girl/weapons.ts";
import { act, battle, events, fighter } from "../magical-girl/helpers.ts";

function ask(id: string, params: OddsParams = {}): OddsAnswer {
  const q = MAGICAL_GIRL_QUESTIONS.find((x) => x.id === id);
  assert.ok(q !== undefined, `no question ${id}`);
  return q.answer(params, "en");
}

/** Ways of each row, as numbers (the tables here are small). */
function ways(a: OddsAnswer): Record<string, number> {
  return Object.fromEntries(a.table.map((r) => [r.label, Number(r.ways)]));
}

function sumsToOne(a: OddsAnswer): void {
  const total = a.table.reduce((s, r) => s + BigInt(r.ways ?? "0"), 0n);
  assert.equal(String(total), a.table[0].total, `${a.title}: ways sum to the total`);
  assert.ok(Math.abs(a.table.reduce((s, r) => s + r.p, 0) - 1) < 1e-12);
}

/** The value of figure `label` (must exist). */
function figure(a: OddsAnswer, label: string): number {
  const f = a.figures?.find((x) => x.label === label);
  assert.ok(f !== undefined, `no figure "${label}" in ${a.figures?.map((x) => x.label)}`);
  return f.value;
}

/**
 * Runs `run` over every sequence of die results it can ask for (depth first: each die's faces in
 * turn), returning each result with its probability — an exhaustive check of engine functions.
 */
function enumerateDice(run: (die: (sides: number) => number) => number): Map<number, number> {
  const out = new Map<number, number>();
  const path: { sides: number; face: number }[] = [];
  for (;;) {
    let i = 0;
    let p = 1;
    const value = run((sides) => {
      if (i === path.length) path.push({ sides, face: 1 });
      p /= sides;
      return path[i++].face;
    });
    out.set(value, (out.get(value) ?? 0) + p);
    path.length = i;
    while (path.length > 0 && path[path.length - 1].face === path[path.length - 1].sides)
      path.pop();
    if (path.length === 0) return out;
    path[path.length - 1].face += 1;
  }
}

/** A stand-in battle for the engine's pure dice functions: dice from `die`, no log. */
function diceBattle(die: (sides: number) => number, options: Record<string, Json> = {}): Battle {
  return { rollDie: die, emit: () => {}, state: { options } } as unknown as Battle;
}

test("hit chance: hand-computed levels (skill 50, skill 40 with both fumble readings)", () => {
  const a = ask("hit-chance", { skill: 50 });
  assert.deepEqual(ways(a), {
    fumble: 1,
    failure: 49,
    "regular success": 25,
    "hard success": 15,
    "extreme success": 9,
    critical: 1,
  });
  assert.equal(a.probability, 0.5);
  // Skill 40: fumbles 96–100 (coc7), failures 41–95, regular 21–40, hard 9–20, extreme 2–8.
  assert.deepEqual(Object.values(ways(ask("hit-chance", { skill: 40 }))), [5, 55, 20, 12, 7, 1]);
  assert.deepEqual(
    Object.values(ways(ask("hit-chance", { skill: 40, fumble: "100" }))),
    [1, 59, 20, 12, 7, 1],
  );
});

test("hit chance: a bonus die makes 01 19 times in 1000, a penalty die once; 100 the reverse", () => {
  const bonus = ask("hit-chance", { skill: 50, bonus: 1 });
  assert.equal(bonus.table[0].total, "1000");
  assert.equal(ways(bonus).critical, 19);
  assert.equal(ways(bonus).fumble, 1);
  const penalty = ask("hit-chance", { skill: 50, bonus: -1 });
  assert.equal(ways(penalty).critical, 1);
  assert.equal(ways(penalty).fumble, 19);
});

test("hit chance equals the engine's rollCheck over every die sequence; sums to 1", () => {
  for (const bonus of [-2, -1, 0, 1, 2]) {
    // The dice do not depend on the target: enumerate the kept roll once, then level it.
    const kept = enumerateDice((die) => rollCheck(diceBattle(die), 50, bonus).roll);
    for (const skill of [0, 1, 9, 40, 49, 50, 55, 99, 100, 150])
      for (const fumble of ["coc7", "100"] as const) {
        const a = ask("hit-chance", { skill, bonus, fumble });
        sumsToOne(a);
        const seen = new Map<string, number>();
        for (const [roll, p] of kept) {
          const l = levelOf(roll, skill, fumble);
          seen.set(l, (seen.get(l) ?? 0) + p);
        }
        LEVELS.forEach((l, i) => {
          assert.ok(
            Math.abs((seen.get(l) ?? 0) - a.table[i].p) < 1e-12,
            `skill ${skill} bonus ${bonus} ${fumble} level ${l}`,
          );
        });
      }
  }
});

test("damage: hand-computed tables (moon-blade MGR-51 rounding, ribbon-whip extra dice)", () => {
  // (1d8 × 1.5) rounded down + 1; DAM 13, half 6.
  assert.deepEqual(
    ask("damage", { weapon: "moon-blade" }).table.map((r) => r.value),
    [2, 4, 5, 7, 8, 10, 11, 13],
  );
  assert.deepEqual(
    ask("damage", { weapon: "moon-blade", level: "hard" }).table.map((r) => r.value),
    [7, 8, 9, 10, 11, 12],
  );
  assert.deepEqual(ways(ask("damage", { weapon: "moon-blade", level: "extreme" })), { 13: 1 });
  const crit = ask("damage", { weapon: "moon-blade", level: "critical" });
  assert.equal(crit.mean, 13 + 3.5);
  // 1d4 + 1d2: 2…6 in 1, 2, 2, 2, 1 of 8 ways.
  assert.deepEqual(ways(ask("damage", { weapon: "ribbon-whip" })), {
    2: 1,
    3: 2,
    4: 2,
    5: 2,
    6: 1,
  });
});

test("damage equals the engine's rollDamage over every die sequence, for every arm and level", () => {
  for (const weapon of ARM_IDS)
    for (const level of ["regular", "hard", "extreme", "critical"] as const) {
      const a = ask("damage", { weapon, level });
      sumsToOne(a);
      const seen = enumerateDice((die) =>
        rollDamage(diceBattle(die), armOf(weapon, MG_CONTENT), level, "x"),
      );
      assert.equal(seen.size, a.table.length, `${weapon} ${level}: the same values`);
      for (const r of a.table)
        assert.ok(
          Math.abs((seen.get(r.value ?? -1) ?? 0) - r.p) < 1e-12,
          `${weapon} ${level} ${r.label}`,
        );
    }
});

test("defence: hand-computed parry against a known hit level; rules that close options", () => {
  // Gloom fang (1d8) at an extreme hit: DAM 8 always; parry 1d8 (DEF 8) leaves 8 - d, 0…7.
  const a = ask("defence", { level: "extreme", choice: "parry" });
  assert.equal(a.mean, 3.5);
  assert.deepEqual(
    a.table.map((r) => [r.value, r.p]),
    [0, 1, 2, 3, 4, 5, 6, 7].map((v) => [v, 1 / 8]),
  );
  // An extreme hit with a weapon that wounds raises it to heavy whenever damage gets through.
  assert.equal(figure(a, "parry: heavy wound"), 7 / 8);
  assert.equal(figure(a, "no defence: expected damage taken"), 8);
  // Dodge 40 against a regular hit of skill 55 (rolls 28…55): hard or better (1…20) always wins;
  // a regular dodge (21…40) wins with a lower roll. 560 + 169 + 300 = 1029 of 2800 ways.
  const dodge = ask("defence", { level: "regular", choice: "dodge" });
  assert.equal(figure(dodge, "dodge: takes damage"), (2800 - 1029) / 2800);
  assert.ok(Math.abs((dodge.mean ?? 0) - (1 - 1029 / 2800) * 4.5) < 1e-12);
  // A ranged attack cannot be countered; the dodge stance allows no parry.
  const ranged = ask("defence", { weapon: "heart-bow", skill: 65 });
  assert.ok(ranged.notes?.includes("no counter: a ranged attack cannot be countered"));
  assert.ok(ask("defence", { stance: "dodge" }).notes?.includes("no parry: focus on dodge"));
  assert.throws(() => ask("defence", { stance: "dodge", choice: "parry" }), /not open/);
  assert.throws(() => ask("defence", { skill: 0, level: "hard" }), /never reaches/);
  for (const choice of ["none", "parry", "dodge", "counter"]) sumsToOne(ask("defence", { choice }));
});

/** One wolf attack on Tsukiko (the question's defaults) with the defence `pick` on a hit. */
function wolfAttack(seed: number, pick: string, stance = "") {
  // Initiative pinned: the wolf acts first, or Tsukiko first when she takes a stance.
  const b = battle(
    { girls: [{ seat: "p1", girl: "tsukiko" }], enemies: [{ enemy: "gloom-wolf" }] },
    stance === "" ? [50, 10] : [10, 50],
    {},
    seed,
  );
  if (stance !== "") act(b, "p1", `stance:${stance}`);
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  const hit = b.pending?.seat === "p1";
  if (hit) act(b, "p1", pick);
  const taken = events(b, "damage")
    .filter((e) => e.card === "tsukiko-1")
    .reduce((s, e) => s + (e.amount as number), 0);
  const back = events(b, "damage")
    .filter((e) => e.card === "gloom-wolf-1")
    .reduce((s, e) => s + (e.amount as number), 0);
  return { b, hit, taken, back, wound: fighter(b, "tsukiko-1").wound as string };
}

/** Asserts a sample mean agrees with an exact mean and standard deviation (4 standard errors). */
function agrees(what: string, sample: number[], mean: number, sd: number): void {
  const n = sample.length;
  const obs = sample.reduce((a, b) => a + b, 0) / n;
  const tol = 4 * (sd / Math.sqrt(n)) + 1e-9;
  assert.ok(
    Math.abs(obs - mean) < tol,
    `${what}: observed ${obs} vs exact ${mean} (n ${n}, ±${tol})`,
  );
}

/** Mean and standard deviation of an answer's table. */
function moments(a: OddsAnswer): { mean: number; sd: number } {
  const mean = a.table.reduce((s, r) => s + (r.value ?? 0) * r.p, 0);
  const sq = a.table.reduce((s, r) => s + ((r.value ?? 0) - mean) ** 2 * r.p, 0);
  return { mean, sd: Math.sqrt(sq) };
}

/** The `defence` question's default situation: a Gloom Wolf attacking Tsukiko. */
const WOLF_ON_TSUKIKO: DefenceSituation = {
  skill: 55,
  arm: armOf("gloom-fang", MG_CONTENT),
  foeStr: 60,
  def: 8,
  dodge: 40,
  str: 65,
  stance: "none",
  counter: armOf("moon-blade", MG_CONTENT),
  hpMax: 18,
  hp: 18,
  level: "any",
  fumble: "coc7",
  woundDamage: "edged",
};

const bernoulli = (p: number) => Math.sqrt(p * (1 - p));

test("simulation: each defence's damage taken, wound and counter damage agree with the engine", () => {
  const N = 450;
  for (const [pick, choice] of [
    ["defend:none", "none"],
    ["defend:parry", "parry"],
    ["defend:dodge", "dodge"],
    ["counter:moon-blade", "counter"],
  ]) {
    const exact = ask("defence", { choice });
    const hits = [];
    for (let seed = 1; hits.length < N; seed++) {
      const r = wolfAttack(seed, pick);
      if (r.hit) hits.push(r);
    }
    const { mean, sd } = moments(exact);
    agrees(
      `${choice} damage taken`,
      hits.map((h) => h.taken),
      mean,
      sd,
    );
    const pw = figure(
      exact,
      `${choice === "none" ? "no defence" : choice}: wounded (light or worse)`,
    );
    agrees(
      `${choice} wounded`,
      hits.map((h) => (h.wound === "none" ? 0 : 1)),
      pw,
      bernoulli(pw),
    );
    const ph = figure(exact, `${choice === "none" ? "no defence" : choice}: heavy wound`);
    agrees(
      `${choice} heavy`,
      hits.map((h) => (h.wound === "heavy" ? 1 : 0)),
      ph,
      bernoulli(ph),
    );
    if (choice === "counter") {
      // Dealt back: the exact distribution from the question's own computation.
      const back = defenceOdds(WOLF_ON_TSUKIKO, "counter").back;
      assert.ok(back !== undefined);
      const mean = meanOf(back);
      const sd = Math.sqrt(
        [...back.ways].reduce(
          (a, [v, w]) => a + (v - mean) ** 2 * (Number(w) / Number(back.total)),
          0,
        ),
      );
      assert.ok(Math.abs(mean - figure(exact, "counter: expected damage dealt back")) < 1e-12);
      agrees(
        "counter damage back",
        hits.map((h) => h.back),
        mean,
        sd,
      );
    }
  }
});

test("simulation: focus stances (dodge with a bonus die, parry with +1d3) agree with the engine", () => {
  const N = 350;
  for (const [stance, pick] of [
    ["dodge", "defend:dodge"],
    ["parry", "defend:parry"],
  ]) {
    const exact = ask("defence", { stance, choice: stance });
    const hits = [];
    for (let seed = 1; hits.length < N; seed++) {
      const r = wolfAttack(seed, pick, stance);
      if (r.hit) hits.push(r);
    }
    const { mean, sd } = moments(exact);
    agrees(
      `${stance} stance damage taken`,
      hits.map((h) => h.taken),
      mean,
      sd,
    );
    if (stance === "dodge") {
      // The dodge check itself: skill 40 with one bonus die, level by level.
      const levels = hits.map((h) => events(h.b, "check").find((e) => e.what === "dodge"));
      assert.ok(levels.every((e) => e?.bonus === 1));
      const table = ask("hit-chance", { skill: 40, bonus: 1 });
      LEVELS.forEach((l, i) => {
        const p = table.table[i].p;
        agrees(
          `dodge ${l}`,
          levels.map((e) => (e?.level === l ? 1 : 0)),
          p,
          bernoulli(p),
        );
      });
    }
  }
});

test("simulation: the wolf's hit check levels and damage per level agree with the engine", () => {
  const N = 1200;
  const checks: string[] = [];
  const rolls: { level: string; amount: number }[] = [];
  for (let seed = 1; seed <= N; seed++) {
    const r = wolfAttack(seed, "defend:none");
    checks.push(events(r.b, "check").find((e) => e.what === "melee")?.level as string);
    for (const e of events(r.b, "damage-roll"))
      rolls.push({ level: e.level as string, amount: e.amount as number });
  }
  const table = ask("hit-chance", { skill: 55 });
  LEVELS.forEach((l, i) => {
    const p = table.table[i].p;
    agrees(
      `hit ${l}`,
      checks.map((c) => (c === l ? 1 : 0)),
      p,
      bernoulli(p),
    );
  });
  const regular = ask("damage", { weapon: "gloom-fang", level: "regular" });
  for (const row of regular.table)
    agrees(
      `regular damage ${row.label}`,
      rolls.filter((x) => x.level === "regular").map((x) => (x.amount === row.value ? 1 : 0)),
      row.p,
      bernoulli(row.p),
    );
  const any = ask("damage", { weapon: "gloom-fang", level: "any", skill: 55 });
  const m = moments(any);
  agrees(
    "damage of any hit",
    rolls.map((x) => x.amount),
    m.mean,
    m.sd,
  );
});
