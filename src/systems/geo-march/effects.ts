/**
 * The effect vocabulary at work. Stat changes are modifiers in the `effect` layer lasting until
 * the end of the battle (GEO-50); damage does not stay on a unit (GEO-42 reading): a unit is
 * defeated when its defence ≤ the damage, else nothing remains.
 */
import type { Battle } from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import type { Effect } from "./schema.ts";
import { defeat, exhaust, ready } from "./units.ts";
import { formation, inBattle, opponentOf } from "./zones.ts";

/** Who uses an effect, on what, with which die result. */
export interface EffectCtx {
  /** The unit using the ability, or the skill card. */
  src: string;
  /** The player using it. */
  ctrl: string;
  target: string | null;
  roll: number | null;
  /** The stack item id: modifiers name it as their source. */
  item: string;
}

/** The units an effect touches, front first. */
function unitsFor(b: Battle, ctx: EffectCtx, to: string): string[] {
  const s = b.state;
  switch (to) {
    case "self":
      return inBattle(s, ctx.src) ? [ctx.src] : [];
    case "target":
      return ctx.target !== null && inBattle(s, ctx.target) ? [ctx.target] : [];
    case "own":
      return formation(s, ctx.ctrl);
    case "enemy":
      return formation(s, opponentOf(ctx.ctrl));
    default:
      return formation(s, opponentOf(ctx.ctrl)).slice(0, 1);
  }
}

/** A change as the cards print it: +2, −1. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** A number or the declared die result. */
function amountOf(ctx: EffectCtx, a: number | "roll"): number {
  return a === "roll" ? (ctx.roll ?? 0) : a;
}

/** Applies one effect. */
export function applyEffect(b: Battle, ctx: EffectCtx, e: Effect): void {
  const s = b.state;
  switch (e.do) {
    case "modify":
      for (const id of unitsFor(b, ctx, e.to)) {
        for (const stat of ["attack", "defence", "speed"] as const) {
          const v = e[stat];
          if (v === undefined) continue;
          const value = amountOf(ctx, v);
          b.addMod({
            target: id,
            layer: "effect",
            op: "add",
            stat,
            value,
            source: ctx.item,
            until: "battle",
          });
          b.emit({
            t: "modified",
            card: id,
            stat,
            delta: signed(value),
            now: s.cards[id].stats[stat],
          });
        }
      }
      return;
    case "speed": {
      const seat = e.who === "you" ? ctx.ctrl : opponentOf(ctx.ctrl);
      const bonus = battleOf(s).bonus;
      const value = amountOf(ctx, e.amount);
      bonus[seat] += value;
      b.emit({ t: "speed-bonus", seat, delta: signed(value) });
      return;
    }
    case "exhaust":
      for (const id of unitsFor(b, ctx, e.to)) exhaust(b, id);
      return;
    case "ready":
      for (const id of unitsFor(b, ctx, e.to)) ready(b, id);
      return;
    case "damage":
      for (const id of unitsFor(b, ctx, e.to)) {
        const amount = amountOf(ctx, e.amount);
        const def = s.cards[id].stats.defence;
        b.emit({ t: "effect-damage", card: id, amount, defence: def });
        if (amount > 0 && def <= amount) defeat(b, id, "effect");
      }
      return;
    case "defeat":
      for (const id of unitsFor(b, ctx, e.to)) defeat(b, id, "effect");
      return;
  }
}
