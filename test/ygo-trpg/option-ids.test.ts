/**
 * Option ids as typed refs (option-ids.ts): answering reads what an id names from the table the
 * listing filled, and an id the listing never built (a loaded state's, a sample's rewritten one,
 * a typed choice) goes through the one parser. Both must read every listed id alike.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { startBattle } from "../../src/engine/index.ts";
import { YGO_TRPG_NEW_GAME, ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { optionRef, parseOption } from "../../src/systems/ygo-trpg/option-ids.ts";

/** The ids that name no card: the words the handlers compare as they are. */
const WORDS = /^(pass|end|done|ready|reveal|no-substitute|charge:(monster|item|none)|gm:\w+)$/;

test("every id a decision lists reads the same through the parser as through the listing", () => {
  const kinds = new Set<string>();
  for (let seed = 1; seed <= 30; seed++) {
    const b = startBattle(ygoTrpg, { seed, setup: YGO_TRPG_NEW_GAME, options: { gmTools: true } });
    let r = seed;
    for (let i = 0; b.pending !== null && i < 3000; i++) {
      const p = b.pending;
      for (const o of p.options) {
        const ref = optionRef(o.id);
        assert.deepEqual(parseOption(o.id), ref, `seed ${seed}: ${o.id}`);
        if (ref.kind === "other") assert.match(o.id, WORDS, `seed ${seed}: ${o.id} names nothing`);
        kinds.add(ref.kind);
      }
      r = (r * 1103515245 + 12345) % 2147483648;
      b.choose(p.seat, p.options[r % p.options.length].id);
    }
  }
  // Every kind of id came up, so each was read both ways.
  assert.deepEqual([...kinds].sort(), [
    "activate",
    "attack",
    "direct",
    "first",
    "gm-atk",
    "gm-life",
    "gm-revive",
    "other",
    "set",
    "special",
    "substitute",
    "summon",
    "trap",
  ]);
});

test("the parser reads each kind's parts", () => {
  assert.deepEqual(parseOption("summon:h1"), { kind: "summon", card: "h1" });
  // A target where the verb takes none is ignored (as the refusal reasons read it).
  assert.deepEqual(parseOption("special:h2@p1"), { kind: "special", card: "h2" });
  assert.deepEqual(parseOption("activate:c3"), { kind: "activate", card: "c3", target: null });
  assert.deepEqual(parseOption("trap:c4@m5"), { kind: "trap", card: "c4", target: "m5" });
  assert.deepEqual(parseOption("attack:m1@m2"), { kind: "attack", card: "m1", target: "m2" });
  assert.deepEqual(parseOption("direct:m1@p2"), { kind: "direct", card: "m1", seat: "p2" });
  assert.deepEqual(parseOption("gm-life:p1@+1"), {
    kind: "gm-life",
    seat: "p1",
    change: "+1",
    delta: 1,
  });
  assert.deepEqual(parseOption("gm-atk:m3@-100"), {
    kind: "gm-atk",
    card: "m3",
    change: "-100",
    delta: -100,
  });
  assert.deepEqual(parseOption("gm-revive:p2@10"), { kind: "gm-revive", seat: "p2", life: 10 });
  // An attack without its target, and the words, name nothing.
  assert.deepEqual(parseOption("attack:m1"), { kind: "other" });
  assert.deepEqual(parseOption("pass"), { kind: "other" });
  assert.deepEqual(parseOption("charge:item"), { kind: "other" });
});
