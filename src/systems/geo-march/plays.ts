/**
 * Abilities (特殊能力) and skills (スキル): which may be used where, declaring them (costs paid at
 * once, GEO-32) and resolving them last-in-first-out. Timing labels limit where a play answers:
 * normal timing takes [通常]; a counter window [反撃]; the attack's window [反撃] or
 * [反撃：攻撃限定]; the speed window [スピード] or [反撃：スピード限定]; the fast-summon declaration
 * step cards marked for it. Option ids: `use:<unit>.<n>[@target]`, `skill:<card>[@target]`.
 */
import {
  type Battle,
  type BattleState,
  EngineError,
  type OptionDef,
  ownCard,
  ownFlags,
  type StackItem,
} from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import { applyEffect } from "./effects.ts";
import { handHasSkill } from "./hand-index.ts";
import { type PlayRef, playRef, skillId, targetedId, targetRow, useId } from "./option-ids.ts";
import { flagsOf, ownedFlags, type PlayRecord, playOf } from "./records.ts";
import { freeRepeat, wouldChange } from "./repeat.ts";
import type { Ability, TargetSpec } from "./schema.ts";
import { abilityMask, ctxBit, masksOf, type PlayCtx } from "./timing-mask.ts";
import {
  battleGeo,
  cardsOf,
  inBattle,
  isDone,
  opponentOf,
  partyZone,
  pileOf,
  STACK_ZONE,
} from "./zones.ts";

/** Where a play is being made. */
export type { PlayCtx } from "./timing-mask.ts";

/** Whether an ability's labels fit a context. */
export function fits(ab: Ability, ctx: PlayCtx): boolean {
  return (abilityMask(ab) & ctxBit(ctx)) !== 0;
}

/** The seats whose formations an ability's target spec lets `seat` name. */
export function targetSides(seat: string, spec: TargetSpec): string[] {
  return spec.side === "own"
    ? [seat]
    : spec.side === "enemy"
      ? [opponentOf(seat)]
      : [seat, opponentOf(seat)];
}

/**
 * Pushes the option ids for one play onto `out`: one per legal target (own formation first,
 * each front to back), or the bare id. Stops once `out` holds `limit` options. With `free`
 * (the ability `n` of unit `src` when it is a cost-free repeat, see repeat.ts) only the uses
 * that would still change something.
 */
function pushWithTargets(
  out: OptionDef[],
  limit: number,
  s: BattleState,
  seat: string,
  base: string,
  spec: TargetSpec | undefined,
  free: Ability | null,
  src: string,
  n: number,
): void {
  if (spec === undefined) {
    if (free === null || wouldChange(s, seat, src, n, free, null)) out.push({ id: base });
    return;
  }
  const geo = battleGeo(s);
  if (spec.side !== "enemy" && !pushTargets(out, limit, s, seat, base, geo, seat, free, src, n))
    return;
  if (spec.side !== "own")
    pushTargets(out, limit, s, seat, base, geo, opponentOf(seat), free, src, n);
}

/** The targets of one side's formation, front to back; false once `limit` is reached. */
function pushTargets(
  out: OptionDef[],
  limit: number,
  s: BattleState,
  seat: string,
  base: string,
  geo: string | null,
  side: string,
  free: Ability | null,
  src: string,
  n: number,
): boolean {
  const party = geo === null ? undefined : s.zones[partyZone(geo, side)];
  if (party === undefined) return true;
  const row = targetRow(base);
  // The formation is the party front first: the zone's top first.
  for (let k = party.length - 1; k >= 0; k--) {
    if (out.length >= limit) return false;
    const t = party[k];
    if (free === null || wouldChange(s, seat, src, n, free, t))
      out.push({ id: targetedId(row, base, t) });
  }
  return true;
}

/**
 * Every play `seat` may make now in `ctx`, in a fixed order; only the first `limit` when given
 * (`limit` 1 answers "any play?" without listing them all: most response windows have none).
 * In melee, every card has lost its text (GEO-60).
 */
