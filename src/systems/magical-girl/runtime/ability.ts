/**
 * Abilities (abilities.ts, area.ts): paid when chosen; an attack ability resolves as an attack
 * with its own arm (an area one attacks every foe there, first listed first — prepare refuses
 * area attacks aimed at girls, whose protectors the runtime does not ask yet); a healing one
 * restores HP (never above max) and may cure a wound step.
 */
import { rollDice } from "../../../engine/dice/index.ts";
import { readyTriggers } from "./attack.ts";
import * as C from "./codes.ts";
import * as S from "./state.ts";

/** queueAction for an ability: pays DP × `mult` and MP, queues it, fires readied attacks (MGR-25, MGR-35). */
export function useAbility(
  s: S.MgState,
  i: number,
  ab: number,
  target: number,
  mult: number,
  reaction: boolean,
): void {
  s.set(i, C.F_HIDDEN, 0);
  s.set(i, C.F_DP, s.get(i, C.F_DP) - s.t.abDp[ab] * mult);
  s.set(i, C.F_MP, s.get(i, C.F_MP) - s.t.abMp[ab]);
  s.play(i, s.t.arms.length + ab);
  s.push(S.T_ABILITY, i, target, ab, reaction ? S.A_REACTION : 0);
  if (!reaction) readyTriggers(s, i);
}

/** m.ability (MGR-25, MGR-63). */
export function ability(s: S.MgState, user: number, target: number, ab: number, fl: number): void {
  if (s.isDown(user)) return;
  const t = s.t;
  const arm = t.abArm[ab];
  if (arm >= 0) {
    s.push(t.abArea[ab] ? S.T_AREA : S.T_ATTACK, user, target, arm, fl, 0);
    return;
  }
  const expr = t.abHeal[ab];
  if (expr === null) return;
  const total = rollDice(expr, (sides) => s.rng.die(sides)).total;
  s.set(target, C.F_HP, Math.min(s.get(target, C.F_HP_MAX), s.get(target, C.F_HP) + total));
  s.dirty = true;
  const w = s.get(target, C.F_WOUND);
  if (t.abCure[ab] && w !== C.W_NONE)
    s.set(target, C.F_WOUND, w === C.W_HEAVY ? C.W_LIGHT : C.W_NONE);
}

/** m.area then m.area-protect (no girl among the targets): one attack per foe, in order (MGR-36). */
export function area(s: S.MgState, a: number, _center: number, w: number, fl: number): void {
  if (s.isDown(a)) return;
  const side = s.get(a, C.F_SIDE);
  // Everyone stands together (no map): every foe above 0 HP is in the area.
  for (let j = s.t.n - 1; j >= 0; j--)
    if (s.get(j, C.F_SIDE) !== side && s.get(j, C.F_HP) > 0)
      s.push(S.T_ATTACK, a, j, w, fl | S.A_GUARDED, 0);
}
