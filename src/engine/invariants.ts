/**
 * Invariants every battle state must satisfy, whatever the system: each card is in exactly one
 * place, zones and cards agree, attachments sit only on field cards, and a pending decision
 * always has a legal option. Property tests call this after every step.
 */
import type { RuleSystem } from "./system.ts";
import type { BattleState } from "./types.ts";

/** Returns every violated invariant as a readable line (empty when the state is sound). */
export function invariantViolations(system: RuleSystem, state: BattleState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const place = (id: string, where: string) => {
    const prev = seen.get(id);
    if (prev !== undefined) out.push(`card ${id} is both in ${prev} and ${where}`);
    seen.set(id, where);
  };
  for (const [zone, ids] of Object.entries(state.zones)) {
    for (const id of ids) {
      place(id, zone);
      const c = state.cards[id];
      if (c === undefined) out.push(`zone ${zone} lists unknown card ${id}`);
      else if (c.zone !== zone) out.push(`card ${id} says zone ${c.zone} but is listed in ${zone}`);
    }
  }
  for (const c of Object.values(state.cards)) {
    for (const a of c.attached) {
      place(a, `@${c.id}`);
      if (state.cards[a]?.zone !== `@${c.id}`)
        out.push(`card ${a} is attached to ${c.id} but says zone ${state.cards[a]?.zone}`);
    }
    if (c.attached.length > 0 && !system.isField(c.zone))
      out.push(`card ${c.id} carries attachments outside the field (${c.zone})`);
  }
  for (const id of Object.keys(state.cards))
    if (!seen.has(id)) out.push(`card ${id} is in no zone`);
  if (state.pending !== null && state.pending.options.length === 0)
    out.push(`pending decision for ${state.pending.seat} has no option`);
  if (state.pending !== null && state.result !== null)
    out.push("a decision is pending after the battle ended");
  return out;
}
