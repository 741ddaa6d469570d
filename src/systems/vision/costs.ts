/**
 * Nodes and costs (VIS-51): a card can be played when its owner has at least its 必要ノード
 * nodes (active or sleeping) and enough active nodes to put to sleep for its cost.
 */
import type { Battle } from "../../engine/index.ts";
import { activeNodes } from "./zones.ts";

/** Pays a cost: the first `cost` active nodes (nodes are interchangeable) go to sleep. */
export function payNodes(b: Battle, seat: string, cost: number): void {
  if (cost <= 0) return;
  const nodes = activeNodes(b, seat).slice(0, cost);
  for (const id of nodes) b.state.cards[id].f.sleep = true;
  b.emit({ t: "pay", seat, nodes: cost });
}
