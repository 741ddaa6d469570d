/** The parameters of the `defence` question, with defaults from Tsukiko facing a Gloom Wolf. */
import type { Localized, OddsParam } from "../../../analysis/odds-question.ts";
import { MG_CONTENT } from "../content/index.ts";
import { HIT_LEVELS } from "./damage-odds.ts";
import { DEFENCES } from "./defence-odds.ts";
import { ARM_IDS, FUMBLE_PARAM, m } from "./texts.ts";

const int = (name: string, def: number, min: number, max: number, help: Localized) =>
  ({ name, type: "int", default: def, min, max, help }) as const;

/** Weapons a defender may counter with: content weapons and bare hands (not abilities). */
export const COUNTER_ARMS: readonly string[] = [...Object.keys(MG_CONTENT.weapons), "unarmed"];

/** Every parameter of the `defence` question. */
export const DEFENCE_PARAMS: readonly OddsParam[] = [
  int(
    "skill",
    55,
    0,
    200,
    m("攻击者的命中技能值", "攻撃者の命中技能値", "the attacker's hit skill"),
  ),
  {
    name: "weapon",
    type: "choice",
    default: "gloom-fang",
    choices: ARM_IDS,
    help: m("攻击所用的武器或能力", "攻撃の武器・能力", "the attack's weapon or ability"),
  },
  {
    name: "level",
    type: "choice",
    default: "any",
    choices: ["any", ...HIT_LEVELS],
    help: m(
      "已知的命中成功等级（any = 任意命中）",
      "分かっている命中の成功度（any = 命中全体）",
      "the hit's known success level (any = any hit)",
    ),
  },
  int(
    "foeStr",
    60,
    0,
    200,
    m("攻击者的力量（反击对抗）", "攻撃者の筋力（反撃の対抗）", "the attacker's STR (counter)"),
  ),
  int(
    "def",
    8,
    1,
    100,
    m(
      "防御者的DEF（格挡1dDEF）",
      "防御側のDEF（受け流し1dDEF）",
      "the defender's DEF (parry 1dDEF)",
    ),
  ),
  int("dodge", 40, 0, 200, m("防御者的闪避技能", "防御側の回避技能", "the defender's dodge skill")),
  int("str", 65, 0, 200, m("防御者的力量", "防御側の筋力", "the defender's STR")),
  {
    name: "stance",
    type: "choice",
    default: "none",
    choices: ["none", "parry", "dodge"],
    help: m("防御者的专注姿态", "防御側の専念", "the defender's focus stance"),
  },
  {
    name: "counter",
    type: "choice",
    default: "moon-blade",
    choices: COUNTER_ARMS,
    help: m("反击所用的武器", "反撃の武器", "the weapon to counter with"),
  },
  int("hpMax", 18, 1, 999, m("防御者的HP上限", "防御側の最大HP", "the defender's max HP")),
  int("hp", 18, 1, 999, m("防御者的当前HP", "防御側の現在HP", "the defender's current HP")),
  {
    name: "choice",
    type: "choice",
    default: "best",
    choices: ["best", ...DEFENCES],
    help: m(
      "表中显示的应对（best = 期望伤害最低者）",
      "表に示す対応（best = 期待ダメージ最小）",
      "the action whose distribution the table shows (best = least expected damage)",
    ),
  },
  FUMBLE_PARAM,
  {
    name: "woundDamage",
    type: "choice",
    default: "edged",
    choices: ["edged", "any"],
    help: m(
      "阈值伤：edged = 仅刃形伤害；any = 任何伤害",
      "閾値の負傷：edged = 刃物のみ；any = すべて",
      "threshold wounds: edged = slash/pierce only; any = every type",
    ),
  },
];
