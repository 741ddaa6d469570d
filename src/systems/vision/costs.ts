/**
 * Nodes and costs (VIS-51): a card can be played when its owner has at least its 必要ノード
 * nodes (active or sleeping) and enough active nodes to put to sleep for its cost.
 */
import { type Battle, ownFlags, ownRecord } from "../../engine/index.ts";
import { heard } from "../shared/heard.ts";
import { zoneOf } from "./zones.ts";

/** Pays a cost: the first `cost` active nodes (nodes are interchangeable) go to sleep. */
export function payNodes(b: Battle, seat: string, cost: number): void {
  if (cost <= 0) return;
  const cards = b.state.cards;
  const nodes = b.state.zones[zoneOf(seat, "node")] ?? [];
  for (let i = 0, paid = 0; i < nodes.length && paid < cost; i++) {
    const c = cards[nodes[i]];
    if (c.f.sleep === true) continue;
    ownFlags(ownRecord(b.state, c)).sleep = true;
    paid++;
  }
  if (heard(b)) b.emit({ t: "pay", seat, nodes: cost });
}
