/** The whole game around the battle (GEO-70) and normal summons (GEO-02), through the public API. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type Battle, startBattle, viewFor } from "../../src/engine/index.ts";
import { GEO_MARCH_NEW_GAME, geoMarch } from "../../src/systems/geo-march/index.ts";
import { act, card, events, options, player } from "./helpers.ts";

function newGame(seed = 1): Battle {
  return startBattle(geoMarch, { seed, setup: GEO_MARCH_NEW_GAME });
}

/** The level of a card (content). */
function level(b: Battle, id: string): number {
  return b.state.cards[id].base.level;
}

describe("GEO-70 a whole game: map, turns, summoning at home base, marching, winning", () => {
  test("GEO-70 the game starts with shuffled decks, opening hands of 5, and p1's summon phase", () => {
    const b = newGame();
    assert.equal(player(b, "p1").hand, 5);
    assert.equal(player(b, "p2").hand, 5);
    assert.equal(player(b, "p1").deck, 15, "a deck of 20 less the opening hand");
    assert.deepEqual(events(b, "turn")[0], { t: "turn", turn: 1, seat: "p1" });
    assert.equal(b.pending?.seat, "p1");
    assert.equal(b.pending?.prompt.k, "prompt.summon");
  });

  test("GEO-02 normal summons go only onto the own home base (本陣) or outposts (拠点), within the limit", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const b = newGame(seed);
      for (const id of options(b).filter((o) => o !== "end")) {
        const geo = id.split("@")[1];
        assert.ok(["north-keep", "north-ford"].includes(geo), `${id} is at p1's home / outpost`);
      }
      const units = b.state.zones["p1:hand"].filter(
        (id) => b.state.cards[id].base.level !== undefined,
      );
      // Every unit in hand is offered at the home base (limit 8 ≥ any single level).
      for (const u of units) assert.ok(options(b).includes(`summon:${u}@north-keep`), u);
    }
  });

  test("GEO-03 summoning stops offering a geo once its limit would be passed", () => {
    const b = newGame(3);
    let guard = 0;
    while (options(b).some((o) => o.endsWith("@north-ford")) && guard++ < 10) {
      b.choose("p1", options(b).find((o) => o.endsWith("@north-ford")) as string);
    }
    const onFord = b.state.zones["geo:north-ford:p1"];
    const total = onFord.reduce((n, id) => n + level(b, id), 0);
    assert.ok(total <= 5, "North Ford's limit is 5");
    for (const o of options(b).filter((x) => x.endsWith("@north-ford")))
      assert.ok(level(b, o.slice(7).split("@")[0]) <= 5 - total);
  });

  test("GEO-70 a party marches to an adjacent geo only; taking the empty enemy home base wins", () => {
    const b = newGame(2);
    const pick = options(b).find(
      (o) => o.endsWith("@north-keep") && level(b, o.slice(7).split("@")[0]) <= 4,
    );
    assert.ok(pick !== undefined);
    act(b, "p1", pick);
    act(b, "p1", "end");
    assert.equal(b.pending?.prompt.k, "prompt.march");
    assert.deepEqual(options(b), [
      "march:north-keep@north-ford",
      "march:north-keep@west-wood",
      "end",
    ]);
    act(b, "p1", "march:north-keep@west-wood");
    // The only party has marched: the march phase ends by itself and p2's turn begins.
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(events(b, "turn").at(-1), { t: "turn", turn: 2, seat: "p2" });
    // p2 does nothing on its turn.
    const now = (): string => `${b.pending?.seat} ${b.pending?.prompt.k}`;
    while (now().startsWith("p2") || now() === "p1 prompt.summon")
      b.choose(String(b.pending?.seat), "end");
    assert.ok(options(b).includes("march:west-wood@south-keep"));
    act(b, "p1", "march:west-wood@south-keep");
    assert.deepEqual(b.result, {
      winner: "p1",
      outcome: "home-taken",
      reason: { k: "reason.home-taken", p: { winner: "p1" } },
    });
  });

  test("GEO-70 marching into enemy units starts a battle there, with the marcher's origin to fall back to", () => {
    // Only some deals give a party small enough to march into West Wood: try seeds until one does.
    for (let seed = 1; seed < 400; seed++) {
      const b = newGame(seed);
      // p1: summon everything possible at home, march to West Wood; p2: summon at home, march there.
      const drive = (): boolean => {
        for (let i = 0; i < 60 && b.pending !== null; i++) {
          if (events(b, "battle-start").length > 0) return true;
          const ids = options(b);
          const seat = b.pending.seat;
          const march = ids.find((o) => o.endsWith("@west-wood") && o.startsWith("march:"));
          const summon = ids.find((o) => o.startsWith("summon:") && o.includes("-keep"));
          b.choose(seat, march ?? summon ?? (ids.includes("end") ? "end" : ids[0]));
        }
        return events(b, "battle-start").length > 0;
      };
      if (!drive()) continue;
      const start = events(b, "battle-start")[0];
      assert.equal(start.geo, "west-wood");
      const bt = b.state.x.battle as { origins: string[]; marcher: string };
      assert.equal(bt.marcher, start.marcher);
      assert.deepEqual(bt.origins, [start.marcher === "p1" ? "north-keep" : "south-keep"]);
      // Play the battle out; the game goes on (or ends by a home base) afterwards.
      for (let i = 0; i < 200 && b.state.x.battle !== null && b.pending !== null; i++)
        b.choose(
          b.pending.seat,
          options(b).includes("pass") ? "pass" : (options(b).at(-1) as string),
        );
      assert.equal(events(b, "battle-end").length, 1);
      assert.ok(b.result === null || b.result.outcome === "home-taken");
      return;
    }
    assert.fail("no seed produced a battle");
  });
});

