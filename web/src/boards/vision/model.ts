/**
 * What the vision board reads from a seat's view (src/systems/vision: zones `<seat>:<zone>`,
 * `x.turn/active/phase/life/combat`, card `stats` after modifiers vs printed `base`, flags in
 * `f`). Only the view: a hidden card is `?` in its zone and is never looked up.
 */
import type { Combat } from "../../../../src/systems/vision/triggers.ts";
import type { LogLine, StateMessage } from "../../net/protocol.ts";
import { type CardState, cardName, HIDDEN, type SeatView } from "../../net/view.ts";
import type { CombatStepId } from "./words.ts";

/** The combat in `x.combat`: the system's own type (src/systems/vision/triggers.ts). */
export type CombatView = Combat;

/** A zone's entries: visible cards, and `null` for each hidden one (kept in zone order). */
export function zoneEntries(view: SeatView, zone: string): (CardState | null)[] {
  return (view.zones[zone] ?? []).map((id) => (id === HIDDEN ? null : (view.cards[id] ?? null)));
}

/** The two seats as this board shows them: the one at the bottom ("mine") and the other. */
export function sides(view: SeatView, me: string | null): { near: string; far: string } {
  const seats = view.seats;
  const near = me !== null && seats.includes(me) ? me : seats[0];
  return { near, far: seats.find((s) => s !== near) ?? near };
}

/** The keywords a card has now (stats `kw.<name>` above 0, after modifiers). */
export function keywords(card: CardState): string[] {
  return Object.keys(card.stats)
    .filter((k) => k.startsWith("kw.") && card.stats[k] > 0)
    .map((k) => k.slice(3));
}

/** A stat after modifiers and how it differs from the printed value (0: unmodified). */
export function statOf(card: CardState, stat: string): { now: number; base: number; diff: number } {
  const now = card.stats[stat] ?? 0;
  const base = card.base[stat] ?? 0;
  return { now, base, diff: now - base };
}

/** A numeric flag (damage) or 0. */
export function flagNum(card: CardState, flag: string): number {
  const v = card.f[flag];
  return typeof v === "number" ? v : 0;
}

/** The cards set on `card` that this seat can see. */
export function attachedCards(view: SeatView, card: CardState): CardState[] {
  return card.attached.map((id) => view.cards[id]).filter((c): c is CardState => c !== undefined);
}

/** Whether a card is a character (it has toughness; set cards and commands have none). */
export function isCharacter(card: CardState): boolean {
  return card.base.toughness !== undefined;
}

/** The name of a card by id, or its def when only the log's `names` carries it. */
export function nameOfId(state: StateMessage, view: SeatView, id: string | null): string | null {
  if (id === null) return null;
  const c = view.cards[id];
  if (c !== undefined) return cardName(state, c);
  const def = view.names[id];
  return def === undefined ? null : (state.defs[def]?.name ?? null);
}

/**
 * Where the combat stands (VIS-14's steps), read from the log since the attack and from the
 * decision pending: the view carries the combat but not its step.
 */
export function combatStep(log: LogLine[], view: SeatView): CombatStepId {
  let step: CombatStepId = "block";
  let start = log.length - 1;
  while (start >= 0 && log[start].event.t !== "attack") start--;
  for (const line of log.slice(start + 1)) {
    const e = line.event;
    if (e.t === "no-block" || e.t === "block" || e.t === "play" || e.t === "play-at")
      step = step === "block" ? "interfere" : step;
    else if (e.t === "combat-start") step = "start";
    else if (e.t === "combat-hit" || e.t === "combat-damage" || e.t === "pierce") {
      const by = view.cards[String(e.card)];
      step = by !== undefined && (by.stats["kw.first-strike"] ?? 0) > 0 ? "first" : "normal";
    } else if (e.t === "window" && typeof e.name === "string") {
      const w = { "combat-result": "result", "combat-other": "other", "combat-end": "end" }[
        e.name
      ] as CombatStepId | undefined;
      if (w !== undefined) step = w;
    } else if (e.t === "graze" || e.t === "graze-declined" || e.t === "graze-impossible")
      step = "graze";
    else if (e.t === "damage-reset") step = "reset";
  }
  if (view.pending?.prompt.k === "prompt.graze") return "graze";
  if (view.pending?.prompt.k === "prompt.block") return "block";
  return step;
}
