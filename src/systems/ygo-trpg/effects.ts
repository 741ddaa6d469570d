/**
 * The effect vocabulary applied to the state: damage to monsters, life recovery (capped at 40)
 * and loss, ATK/DEF boosts until the end phase, destruction, draws, and negation (answered by the
 * caller: a negated summon or attack simply does not happen).
 */
import { type Battle, ownCard, ownFlags, type Seat } from "../../engine/index.ts";
import { drawFrom } from "./draw.ts";
import { addDamage } from "./flags.ts";
import { changeLife } from "./life.ts";
import type { Effect } from "./schema.ts";
import { fainted, graveZone, isPlayer, onField, playerSeats, sideMonsters } from "./zones.ts";

/** Who plays an effect and what it points at. */
export interface EffectCtx {
  /** The card the effect comes from. */
  src: string;
  /** The seat that controls it. */
  ctrl: Seat;
  /** The chosen target (a monster), if any. */
  target: string | null;
  /** What set it off: the declared / attacking monster, and its controller. */
  trigger?: { card: string; seat: Seat } | null;
}

/** The monsters an effect touches. */
function monsters(b: Battle, ctx: EffectCtx, to: string): string[] {
  const s = b.state;
  if (to === "target") return ctx.target !== null ? [ctx.target] : [];
  if (to === "self") return [ctx.src];
  if (to === "trigger") return ctx.trigger ? [ctx.trigger.card] : [];
  if (to === "enemies") return sideMonsters(s, !isPlayer(ctx.ctrl));
  return [];
}

/** The players an effect touches. */
function seats(b: Battle, ctx: EffectCtx, to: string): Seat[] {
  const s = b.state;
  const alive = (xs: Seat[]) => xs.filter((x) => !fainted(s, x));
  if (to === "you") return isPlayer(ctx.ctrl) ? [ctx.ctrl] : [];
  if (to === "trigger") return ctx.trigger && isPlayer(ctx.trigger.seat) ? [ctx.trigger.seat] : [];
  if (to === "allies") return isPlayer(ctx.ctrl) ? alive(playerSeats(s)) : [];
  if (to === "enemies") return isPlayer(ctx.ctrl) ? [] : alive(playerSeats(s));
  return [];
}

/** Applies one effect. Returns true when it negates what triggered it. */
export function applyEffect(b: Battle, ctx: EffectCtx, e: Effect): boolean {
  const s = b.state;
  switch (e.do) {
    case "damage":
      for (const id of monsters(b, ctx, e.to)) {
        if (!onField(s.cards[id])) continue;
        const c = ownCard(s, id);
        addDamage(c, e.amount);
        b.touch();
        b.emit({ t: "effect-damage", card: id, amount: e.amount, src: ctx.src });
      }
      return false;
    case "heal":
      for (const seat of seats(b, ctx, e.to)) changeLife(b, seat, e.amount, "heal");
      return false;
    case "drain":
      for (const seat of seats(b, ctx, e.to)) changeLife(b, seat, -e.amount, "effect");
      return false;
    case "boost":
      for (const id of monsters(b, ctx, e.to)) {
        if (!onField(s.cards[id])) continue;
        if (e.atk !== 0)
          b.addMod({
            target: id,
            layer: "add",
            op: "add",
            stat: "atk",
            value: e.atk,
            source: ctx.src,
            until: "end-phase",
          });
        if (e.def !== 0)
          b.addMod({
            target: id,
            layer: "add",
            op: "add",
            stat: "def",
            value: e.def,
            source: ctx.src,
            until: "end-phase",
          });
        b.emit({ t: "boost", card: id, atk: e.atk, def: e.def });
      }
      return false;
    case "destroy":
      for (const id of monsters(b, ctx, e.to))
        if (onField(s.cards[id])) ownFlags(ownCard(s, id)).doom = true;
      b.touch();
      return false;
    case "draw":
      if (isPlayer(ctx.ctrl)) for (let i = 0; i < e.count; i++) drawFrom(b, ctx.ctrl, e.deck);
      return false;
    case "negate":
      return true;
  }
}

/** Applies a list of effects; true when one of them negates. */
export function applyEffects(b: Battle, ctx: EffectCtx, effects: readonly Effect[]): boolean {
  let negated = false;
  for (const e of effects) if (applyEffect(b, ctx, e)) negated = true;
  return negated;
}

/** The GM's graveyard or a player's: where a used spell or trap goes. */
export function graveOf(seat: Seat): string {
  return graveZone(seat);
}
