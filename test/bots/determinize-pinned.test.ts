/**
 * Determinized samples are pinned byte for byte: search bots decide on them, so a faster
 * `determinize` must give exactly the samples it gave before (else bots decide differently and
 * saved bot games no longer replay). Each system plays a few seeded games; every few decisions a
 * sample is drawn for the seat to move and its state hash is folded into one digest per system.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, test } from "node:test";
import { determinize, sampler, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** Digest of the sample hashes taken along `games` seeded games of `system`. */
function sampleDigest(system: string, games: number): { digest: string; samples: number } {
  const e = SYSTEM_ENTRIES[system];
  const h = createHash("sha256");
  let samples = 0;
  for (let g = 0; g < games; g++) {
    const b = startBattle(e.system, {
      seed: g,
      setup: e.newGame ?? null,
      options: e.benchOptions,
      log: false,
    });
    let r = g * 7 + 1;
    for (let d = 0; b.pending !== null && d < 300; d++) {
      if (d % 9 === 0) {
        const before = b.hash();
        h.update(`${d} ${determinize(b, b.pending.seat, d + g).hash()}\n`);
        samples++;
        assert.equal(
          b.hash(),
          before,
          `${system} game ${g} decision ${d}: the battle is untouched`,
        );
      }
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      b.chooseIndex(r % b.pending.options.length);
    }
  }
  return { digest: h.digest("hex").slice(0, 16), samples };
}

/**
 * Digests recorded before determinize was last reworked (6e6289b); magical-girl's again when its
 * new game came to offer more (weapons picked up from another, throws as reactions: issue 33), so
 * its seeded games take other paths.
 */
const PINNED: Record<string, string> = {
  vision: "a4d2f222743a7f01",
  "geo-march": "155203e2d335132a",
  "magical-girl": "51b9c0bc74defaf6",
  "ygo-trpg": "b7b6f818467e1bc3",
};

describe("determinize: samples are pinned byte for byte", () => {
  for (const system of Object.keys(SYSTEM_ENTRIES)) {
    if (SYSTEM_ENTRIES[system].newGame === undefined) continue;
    test(`${system}: the same samples as recorded`, () => {
      const { digest, samples } = sampleDigest(system, 6);
      assert.ok(samples > 20, `${system}: only ${samples} samples drawn`);
      assert.equal(digest, PINNED[system], `${system}: sample digest (${samples} samples)`);
    });
  }

  test("a sampler draws the samples determinize draws, and playing one leaves the next as it was", () => {
    for (const system of Object.keys(SYSTEM_ENTRIES)) {
      const e = SYSTEM_ENTRIES[system];
      const b = startBattle(e.system, {
        seed: 3,
        setup: e.newGame ?? null,
        options: e.benchOptions,
      });
      for (let d = 0; b.pending !== null && d < 60; d++) {
        if (d % 12 === 0) {
          const seat = b.pending.seat;
          const draw = sampler(b, seat);
          for (const seed of [5, 6, 5]) {
            const s = draw(seed);
            assert.equal(
              s.hash(),
              determinize(b, seat, seed).hash(),
              `${system} ${d} seed ${seed}`,
            );
            // Play the sample on: what it changes must not reach the next sample.
            for (let i = 0; i < 20 && s.pending !== null; i++)
              s.chooseIndex(i % s.pending.options.length);
          }
        }
        b.chooseIndex((d * 5) % b.pending.options.length);
      }
    }
  });
});
