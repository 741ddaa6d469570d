/**
 * ygo-trpg's analysis hooks, driven through whole encounters and set positions: evaluate is the
 * result at the end (the players' side or the GM) and strictly inside (0, 1) before; the tallied
 * damage is each player's life lost (heals added back) plus the damage on its monsters, and the
 * damage on the GM's monsters; played cards are real content ids the seat owns.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Json } from "../../src/engine/index.ts";
import { ygoTrpgAnalysis } from "../../src/systems/ygo-trpg/analysis/index.ts";
import { YGO_CONTENT } from "../../src/systems/ygo-trpg/content/index.ts";
import { assertInside, damageTo, observedPosition, playTallied } from "./play-tallied.ts";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe("ygo-trpg analysis over whole random encounters", () => {
  for (const seed of SEEDS) {
    test(`seed ${seed}: result value, damage = life lost + monster damage, played ids owned`, () => {
      const g = playTallied("ygo-trpg", seed);
      const s = g.b.state;
      const r = s.result;
      assert.ok(r !== null, "the encounter ends");
      for (const seat of s.seats) {
        const won = r.winner === "gm" ? seat === "gm" : r.winner === "players" && seat !== "gm";
        const expected: number = r.winner === null ? 0.5 : won ? 1 : 0;
        assert.equal(ygoTrpgAnalysis.evaluate(s, seat), expected, seat);
        // Damage on monsters, from the log; a monster still on the field carries it in its flags
        // (a destroyed one no longer does: moving resets a card's flags).
        const onCard: Record<string, number> = {};
        for (const e of s.log)
          if (e.t === "battle-damage" || e.t === "effect-damage")
            onCard[e.card as string] = (onCard[e.card as string] ?? 0) + (e.amount as number);
        let onMonsters = 0;
        for (const [id, n] of Object.entries(onCard)) {
          const c = s.cards[id];
          if (c.owner !== seat) continue;
          onMonsters += n;
          if (c.zone.endsWith(":field")) assert.equal(c.f.dmg, n, `damage on ${id}`);
        }
        let lifeLost = 0;
        if (seat !== "gm") {
          const heals = s.log
            .filter((e) => e.t === "life-gain" && e.seat === seat)
            .reduce((n, e) => n + (e.amount as number), 0);
          lifeLost = 40 - (s.x.life as Record<string, number>)[seat] + heals;
        }
        assert.equal(damageTo(g.damage, seat), lifeLost + onMonsters, `${seat}`);
      }
      assertInside(g.values);
      for (const v of g.values) {
        assert.ok(Math.abs(v.p1 + v.gm - 1) < 1e-9, "the GM's value is the players' complement");
        assert.equal(v.p1, v.p2, "allies share a value");
      }
      const owned = new Set(Object.values(s.cards).map((c) => `${c.owner}/${c.def}`));
      for (const [seat, def] of g.played) {
        assert.ok(Object.hasOwn(YGO_CONTENT.cards, def), `${def} is a content id`);
        assert.ok(owned.has(`${seat}/${def}`), `${seat} owns a ${def}`);
      }
      assert.ok(g.played.length > 0, "cards were played");
      assert.ok(g.damage.some((d) => d.to === "gm" && d.from !== null && d.from !== "gm"));
      assert.equal(ygoTrpgAnalysis.turns?.(s), s.x.round);
    });
  }
});

/** Starts a set position (pinned dice) with the analysis observing from the first event. */
const observed = (setup: Json, dice: number[] = []) =>
  observedPosition("ygo-trpg", setup, dice, { gmTools: false });

/** A battle-phase position: p1 plays Akane; the GM has `gm` on its field. */
function position(p1: Record<string, Json>, gm: Record<string, Json>): Json {
  return {
    start: "phase",
    phase: "battle",
    round: 2,
    players: { p1: { character: "akane", monsterDeck: [], itemDeck: [], ...p1 } },
    gm,
  };
}

describe("ygo-trpg analysis in set positions", () => {
  test("battle damage to a GM monster is p1's, reported against the GM", () => {
    const { b, tally } = observed(
      position({ field: ["dusk-fox"] }, { field: ["cavern-goblin", "moss-beetle"] }),
      [3, 4, 2, 2],
    );
    b.choose("p1", "attack:dusk-fox-1@cavern-goblin-1");
    b.choose("gm", "no-substitute");
    assert.deepEqual(tally.damage_[0], { from: "p1", to: "gm", amount: 10 });
  });

  test("a healthy player against a wounded GM side is ahead; the reverse is behind", () => {
    const ahead = observed(
      position({ field: ["dawn-paladin"] }, { field: [{ card: "cavern-goblin", damage: 9 }] }),
    ).b;
    const behind = observed(
      position({ life: 6 }, { field: ["obsidian-wyrm-lord", "grave-warden"] }),
    ).b;
    const a = ygoTrpgAnalysis.evaluate(ahead.state, "p1");
    const z = ygoTrpgAnalysis.evaluate(behind.state, "p1");
    assert.ok(a > 0.7, `ahead: ${a}`);
    assert.ok(z < 0.3, `behind: ${z}`);
    assert.ok(Math.abs(ygoTrpgAnalysis.evaluate(behind.state, "gm") - (1 - z)) < 1e-9);
  });
});
