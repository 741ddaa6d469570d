/**
 * `POST /api/build/odds` over HTTP: the card editor's odds for a ygo-trpg monster (the summon
 * check of every character, the editor's own included) and a magical-girl weapon (hit chance
 * and damage against a defender), as `kassen odds` answers them; a bad body or pack is one line
 * naming the field, and an address has an allowance a minute.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { BUILD_ODDS_PER_MINUTE } from "../../src/shared/limits.ts";
import { startTestServer, type TestServer } from "./server-helpers.ts";

const NAME = { ja: "試", zh: "试", en: "Test" };

describe("POST /api/build/odds", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => server.stop());

  const ask = async (body: unknown) => {
    const res = await fetch(`${server.url}/api/build/odds`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test("a ygo-trpg monster: every character's summon check, the pack's own character too", async () => {
    const hero = {
      id: "my-hero",
      name: NAME,
      job: NAME,
      jobLevel: 3,
      attribute: "fire",
      attributeBonus: 0,
      jobBonus: 0,
      monsterDeck: "x",
      itemDeck: "y",
    };
    const monster = {
      id: "my-m",
      type: "monster",
      name: NAME,
      level: 5,
      attribute: "fire",
      race: "dragon",
      atk: 1000,
      def: 1000,
    };
    const r = await ask({
      system: "ygo-trpg",
      list: "cards",
      entry: monster,
      pack: {
        system: "ygo-trpg",
        cards: [monster],
        characters: [hero],
        decks: [
          { id: "x", name: NAME, kind: "monster", cards: { "my-m": 3 } },
          { id: "y", name: NAME, kind: "item", cards: {} },
        ],
      },
      lang: "en",
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const rows = r.body.rows as { id: string; bonus: number; p: number }[];
    // Akane's bonus is 5: 2D6 ≥ 5 (double 1 fails) is 30 of 36.
    assert.equal(rows.find((x) => x.id === "akane")?.p, 30 / 36);
    // Bonus 0: 2D6 ≥ 10, or double 6: 6 of 36.
    assert.equal(rows.find((x) => x.id === "my-hero")?.p, 6 / 36);
  });

  test("a magical-girl weapon: hit chance at the skill and damage against a defender", async () => {
    const weapon = {
      id: "frost-lance",
      name: NAME,
      skill: "melee",
      dp: 4,
      weight: 3,
      damage: "1d8",
      type: "pierce",
    };
    const r = await ask({
      system: "magical-girl",
      list: "weapons",
      entry: weapon,
      pack: { system: "magical-girl", weapons: [weapon] },
      lang: "zh",
      defender: "gloom-wolf",
      skill: 70,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.defender, "gloom-wolf");
    assert.equal(r.body.hit, 0.7);
    const damage = r.body.damage as { p: number }[];
    assert.ok(Math.abs(damage.reduce((s, x) => s + x.p, 0) - 1) < 1e-9, "the damage rows sum to 1");
  });

  test("bad input: one line naming the field; nothing computed", async () => {
    const base = {
      system: "vision",
      list: "cards",
      entry: {},
      pack: { system: "vision" },
      lang: "en",
    };
    assert.deepEqual(await ask({ ...base, lang: "fr" }), {
      status: 400,
      body: { error: 'lang: Invalid option: expected one of "ja"|"zh"|"en"' },
    });
    assert.equal(
      (await ask({ ...base, system: "chess" })).body.error,
      'system: expected one of vision, geo-march, ygo-trpg, magical-girl, got "chess"',
    );
    assert.equal((await ask({ ...base, pack: { system: "geo-march" } })).status, 400);
    const bad = await ask({
      system: "ygo-trpg",
      list: "cards",
      entry: { type: "monster", level: 3 },
      pack: { system: "ygo-trpg", cards: [{ id: "x", type: "monster", level: 99 }] },
      lang: "en",
    });
    assert.equal(bad.status, 400);
    assert.match(String(bad.body.error), /cards\[0\]/);
    assert.equal((await ask({ ...base, extra: 1 })).status, 400);
  });

  test("an address has an allowance a minute", async () => {
    const body = {
      system: "vision",
      list: "cards",
      entry: {},
      pack: { system: "vision" },
      lang: "en",
    };
    // The bucket refills 2 a second: on a loaded machine 125 asks may take longer than the
    // refill needs to keep up, so ask until the first refusal (the refill can never outrun a
    // client asking far faster than 2 a second; 10× the allowance bounds the loop).
    let asked = 0;
    let refused = false;
    while (!refused && asked < BUILD_ODDS_PER_MINUTE * 10) {
      asked++;
      refused = (await ask(body)).status === 429;
    }
    assert.ok(refused, `no refusal after ${asked} asks`);
    const r = await ask(body);
    assert.equal(
      r.body.error,
      `too many odds asked from this address: at most ${BUILD_ODDS_PER_MINUTE} a minute`,
    );
  });
});