test("GEO-53 / GEO-70 parties next to an enemy geo may march on it together: the battle has both origins", () => {
  for (let seed = 0; seed < 200; seed++) {
    const b = startBattle(geoMarch, { seed, setup: GEO_MARCH_NEW_GAME });
    let r = seed * 7919 + 1;
    for (let i = 0; b.pending !== null && i < 3000; i++) {
      if (b.pending.prompt.k === "prompt.join") {
        const join = options(b).find((o) => o.startsWith("join:")) as string;
        b.choose(b.pending.seat, join);
        if (b.pending?.prompt.k === "prompt.join") b.choose(b.pending.seat, "go");
        const bt = b.state.x.battle as { origins: string[] } | null;
        assert.ok(bt !== null, "the joined march is a battle");
        assert.equal(bt.origins.length, 2);
        assert.ok(bt.origins.includes(join.slice(5)));
        return;
      }
      r = (r * 1103515245 + 12345) % 2147483648;
      b.choose(b.pending.seat, b.pending.options[r % b.pending.options.length].id);
    }
  }
  assert.fail("no seed offered a joined march");
});

test("GEO-70 summoned units start action-incomplete (GEO-44)", () => {
  const b = newGame(4);
  const pick = options(b).find((o) => o.startsWith("summon:")) as string;
  act(b, "p1", pick);
  assert.equal(card(b, pick.slice(7).split("@")[0]).zone, `geo:${pick.split("@")[1]}:p1`);
  assert.equal(b.state.cards[pick.slice(7).split("@")[0]].f.done, false);
});

test("GEO-70 a seat's view hides both decks and the other hand, and the other seat's draws", () => {
  const b = newGame(6);
  const v = viewFor(b, "p1");
  for (const id of b.state.zones["p1:deck"]) assert.equal(v.cards[id], undefined);
  for (const id of b.state.zones["p2:hand"]) assert.equal(v.cards[id], undefined);
  for (const id of b.state.zones["p1:hand"]) assert.ok(v.cards[id] !== undefined);
  assert.ok(v.log.every((e) => e.t !== "drew" || (e.$to as string[]).join() === "p1"));
});