export function legalPlays(b: Battle, seat: string, ctx: PlayCtx, limit = Infinity): OptionDef[] {
  const s = b.state;
  const bt = battleOf(s);
  if (bt.melee) return [];
  const out: OptionDef[] = [];
  const defs = cardsOf(s);
  const masks = masksOf(s);
  const bit = ctxBit(ctx);
  const party = s.zones[partyZone(bt.geo, seat)] ?? NO_UNITS;
  // The formation is the party front first: the zone's top first.
  for (let k = party.length - 1; k >= 0; k--) {
    const id = party[k];
    const c = s.cards[id];
    const m = masks[c.def];
    const def = defs[c.def];
    // A unit with no text for this context at all is passed over without walking its abilities.
    if (def.type !== "unit" || (m.card & bit) === 0) continue;
    for (let n = 0; n < def.abilities.length; n++) {
      if (out.length >= limit) return out;
      if ((m.abilities[n] & bit) === 0) continue;
      const ab = def.abilities[n];
      // Any number of uses while the conditions hold, unless the card's text sets a count.
      const used = flagsOf(c).uses?.[n] ?? 0;
      if (ab.perBattle !== undefined && used >= ab.perBattle) continue;
      // GEO-33: 【行動】 needs an action-incomplete unit not already acting; GEO-41 (1) closes
      // them for the side whose attack is declared.
      if (ab.action && (isDone(c) || c.f.acting === true || bt.attacking === seat)) continue;
      pushWithTargets(
        out,
        limit,
        s,
        seat,
        useId(id, n),
        ab.target,
        freeRepeat(ab) ? ab : null,
        id,
        n,
      );
    }
  }
  // The hand only when it holds a skill for this context (most listings: none).
  const hand = handHasSkill(s, seat, bit) ? s.zones[pileOf(seat, "hand")] : undefined;
  if (hand !== undefined)
    for (let i = 0; i < hand.length; i++) {
      if (out.length >= limit) return out;
      const id = hand[i];
      const d = s.cards[id].def;
      const def = defs[d];
      if (def.type !== "skill" || (masks[d].card & bit) === 0) continue;
      pushWithTargets(out, limit, s, seat, skillId(id), def.ability.target, null, id, 0);
    }
  return out;
}

/** An empty party (a side with no zone on the battle geo). */
const NO_UNITS: readonly string[] = [];

/** The ability a play names (a unit's `n`th, or a skill's). */
function abilityOf(s: BattleState, skill: boolean, card: string, n: number): Ability {
  const def = cardsOf(s)[s.cards[card].def];
  if (skill) {
    if (def.type !== "skill") throw new EngineError(`${card} is not a skill`);
    return def.ability;
  }
  if (def.type !== "unit") throw new EngineError(`${card} is not a unit`);
  return def.abilities[n];
}

/** Declares the play option `optionId` names (see {@link declare}). */
export function declarePlay(b: Battle, seat: string, optionId: string): void {
  declare(b, seat, playRef(optionId));
}

/**
 * Declares a play: pays its costs now (a skill card leaves the hand, a use is counted, a 【行動】
 * unit is marked acting), rolls its die (GEO-33), and puts it on the response stack. `seat`
 * becomes the cause of what follows: the opponent gets priority first (GEO-31).
 */
export function declare(b: Battle, seat: string, play: PlayRef): void {
  const s = b.state;
  const { card, n, target } = play;
  const skill = play.kind === "skill";
  const ab = abilityOf(s, skill, card, n);
  // A skill is shown as it is used: it goes onto the chain (public) before the line that names
  // it, so every seat's log reads the card, not a hidden "?".
  if (skill) b.move(card, STACK_ZONE);
  b.emit({ t: skill ? "skill" : "use", seat, card, target, action: ab.action });
  if (!skill) {
    const f = ownedFlags(s, card);
    const uses = (f.uses ??= {});
    uses[n] = (uses[n] ?? 0) + 1;
    if (ab.action) f.acting = true;
  }
  let roll: number | null = null;
  if (ab.roll !== undefined) {
    roll = b.rollDie(ab.roll);
    b.emit({ t: "roll", seat, card, sides: ab.roll, value: roll });
  }
  battleOf(s).cause = seat;
  const record: PlayRecord = { kind: skill ? "skill" : "ability", card, n, target, roll };
  b.pushStack(seat, record);
}

/**
 * Resolves a stack item. A 【行動】 ability fails when its unit became action-complete or left
 * the battle before resolving (GEO-33); otherwise the unit becomes action-complete now. A play
 * whose unit or target is gone fails too. Costs are never refunded (GEO-32).
 */
export function resolvePlay(b: Battle, item: StackItem): void {
  const s = b.state;
  const p = playOf(item);
  battleOf(s).resolved = true;
  const ab = abilityOf(s, p.kind === "skill", p.card, p.kind === "skill" ? 0 : p.n);
  if (p.kind === "skill") b.move(p.card, pileOf(item.seat, "drop"));
  else {
    const c = ownCard(s, p.card);
    const acting = c.f.acting === true;
    delete ownFlags(c).acting;
    if (!inBattle(s, p.card)) return void b.emit({ t: "fizzle", card: p.card, why: "left" });
    if (ab.action) {
      if (!acting || isDone(c)) return void b.emit({ t: "fizzle", card: p.card, why: "done" });
      ownFlags(c).done = true;
      b.emit({ t: "done", card: p.card });
    }
  }
  if (p.target !== null && !inBattle(s, p.target))
    return void b.emit({ t: "fizzle", card: p.card, why: "target" });
  const ctx = { src: p.card, ctrl: item.seat, target: p.target, roll: p.roll, item: item.id };
  for (const e of ab.effects) applyEffect(b, ctx, e);
}
