/**
 * Spells and traps as options and activations: quick-play spells in the strategy phase (YGT-11),
 * setting and activating in the spell/trap phase (YGT-17), and set traps answering a summon
 * declaration (YGT-14) or an attack. A trap can be activated only from a round after the one it
 * was set in. Option ids: `activate:<card>[@<target>]`, `set:<card>`, `trap:<card>[@<target>]`.
 */
import {
  type Battle,
  type BattleState,
  EngineError,
  type OptionDef,
  ownCard,
  type Seat,
} from "../../engine/index.ts";
import { applyEffects, graveOf } from "./effects.ts";
import { flagsOf } from "./flags.ts";
import { type PlayRef, VerbIds } from "./option-ids.ts";
import { ygoOpt } from "./options.ts";
import type { TrapCard } from "./schema.ts";
import { ygoX } from "./x-state.ts";
import {
  chainOf,
  defOf,
  fieldOf,
  fieldZones,
  GM,
  GM_FIELD,
  GM_HAND,
  ihandOf,
  isPlayer,
  stOf,
  upOf,
} from "./zones.ts";

const ACTIVATE = new VerbIds("activate");
const TRAP = new VerbIds("trap");
const SET = new VerbIds("set");

/** The hand a seat plays spells and traps from. */
export function itemHand(seat: Seat): string {
  return seat === GM ? GM_HAND : ihandOf(seat);
}

/** Pushes the option ids for a card with an optional target (`verb:card[@target]`). */
function pushTargets(
  b: Battle,
  out: OptionDef[],
  seat: Seat,
  verb: VerbIds,
  id: string,
  target: string,
): void {
  if (target === "none") {
    out.push({ id: verb.of(id) });
    return;
  }
  const s = b.state;
  if (target === "enemy-monster") {
    // sideMonsters(s, !isPlayer(seat)), read in place.
    if (isPlayer(seat)) pushEach(out, verb, id, s.zones[GM_FIELD]);
    else {
      const fields = fieldZones(s);
      for (let k = 0; k < fields.length - 1; k++) pushEach(out, verb, id, s.zones[fields[k]]);
    }
  } else pushEach(out, verb, id, s.zones[fieldOf(seat)]);
}

function pushEach(out: OptionDef[], verb: VerbIds, id: string, list: string[] | undefined): void {
  if (list === undefined) return;
  for (let i = 0; i < list.length; i++) out.push({ id: verb.to(id, list[i]) });
}

/** Spells `seat` may activate now: quick-play only (strategy phase) or any. */
export function spellOptions(b: Battle, seat: Seat, quickOnly: boolean): OptionDef[] {
  const out: OptionDef[] = [];
  pushSpellOptions(b, seat, quickOnly, out);
  return out;
}

/** {@link spellOptions}, pushed onto `out`. */
export function pushSpellOptions(
  b: Battle,
  seat: Seat,
  quickOnly: boolean,
  out: OptionDef[],
): void {
  const s = b.state;
  pushSpells(b, seat, quickOnly, out, s.zones[itemHand(seat)]);
  pushSpells(b, seat, quickOnly, out, s.zones[stOf(seat)]);
}

function pushSpells(
  b: Battle,
  seat: Seat,
  quickOnly: boolean,
  out: OptionDef[],
  ids: string[] | undefined,
): void {
  if (ids === undefined) return;
  const s = b.state;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const d = defOf(s, id);
    if (d.type !== "spell" || (quickOnly && d.kind !== "quick")) continue;
    pushTargets(b, out, seat, ACTIVATE, id, d.target);
  }
}

/** Spells and traps `seat` may set from hand. */
export function setOptions(b: Battle, seat: Seat): OptionDef[] {
  const out: OptionDef[] = [];
  pushSetOptions(b, seat, out);
  return out;
}

/** {@link setOptions}, pushed onto `out`. */
export function pushSetOptions(b: Battle, seat: Seat, out: OptionDef[]): void {
  const hand = b.state.zones[itemHand(seat)];
  for (let i = 0; i < hand.length; i++) out.push({ id: SET.of(hand[i]) });
}

/** Set traps of `seat` that may answer `when` now: set in an earlier round (YGT-17). */
export function trapOptions(b: Battle, seat: Seat, when: TrapCard["when"]): OptionDef[] {
  const out: OptionDef[] = [];
  pushTrapOptions(b, seat, when, out);
  return out;
}

/** {@link trapOptions}, pushed onto `out`. */
export function pushTrapOptions(
  b: Battle,
  seat: Seat,
  when: TrapCard["when"],
  out: OptionDef[],
): void {
  const s = b.state;
  const st = s.zones[stOf(seat)];
  if (st === undefined) return;
  for (let i = 0; i < st.length; i++) {
    const id = st[i];
    const c = s.cards[id];
    const d = defOf(s, id);
    if (d.type !== "trap" || d.when !== when) continue;
    if (!trapReady(s, flagsOf(c).setRound)) continue;
    pushTargets(b, out, seat, TRAP, id, d.target);
  }
}

/**
 * Whether a trap set in round `set` may be activated now (YGT-17, seed l.22 「前ターン」): set in
 * an earlier round, or — option `trapTiming: previous` — in the round just before only.
 */
export function trapReady(s: BattleState, set: number | undefined): boolean {
  if (set === undefined) return true;
  const round = ygoX(s).round;
  if (set >= round) return false;
  return set === round - 1 || ygoOpt(s, "trapTiming") === "earlier";
}

/** Sets a card from hand face down; it remembers the round (YGT-17). */
export function setCard(b: Battle, seat: Seat, id: string): void {
  b.move(id, stOf(seat));
  const c = b.state.cards[id];
  c.f = { setRound: ygoX(b.state).round };
  b.emit({ t: "set", seat, card: id });
}

/**
 * Activates the spell or trap an option names and resolves it. Continuous and field spells stay
 * face up (zone `up`); everything else goes to the graveyard. Returns true when it
 * negates the summon or attack that triggered it.
 */
export function activate(
  b: Battle,
  seat: Seat,
  ref: PlayRef,
  trigger: { card: string; seat: Seat } | null = null,
): boolean {
  const { card, target } = ref;
  const d = defOf(b.state, card);
  // The listings offer spells and traps only.
  if (d.type === "monster") throw new EngineError(`${card} is a monster, not a spell or trap`);
  const stays = d.type === "spell" && (d.kind === "continuous" || d.kind === "field");
  if (stays) {
    b.move(card, upOf(seat));
    ownCard(b.state, card).f = {};
  } else b.move(card, chainOf(seat));
  b.emit({ t: "activate", seat, card, target, kind: d.type === "spell" ? d.kind : "trap" });
  const negated = applyEffects(b, { src: card, ctrl: seat, target, trigger }, d.effects);
  if (!stays) b.move(card, graveOf(seat));
  return negated;
}
