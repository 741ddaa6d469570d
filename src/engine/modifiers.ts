/**
 * Continuous modifiers as declared data. A card's stats are never edited directly: they are
 * recomputed from its base values by applying every modifier in the system's layer order
 * (Vision: 変更 → 入れ替え → 加減算 → 常に), inside a layer in arrival order.
 */
import { ownRecord } from "./card-records.ts";
import { EngineError } from "./errors.ts";
import type { BattleState, Modifier } from "./types.ts";

/** Adds a modifier, stamps it with an id and arrival order, and recomputes its target. */
export function addModifier(
  state: BattleState,
  layers: readonly string[],
  mod: Omit<Modifier, "id" | "ts">,
): Modifier {
  if (!layers.includes(mod.layer)) {
    throw new EngineError(`unknown modifier layer "${mod.layer}" (layers: ${layers.join(", ")})`);
  }
  state.seq += 1;
  const m: Modifier = { id: `m${state.seq}`, ts: state.seq, ...mod };
  state.mods.push(m);
  recompute(state, layers, m.target);
  return m;
}

/** Removes every modifier matching `pred`; recomputes each card that lost one. Returns the count. */
export function removeModifiers(
  state: BattleState,
  layers: readonly string[],
  pred: (m: Modifier) => boolean,
): number {
  // Most calls (end of turn, end of combat) find nothing to remove: check before allocating.
  let any = false;
  for (let i = 0; i < state.mods.length && !any; i++) any = pred(state.mods[i]);
  if (!any) return 0;
  const touched: string[] = [];
  const keep: Modifier[] = [];
  for (const m of state.mods) {
    if (pred(m)) {
      if (!touched.includes(m.target)) touched.push(m.target);
    } else keep.push(m);
  }
  if (touched.length === 0) return 0;
  const removed = state.mods.length - keep.length;
  state.mods = keep;
  for (const id of touched) recompute(state, layers, id);
  return removed;
}

/** Recomputes a card's stats from its base values, layer by layer. */
export function recompute(state: BattleState, layers: readonly string[], cardId: string): void {
  const c = state.cards[cardId];
  if (c === undefined) return;
  const card = ownRecord(state, c);
  const stats: Record<string, number> = { ...card.base };
  const mods = state.mods;
  for (const layer of layers) {
    for (let i = 0; i < mods.length; i++) {
      const m = mods[i];
      if (m.target !== cardId || m.layer !== layer) continue;
      if (m.op === "set") stats[m.stat] = m.value ?? 0;
      else if (m.op === "add") stats[m.stat] = (stats[m.stat] ?? 0) + (m.value ?? 0);
      else {
        const other = m.stat2 ?? m.stat;
        const a = stats[m.stat] ?? 0;
        stats[m.stat] = stats[other] ?? 0;
        stats[other] = a;
      }
    }
  }
  card.stats = stats;
}
