/**
 * Named options (house rules and readings) of the magical-girl system with their defaults. The
 * battle's `options` map overrides them; unknown values fall back to the default.
 */
import type { Battle } from "../../engine/index.ts";

/** Every option, its values and default. */
export const MG_OPTIONS = {
  /** MGR-01 fumble threshold: "coc7" = 100, or 96–100 when the skill is below 50; "100" = only 100. */
  fumble: ["coc7", "100"],
  /** MGR-22: "carry" = unspent DP carries over (default); "clear" = DP is emptied at round end. */
  dpReading: ["carry", "clear"],
  /** MGR-40: "no" = no DP bars parry too (default reading); "yes" = parry (0 DP) stays allowed. */
  parryWithoutDp: ["no", "yes"],
  /** MGR-12 mixed ties: "kp" = the KP orders them; "roll" = each rolls d100, higher first. */
  initiativeTie: ["kp", "roll"],
  /** MGR-35 reactions need the KP's leave: "ask" the KP seat, or approve "auto"matically. */
  reactionApproval: ["ask", "auto"],
  /** MGR-35 reaction windows after each action on another's turn: "on" (default) or "off". */
  reactions: ["on", "off"],
  /** MGR-60 threshold wounds: "edged" = only 刃形 (slash / pierce) damage, per the seed; "any". */
  woundDamage: ["edged", "any"],
  /** MGR-72 a 6 on the scatter die: "target" = lands on the target point; "reroll". */
  scatter6: ["target", "reroll"],
  /**
   * MGR-11 a group sharing an initiative roll: "consecutive" turns in setup order (default), or
   * "together" — the group acts at the same time (seed l.20 「让这群生物在同一时间行动」): one
   * shared turn in which the KP interleaves the members' actions freely.
   */
  groupTurns: ["consecutive", "together"],
  /** KP tools before each turn: adjust HP / MP / DP, add or heal wounds ("off" by default). */
  kpTools: ["off", "on"],
  /**
   * MGR-28 a skill use's cost (issue 33): "kp" = the KP sizes it as any action, 0, 1, 2 or 4 DP
   * (seed l.46 「动态判断」, default); "seed" = 0 or 1 DP only (l.60 「消耗1DP或不消耗」).
   */
  skillCost: ["kp", "seed"],
  /**
   * MGR-42/43 an opposed dodge or counter whose checks reach the same success level (issue 33):
   * "roll" = the lower roll wins as in a skill contest (l.9), the same roll too leaves the attack
   * standing (default); "attacker" = the attack stands (the defender's check must be the better,
   * ll.76–77 「若对抗检定成功」); "defender" = the defender wins.
   */
  opposedTie: ["roll", "attacker", "defender"],
  /**
   * MGR-70 a thrown character's 「总体型（重量）」 (l.100, issue 33): "body" = her size alone
   * (default); "withCarried" = her size plus what she carries (weapons and load, MGR-27).
   */
  throwSize: ["body", "withCarried"],
  /**
   * MGR-14 the turn's free interaction (l.29 「你在移动或执行动作时，也可以跟至多一个物件…进行自由
   * 互动」, issue 33): "any" = the first interaction of a turn is free whenever it comes (default);
   * "withMoveOrAction" = free only once she has moved or acted this turn, before that an
   * interaction is itself an action (1 DP, l.30).
   */
  freeInteraction: ["any", "withMoveOrAction"],
} as const satisfies Record<string, readonly string[]>;

/** An option's name. */
export type MgOption = keyof typeof MG_OPTIONS;

/** The value of option `name` in this battle (default: the first listed value). */
export function opt<K extends MgOption>(b: Battle, name: K): (typeof MG_OPTIONS)[K][number] {
  const v = b.state.options[name];
  const allowed = MG_OPTIONS[name] as readonly string[];
  return (
    typeof v === "string" && allowed.includes(v) ? v : allowed[0]
  ) as (typeof MG_OPTIONS)[K][number];
}
