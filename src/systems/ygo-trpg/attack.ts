/**
 * The battle phase's actions (YGT-21…30). In acting order each monster attacks or passes. An
 * attack: declare the target → the defenders' set traps may answer → a defending monster that has
 * not acted may step in as a substitute (身代わり) → the attacker's damage roll → the defender's
 * reduction roll → damage to the target's life and the death check. A direct attack on a player
 * with no monster deals a flat 10. Monsters that passed and did not substitute may attack after
 * everyone else has acted; then the battle phase ends.
 */
import {
  type Battle,
  type Json,
  type OptionDef,
  ownCard,
  ownFlags,
  type Seat,
  type TaskHandler,
} from "../../engine/index.ts";
import { opposing } from "./attributes.ts";
import { battleDamage } from "./battle-damage.ts";
import { fighters } from "./battle-order.ts";
import { keepSecretRoll } from "./gm-secrets.ts";
import { changeLife } from "./life.ts";
import { activate, trapOptions } from "./plays.ts";
import { attackRoll, defenseRoll } from "./rolls.ts";
import { stoppedBy } from "./take-part.ts";
import {
  attributeOf,
  fainted,
  GM,
  isPlayer,
  monsterLife,
  onField,
  playerSeats,
  zoneOf,
} from "./zones.ts";

/** Flat damage of a direct attack (1000 in card terms, YGT-27). */
export const DIRECT_DAMAGE = 10;

interface BattleX {
  order: string[];
  i: number;
  second: boolean;
}

/** The attacks a monster may declare: enemy monsters, or a player without monsters (direct). */
export function attackOptions(b: Battle, id: string): OptionDef[] {
  const s = b.state;
  const mine = isPlayer(s.cards[id].owner);
  const out: OptionDef[] = fighters(b, !mine).map((t) => ({ id: `attack:${id}@${t}` }));
  if (!mine)
    for (const seat of playerSeats(s))
      if (!fainted(s, seat) && s.zones[zoneOf(seat, "field")].length === 0)
        out.push({ id: `direct:${id}@${seat}` });
  return out;
}

/** Whether a monster may still act: on the field, controller in the battle, not yet acted. */
function canAct(b: Battle, id: string): boolean {
  const c = b.state.cards[id];
  return onField(c) && !fainted(b.state, c.owner) && c.f.acted !== true;
}

/** Who answers for the defending side: the GM, or the attacked monster's owner / the attacked player. */
function defender(b: Battle, target: string | null, seat: Seat | null): Seat {
  if (target !== null) return b.state.cards[target].owner;
  return seat ?? GM;
}

/**
 * Emits a roll; the GM's rolls are addressed to the GM alone while the GM keeps them secret, and
 * kept (GM-only data, see `redact`) until the GM reveals them. Returns whether it was secret.
 */
function emitRoll(b: Battle, t: string, card: string, check: Json): boolean {
  const secret = b.state.x.gmSecret === true && b.state.cards[card].owner === GM;
  if (!secret) {
    b.emit({ t, card, check });
    return false;
  }
  b.emit({ t, card, check, $to: [GM] });
  b.emit({ t: "gm-roll-hidden", card });
  keepSecretRoll(b, { t, card, check });
  return true;
}

/**
 * Whether a declared attack stops here because a side of it fainted since (YGT-28): the
 * attacker's controller, the attacked monster's controller or the attacked player. Logged.
 */
function attackStops(b: Battle, t: { [k: string]: Json | undefined }): boolean {
  const s = b.state;
  const atk = t.card as string;
  const target = (t.target as string | null | undefined) ?? null;
  const seats = [
    s.cards[atk].owner,
    target === null ? null : s.cards[target].owner,
    t.seat as Seat,
  ];
  return stoppedBy(b, "attack-stopped", atk, seats) !== null;
}

