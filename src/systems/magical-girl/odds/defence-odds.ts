/**
 * Exact consequences of each passive action against a hit (MGR-40…43), resolved as `m.defend`
 * does: no defence takes the hit; parry takes it less 1dDEF (+1d3 in the focus-parry stance),
 * not below 0; dodge is an opposed dodge check (one bonus die in the focus-dodge stance) against
 * the hit check already rolled, and a win makes the attack miss; a counter is opposed STR checks,
 * a win takes no damage and strikes back at the defender's STR-check level, a loss takes the hit.
 * Wounds are those of the hit itself: the MGR-60 thresholds (`thresholdWound`), 0 HP → light,
 * and the attack's own wound (`attackWound`) when damage gets through.
 */
import { distribution, KassenError, parseDice } from "../../../engine/index.ts";
import { type CheckResult, isSuccess, type Level, levelOf, opposed } from "../checks.ts";
import { attackWound, thresholdWound } from "../damage.ts";
import type { Wound } from "../model.ts";
import type { Arm } from "../weapons.ts";
import { type FumbleOption, keptRollWays } from "./check-odds.ts";
import { damageWays, type HitLevel, isHitLevel } from "./damage-odds.ts";
import { combine, fromDistribution, mapValues, mix, point, type Ways } from "./ways.ts";

/** The passive actions compared. */
export const DEFENCES = ["none", "parry", "dodge", "counter"] as const;
/** A passive action. */
export type Defence = (typeof DEFENCES)[number];

/** The situation: the attack, the defender and the options in force. */
export interface DefenceSituation {
  /** The attacker's skill for the attack (the hit check's target, no bonus dice). */
  skill: number;
  arm: Arm;
  /** The attacker's STR (a counter's opposed check). */
  foeStr: number;
  def: number;
  dodge: number;
  str: number;
  stance: "none" | "parry" | "dodge";
  /** The weapon the defender would counter with. */
  counter: Arm;
  hpMax: number;
  hp: number;
  /** The hit's level when known (the defender chooses after seeing it), or any hit. */
  level: HitLevel | "any";
  fumble: FumbleOption;
  woundDamage: "edged" | "any";
}

/** What one passive action leads to. */
export interface DefenceOdds {
  choice: Defence;
  /** Damage the defender takes. */
  taken: Ways;
  /** The wound the hit inflicts on an unwounded defender: 0 none, 1 light, 2 heavy. */
  wound: Ways;
  /** Counter only: damage dealt back to the attacker (0 when the counter loses). */
  back?: Ways;
}

const SEVERITY: Record<Wound, number> = { none: 0, light: 1, heavy: 2 };

/** A check result as `opposed` reads it. */
function result(roll: number, target: number, fumble: FumbleOption, bonus = 0): CheckResult {
  return { roll, target, level: levelOf(roll, target, fumble), dice: [roll], bonus };
}

/** Why a passive action is not open in this situation, or null (as `defenceOptions` decides). */
export function unavailable(s: DefenceSituation, choice: Defence): string | null {
  if (choice === "parry" && s.stance === "dodge") return "dodge-stance";
  if (choice === "dodge" && s.stance === "parry") return "parry-stance";
  if (choice === "counter") {
    if (s.stance !== "none") return `${s.stance}-stance`;
    if (s.arm.ranged) return "ranged-attack";
    if (s.counter.ranged) return "ranged-counter";
  }
  return null;
}

/** The hit checks that lead to this situation: attacker roll → its level (hits only). */
function hits(s: DefenceSituation): Map<number, HitLevel> {
  const out = new Map<number, HitLevel>();
  for (let r = 1; r <= 100; r++) {
    const level = levelOf(r, s.skill, s.fumble);
    if (isHitLevel(level) && (s.level === "any" || s.level === level)) out.set(r, level);
  }
  if (out.size === 0)
    throw new KassenError(`level=${s.level}: a hit skill of ${s.skill} never reaches that level`);
  return out;
}

/** Ways the defender's check (kept rolls of `bonus` dice against `target`) beats `them`. */
function winWays(
  rolls: Ways,
  target: number,
  bonus: number,
  them: CheckResult,
  s: DefenceSituation,
) {
  let won = 0n;
  for (const [roll, w] of rolls.ways)
    if (opposed(result(roll, target, s.fumble, bonus), them) === 1) won += w;
  return won;
}

