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
  type BattleState,
  type CardState,
  EngineError,
  type Json,
  type OptionDef,
  ownCard,
  ownFlags,
  type Seat,
} from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { opposing } from "./attributes.ts";
import { battleDamage } from "./battle-damage.ts";
import { addDamage } from "./flags.ts";
import { keepSecretRoll } from "./gm-secrets.ts";
import { changeLife } from "./life.ts";
import { optionRef, playRef, unlisted, VerbIds } from "./option-ids.ts";
import { activate, trapOptions } from "./plays.ts";
import { attackRoll, attackTotal, defenseRoll, defenseTotal } from "./rolls.ts";
import { DIRECT_DAMAGE } from "./rule-numbers.ts";
import { runNext } from "./run-next.ts";
import { takesPart } from "./take-part.ts";
import { type AttackFields, type AttackKind, type AttackStep, ygoHandlers } from "./tasks.ts";
import { ygoX } from "./x-state.ts";
import {
  attributeOf,
  fainted,
  fieldOf,
  GM,
  GM_FIELD,
  isPlayer,
  monsterLife,
  onField,
  playerSeats,
  stOf,
} from "./zones.ts";

const ATTACK = new VerbIds("attack");
const DIRECT = new VerbIds("direct");
const SUBSTITUTE = new VerbIds("substitute");

/** The attacks a monster may declare: enemy monsters, or a player without monsters (direct). */
export function attackOptions(b: Battle, id: string): OptionDef[] {
  const s = b.state;
  const mine = isPlayer(s.cards[id].owner);
  const out: OptionDef[] = [];
  // fighters(b, !mine), read in place: this lists every actor's options every decision.
  const row = ATTACK.row(id);
  if (mine) pushAttacks(s, out, id, row, s.zones[GM_FIELD]);
  else {
    const seats = playerSeats(s);
    for (let k = 0; k < seats.length; k++) pushAttacks(s, out, id, row, s.zones[fieldOf(seats[k])]);
    for (let k = 0; k < seats.length; k++) {
      const seat = seats[k];
      if (!fainted(s, seat) && s.zones[fieldOf(seat)].length === 0)
        out.push({ id: DIRECT.to(id, seat) });
    }
  }
  return out;
}

/** `attack:<id>@<target>` for each monster of `field` whose controller takes part. */
function pushAttacks(
  s: BattleState,
  out: OptionDef[],
  id: string,
  row: Map<string, string>,
  field: string[] | undefined,
) {
  if (field === undefined) return;
  for (let i = 0; i < field.length; i++) {
    const t = field[i];
    if (!fainted(s, s.cards[t].owner)) out.push({ id: ATTACK.toIn(row, id, t) });
  }
}

/** Whether a monster may still act: on the field, controller in the battle, not yet acted. */
function canAct(s: BattleState, c: CardState): boolean {
  return onField(c) && !fainted(s, c.owner) && c.f.acted !== true;
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
  const secret = ygoX(b.state).gmSecret === true && b.state.cards[card].owner === GM;
  if (!secret) {
    b.emit({ t, card, check });
    return false;
  }
  b.emit({ t, card, check, $to: [GM] });
  b.emit({ t: "gm-roll-hidden", card });
  keepSecretRoll(b, { t, card, check });
  return true;
}

/** The next step of an attack: the same attack, another task (keys in the declaration's order). */
function step<K extends AttackKind>(k: K, t: AttackFields): AttackStep<K> {
  return { k, card: t.card, target: t.target, seat: t.seat };
}

/**
 * Whether a declared attack stops here because a side of it fainted since (YGT-28): the
 * attacker's controller, the attacked monster's controller or the attacked player. Logged.
 */
function attackStops(b: Battle, t: AttackFields): boolean {
  const s = b.state;
  const atk = t.card;
  const target = t.target ?? null;
  // stoppedBy over [attacker's controller, target's controller, attacked player], without the list.
  return (
    stopsAt(b, atk, s.cards[atk].owner) ||
    (target !== null && stopsAt(b, atk, s.cards[target].owner)) ||
    stopsAt(b, atk, t.seat)
  );
}

/** Logs `attack-stopped` and answers true when `seat` no longer takes part (YGT-28). */
function stopsAt(b: Battle, card: string, seat: Seat | null): boolean {
  if (seat === null || takesPart(b, seat)) return false;
  b.emit({ t: "attack-stopped", seat, card });
  return true;
}

