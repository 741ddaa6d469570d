/**
 * Node orientation is public (as at a real table: a face-down card turned sideways is seen
 * turned): every view carries `x.nodeSleep`, each seat's nodes' sleeping flags in zone order,
 * while the opponent's node cards themselves stay hidden.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { HIDDEN, viewFor } from "../../src/engine/index.ts";
import { asleep, duel } from "./setup.ts";

describe("node orientation in views", () => {
  test("each seat and a spectator see every node's orientation, and no hidden node's card", () => {
    const b = duel(
      { node: ["cirno", asleep("rumia")] },
      { node: [asleep("cirno"), "rumia", "cirno"] },
    );
    const p1Nodes = b.state.zones["p1:node"].map((id) => b.state.cards[id].f.sleep === true);
    const p2Nodes = b.state.zones["p2:node"].map((id) => b.state.cards[id].f.sleep === true);
    assert.deepEqual(p1Nodes.filter(Boolean).length, 1);
    assert.deepEqual(p2Nodes.filter(Boolean).length, 1);
    for (const seat of ["p1", "p2", null]) {
      const v = viewFor(b, seat);
      assert.deepEqual(v.x.nodeSleep, { p1: p1Nodes, p2: p2Nodes }, `seat ${seat}`);
      const other = seat === "p1" ? "p2" : "p1";
      assert.ok(
        v.zones[`${other}:node`].every((id) => id === HIDDEN),
        "the cards stay hidden",
      );
    }
  });

  test("a node put to sleep to pay a cost shows as sleeping to the opponent", () => {
    const b = duel({ node: ["cirno", "cirno"], hand: ["cirno"] }, {});
    const play = b.pending!.options.find((o) => o.id.startsWith("play:"));
    assert.ok(play !== undefined, "a character can be played");
    b.choose("p1", play.id);
    const seen = (viewFor(b, "p2").x.nodeSleep as Record<string, boolean[]>).p1;
    assert.equal(seen.filter(Boolean).length, 1, "Cirno's cost of 1 put one node to sleep");
  });
});