/** Task handlers for actions in the battle phase. */
export const attackHandlers: Record<string, TaskHandler> = {
  "y.act"(b) {
    const x = b.state.x.battle as unknown as BattleX;
    while (x.i < x.order.length) {
      const id = x.order[x.i];
      const c = b.state.cards[id];
      if (
        !canAct(b, id) ||
        (!x.second && c.f.passed === true) ||
        (x.second && c.f.passed !== true)
      ) {
        x.i++;
        continue;
      }
      const opts = attackOptions(b, id);
      if (opts.length === 0) {
        x.i++;
        continue;
      }
      const last = x.second ? { id: "end" } : { id: "pass" };
      b.ask(
        c.owner,
        { k: x.second ? "prompt.act-again" : "prompt.act", p: { card: id } },
        [...opts, last],
        {
          k: "y.act-answer",
          card: id,
        },
      );
      return;
    }
    if (!x.second) {
      // Everyone else has acted: monsters that passed and did not substitute may attack now.
      x.second = true;
      x.i = 0;
      b.push({ k: "y.act" });
      return;
    }
    b.state.x.battle = null;
    b.emit({ t: "battle-over" });
  },
  "y.act-answer"(b, t) {
    // The next actor is found after this action has resolved.
    b.push({ k: "y.act" });
    const id = t.card as string;
    const c = ownCard(b.state, id);
    const choice = t.choice as string;
    if (choice === "pass") {
      ownFlags(c).passed = true;
      b.emit({ t: "pass", card: id });
    } else if (choice === "end") {
      ownFlags(c).acted = true;
      b.emit({ t: "no-attack", card: id });
    } else {
      const [, tgt] = choice.slice(choice.indexOf(":") + 1).split("@");
      const direct = choice.startsWith("direct:");
      ownFlags(c).acted = true;
      b.emit(
        direct
          ? { t: "direct-declare", card: id, seat: tgt }
          : { t: "attack-declare", card: id, target: tgt },
      );
      b.push({
        k: "y.attack-traps",
        card: id,
        target: direct ? null : tgt,
        seat: direct ? tgt : null,
      });
    }
  },
  "y.attack-traps"(b, t) {
    if (attackStops(b, t)) return;
    const def = defender(b, t.target as string | null, t.seat as string | null);
    const traps = trapOptions(b, def, "attack");
    if (traps.length === 0 || !onField(b.state.cards[t.card as string])) {
      b.push({ ...t, k: "y.substitute" });
      return;
    }
    b.ask(
      def,
      { k: "prompt.trap-attack", p: { card: t.card as string } },
      [...traps, { id: "pass" }],
      {
        ...t,
        k: "y.attack-trap-answer",
      },
    );
  },
  "y.attack-trap-answer"(b, t) {
    const { choice, ...rest } = t;
    if (choice === "pass") return b.push({ ...rest, k: "y.substitute" });
    const def = defender(b, t.target as string | null, t.seat as string | null);
    const atk = t.card as string;
    if (activate(b, def, choice as string, { card: atk, seat: b.state.cards[atk].owner })) {
      b.emit({ t: "attack-negated", card: atk });
      return;
    }
    b.push({ ...rest, k: "y.attack-traps" });
  },
  /** YGT-30: a defending monster that has not acted may take the attack instead. */
  "y.substitute"(b, t) {
    if (attackStops(b, t)) return;
    const s = b.state;
    if (!onField(s.cards[t.card as string])) return;
    const target = t.target as string | null;
    const def = defender(b, target, t.seat as string | null);
    const side = isPlayer(def);
    const subs = fighters(b, side).filter((id) => id !== target && canAct(b, id));
    if (subs.length === 0) return b.push({ ...t, k: "y.resolve-attack" });
    b.ask(
      def,
      { k: "prompt.substitute", p: { card: target ?? null, seat: t.seat ?? null } },
      [...subs.map((id) => ({ id: `substitute:${id}` })), { id: "no-substitute" }],
      { ...t, k: "y.substitute-answer" },
    );
  },
  "y.substitute-answer"(b, t) {
    const { choice, ...rest } = t;
    if (choice === "no-substitute") return b.push({ ...rest, k: "y.resolve-attack" });
    const sub = (choice as string).slice(11);
    const c = ownCard(b.state, sub);
    // Stepping in is that monster's action for this battle.
    ownFlags(c).acted = true;
    ownFlags(c).passed = false;
    b.emit({
      t: "substitute",
      card: sub,
      for: (t.target as string | null) ?? null,
      seat: (t.seat as string | null) ?? null,
    });
    b.push({ ...rest, k: "y.resolve-attack", target: sub, seat: null });
  },
  "y.resolve-attack"(b, t) {
    if (attackStops(b, t)) return;
    const s = b.state;
    const atk = t.card as string;
    const target = t.target as string | null;
    if (!onField(s.cards[atk])) return;
    if (target === null) {
      const seat = t.seat as string;
      b.emit({ t: "direct-hit", card: atk, seat });
      changeLife(b, seat, -DIRECT_DAMAGE, "direct");
      return;
    }
    if (!onField(s.cards[target])) return;
    const a = s.cards[atk];
    // Written below (its damage): its own record from the start (engine/card-records.ts).
    const d = ownCard(s, target);
    const bonus = opposing(attributeOf(s, atk), attributeOf(s, target));
    const ar = attackRoll(b, a.stats.atk, bonus);
    const atkSecret = emitRoll(b, "attack-roll", atk, ar);
    if (ar.fumble) {
      b.emit({ t: "attack-fumble", card: atk });
      return;
    }
    const dr = defenseRoll(b, d.stats.def);
    const defSecret = emitRoll(b, "defense-roll", target, dr);
    const amount = battleDamage(ar, dr);
    ownFlags(d).dmg = ((d.f.dmg as number) ?? 0) + amount;
    b.touch();
    // A secret roll stays secret in the arithmetic too: its total is left out of the public line
    // (the GM saw it in the roll addressed to the GM).
    b.emit({
      t: "battle-damage",
      card: target,
      amount,
      atk: atkSecret ? null : ar.total,
      def: defSecret ? null : dr.total,
      life: Math.max(0, monsterLife(d)),
    });
  },
};
