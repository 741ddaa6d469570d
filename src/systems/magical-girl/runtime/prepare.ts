/**
 * Preparing a setup for the runtime: the engine's own `createMagicalGirl` builds the first state
 * (so the setup's checks and defaults are the engine's), which is turned into integers once.
 * What the runtime does not play exactly is refused with a reason; the engine plays it then.
 */

import type { DiceExpr } from "../../../engine/dice/index.ts";
import { parseDice } from "../../../engine/dice/index.ts";
import type { BattleInit, BattleState } from "../../../engine/index.ts";
import { mgContent } from "../content/index.ts";
import { edged, maxDamage } from "../damage.ts";
import { charDef, FIELD, type FighterFlags, KP, type MgX } from "../model.ts";
import { MG_OPTIONS, type MgOption } from "../options.ts";
import { DEFAULT_DP_CAP, NO_THROW_OVER } from "../rule-numbers.ts";
import { createMagicalGirl } from "../setup.ts";
import type { Arm } from "../weapons.ts";
import { armOf, carriedWeight, weaponsOf } from "../weapons.ts";
import * as C from "./codes.ts";
import type { MgTemplate } from "./template.ts";

/** A template, or why there is none. */
export type Prepared = { template: MgTemplate; reason: null } | { template: null; reason: string };

/** Options the runtime plays, and the values it plays of each (the rest are refused). */
const PLAYED: Record<string, readonly string[]> = {
  reactionApproval: ["auto"],
  fumble: ["coc7", "100"],
  kpTools: ["off"],
  initiativeTie: ["kp"],
  groupTurns: ["consecutive"],
  // Issue 33: the runtime plays the defaults (KP-priced skill uses, MGR-03 ties by the roll).
  skillCost: ["kp"],
  opposedTie: ["roll"],
  // MGR-70 a thrown character's weight: both readings, since a throw of a character needs a map,
  // which the runtime refuses (stateRefusal) — no game it plays can tell them apart.
  throwSize: ["body", "withCarried"],
  // MGR-14 the free interaction: the default (the turn's first is free whenever it comes).
  freeInteraction: ["any"],
};

/** Why the runtime cannot play `init`, or null (checked before the setup is built) (MGR-12: only the KP breaks ties; MGR-22: DP carries over). */
function refusal(init: BattleInit): string | null {
  if ((init.pinned ?? []).length > 0) return "pinned dice";
  if (init.ids === "opaque") return "opaque card ids";
  const options = init.options ?? {};
  for (const [k, v] of Object.entries(options)) {
    const ok = Object.hasOwn(PLAYED, k) ? PLAYED[k] : null;
    if (ok === null || typeof v !== "string" || !ok.includes(v)) return `option "${k}"`;
  }
  // An option left out is its default (options.ts: the first value), which the runtime must
  // play too: reactionApproval's default is "ask" (the KP approves each reaction).
  for (const [k, ok] of Object.entries(PLAYED)) {
    if (!Object.hasOwn(options, k) && !ok.includes(MG_OPTIONS[k as MgOption][0])) {
      return `option "${k}" (its default, "${MG_OPTIONS[k as MgOption][0]}")`;
    }
  }
  return null;
}

/** Why the runtime cannot play a built first state, or null (MGR-05, MGR-06, MGR-07: the modes the engine plays; MGR-26, MGR-29, MGR-72: the map; MGR-24: traits). */
function stateRefusal(s: BattleState): string | null {
  const x = s.x as unknown as MgX;
  if (x.mode !== "battle") return `mode "${x.mode}"`;
  if (x.map !== "") return "a map";
  if (s.tasks.length !== 1 || s.tasks[0].k !== "m.start") return "overrides in the setup";
  for (const id of s.zones[FIELD] ?? []) {
    const c = s.cards[id];
    const f = c.f as unknown as FighterFlags;
    if (f.content !== undefined) return "content packs";
    if (f.items.length > 0) return "magical items";
    if (f.carry !== 0) return "carried weight";
    // MGR-24 (seed l.50): a trait's extra attacks are the engine's to play.
    if (charDef(c).traits.length > 0) return "traits (extra attacks)";
  }
  return null;
}

