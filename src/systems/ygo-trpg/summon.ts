/**
 * The summon phase (YGT-13…16): a player declares the monster's level and type, the GM's set
 * traps may answer the declaration (YGT-14), then the 2D6 check decides: level × 2 ≤ attribute
 * bonus + job bonus + 2D6. A failed or negated summon leaves the monster in hand. Per turn one
 * normal and one special summon, unless the player's face-up continuous or field spell says
 * otherwise; a synchro summon (special) costs 10 life; the field holds at most job-level monsters.
 */
import { type Battle, type OptionDef, ownCard, type Seat } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { activePlayer } from "./charge.ts";
import { changeLife } from "./life.ts";
import { optionRef, playRef, unlisted, VerbIds } from "./option-ids.ts";
import { ygoOpt } from "./options.ts";
import { activate, trapOptions } from "./plays.ts";
import { summonCheck, summonSucceeds } from "./rolls.ts";
import { SYNCHRO_COST } from "./rule-numbers.ts";
import { runNext } from "./run-next.ts";
import { takesPart } from "./take-part.ts";
import { type TaskOf, ygoHandlers } from "./tasks.ts";
import { ygoX } from "./x-state.ts";
import { defOf, fieldOf, GM, mhandOf, monsterDef, upOf } from "./zones.ts";

const SUMMON = new VerbIds("summon");
const SPECIAL = new VerbIds("special");

/** Normal and special summons allowed per turn for `seat` (YGT-16). */
export function summonLimits(b: Battle, seat: Seat): { normal: number; special: number } {
  const s = b.state;
  const up = s.zones[upOf(seat)];
  // Nothing face up (nearly always): the rule's limits, one shared object (callers only read).
  if (up.length === 0) return ONE_EACH;
  let lim: { normal: number; special: number } | null = null;
  for (const id of up) {
    const d = defOf(s, id);
    if (d.type !== "spell" || d.limits === undefined) continue;
    // Several limit-changing spells: the most generous of each count applies (reading).
    lim =
      lim === null
        ? { ...d.limits }
        : {
            normal: Math.max(lim.normal, d.limits.normal),
            special: Math.max(lim.special, d.limits.special),
          };
  }
  return lim ?? { normal: 1, special: 1 };
}

const ONE_EACH: { readonly normal: number; readonly special: number } = Object.freeze({
  normal: 1,
  special: 1,
});

/** The field size of a player: the job level of the specialty job (YGT-15). */
export function fieldSize(b: Battle, seat: Seat): number {
  return ygoX(b.state).chars[seat].jobLevel;
}

/** Summons `seat` may declare now: `summon:<card>` (normal) and `special:<card>`. */
export function summonOptions(b: Battle, seat: Seat): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  if (s.zones[fieldOf(seat)].length >= fieldSize(b, seat)) return out;
  const x = ygoX(s);
  const used = x.used[seat];
  const lim = summonLimits(b, seat);
  const normal = used.normal < lim.normal;
  const special = used.special < lim.special;
  if (!normal && !special) return out;
  const life = x.life[seat];
  const hand = s.zones[mhandOf(seat)];
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const d = monsterDef(s, id);
    if (d.summon === "normal") {
      if (normal) out.push({ id: SUMMON.of(id) });
    } else if (special && (d.summon !== "synchro" || life >= SYNCHRO_COST))
      out.push({ id: SPECIAL.of(id) });
  }
  return out;
}

/** Task handlers for the summon phase. */
export const summonHandlers = ygoHandlers({
  "y.summon": summonStep,
  "y.summon-answer"(b, t) {
    const { seat, i, choice } = t;
    if (choice === "done") {
      runNext(b, { k: "y.summon", i: i + 1 }, summonStep);
      return;
    }
    const ref = optionRef(choice);
    if (ref.kind !== "summon" && ref.kind !== "special") return unlisted(choice);
    const special = ref.kind === "special";
    const card = ref.card;
    const d = monsterDef(b.state, card);
    const used = ygoX(b.state).used[seat];
    // The declaration is the summon: a failed check still uses it (reading).
    used[special ? "special" : "normal"] += 1;
    // The card's level: a setup may have set it by hand.
    const level = b.state.cards[card].stats.level ?? d.level;
    if (heard(b)) b.emit({ t: "declare", seat, card, level, race: d.race, how: d.summon });
    // Option synchroCost (seed l.20): "declare" pays here, "success" once the monster is out.
    if (d.summon === "synchro" && ygoOpt(b, "synchroCost") === "declare")
      changeLife(b, seat, -SYNCHRO_COST, "synchro");
    b.push({ k: "y.summon", i });
    runNext(b, { k: "y.summon-traps", seat, card }, summonTraps);
  },
  "y.summon-traps": summonTraps,
  "y.summon-trap-answer"(b, t) {
    const { seat, card } = t;
    if (t.choice === "pass") {
      runNext(b, { k: "y.summon-roll", seat, card }, summonRoll);
      return;
    }
    if (activate(b, GM, playRef(t.choice), { card, seat })) {
      b.emit({ t: "summon-negated", seat, card });
      return;
    }
    runNext(b, { k: "y.summon-traps", seat, card }, summonTraps);
  },
  "y.summon-roll": summonRoll,
});

