import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { botContext } from "../../src/bots/bot.ts";
import { mctsBot } from "../../src/bots/mcts.ts";
import {
  type Battle,
  determinize,
  invariantViolations,
  ownCard,
  sampler,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { attributeOf } from "../../src/systems/ygo-trpg/zones.ts";

/** A whole game of `system` after `moves` first-option-ish decisions (seeded, varied). */
function midGame(system: string, seed: number, moves: number): Battle {
  const e = SYSTEM_ENTRIES[system];
  const b = startBattle(e.system, {
    seed,
    setup: e.newGame ?? null,
    options: e.benchOptions ?? {},
  });
  let r = seed;
  for (let i = 0; i < moves && b.pending !== null; i++) {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    b.choose(b.pending.seat, b.pending.options[r % b.pending.options.length].id);
  }
  return b;
}

/** What a view shows, without the parts a sample legitimately changes (log). */
function visible(b: Battle, seat: string) {
  const v = viewFor(b, seat);
  return { zones: v.zones, cards: v.cards, x: v.x, pending: v.pending, stack: v.stack };
}

describe("determinize: samples of what a seat cannot see", () => {
  for (const system of Object.keys(SYSTEM_ENTRIES)) {
    test(`${system}: a sample shows the seat exactly its view, keeps the invariants and plays on to the end`, () => {
      for (const seed of [1, 2, 3]) {
        const b = midGame(system, seed, 25);
        if (b.pending === null) continue;
        const seat = b.pending.seat;
        const s = determinize(b, seat, 99 + seed);
        assert.deepEqual(visible(s, seat), visible(b, seat), `${system} seed ${seed}`);
        assert.deepEqual(invariantViolations(s.system, s.state), []);
        assert.equal(s.state.logOn, false);
        for (let i = 0; i < 3000 && s.pending !== null; i++) {
          s.choose(s.pending.seat, s.pending.options[i % s.pending.options.length].id);
        }
        assert.deepEqual(invariantViolations(s.system, s.state), []);
      }
    });
  }

  test("ygo-trpg: monsters stay among monsters and items among items (two decks, two hands)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const b = midGame("ygo-trpg", seed, 10);
      const isMonster = (x: Battle, id: string) => "atk" in x.state.cards[id].base;
      const kinds = (x: Battle) =>
        Object.entries(x.state.zones)
          .filter(([z]) => /:(m|i)(hand|deck)$/.test(z))
          .map(([z, ids]) => [z, ids.every((id) => isMonster(x, id) === /:m/.test(z))]);
      assert.ok(
        kinds(b).every(([, ok]) => ok),
        "the real battle keeps them apart",
      );
      for (const seat of b.state.seats) {
        const s = determinize(b, seat, seed * 31);
        assert.deepEqual(kinds(s), kinds(b), `sample for ${seat}`);
      }
    }
  });

  test("vision: hidden cards are re-dealt (samples differ by seed), the real battle is untouched", () => {
    const b = midGame("vision", 5, 20);
    const before = b.hash();
    // p2's hand, deck and face-down nodes are one hidden pile for p1.
    const pile = (x: Battle) =>
      ["p2:hand", "p2:deck", "p2:node"].flatMap((z) =>
        (x.state.zones[z] ?? []).map((id) => x.state.cards[id].def),
      );
    const a = determinize(b, "p1", 1);
    const c = determinize(b, "p1", 2);
    assert.notDeepEqual(pile(a), pile(c));
    assert.deepEqual([...pile(a)].sort(), [...pile(b)].sort(), "same cards, other places");
    const own = (x: Battle) => x.state.zones["p1:hand"].map((id) => x.state.cards[id].def);
    assert.deepEqual(own(a), own(b), "p1's own hand stays as it is");
    assert.equal(b.hash(), before);
  });

  test("ygo-trpg: a card's hand-set attribute and stats go with it; samples never tell where it lies", () => {
    // p2's hand holds monsters a setup changed by hand, its deck plain copies of them: p1 and the
    // GM see neither.
    const a = startBattle(ygoTrpg, {
      seed: 5,
      setup: {
        start: "phase",
        phase: "summon",
        round: 2,
        players: {
          p1: { character: "akane" },
          p2: {
            character: "shiro",
            monsterDeck: ["moss-beetle", "tide-sprite", "dawn-paladin", "tide-sprite"],
            monsterHand: [
              { card: "moss-beetle", id: "dark-beetle", attribute: "dark" },
              { card: "tide-sprite", id: "big-sprite", level: 5 },
              "dawn-paladin",
            ],
          },
        },
        gm: { encounter: "wyrm-lair" },
      },
      options: { gmTools: false },
      log: false,
    });
    const deck = a.state.zones["p2:mdeck"];
    const deckCard = (def: string) => deck.find((id) => a.state.cards[id].def === def) as string;
    // Another truth: two of p2's monsters trade places, identities (hand-set attribute included)
    // and all.
    const swapped = (x: string, y: string): Battle => {
      const b = a.fork();
      const cx = ownCard(b.state, x);
      const cy = ownCard(b.state, y);
      [cx.def, cy.def] = [cy.def, cx.def];
      [cx.base, cy.base] = [cy.base, cx.base];
      [cx.stats, cy.stats] = [cy.stats, cx.stats];
      const attrs = { ...(b.state.x.attrs as Record<string, string>) };
      const [ax, ay] = [attrs[x], attrs[y]];
      delete attrs[x];
      delete attrs[y];
      if (ay !== undefined) attrs[x] = ay;
      if (ax !== undefined) attrs[y] = ax;
      b.state.x = { ...b.state.x, attrs };
      b.dirty = true;
      return b;
    };
    // What each hidden monster of p2 is: definition, printed stats and attribute (as a multiset).
    const identities = (x: Battle) =>
      ["p2:mhand", "p2:mdeck"]
        .flatMap((z) => x.state.zones[z])
        .map(
          (id) =>
            `${x.state.cards[id].def} ${JSON.stringify(x.state.cards[id].base)} ${attributeOf(x.state, id)}`,
        )
        .sort();
    const truths = [
      swapped("dark-beetle", deckCard("tide-sprite")),
      // Copies of one definition, told apart only by what the setup set.
      swapped("dark-beetle", deckCard("moss-beetle")),
      swapped("big-sprite", deckCard("tide-sprite")),
    ];
    for (const [i, b] of truths.entries()) {
      assert.notEqual(a.hash(), b.hash(), `truth ${i}`);
      for (const seat of ["p1", "gm"]) {
        assert.deepEqual(visible(b, seat), visible(a, seat), `truth ${i}: ${seat} cannot tell`);
        for (const seed of [1, 2, 3]) {
          const sa = determinize(a, seat, seed);
          assert.equal(determinize(b, seat, seed).hash(), sa.hash(), `truth ${i} ${seat} ${seed}`);
          assert.deepEqual(identities(sa), identities(a), "the same cards, each whole");
          // A bot's sampler deals the very same (its samples share the prototype's entries).
          const draw = sampler(a, seat);
          draw(seed + 1);
          assert.equal(draw(seed).hash(), sa.hash(), "sampler and determinize agree");
        }
      }
    }
  });

  test("vision: a sample never depends on where the hidden cards really are", () => {
    const a = midGame("vision", 8, 30);
    assert.notEqual(a.pending, null);
    const seat = a.pending?.seat as string;
    const other = seat === "p1" ? "p2" : "p1";
    // The same battle, except that a card in the opponent's hand and one in its deck swapped.
    const b = a.fork();
    const hand = b.state.zones[`${other}:hand`];
    const deck = b.state.zones[`${other}:deck`];
    // Written below: the fork's own records (src/engine/card-records.ts).
    const x = ownCard(b.state, hand[0]);
    const y = ownCard(b.state, deck.find((id) => b.state.cards[id].def !== x.def) as string);
    [x.def, y.def] = [y.def, x.def];
    [x.base, y.base] = [y.base, x.base];
    [x.stats, y.stats] = [y.stats, x.stats];
    assert.notEqual(a.hash(), b.hash());
    assert.deepEqual(visible(a, seat), visible(b, seat), "the seat cannot tell them apart");
    for (const seed of [1, 2, 3]) {
      assert.equal(determinize(a, seat, seed).hash(), determinize(b, seat, seed).hash());
    }
    // So a search bot with the same seed decides the same in both.
    const choose = (battle: Battle) =>
      mctsBot(4, { iterations: 40 }).choose(botContext(battle, seat));
    assert.equal(choose(a), choose(b));
  });
});
