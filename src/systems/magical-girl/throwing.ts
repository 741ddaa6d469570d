/**
 * Throwing (投掷, MGR-70…72): a held weapon is thrown with the throwing skill; its range in metres
 * equals STR, halved when the thrown weight exceeds 40; over 70 it cannot be thrown. A thrown
 * weapon that hits counts as a ranged attack (MGR-71: no counter). A failed throw scatters by
 * 1d6 (MGR-72): 1 at the thrower's feet, 2 five metres beyond, 3 five metres short, 4 left, 5
 * right; 6 (not in the seed's table) lands on the target point, or re-rolls (option
 * `scatter6`). Either way the weapon leaves the hand and lies on the ground until picked up.
 */
import type { Battle, CardState, OptionDef } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { canPay, payCap } from "./costs.ts";
import { charDef, flags, foesOf, mgx } from "./model.ts";
import { objectsAt } from "./objects.ts";
import { actionOption, actionRow, optionAt } from "./option-ids.ts";
import { opt } from "./options.ts";
import { distance } from "./positions.ts";
import { HALF_RANGE_OVER, NO_THROW_OVER } from "./rule-numbers.ts";
import { type Arm, armOf, gainedWeapon, mapObject, weaponsOf } from "./weapons.ts";

/** Throwing range in metres for an object of `weight` (0 when it cannot be thrown). */
export function throwRange(c: CardState, weight: number): number {
  if (weight > NO_THROW_OVER) return 0;
  return weight > HALF_RANGE_OVER ? c.stats.str / 2 : c.stats.str;
}

/**
 * `throw:<weapon>@<foe>` for each held weapon and foe in range (cost: the weapon's attack DP,
 * × `mult`: 2 for a throw as a reaction, MGR-35).
 */
export function throwOptions(
  b: Battle,
  c: CardState,
  out: OptionDef[] = [],
  foes?: readonly CardState[],
  cap: number = payCap(c),
  arms: readonly Arm[] = weaponsOf(c),
  mult = 1,
): OptionDef[] {
  for (let i = 0; i < arms.length; i++) {
    const w = arms[i];
    if (w.source !== "weapon" || w.dp * mult > cap) continue;
    const range = throwRange(c, w.weight);
    if (range <= 0) continue;
    foes ??= foesOf(b, c.id);
    const row = actionRow("throw", w.id);
    const pos = flags(c).pos;
    for (let j = 0; j < foes.length; j++) {
      const foe = foes[j];
      if (!flags(foe).hidden && distance(b, pos, flags(foe).pos) <= range)
        out.push(optionAt(row, "throw", w.id, foe.id));
    }
  }
  return out;
}

/**
 * `throw:<object>@<foe>` for each crate or thing at the fighter's position light enough to throw
 * (seed l.99: 「可以使用战斗技能-投掷将手中的物体或者其他物体投掷出去」), at foes in range; it costs
 * a standard action, or a major one over 40 weight (reading, {@link armOf}).
 */
export function objectThrowOptions(
  b: Battle,
  c: CardState,
  out: OptionDef[] = [],
  foes?: readonly CardState[],
  mult = 1,
): OptionDef[] {
  // No map, no objects (most battles).
  if (mgx(b).map === "") return out;
  for (const id of objectsAt(b, flags(c).pos)) {
    const o = mapObject(id, mgContent(b.state));
    if (o === undefined || o.kind === "door" || o.kind === "lever") continue;
    const range = throwRange(c, o.weight);
    if (range <= 0 || !canPay(c, armOf(id, mgContent(b.state)).dp * mult)) continue;
    for (const foe of foes ?? foesOf(b, c.id))
      if (!flags(foe).hidden && distance(b, flags(c).pos, flags(foe).pos) <= range)
        out.push(actionOption("throw", id, foe.id));
  }
  return out;
}

/** Where a failed throw lands (MGR-72), logged; returns the position the weapon lies at. */
export function scatter(b: Battle, thrower: CardState, target: CardState): string {
  let face = b.rollDie(6);
  while (face === 6 && opt(b, "scatter6") === "reroll") face = b.rollDie(6);
  const where = ["", "feet", "beyond", "short", "left", "right", "on-target"][face];
  b.emit({ t: "scatter", card: thrower.id, face, where });
  return face === 1 ? flags(thrower).pos : flags(target).pos;
}

/**
 * Puts a thrown weapon on the ground at `pos`, out of the thrower's hand (an object just lies
 * there). A weapon she picked up from another lies there as its owner's again (MGR-14).
 */
export function drop(b: Battle, c: CardState, weapon: string, pos: string): void {
  const obj = mgx(b).objects[weapon];
  if (obj !== undefined) {
    obj.pos = pos;
    return;
  }
  const ground = mgx(b).ground;
  const f = flags(c);
  const held = f.dropped.includes(weapon) || !charDef(c).weapons.includes(weapon);
  const g = held ? (f.gained ?? []).findIndex((e) => gainedWeapon(e) === weapon) : -1;
  if (g >= 0) {
    (ground[pos] ??= []).push(f.gained?.splice(g, 1)[0] ?? "");
    return;
  }
  f.dropped.push(weapon);
  (ground[pos] ??= []).push(`${c.id}:${weapon}`);
}
