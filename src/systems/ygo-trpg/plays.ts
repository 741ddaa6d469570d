/**
 * Spells and traps as options and activations: quick-play spells in the strategy phase (YGT-11),
 * setting and activating in the spell/trap phase (YGT-17), and set traps answering a summon
 * declaration (YGT-14) or an attack. A trap can be activated only from a round after the one it
 * was set in. Option ids: `activate:<card>[@<target>]`, `set:<card>`, `trap:<card>[@<target>]`.
 */
import { type Battle, type OptionDef, ownCard, type Seat } from "../../engine/index.ts";
import { applyEffects, graveOf } from "./effects.ts";
import type { SpellCard, TrapCard } from "./schema.ts";
import { defOf, GM, isPlayer, sideMonsters, zoneOf } from "./zones.ts";

/** The hand a seat plays spells and traps from. */
export function itemHand(seat: Seat): string {
  return zoneOf(seat, seat === GM ? "hand" : "ihand");
}

/** Option ids for a card with an optional target. */
function withTargets(b: Battle, seat: Seat, verb: string, id: string, target: string): OptionDef[] {
  if (target === "none") return [{ id: `${verb}:${id}` }];
  const list =
    target === "enemy-monster"
      ? sideMonsters(b.state, !isPlayer(seat))
      : [...(b.state.zones[zoneOf(seat, "field")] ?? [])];
  return list.map((t) => ({ id: `${verb}:${id}@${t}` }));
}

/** Spells `seat` may activate now: quick-play only (strategy phase) or any. */
export function spellOptions(b: Battle, seat: Seat, quickOnly: boolean): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  const faceDown = s.zones[zoneOf(seat, "st")] ?? [];
  for (const id of [...s.zones[itemHand(seat)], ...faceDown]) {
    const d = defOf(s, id);
    if (d.type !== "spell" || (quickOnly && d.kind !== "quick")) continue;
    out.push(...withTargets(b, seat, "activate", id, d.target));
  }
  return out;
}

/** Spells and traps `seat` may set from hand. */
export function setOptions(b: Battle, seat: Seat): OptionDef[] {
  return b.state.zones[itemHand(seat)].map((id) => ({ id: `set:${id}` }));
}

/** Set traps of `seat` that may answer `when` now: set in an earlier round (YGT-17). */
export function trapOptions(b: Battle, seat: Seat, when: TrapCard["when"]): OptionDef[] {
  const s = b.state;
  const out: OptionDef[] = [];
  for (const id of s.zones[zoneOf(seat, "st")] ?? []) {
    const c = s.cards[id];
    const d = defOf(s, id);
    if (d.type !== "trap" || d.when !== when) continue;
    if ((c.f.setRound as number) >= (s.x.round as number)) continue;
    out.push(...withTargets(b, seat, "trap", id, d.target));
  }
  return out;
}

/** Splits `verb:card@target`. */
export function parseOption(optionId: string): {
  verb: string;
  card: string;
  target: string | null;
} {
  const colon = optionId.indexOf(":");
  const [card, target] = optionId.slice(colon + 1).split("@");
  return { verb: optionId.slice(0, colon), card, target: target ?? null };
}

/** Sets a card from hand face down; it remembers the round (YGT-17). */
export function setCard(b: Battle, seat: Seat, id: string): void {
  b.move(id, zoneOf(seat, "st"));
  const c = b.state.cards[id];
  c.f = { setRound: b.state.x.round as number };
  b.emit({ t: "set", seat, card: id });
}

/**
 * Activates a spell or trap from an option id and resolves it. Continuous and field spells stay
 * face up (zone `up`); everything else goes to the graveyard. Returns true when it
 * negates the summon or attack that triggered it.
 */
export function activate(
  b: Battle,
  seat: Seat,
  optionId: string,
  trigger: { card: string; seat: Seat } | null = null,
): boolean {
  const { card, target } = parseOption(optionId);
  const d = defOf(b.state, card) as SpellCard | TrapCard;
  const stays = d.type === "spell" && (d.kind === "continuous" || d.kind === "field");
  if (stays) {
    b.move(card, zoneOf(seat, "up"));
    ownCard(b.state, card).f = {};
  } else b.move(card, zoneOf(seat, "chain"));
  b.emit({ t: "activate", seat, card, target, kind: d.type === "spell" ? d.kind : "trap" });
  const negated = applyEffects(b, { src: card, ctrl: seat, target, trigger }, d.effects);
  if (!stays) b.move(card, graveOf(seat));
  return negated;
}
