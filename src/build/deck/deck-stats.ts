/**
 * What a deck looks like in numbers: its curve (cards per cost — a geo-march unit's level) and
 * its totals by type. Cards with no cost (geo-march equipment and skills) are counted apart.
 */
import type { DeckCard } from "./deck-card.ts";
import type { DeckCounts } from "./deck-rules.ts";

/** The curve: copies per cost, costs ascending with every cost between shown; `none` for no cost. */
export interface DeckCurve {
  bars: { cost: number; n: number }[];
  none: number;
}

/** The deck's curve. Unknown cards are left out (the problems list names them). */
export function deckCurve(counts: DeckCounts, cards: ReadonlyMap<string, DeckCard>): DeckCurve {
  const per = new Map<number, number>();
  let none = 0;
  for (const [id, n] of Object.entries(counts)) {
    const c = cards.get(id);
    if (c === undefined) continue;
    if (c.cost === null) none += n;
    else per.set(c.cost, (per.get(c.cost) ?? 0) + n);
  }
  const costs = [...per.keys()];
  const bars: { cost: number; n: number }[] = [];
  if (costs.length > 0) {
    const top = Math.max(...costs);
    for (let cost = Math.min(0, ...costs); cost <= top; cost++)
      bars.push({ cost, n: per.get(cost) ?? 0 });
  }
  return { bars, none };
}

/** Copies per card type, in the order the types first appear in `order` (then any other). */
export function deckTotals(
  counts: DeckCounts,
  cards: ReadonlyMap<string, DeckCard>,
  order: readonly string[] = [],
): { type: string; n: number }[] {
  const per = new Map<string, number>(order.map((t) => [t, 0]));
  for (const [id, n] of Object.entries(counts)) {
    const c = cards.get(id);
    if (c !== undefined) per.set(c.type, (per.get(c.type) ?? 0) + n);
  }
  return [...per].map(([type, n]) => ({ type, n }));
}
