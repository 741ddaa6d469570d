/**
 * Traits (特性) that give extra attacks (MGR-24, seed l.50): 「利用此动作，你可以发动一次近战或远程攻击。
 * 某些特性，可能允许你在不消耗额外dp的情况下，发动多于一次攻击」. An attack action (a weapon or bare
 * hands, on the fighter's own turn) buys one attack; a fighter whose traits give `extraAttacks`
 * makes that many more with the same arm without paying DP again. Reading: the extra attacks
 * stay until her turn ends or she pays for another attack action (whose own extras replace
 * them); they go at any foe in reach, one at a time, each with its own hit check, passive action
 * and reaction window; a reaction, a readied attack or a counter is not an attack action of her
 * turn and gives none.
 */
import type { Battle, CardState } from "../../engine/index.ts";
import { charDef, contentOfFighter, flags } from "./model.ts";

/** Attacks beyond the first one attack action of `c` makes: the sum of its traits' (0 without). */
export function extraAttacks(c: CardState): number {
  const ids = charDef(c).traits;
  if (ids.length === 0) return 0;
  const traits = contentOfFighter(c).traits;
  let n = 0;
  for (const id of ids) n += traits[id].extraAttacks;
  return n;
}

/** The arm whose next attack is free now (extra attacks of the action left), or null. */
export function freeArm(c: CardState): string | null {
  const f = flags(c);
  return (f.extra ?? 0) > 0 ? (f.extraArm ?? null) : null;
}

/**
 * A paid attack action with `arm` on her own turn: its extra attacks, if her traits give any,
 * replace whatever was left of an earlier action's.
 */
export function startExtras(c: CardState, arm: string): void {
  const n = extraAttacks(c);
  const f = flags(c);
  if (n > 0) {
    f.extra = n;
    f.extraArm = arm;
  } else if (f.extra !== undefined) f.extra = 0;
}

/** Spends one extra attack with the free arm, logged with the trait that gives it. */
export function spendExtra(b: Battle, c: CardState): void {
  const f = flags(c);
  f.extra = (f.extra ?? 1) - 1;
  b.emit({
    t: "extra-attack",
    card: c.id,
    arm: f.extraArm ?? "",
    trait: charDef(c).traits[0] ?? "",
    left: f.extra,
  });
}

/** The turn is over (or begins): no extra attack carries past it. */
export function clearExtras(c: CardState): void {
  const f = flags(c);
  if (f.extra !== undefined) f.extra = 0;
}
