/**
 * A prepared battle: everything a battle of one setup and options starts from, as integers,
 * made once and shared (read-only) by every battle started from it with another seed.
 */

import type { DiceExpr } from "../../../engine/dice/index.ts";
import type { Arm } from "../weapons.ts";

/** What `prepare` makes of a setup (see prepare.ts). */
export interface MgTemplate {
  /** The engine's seats, in its order (KP first, then player seats). */
  seats: string[];
  /** Fighter number → the engine's card id (read at the boundary only: option ids). */
  ids: string[];
  /** Number of fighters. */
  n: number;
  /** The fighters' table at the start (codes.ts F slots a fighter). */
  table: Int32Array;
  /** Side code → the engine's side name ("party", "enemy"), and the KP's seat code. */
  sides: string[];
  kpSeat: number;
  /** Side code of the surprising side, or -1. */
  surprise: number;
  /** Options the longest list can have (a turn's attacks, throws, readies, abilities, skills). */
  optSize: number;
  /** Option `fumble` is "coc7" (the default). */
  coc7: boolean;
  /** Attack sources by number: id, DP, ranged, weight, a content weapon (not bare hands). */
  arms: string[];
  armDp: number[];
  armRanged: boolean[];
  armWeight: number[];
  armWeapon: boolean[];
  /** Per arm: the engine's record (damage formula), DAM, its dice, edged, wounds light. */
  armDef: Arm[];
  armDam: number[];
  armDamage: DiceExpr[];
  armExtra: DiceExpr[];
  armEdged: boolean[];
  armWoundLight: boolean[];
  /** Abilities by number: id, DP, MP, aimed at foes (else at allies). */
  abilities: string[];
  abDp: number[];
  abMp: number[];
  abFoe: boolean[];
  /** Per ability: its arm (an attack) or -1, area, heal dice (or null), cures a wound step. */
  abArm: number[];
  abArea: boolean[];
  abHeal: (DiceExpr | null)[];
  abCure: boolean[];
  /** Skill ids by number. */
  skills: string[];
  /** Per fighter: its arms (weapons, then bare hands), abilities, trained skills and values. */
  fArms: number[][];
  fAbilities: number[][];
  fSkills: number[][];
  fSkillValue: number[][];
  /** Per fighter: the hit skill's value with every arm (by number), its dodge, its DEF die. */
  fArmSkill: number[][];
  fDodge: number[];
  /** Content ids the analysis counts as played: arms, abilities, skills (by that numbering). */
  playIds: number;
  /** `<seat>\t<content id>` by `seat * playIds + id`. */
  playedKeys: string[];
  /** Per fighter: the throwing skill's value. */
  fThrowing: number[];
  fDef: number[];
}
