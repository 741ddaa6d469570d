/**
 * `attack-damage`: the damage one attack deals for the attacker's ATK, the defender's DEF and the
 * opposing-attribute die (YGT-21…24, YGT-29, YGT-40), and how often it destroys a target with a
 * given life left. Asked of the engine's `attackRoll` and `defenseRoll` over every roll — fumble
 * (attacker double 1: no damage; defender double 1: the dice count 0) and critical (double 6:
 * +1D6) included — then combined by `battleDamage`.
 */
import type { OddsAnswer, OddsParams, OddsQuestion } from "../../../analysis/odds-question.ts";
import type { Lang } from "../../../engine/index.ts";
import { enumerateRolls } from "../../../odds/enumerate-rolls.ts";
import { toP } from "../../../odds/fraction.ts";
import { battleDamage, destroys } from "../battle-damage.ts";
import { attackRoll, defenseRoll } from "../rolls.ts";
import { diceOnly } from "./dice-only.ts";
import { t } from "./texts.ts";

const NOTES = [
  t(
    "攻撃：ATK/100（切り捨て）+ 2D6、反属性なら +1D6（YGT-22, YGT-40）",
    "攻击：ATK/100（舍去）+ 2D6，反属性再 +1D6（YGT-22, YGT-40）",
    "attack: ATK/100 (rounded down) + 2D6, +1D6 against the opposing attribute (YGT-22, YGT-40)",
  ),
  t(
    "防御：DEF/100 + 2D6。ダメージ = 攻撃 − 防御、0未満は0（YGT-23, YGT-24）",
    "防御：DEF/100 + 2D6。伤害 = 攻击 − 防御，不足0记为0（YGT-23, YGT-24）",
    "defence: DEF/100 + 2D6; damage = attack − defence, never below 0 (YGT-23, YGT-24)",
  ),
  t(
    "攻撃側1ゾロは失敗（ダメージ0）、防御側1ゾロはダイス0、6ゾロは+1D6（YGT-29）",
    "攻击方双1失败（伤害0），防御方双1骰子记0，双6再 +1D6（YGT-29）",
    "attacker double 1 fails (0 damage), defender double 1 counts the dice as 0, double 6 adds 1D6 (YGT-29)",
  ),
  t(
    "罠・身代わり・効果は数えない",
    "不计陷阱、替身与效果",
    "traps, substitutes and effects are not counted",
  ),
];

/** The exact answer for ATK, DEF, the attribute die and the target's life left. */
function answer(params: OddsParams, lang: Lang): OddsAnswer {
  const atk = params.atk as number;
  const def = params.def as number;
  const opposing = params.opposing as boolean;
  const life = params.life as number;
  const attack = enumerateRolls(
    (roll) => attackRoll(diceOnly(roll), atk, opposing),
    (c) => `${c.fumble}|${c.critical}|${c.total}`,
  );
  const defense = enumerateRolls(
    (roll) => defenseRoll(diceOnly(roll), def),
    (c) => String(c.total),
  );
  const total = attack.total * defense.total;
  const byDamage = new Map<number, bigint>();
  let fumble = 0n;
  let critical = 0n;
  for (const a of attack.outcomes) {
    const w = a.ways * defense.total;
    if (a.value.fumble) fumble += w;
    if (a.value.critical) critical += w;
    for (const d of defense.outcomes) {
      const dmg = battleDamage(a.value, d.value);
      byDamage.set(dmg, (byDamage.get(dmg) ?? 0n) + a.ways * d.ways);
    }
  }
  const rows = [...byDamage].sort(([x], [y]) => x - y);
  let destroy = 0n;
  let hurt = 0n;
  let sum = 0n;
  for (const [dmg, w] of rows) {
    if (destroys(dmg, life)) destroy += w;
    if (dmg > 0) hurt += w;
    sum += BigInt(dmg) * w;
  }
  const totalText = String(total);
  const tag = opposing ? t("、反属性", "，反属性", ", opposing attribute")[lang] : "";
  return {
    title: t(
      `攻撃：ATK ${atk} 対 DEF ${def}${tag}（残りライフ${life}）`,
      `攻击：ATK ${atk} 对 DEF ${def}${tag}（剩余生命${life}）`,
      `Attack: ATK ${atk} vs DEF ${def}${tag} (life left ${life})`,
    )[lang],
    params,
    probability: toP(destroy, total),
    probabilityLabel: t("破壊", "破坏", "destroys")[lang],
    mean: toP(sum, total),
    table: rows.map(([dmg, w]) => ({
      label: String(dmg),
      value: dmg,
      p: toP(w, total),
      ways: String(w),
      total: totalText,
    })),
    figures: [
      {
        label: t("攻撃成功", "攻击成功", "attack succeeds")[lang],
        value: toP(total - fumble, total),
        unit: "p",
      },
      {
        label: t("ダメージ1以上", "伤害≥1", "deals damage")[lang],
        value: toP(hurt, total),
        unit: "p",
      },
      { label: t("ファンブル", "大失败", "fumble")[lang], value: toP(fumble, total), unit: "p" },
      {
        label: t("クリティカル", "大成功", "critical")[lang],
        value: toP(critical, total),
        unit: "p",
      },
    ],
    notes: NOTES.map((n) => n[lang]),
    extra: {
      probabilityWays: String(destroy),
      probabilityTotal: totalText,
      successWays: String(total - fumble),
      damageWays: String(hurt),
    },
  };
}

/** `kassen odds ygo-trpg attack-damage atk=1800 def=1200 opposing=true life=16`. */
export const ATTACK_DAMAGE_QUESTION: OddsQuestion = {
  id: "attack-damage",
  title: t("攻撃のダメージ分布", "攻击伤害分布", "Attack damage distribution"),
  params: [
    {
      name: "atk",
      type: "int",
      default: 1800,
      min: 0,
      max: 100_000,
      help: t("攻撃側のATK（印刷値）", "攻击方ATK（卡面值）", "the attacker's ATK (printed)"),
    },
    {
      name: "def",
      type: "int",
      default: 1200,
      min: 0,
      max: 100_000,
      help: t("防御側のDEF（印刷値）", "防御方DEF（卡面值）", "the defender's DEF (printed)"),
    },
    {
      name: "opposing",
      type: "bool",
      default: false,
      help: t(
        "反属性（光↔闇、炎↔水、風↔地）なら+1D6",
        "反属性（光↔暗、炎↔水、风↔地）时 +1D6",
        "opposing attribute (light↔dark, fire↔water, wind↔earth): +1D6",
      ),
    },
    {
      name: "life",
      type: "int",
      default: 16,
      min: 1,
      max: 1000,
      help: t(
        "防御側の残りライフ（レベルX：2X+8）",
        "防御方剩余生命（等级X：2X+8）",
        "the defender's life left (level X: 2X+8)",
      ),
    },
  ],
  answer,
};