/** Turns `init` into a template, or says why not. */
export function prepareMagicalGirl(init: BattleInit): Prepared {
  const early = refusal(init);
  if (early !== null) return { template: null, reason: early };
  let s: BattleState;
  try {
    s = createMagicalGirl({ ...init, seed: 0 });
  } catch (err) {
    return { template: null, reason: `setup: ${err instanceof Error ? err.message : err}` };
  }
  const late = stateRefusal(s);
  if (late !== null) return { template: null, reason: late };
  // Bit sets hold fighters (a protector's asked list), a fighter's arms and skills.
  if ((s.zones[FIELD] ?? []).length > 30)
    return { template: null, reason: "more than 30 fighters" };
  const x = s.x as unknown as MgX;
  const ids = [...(s.zones[FIELD] ?? [])];
  const n = ids.length;
  const sides: string[] = [];
  const groups: string[] = [];
  const table = new Int32Array(n * C.F);
  const content = mgContent(s);
  const lists = {
    arms: [] as string[],
    armDp: [] as number[],
    armRanged: [] as boolean[],
    armWeight: [] as number[],
    armWeapon: [] as boolean[],
    armDef: [] as Arm[],
    armDam: [] as number[],
    armDamage: [] as DiceExpr[],
    armExtra: [] as DiceExpr[],
    armEdged: [] as boolean[],
    armWoundLight: [] as boolean[],
    fArmSkill: [] as number[][],
    fDodge: [] as number[],
    fThrowing: [] as number[],
    fDef: [] as number[],
    abilities: [] as string[],
    abDp: [] as number[],
    abMp: [] as number[],
    abFoe: [] as boolean[],
    abArm: [] as number[],
    abArea: [] as boolean[],
    abHeal: [] as (DiceExpr | null)[],
    abCure: [] as boolean[],
    skills: [] as string[],
    fArms: [] as number[][],
    fAbilities: [] as number[][],
    fSkills: [] as number[][],
    fSkillValue: [] as number[][],
  };
  let weightless = true;
  /** The arm's number, added on first sight. */
  const addArm = (w: Arm): number => {
    let k = lists.arms.indexOf(w.id);
    if (k >= 0) return k;
    if (!Number.isInteger(w.weight)) weightless = false;
    k = lists.arms.push(w.id) - 1;
    lists.armDp.push(w.dp);
    lists.armRanged.push(w.ranged);
    lists.armWeight.push(w.weight);
    lists.armWeapon.push(w.source === "weapon");
    lists.armDef.push(w);
    lists.armDam.push(maxDamage(w));
    lists.armDamage.push(parseDice(w.damage));
    lists.armExtra.push(parseDice(w.extra));
    lists.armEdged.push(edged(w.type));
    lists.armWoundLight.push(w.wound === "light");
    return k;
  };
  for (let i = 0; i < n; i++) {
    const c = s.cards[ids[i]];
    const f = c.f as unknown as FighterFlags;
    const arms: number[] = [];
    for (const w of weaponsOf(c)) arms.push(addArm(w));
    lists.fDodge.push(c.stats["sk.dodge"] ?? 0);
    lists.fThrowing.push(c.stats["sk.throwing"] ?? 0);
    lists.fDef.push(c.stats.def);
    lists.fArms.push(arms);
    const abs: number[] = [];
    for (const id of charDef(c).abilities) {
      const a = content.abilities[id];
      let k = lists.abilities.indexOf(id);
      if (k < 0) {
        k = lists.abilities.push(id) - 1;
        lists.abDp.push(a.dp);
        lists.abMp.push(a.mp);
        lists.abFoe.push(a.target === "enemy");
        const e = a.effect;
        lists.abArm.push(e.kind === "attack" ? addArm(armOf(id, content)) : -1);
        lists.abArea.push(e.kind === "attack" && e.area);
        lists.abHeal.push(e.kind === "heal" ? parseDice(e.amount) : null);
        lists.abCure.push(e.kind === "heal" && e.cure);
      }
      if (a.effect.kind === "attack" && a.effect.area && f.kind !== "girl")
        return { template: null, reason: "an area attack against girls" };
      abs.push(k);
    }
    lists.fAbilities.push(abs);
    const sks: number[] = [];
    const vals: number[] = [];
    for (const key of Object.keys(c.stats)) {
      if (!key.startsWith("sk.") || !(c.stats[key] > 0)) continue;
      const id = key.slice(3);
      let k = lists.skills.indexOf(id);
      if (k < 0) k = lists.skills.push(id) - 1;
      sks.push(k);
      vals.push(c.stats[key]);
    }
    lists.fSkills.push(sks);
    lists.fSkillValue.push(vals);
    if (!sides.includes(f.side)) sides.push(f.side);
    if (f.group !== "" && !groups.includes(f.group)) groups.push(f.group);
    const at = i * C.F;
    table[at + C.F_HP] = f.hp;
    table[at + C.F_MP] = f.mp;
    table[at + C.F_DP] = f.dp;
    table[at + C.F_WOUND] = C.WOUNDS.indexOf(f.wound);
    table[at + C.F_SIDE] = sides.indexOf(f.side);
    table[at + C.F_GROUP] = f.group === "" ? -1 : groups.indexOf(f.group);
    table[at + C.F_SEAT] = s.seats.indexOf(c.owner);
    table[at + C.F_AGI] = c.stats.agi;
    table[at + C.F_DP_CAP] = c.stats.dpCap ?? DEFAULT_DP_CAP;
    table[at + C.F_HP_MAX] = c.stats.hpMax;
    table[at + C.F_STR] = c.stats.str;
    const weight = carriedWeight(c);
    if (!Number.isInteger(weight)) return { template: null, reason: "a fractional weight" };
    table[at + C.F_WEIGHT] = weight;
    table[at + C.F_GIRL] = f.kind === "girl" ? 1 : 0;
    table[at + C.F_READY] = -1;
    table[at + C.F_READY_WHEN] = -1;
  }
  if (!weightless) return { template: null, reason: "a fractional weight" };
  if (lists.fArms.some((a) => a.length > 30) || lists.fSkills.some((k) => k.length > 30))
    return { template: null, reason: "more than 30 arms or skills on a fighter" };
  // The hit skill's value of every fighter with every arm (abilities' arms included).
  for (let i = 0; i < n; i++) {
    const c = s.cards[ids[i]];
    lists.fArmSkill.push(lists.armDef.map((w) => c.stats[`sk.${w.skill}`] ?? 0));
  }
  const playNames = [...lists.arms, ...lists.abilities, ...lists.skills];
  const playedKeys = s.seats.flatMap((seat) => playNames.map((id) => `${seat}\t${id}`));
  // A fighter may come to hold every weapon that can be thrown (anyone's thrown weapon may be
  // picked up, MGR-14): her arms list attacks, throws and readies at each fighter; a turn may
  // also list every weapon on the ground.
  const throwable = lists.fArms.map(
    (arms) => arms.filter((w) => lists.armWeapon[w] && lists.armWeight[w] <= NO_THROW_OVER).length,
  );
  let allThrowable = 0;
  for (let i = 0; i < n; i++) allThrowable += throwable[i];
  let optSize = n + 8;
  for (let i = 0; i < n; i++)
    optSize = Math.max(
      optSize,
      (3 * (lists.fArms[i].length + allThrowable - throwable[i]) + lists.fAbilities[i].length) * n +
        lists.fSkills[i].length +
        allThrowable +
        8,
    );
  return {
    template: {
      optSize,
      playIds: playNames.length,
      playedKeys,
      seats: [...s.seats],
      ids,
      n,
      table,
      sides,
      kpSeat: s.seats.indexOf(KP),
      surprise: sides.indexOf(x.surprise),
      coc7: s.options.fumble !== "100",
      ...lists,
    },
    reason: null,
  };
}