/** Task handlers for actions in the battle phase. */
export const attackHandlers = ygoHandlers({
  "y.act": actStep,
  "y.act-answer"(b, t) {
    const id = t.card;
    const c = ownCard(b.state, id);
    const choice = t.choice;
    // A pass or an end changes nothing the checks read: the next actor is found at once.
    if (choice === "pass") {
      ownFlags(c).passed = true;
      if (heard(b)) b.emit({ t: "pass", card: id });
      runNext(b, { k: "y.act" }, actStep);
    } else if (choice === "end") {
      ownFlags(c).acted = true;
      b.emit({ t: "no-attack", card: id });
      runNext(b, { k: "y.act" }, actStep);
    } else {
      const ref = optionRef(choice);
      if (ref.kind !== "attack" && ref.kind !== "direct") return unlisted(choice);
      // The next actor is found after this attack has resolved.
      b.push({ k: "y.act" });
      ownFlags(c).acted = true;
      const direct = ref.kind === "direct";
      if (heard(b))
        b.emit(
          direct
            ? { t: "direct-declare", card: id, seat: ref.seat }
            : { t: "attack-declare", card: id, target: ref.target },
        );
      runNext(
        b,
        direct
          ? { k: "y.attack-traps", card: id, target: null, seat: ref.seat }
          : { k: "y.attack-traps", card: id, target: ref.target, seat: null },
        attackTraps,
      );
    }
  },
  "y.attack-traps": attackTraps,
  "y.attack-trap-answer"(b, t) {
    const choice = t.choice;
    if (choice === "pass") return runNext(b, step("y.substitute", t), substitute);
    const def = defender(b, t.target, t.seat);
    const atk = t.card;
    if (activate(b, def, playRef(choice), { card: atk, seat: b.state.cards[atk].owner })) {
      b.emit({ t: "attack-negated", card: atk });
      return;
    }
    runNext(b, step("y.attack-traps", t), attackTraps);
  },
  /** YGT-30: a defending monster that has not acted may take the attack instead. */
  "y.substitute": substitute,
  "y.substitute-answer"(b, t) {
    const choice = t.choice;
    if (choice === "no-substitute") return runNext(b, step("y.resolve-attack", t), resolveAttack);
    const ref = optionRef(choice);
    if (ref.kind !== "substitute") return unlisted(choice);
    const sub = ref.card;
    const c = ownCard(b.state, sub);
    // Stepping in is that monster's action for this battle.
    const f = ownFlags(c);
    f.acted = true;
    f.passed = false;
    b.emit({
      t: "substitute",
      card: sub,
      for: t.target ?? null,
      seat: t.seat ?? null,
    });
    runNext(b, { k: "y.resolve-attack", card: t.card, target: sub, seat: null }, resolveAttack);
  },
  "y.resolve-attack": resolveAttack,
});

/** The defenders' set traps may answer a declared attack. */
function attackTraps(b: Battle, t: AttackFields): void {
  if (attackStops(b, t)) return;
  const def = defender(b, t.target, t.seat);
  // No set card (most attacks): nothing to list (trapOptions has no side effect).
  const st = b.state.zones[stOf(def)];
  const traps = st === undefined || st.length === 0 ? null : trapOptions(b, def, "attack");
  if (traps === null || traps.length === 0 || !onField(b.state.cards[t.card])) {
    runNext(b, step("y.substitute", t), substitute);
    return;
  }
  traps.push({ id: "pass" });
  b.ask(
    def,
    { k: "prompt.trap-attack", p: { card: t.card } },
    traps,
    step("y.attack-trap-answer", t),
  );
}

/** YGT-30: a defending monster that has not acted may take the attack instead. */
function substitute(b: Battle, t: AttackFields): void {
  if (attackStops(b, t)) return;
  const s = b.state;
  if (!onField(s.cards[t.card])) return;
  const target = t.target;
  const def = defender(b, target, t.seat);
  // fighters(b, isPlayer(def)) that may act, but the target itself, read in place.
  const opts: OptionDef[] = [];
  if (isPlayer(def)) {
    const seats = playerSeats(s);
    for (let k = 0; k < seats.length; k++) pushSubs(s, opts, s.zones[fieldOf(seats[k])], target);
  } else pushSubs(s, opts, s.zones[GM_FIELD], target);
  if (opts.length === 0) {
    runNext(b, step("y.resolve-attack", t), resolveAttack);
    return;
  }
  opts.push({ id: "no-substitute" });
  b.ask(
    def,
    { k: "prompt.substitute", p: { card: target ?? null, seat: t.seat ?? null } },
    opts,
    step("y.substitute-answer", t),
  );
}

