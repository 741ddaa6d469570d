/**
 * Renumbering a battle's hidden cards for a search sample (determinize.ts): a card number is the
 * engine's card id in creation order, so a hidden place must not keep it. A relabelling `rl`
 * (a permutation of the hidden cards' numbers, the identity elsewhere) is applied to every place
 * a card number is kept: the hidden zones, the per-card state, the pending options, the stack
 * and the attack.
 */
import {
  aOf,
  bOf,
  cOf,
  code,
  kindOf,
  O_DISCARD,
  O_EQUIP,
  O_FRONT,
  O_FS_SUMMON,
  O_RETURN,
  O_SKILL,
  O_SUMMON,
  O_UNEQUIP,
  O_USE,
} from "./options.ts";
import type { GeoState } from "./state.ts";

/** An option code with the card numbers it names through `rl` (options.ts's fields). */
function relabelCode(x: number, rl: readonly number[]): number {
  const kind = kindOf(x);
  const a = aOf(x);
  const b = bOf(x);
  switch (kind) {
    case O_FS_SUMMON:
    case O_SUMMON:
    case O_UNEQUIP:
    case O_FRONT:
    case O_RETURN:
    case O_DISCARD:
      return code(kind, rl[a], b, cOf(x));
    case O_EQUIP:
      return code(kind, rl[a], rl[b], cOf(x));
    case O_USE:
    case O_SKILL:
      return code(kind, rl[a], b === 0 ? 0 : rl[b - 1] + 1, cOf(x));
    default:
      // end, pass, attack, go, march, join: seats and geos only.
      return x;
  }
}

/**
 * Gives the hidden cards of `p` (a copy of `real`) their numbers `rl`: in the hidden zones, the
 * per-card state, the pending options, the stack and the attack. Nothing else can name a hidden
 * card (tasks and the pending decision carry seats and counts).
 */
export function renumber(
  p: GeoState,
  real: GeoState,
  rl: readonly number[],
  hidden: number[],
): void {
  const stride = p.t.abStride;
  for (const z of hidden) {
    const list = p.ownZone(z);
    for (let k = 0; k < list.length; k++) {
      const c = list[k];
      const to = rl[c];
      list[k] = to;
      if (to === c) continue;
      p.zone[to] = real.zone[c];
      p.host[to] = real.host[c];
      p.done[to] = real.done[c];
      p.marched[to] = real.marched[c];
      p.acting[to] = real.acting[c];
      p.from[to] = real.from[c];
      p.melee[to] = real.melee[c];
      const set = real.attached[c];
      if (set !== null || p.attached[to] !== null)
        p.ownAttached()[to] = set === null ? null : set.slice();
      for (let j = 0; j < 3; j++) {
        p.eq[to * 3 + j] = real.eq[c * 3 + j];
        p.ef[to * 3 + j] = real.ef[c * 3 + j];
      }
      for (let j = 0; j < stride; j++) p.uses[to * stride + j] = real.uses[c * stride + j];
    }
  }
  for (let i = 0; i < p.optCount; i++) p.opts[i] = relabelCode(p.opts[i], rl);
  for (let i = 0; i < p.stCard.length; i++) {
    p.stCard[i] = rl[p.stCard[i]];
    if (p.stTarget[i] >= 0) p.stTarget[i] = rl[p.stTarget[i]];
  }
  for (let i = 0; i < p.participants.length; i++) p.participants[i] = rl[p.participants[i]];
}