/**
 * Damage taken at the hit's level. `saved` of `of` ways the action avoids the hit entirely (a
 * won dodge or counter); parry always takes the hit less the parry die.
 */
function takenAt(s: DefenceSituation, choice: Defence, level: HitLevel, saved: bigint, of: bigint) {
  const hit = damageWays(s.arm, level);
  if (choice === "none") return hit;
  if (choice === "parry") {
    const expr = s.stance === "parry" ? "1dDEF+1d3" : "1dDEF";
    const parry = fromDistribution(distribution(parseDice(expr), { DEF: s.def }));
    return combine(hit, parry, (x, p) => Math.max(0, x - p));
  }
  return mix([
    { weight: saved, dist: point(0) },
    { weight: of - saved, dist: hit },
  ]);
}

/** The wound a hit of `level` dealing `amount` inflicts on an unwounded defender. */
function woundOf(s: DefenceSituation, level: HitLevel, amount: number): number {
  let sev = SEVERITY[thresholdWound(amount, s.hpMax, s.arm.type, s.woundDamage === "any")];
  if (Math.max(0, s.hp - amount) === 0) sev = Math.max(sev, SEVERITY.light);
  if (amount > 0) sev = Math.max(sev, SEVERITY[attackWound(s.arm, level)]);
  return sev;
}

/** Counter: ways (of 10 000) the defender's STR check wins, by the defender's level. */
function counterWins(s: DefenceSituation): Map<Level, bigint> {
  const theirs = Array.from({ length: 100 }, (_, i) => result(i + 1, s.foeStr, s.fumble));
  const counts = new Map<Level, number>();
  for (let mine = 1; mine <= 100; mine++) {
    const me = result(mine, s.str, s.fumble);
    if (!isSuccess(me.level)) continue;
    let won = 0;
    for (const them of theirs) if (opposed(me, them) === 1) won++;
    counts.set(me.level, (counts.get(me.level) ?? 0) + won);
  }
  return new Map([...counts].map(([l, n]) => [l, BigInt(n)]));
}

/** The exact outcome of `choice` in situation `s` (the caller checks availability). */
export function defenceOdds(s: DefenceSituation, choice: Defence): DefenceOdds {
  const wins = choice === "counter" ? counterWins(s) : new Map<Level, bigint>();
  const counterWin = [...wins.values()].reduce((a, b) => a + b, 0n);
  const bonus = s.stance === "dodge" ? 1 : 0;
  const rolls = keptRollWays(bonus);
  // Per hit level: how many hit rolls, and (dodge) the ways of all of them the dodge wins.
  const byLevel = new Map<HitLevel, { n: bigint; dodged: bigint }>();
  for (const [roll, level] of hits(s)) {
    const e = byLevel.get(level) ?? { n: 0n, dodged: 0n };
    byLevel.set(level, e);
    e.n += 1n;
    // A dodge depends on the hit's very roll (equal levels: the lower roll wins).
    if (choice === "dodge")
      e.dodged += winWays(rolls, s.dodge, bonus, result(roll, s.skill, s.fumble), s);
  }
  const taken: { weight: bigint; dist: Ways }[] = [];
  const wound: { weight: bigint; dist: Ways }[] = [];
  for (const [level, e] of byLevel) {
    const dist =
      choice === "dodge"
        ? takenAt(s, choice, level, e.dodged, e.n * rolls.total)
        : takenAt(s, choice, level, counterWin, 10000n);
    taken.push({ weight: e.n, dist });
    wound.push({ weight: e.n, dist: mapValues(dist, (a) => woundOf(s, level, a)) });
  }
  const out: DefenceOdds = { choice, taken: mix(taken), wound: mix(wound) };
  if (choice === "counter") {
    // Both STR checks are plain d100s: 10 000 ways in all.
    const back = [...wins].map(([level, w]) => ({
      weight: w,
      dist: isHitLevel(level) ? damageWays(s.counter, level) : point(0),
    }));
    out.back = mix([...back, { weight: 10000n - counterWin, dist: point(0) }]);
  }
  return out;
}
