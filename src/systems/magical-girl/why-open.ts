/**
 * Why an option of the open round (issue 17) is refused: object interactions — the turn's free one
 * used and the next costing 1 DP, an object or item not where she stands, an opened crate, a
 * thing that is only thrown, a heavy object the KP prices (MGR-14, MGR-23); magical items not
 * carried or used up, their DP (doubled for a reaction, MGR-35), an interaction item as a
 * reaction; throwing a weapon, an object or a character — over 70 weight, out of range (STR m,
 * halved over 40), the DP, a hidden or fallen target, a character not beside the thrower (MGR-70).
 */
import type { Battle, CardState, Msg } from "../../engine/index.ts";
import { mgContent } from "./content/index.ts";
import { hurlWeight } from "./hurl.ts";
import { flags, isOut, mgx } from "./model.ts";
import type { OptionRef } from "./option-ids.ts";
import { opt } from "./options.ts";
import { closedDoor, distance, mapOf } from "./positions.ts";
import { HALF_RANGE_OVER, NO_THROW_OVER, REACTION_DP_MULT } from "./rule-numbers.ts";
import { throwRange } from "./throwing.ts";
import { mapObject, throwDp, weaponsOf } from "./weapons.ts";
import { whyCost, whyInteract } from "./why-cost.ts";

/** Why `interact:<object>` is refused, or null. */
export function whyObject(b: Battle, c: CardState, id: string): Msg | null {
  const o = mgx(b).objects[id];
  const def = mapObject(id, mgContent(b.state));
  if (o === undefined || def === undefined) return null;
  const pos = flags(c).pos;
  if (o.pos !== pos)
    return {
      k: "why.object-elsewhere",
      p: { object: id, where: o.pos, card: c.id, pos, rule: "MGR-14" },
    };
  if (def.kind === "thing") return { k: "why.not-workable", p: { object: id, rule: "MGR-14" } };
  if (def.kind === "crate" && o.state === "open")
    return { k: "why.crate-open", p: { object: id, rule: "MGR-14" } };
  if (!def.heavy) return whyInteract(c);
  // A heavy object is the KP's to price, never free: at least a minor action (price.ts).
  const cost = whyCost(c, 1, "MGR-23");
  if (cost?.k !== "why.dp") return cost;
  return { k: "why.heavy-object", p: { object: id, card: c.id, dp: flags(c).dp, rule: "MGR-23" } };
}

/**
 * Why `take:<item>` (out of an opened crate), `pickup:<weapon>` (her own, thrown) or
 * `pickup:<weapon>@<owner>` (another fighter's) is refused.
 */
export function whyTake(
  b: Battle,
  c: CardState,
  verb: string,
  id: string,
  owner: string | null = null,
): Msg | null {
  const pos = flags(c).pos;
  const here =
    verb === "take"
      ? (mgx(b).loose[pos] ?? []).includes(id)
      : (mgx(b).ground[pos] ?? []).includes(`${owner ?? c.id}:${id}`);
  const known = verb === "take" ? mgContent(b.state).items[id] : mgContent(b.state).weapons[id];
  if (known === undefined) return null;
  if (!here) return { k: "why.not-lying", p: { item: id, card: c.id, pos, rule: "MGR-14" } };
  if (verb === "pickup" && weaponsOf(c).some((w) => w.id === id))
    return { k: "why.holds-one", p: { card: c.id, item: id, rule: "MGR-14" } };
  return whyInteract(c);
}

/** Whether `c` has used item `id` before (the log's `item` events). */
function usedBefore(b: Battle, c: CardState, id: string): boolean {
  return b.state.log.some((e) => e.t === "item" && e.card === c.id && e.item === id);
}

/** Why `item:<item>@<target>` (or, `react`, the reaction `react:<item>@<target>`) is refused. */
export function whyItem(
  b: Battle,
  c: CardState,
  id: string,
  target: string | null,
  react: boolean,
): Msg | null {
  const it = mgContent(b.state).items[id];
  if (it === undefined) return null;
  if (!flags(c).items.includes(id))
    return usedBefore(b, c, id)
      ? { k: "why.item-used", p: { card: c.id, item: id, rule: "MGR-14" } }
      : { k: "why.no-item", p: { card: c.id, item: id, rule: "MGR-14" } };
  if (react && it.dp === undefined)
    return { k: "why.react-interaction", p: { item: id, rule: "MGR-35" } };
  const cost =
    it.dp === undefined
      ? whyInteract(c)
      : whyCost(c, it.dp * (react ? REACTION_DP_MULT : 1), react ? "MGR-35" : "MGR-14");
  if (cost !== null) return cost;
  const t = target === null ? undefined : b.state.cards[target];
  if (t === undefined || it.target !== "enemy" || flags(t).side === flags(c).side) return null;
  if (isOut(t)) return { k: "why.target-out", p: { card: t.id, rule: "MGR-62" } };
  if (it.effect.kind === "attack" && it.effect.ranged && flags(t).hidden)
    return { k: "why.hidden", p: { card: t.id, rule: "MGR-29" } };
  return null;
}

