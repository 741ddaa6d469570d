/**
 * Using a skill in combat (MGR-23, MGR-28): it costs 0 or 1 DP by the time and motion it takes, and
 * the KP sets the cost (MGR-23 lets the KP size a skill use as any action, so 2 and 4 are offered
 * too, unless option `skillCost: seed` keeps to l.60's 0 or 1). Only costs the girl can pay, and a wound allows, are offered. The KP may also grant a
 * bonus die or impose a penalty die (MGR-02). The check is rolled and logged; what it achieves is
 * the KP's ruling. Reading: each skill once per turn, so a turn of
 * free skill uses still ends.
 */
import type { CardState, OptionDef } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { check } from "./checks.ts";
import { canPay, pay } from "./costs.ts";
import { flags, KP, skillOf, skillOfKey } from "./model.ts";
import { optionRef, plainOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { KP_COSTS } from "./rule-numbers.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers } from "./tasks.ts";

/** Costs the KP may set for a skill use (MGR-28: 0 or 1; MGR-23 sizes: 2, 4). */
export const SKILL_COSTS = KP_COSTS;

/** The most a skill use costs under option `skillCost: seed` (MGR-28, seed l.60). */
export const SEED_SKILL_MAX = 1;

/** `cost:<n>` for each of {@link SKILL_COSTS}, made once. */
const COST_OPTIONS = SKILL_COSTS.map((n) => plainOption(`cost:${n}`));
const DICE_NONE = plainOption("dice:none");
const DICE_BONUS = plainOption("dice:bonus");
const DICE_PENALTY = plainOption("dice:penalty");
/** Bonus (+1) or penalty (-1) dice by the KP's choice (none: 0). */
const DICE: Readonly<Record<string, number>> = { "dice:bonus": 1, "dice:penalty": -1 };

/** `useskill:<id>` for each trained skill not yet used this turn, when at least 0 DP is payable. */
export function skillOptions(c: CardState, out: OptionDef[] = []): OptionDef[] {
  if (flags(c).kind !== "girl" || !canPay(c, 0)) return out;
  const used = flags(c).skillsUsed ?? [];
  const trained = trainedOf(c.stats);
  for (let i = 0; i < trained.length; i++)
    if (!used.includes(trained[i].skill)) out.push(trained[i].option);
  return out;
}

/** A trained skill and the option of using it. */
interface Trained {
  skill: string;
  option: OptionDef;
}

/**
 * The trained skills of a stats object, in its key order, listed once per object: a fighter's
 * stats are set before the battle's first step and then only replaced (a recompute makes a new
 * object), never written, and the template's are shared by every battle copied from it.
 */
const TRAINED = new WeakMap<Record<string, number>, readonly Trained[]>();

function trainedOf(stats: Record<string, number>): readonly Trained[] {
  let list = TRAINED.get(stats);
  if (list === undefined) {
    const out: Trained[] = [];
    for (const k of Object.keys(stats)) {
      const skill = skillOfKey(k);
      if (skill !== null && stats[k] > 0)
        out.push({ skill, option: plainOption(`useskill:${skill}`) });
    }
    list = out;
    TRAINED.set(stats, list);
  }
  return list;
}

/** Task handlers of skill use. */
export const skillHandlers = mgHandlers({
  /** The KP sets the DP cost of the skill use. */
  "m.skill"(b, t) {
    if (!stillActs(b, t.card, "skill")) return;
    const c = b.state.cards[t.card];
    const costs: OptionDef[] = [];
    // Option skillCost "seed" (l.60): 0 or 1 DP only; "kp" (l.46): any action size.
    const most = opt(b, "skillCost") === "seed" ? SEED_SKILL_MAX : Number.POSITIVE_INFINITY;
    for (let i = 0; i < SKILL_COSTS.length; i++)
      if (SKILL_COSTS[i] <= most && canPay(c, SKILL_COSTS[i])) costs.push(COST_OPTIONS[i]);
    b.ask(KP, { k: "prompt.skill-cost", p: { card: c.id, skill: t.skill } }, costs, {
      ...t,
      k: "m.skill-go",
    });
  },
  "m.skill-go"(b, t) {
    const c = b.state.cards[t.card];
    const cost = Number(optionRef(t.choice ?? "").rest);
    pay(c, cost);
    const f = flags(c);
    f.skillsUsed = [...(f.skillsUsed ?? []), t.skill];
    if (heard(b)) b.emit({ t: "skill-use", card: c.id, skill: t.skill, dp: cost });
    // As in CoC 7e, the KP may grant a bonus die or impose a penalty die by the circumstances.
    b.ask(
      KP,
      { k: "prompt.skill-dice", p: { card: c.id, skill: t.skill } },
      [DICE_NONE, DICE_BONUS, DICE_PENALTY],
      { k: "m.skill-roll", card: c.id, skill: t.skill },
    );
  },
  "m.skill-roll"(b, t) {
    const c = b.state.cards[t.card];
    check(b, c.id, t.skill, skillOf(c, t.skill), DICE[t.choice ?? ""] ?? 0);
  },
});
