/**
 * The attack procedure (MGR-24, MGR-25, 40…43, 51/52): the hit check with the weapon's skill; a miss
 * ends it; on a hit the target chooses a passive action, then damage (by the hit's success level)
 * and wounds follow. A successful counter deals the counter weapon's damage back instead.
 */
import type { Battle } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { type CheckResult, check, defenderWins, isSuccess, type Level, rank } from "./checks.ts";
import { pay } from "./costs.ts";
import { attackWound, rollDamage, takeDamage, times } from "./damage.ts";
import { counterDp, defenceOptions, noDefence } from "./defence.ts";
import { contentOfFighter, flags, skillOf } from "./model.ts";
import { optionRef } from "./option-ids.ts";
import { opt } from "./options.ts";
import { protectors } from "./protect.ts";
import { anyOpenReady, readiedOn } from "./ready-triggers.ts";
import { DODGE_DP } from "./rule-numbers.ts";
import { stillActs } from "./still-acts.ts";
import { type AttackFields, type AttackTask, type DefendTask, mgHandlers } from "./tasks.ts";
import { drop, scatter } from "./throwing.ts";
import { armOf } from "./weapons.ts";

/** The task that resolves an attack (DP and MP are paid when it is chosen). */
export function attackTask(
  attacker: string,
  target: string,
  arm: string,
  reaction: boolean,
  thrown = false,
): AttackTask {
  return { k: "m.attack", attacker, target, arm, reaction, thrown };
}

/** The attack's arm; a thrown weapon uses the throwing skill and counts as ranged (MGR-70, MGR-71). */
function armFor(b: Battle, t: AttackFields) {
  const arm = armOf(t.arm, contentOfFighter(b.state.cards[t.attacker]));
  return t.thrown === true ? { ...arm, skill: "throwing", ranged: true } : arm;
}

/** Applies a hit of `level` with the attack's arm to the target, less `reduce` (a parry). */
function hit(b: Battle, t: AttackFields, level: Level, reduce: number): void {
  const arm = armFor(b, t);
  const target = b.state.cards[t.target];
  const rolled = rollDamage(b, arm, level, t.attacker);
  // A protector in an area attack takes 1.5 persons' damage, rounded down (MGR-36).
  const mult = typeof t.mult === "number" ? t.mult : 1;
  const taken = Math.max(0, times(rolled, mult) - reduce);
  takeDamage(b, target, taken, arm.type, attackWound(arm, level));
}

/** Task handlers of the attack. */
export const attackHandlers = mgHandlers({
  "m.attack"(b, t) {
    // Downed before it lands (a readied blade, a counter): the attack does not happen.
    if (!stillActs(b, t.attacker, t.thrown === true ? "throw" : "attack")) return;
    const a = b.state.cards[t.attacker];
    const d = b.state.cards[t.target];
    const arm = armFor(b, t);
    const thrown = t.thrown === true;
    if (t.announced !== true && heard(b))
      b.emit({
        t: thrown ? "throw" : "attack",
        card: a.id,
        target: d.id,
        arm: arm.id,
        reaction: t.reaction === true,
      });
    // Actions readied for this ally being attacked go first (MGR-32, the open form).
    if (t.readyChecked !== true && anyOpenReady(b)) {
      const fire = readiedOn(b, `attacked@${d.id}`, a);
      if (fire.length > 0) {
        b.push(...fire, { ...t, readyChecked: true, announced: true });
        return;
      }
    }
    // Another girl at the same place may step in first (MGR-36).
    if (t.guarded !== true && protectors(b, d).length > 0) {
      b.push({ k: "m.protect", atk: { ...t, guarded: true, announced: true }, asked: [] });
      return;
    }
    // A thrown weapon leaves the hand at once, whatever the throw does.
    const r = check(b, a.id, arm.skill, skillOf(a, arm.skill));
    if (!isSuccess(r.level)) {
      if (heard(b)) b.emit({ t: "miss", card: a.id, target: d.id });
      if (thrown) drop(b, a, arm.id, scatter(b, a, d));
      return;
    }
    if (thrown) drop(b, a, arm.id, flags(d).pos);
    const opts = defenceOptions(b, d, arm);
    const next: DefendTask = { ...t, k: "m.defend", hit: r };
    if (opts.length === 1) {
      const why = noDefence(b, d);
      if (why !== null) b.emit({ t: "no-defence", card: d.id, why });
      next.choice = "defend:none";
      b.push(next);
      return;
    }
    b.ask(
      d.owner,
      { k: "prompt.defend", p: { card: d.id, attacker: a.id, arm: arm.id } },
      opts,
      next,
    );
  },
  "m.defend"(b, t) {
    const a = b.state.cards[t.attacker];
    const d = b.state.cards[t.target];
    const hitCheck = t.hit;
    const choice = t.choice ?? "";
    if (choice === "defend:none") {
      hit(b, t, hitCheck.level, 0);
      return;
    }
    if (choice === "defend:parry") {
      // Parry: 1dDEF (+1d3 in the focus-parry stance) off the damage; the attack hits (MGR-41, MGR-31).
      const die = b.rollDie(d.stats.def);
      const plus = flags(d).stance === "parry" ? b.rollDie(3) : 0;
      b.emit({ t: "parry", card: d.id, die, plus, value: die + plus });
      hit(b, t, hitCheck.level, die + plus);
      return;
    }
    if (choice === "defend:dodge") {
      pay(d, DODGE_DP);
      // Focus dodge: one bonus die on every dodge (MGR-30).
      const bonus = flags(d).stance === "dodge" ? 1 : 0;
      const r = check(b, d.id, "dodge", skillOf(d, "dodge"), bonus);
      const won = defenderWins(r, hitCheck, opt(b, "opposedTie"));
      b.emit({ t: "dodge", card: d.id, ok: won, res: won ? "won" : "lost" });
      tieNoted(b, d.id, r, hitCheck, won);
      if (won) b.emit({ t: "miss", card: a.id, target: d.id });
      else hit(b, t, hitCheck.level, 0);
      return;
    }
    // Counter: opposed STR checks; success → no damage and one attack back (MGR-43).
    const weapon = armOf(optionRef(choice).rest, contentOfFighter(d));
    pay(d, counterDp(weapon));
    const mine = check(b, d.id, "str", d.stats.str);
    const theirs = check(b, a.id, "str", a.stats.str);
    const won = defenderWins(mine, theirs, opt(b, "opposedTie"));
    b.emit({ t: "counter", card: d.id, arm: weapon.id, ok: won, res: won ? "won" : "lost" });
    tieNoted(b, d.id, mine, theirs, won);
    if (!won) {
      hit(b, t, hitCheck.level, 0);
      return;
    }
    // Reading: the attack back hits at the counter check's success level, without a further defence.
    const rolled = rollDamage(b, weapon, mine.level, d.id);
    takeDamage(b, a, rolled, weapon.type, attackWound(weapon, mine.level));
  },
});

/**
 * Issue 33: when the table set option `opposedTie` and a dodge or counter (defender's check `d`,
 * attacker's `a`) succeeded at the attacker's level, the log names the option that decided.
 */
function tieNoted(b: Battle, card: string, d: CheckResult, a: CheckResult, won: boolean): void {
  if (b.state.options.opposedTie === undefined || !isSuccess(d.level)) return;
  if (rank(d.level) !== rank(a.level)) return;
  const option = `opposedTie=${opt(b, "opposedTie")}`;
  b.emit({ t: "opposed-tie", card, option, res: won ? "won" : "lost" });
}