/** Why `thing` (`weight`, `dp`) cannot be thrown at all now: over 70 weight, or the DP. */
function whyHeft(
  c: CardState,
  thing: string,
  weight: number,
  dp: number,
  rule = "MGR-70",
): Msg | null {
  if (weight > NO_THROW_OVER)
    return { k: "why.too-heavy", p: { thing, weight, max: NO_THROW_OVER, rule } };
  return whyCost(c, dp, rule);
}

/** Why `target` (a fighter or a position) `m` metres off is beyond the throw's range (STR m, halved over 40). */
function whyRange(
  c: CardState,
  target: string,
  weight: number,
  m: number,
  rule = "MGR-70",
): Msg | null {
  const range = throwRange(c, weight);
  if (!Number.isFinite(m) || m <= range) return null;
  return {
    k: weight > HALF_RANGE_OVER ? "why.out-of-range-half" : "why.out-of-range",
    p: { target, m, range, str: c.stats.str, weight, rule },
  };
}

/** A closed door between two positions: nothing moves or is thrown through it (seed l.29–31). */
export function whyDoor(door: string, from: string, to: string): Msg {
  return { k: "why.door-closed", p: { object: door, from, to, rule: "MGR-14" } };
}

/** Why `throw:<weapon or object>@<foe>` is refused (`mult` 2: thrown as a reaction, MGR-35). */
export function whyThrow(b: Battle, c: CardState, option: OptionRef, mult = 1): Msg | null {
  const { thing, target } = option;
  const foe = target === null ? undefined : b.state.cards[target];
  if (foe === undefined || flags(foe).side === flags(c).side) return null;
  const pos = flags(c).pos;
  let weight: number;
  let dp: number;
  const arm = weaponsOf(c).find((w) => w.id === thing);
  if (arm !== undefined) {
    if (arm.source !== "weapon") return null;
    weight = arm.weight;
    dp = arm.dp;
  } else {
    const o = mgx(b).objects[thing];
    const def = mapObject(thing, mgContent(b.state));
    if (o === undefined || def === undefined) return null;
    if (o.pos !== pos)
      return {
        k: "why.object-elsewhere",
        p: { object: thing, where: o.pos, card: c.id, pos, rule: "MGR-70" },
      };
    if (def.kind === "door" || def.kind === "lever")
      return { k: "why.fixture", p: { object: thing, rule: "MGR-70" } };
    weight = def.weight;
    dp = throwDp(def.weight);
  }
  const heft = whyHeft(c, thing, weight, dp * mult, mult > 1 ? "MGR-35" : "MGR-70");
  if (heft !== null) return heft;
  if (isOut(foe)) return { k: "why.target-out", p: { card: foe.id, rule: "MGR-62" } };
  if (flags(foe).hidden) return { k: "why.hidden", p: { card: foe.id, rule: "MGR-29" } };
  const door = closedDoor(b, pos, flags(foe).pos);
  if (door !== null) return whyDoor(door, pos, flags(foe).pos);
  return whyRange(c, foe.id, weight, distance(b, pos, flags(foe).pos));
}

/** Why `hurl:<character>@<position>` is refused: she must stand here; her size (option throwSize: with what she carries) is the weight; `mult` 2 as a reaction (MGR-35). */
export function whyHurl(b: Battle, c: CardState, option: OptionRef, mult = 1): Msg | null {
  const { thing: who, target: to } = option;
  const o = b.state.cards[who];
  const map = mapOf(b);
  if (o === undefined || o.id === c.id || map === undefined) return null;
  if (isOut(o)) return { k: "why.target-out", p: { card: o.id, rule: "MGR-62" } };
  const pos = flags(c).pos;
  if (flags(o).pos !== pos)
    return { k: "why.not-beside", p: { card: o.id, thrower: c.id, pos, rule: "MGR-70" } };
  if (to === null || to === pos || !map.positions.some((p) => p.id === to)) return null;
  // Option throwSize (issue 33): her size, or with what she carries; named when the table set it.
  const size = hurlWeight(b, o);
  const rule =
    b.state.options.throwSize === undefined ? "MGR-70" : `MGR-70, throwSize=${opt(b, "throwSize")}`;
  const door = closedDoor(b, pos, to);
  return (
    whyHeft(c, o.id, size, throwDp(size) * mult, mult > 1 ? "MGR-35" : rule) ??
    (door === null ? null : whyDoor(door, pos, to)) ??
    whyRange(c, to, size, distance(b, pos, to), rule)
  );
}

/**
 * Why `task` (anything she declares, for the KP to price) is refused: only a magical girl
 * declares one; the least price is the turn's free interaction, then 1 DP (MGR-14, MGR-23).
 */
export function whyTask(c: CardState): Msg | null {
  if (flags(c).kind !== "girl") return { k: "why.girls-only", p: { card: c.id, rule: "MGR-23" } };
  return whyInteract(c);
}