/** The attack and reduction rolls and the damage (or a direct hit). */
function resolveAttack(b: Battle, t: AttackFields): void {
  if (attackStops(b, t)) return;
  const s = b.state;
  const atk = t.card;
  const target = t.target;
  if (!onField(s.cards[atk])) return;
  if (target === null) {
    const seat = t.seat;
    if (seat === null) throw new EngineError("a direct attack without the attacked player");
    b.emit({ t: "direct-hit", card: atk, seat });
    changeLife(b, seat, -DIRECT_DAMAGE, "direct");
    return;
  }
  if (!onField(s.cards[target])) return;
  const a = s.cards[atk];
  // Written below (its damage): its own record from the start (engine/card-records.ts).
  const d = ownCard(s, target);
  const bonus = opposing(attributeOf(s, atk), attributeOf(s, target));
  if (!heard(b) && ygoX(s).gmSecret !== true) {
    // No one sees the rolls (and none is kept secret): their totals are all the battle needs.
    const at = attackTotal(b, a.stats.atk, bonus);
    if (at < 0) return;
    const dt = defenseTotal(b, d.stats.def);
    addDamage(d, Math.max(0, at - dt));
    b.touch();
    return;
  }
  const ar = attackRoll(b, a.stats.atk, bonus);
  const atkSecret = emitRoll(b, "attack-roll", atk, ar);
  if (ar.fumble) {
    b.emit({ t: "attack-fumble", card: atk });
    return;
  }
  const dr = defenseRoll(b, d.stats.def);
  const defSecret = emitRoll(b, "defense-roll", target, dr);
  const amount = battleDamage(ar, dr);
  const before = Math.max(0, monsterLife(d));
  addDamage(d, amount);
  b.touch();
  const line = { t: "battle-damage", card: target, amount, atk: ar.total, def: dr.total };
  const life = Math.max(0, monsterLife(d));
  if (!atkSecret && !defSecret) {
    b.emit({ ...line, life });
    return;
  }
  // A secret roll stays secret in the damage too. The GM's line has the whole arithmetic. The
  // others learn what the rules make public — the life the monster lost, never more than it had
  // — and nothing else: with the public roll, the damage before that cap (or any total of the
  // arithmetic) would give the secret total away. The GM's view leaves the public line out
  // (redactYgo): the GM has its own.
  b.emit({ ...line, life, $to: [GM] });
  b.emit({ t: "battle-damage-shown", card: target, lost: Math.min(amount, before), life });
}

/** `substitute:<id>` for each monster of `field` that may act, but `target`. */
function pushSubs(
  s: BattleState,
  out: OptionDef[],
  field: string[] | undefined,
  target: string | null,
) {
  if (field === undefined) return;
  for (let i = 0; i < field.length; i++) {
    const id = field[i];
    if (id === target) continue;
    const c = s.cards[id];
    // fighters' test (controller in the battle), then canAct's.
    if (!fainted(s, c.owner) && canAct(s, c)) out.push({ id: SUBSTITUTE.of(id) });
  }
}

/** The next monster in acting order that may act declares an attack or passes (YGT-21). */
function actStep(b: Battle): void {
  const s = b.state;
  const sx = ygoX(s);
  const x = sx.battle;
  if (x === null) throw new EngineError("y.act outside the battle phase");
  const order = x.order;
  for (;;) {
    while (x.i < order.length) {
      const id = order[x.i];
      const c = s.cards[id];
      if (!canAct(s, c) || (c.f.passed === true) !== x.second) {
        x.i++;
        continue;
      }
      const opts = attackOptions(b, id);
      if (opts.length === 0) {
        x.i++;
        continue;
      }
      opts.push(x.second ? { id: "end" } : { id: "pass" });
      b.ask(c.owner, { k: x.second ? "prompt.act-again" : "prompt.act", p: { card: id } }, opts, {
        k: "y.act-answer",
        card: id,
      });
      return;
    }
    if (x.second) break;
    // Everyone else has acted: monsters that passed and did not substitute may attack now
    // (the next step, run at once: nothing the checks read changed).
    x.second = true;
    x.i = 0;
  }
  sx.battle = null;
  b.emit({ t: "battle-over" });
}