/**
 * YGT-14: the GM's traps set in an earlier round may answer the declaration — unless the
 * player fainted paying for it (a synchro's 10 life) or from a trap's drain (YGT-28).
 */
function summonTraps(b: Battle, t: TaskOf<"y.summon-traps">): void {
  if (summonStops(b, t.card, t.seat)) return;
  const traps = trapOptions(b, GM, "summon");
  if (traps.length === 0) {
    runNext(b, { k: "y.summon-roll", seat: t.seat, card: t.card }, summonRoll);
    return;
  }
  traps.push({ id: "pass" });
  // YGT-13: the declaration shows the monster's level and type, never the card itself.
  const d = monsterDef(b.state, t.card);
  b.ask(GM, { k: "prompt.trap-summon", p: { level: d.level, race: d.race } }, traps, {
    k: "y.summon-trap-answer",
    seat: t.seat,
    card: t.card,
  });
}

/** YGT-13: the 2D6 summon check; a success puts the monster on the field. */
function summonRoll(b: Battle, t: TaskOf<"y.summon-roll">): void {
  const { seat, card } = t;
  if (summonStops(b, card, seat)) return;
  const ch = ygoX(b.state).chars[seat];
  const level = b.state.cards[card].stats.level ?? monsterDef(b.state, card).level;
  const doubles = ygoOpt(b, "summonDoubles");
  if (!heard(b)) {
    // No one sees the check: whether it succeeds is all the battle needs (the same dice).
    if (!summonSucceeds(b, level, ch.attributeBonus + ch.jobBonus, doubles)) return;
    b.move(card, fieldOf(seat));
    ownCard(b.state, card).f = { dmg: 0, acted: false, passed: false };
    paySynchroOnSuccess(b, seat, card);
    return;
  }
  const check = summonCheck(b, level, ch.attributeBonus + ch.jobBonus, doubles);
  const flag = check.fumble ? "fumble" : check.critical ? "critical" : "plain";
  b.emit({
    t: "summon-check",
    seat,
    card,
    check,
    result: check.success ? "success" : "failure",
    flag,
  });
  if (!check.success) {
    b.emit({ t: "summon-failed", seat, card });
    return;
  }
  b.move(card, fieldOf(seat));
  ownCard(b.state, card).f = { dmg: 0, acted: false, passed: false };
  b.emit({ t: "summoned", seat, card });
  paySynchroOnSuccess(b, seat, card);
}

/** Option synchroCost "success" (seed l.20): the 10 life is paid once the monster is out. */
function paySynchroOnSuccess(b: Battle, seat: Seat, card: string): void {
  if (monsterDef(b.state, card).summon !== "synchro") return;
  if (ygoOpt(b, "synchroCost") === "success") changeLife(b, seat, -SYNCHRO_COST, "synchro");
}

/** The summon step of the player from seat index `t.i` on who takes part (YGT-13). */
function summonStep(b: Battle, t: TaskOf<"y.summon">): void {
  // A player with nothing to summon passes on at once (logged): the next player's step would
  // have run next with nothing the checks read changed in between.
  for (let at = activePlayer(b, t.i); at !== null; at = activePlayer(b, at[1] + 1)) {
    const [seat, i] = at;
    const opts = summonOptions(b, seat);
    if (opts.length === 0) {
      if (heard(b)) b.emit({ t: "no-summon", seat });
      continue;
    }
    opts.push({ id: "done" });
    b.ask(seat, { k: "prompt.summon" }, opts, { k: "y.summon-answer", seat, i });
    return;
  }
}

/** Logs `summon-stopped` and answers true when `seat` no longer takes part (YGT-28). */
function summonStops(b: Battle, card: string, seat: Seat): boolean {
  if (takesPart(b, seat)) return false;
  b.emit({ t: "summon-stopped", seat, card });
  return true;
}
