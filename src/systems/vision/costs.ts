/**
 * Nodes and costs (VIS-51): a card can be played when its owner has at least its 必要ノード
 * nodes (active or sleeping) and enough active nodes to put to sleep for its cost.
 */
import type { Battle } from "../../engine/index.ts";
import { activeNodes, countActiveNodes, zoneOf } from "./zones.ts";

/** Whether `seat` meets a need of `need` nodes and can pay `cost`. */
export function canAfford(b: Battle, seat: string, need: number, cost: number): boolean {
  const nodes = b.state.zones[zoneOf(seat, "node")]?.length ?? 0;
  return nodes >= need && (cost <= 0 || countActiveNodes(b, seat) >= cost);
}

/** Pays a cost: the first `cost` active nodes (nodes are interchangeable) go to sleep. */
export function payNodes(b: Battle, seat: string, cost: number): void {
  if (cost <= 0) return;
  const nodes = activeNodes(b, seat).slice(0, cost);
  for (const id of nodes) b.state.cards[id].f.sleep = true;
  b.emit({ t: "pay", seat, nodes: cost });
}
