/**
 * A magical-girl campaign through the table server (`POST /api/tables` `carryFrom`), as
 * create-options.test.ts continues a ygo-trpg one: a finished battle's girls start the next table
 * with the HP, MP, wound and items the server read from the battle it holds (MGR-63: wounds
 * persist after combat), and the lobby's preview says so in the asked language.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import type { FighterFlags } from "../../src/systems/magical-girl/model.ts";
import { createTable, get, startTestServer, stored, type TestServer } from "./server-helpers.ts";
import { WsClient } from "./ws-client.ts";

const BOTS = { kind: "bot", bot: "random" } as const;

/** A battle that ends at the first blow that lands: a wolf with 1 HP; Hoshino already hurt. */
const SHORT_BATTLE = `
name: one wolf
system: magical-girl
setup:
  mode: battle
  girls:
    - { seat: p1, girl: hoshino, hp: 9, mp: 5, wound: light, items: [moon-tear] }
    - { seat: p2, girl: tsukiko }
  enemies:
    - { enemy: gloom-wolf, attributes: { hp: 1 } }
`;

describe("a magical-girl campaign through the server", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("continues a finished battle with each girl's HP, MP, wound and items", async () => {
    const first = await createTable(s.url, {
      system: "magical-girl",
      scenario: SHORT_BATTLE,
      seats: { kp: BOTS, p1: BOTS, p2: BOTS },
    });
    const watch = await WsClient.open(s.url, first.id);
    watch.send({ hello: first.spectator.token });
    await watch.next((m): m is StateMessage => m.type === "state" && m.result !== null, 0, 120_000);
    await watch.close();
    const live = await s.hub.table(first.id);
    assert.ok(live !== null);
    const ended: Record<string, FighterFlags> = {};
    for (const c of Object.values(live.battle.state.cards)) {
      const f = c.f as unknown as FighterFlags;
      if (f.kind === "girl") ended[c.def] = f;
    }
    assert.equal(Object.keys(ended).length, 2);

    const preview = await get(
      s.url,
      `/api/tables/${first.id}/carry?lang=zh`,
      first.spectator.token,
    );
    assert.equal(preview.status, 200);
    assert.match(
      String(preview.body.text),
      new RegExp(
        `^星野光：HP ${ended.hoshino.hp}，MP ${ended.hoshino.mp}，.+；月岛月子：HP ${ended.tsukiko.hp}，`,
      ),
    );

    // A new game (the battle mode's own enemies) continued from the first table.
    const next = await createTable(s.url, {
      system: "magical-girl",
      mode: "battle",
      seats: { kp: BOTS },
      carryFrom: { table: first.id, token: first.spectator.token },
    });
    const init = JSON.parse((await stored(s, next.id)).init);
    const girls = init.setup.girls as {
      girl: string;
      hp: number;
      mp: number;
      wound: string;
      items: string[];
    }[];
    for (const g of girls) {
      const e = ended[g.girl];
      assert.deepEqual(
        { hp: g.hp, mp: g.mp, wound: g.wound, items: g.items },
        { hp: e.hp, mp: e.mp, wound: e.wound, items: e.items },
        g.girl,
      );
    }
    // The battle the server started is the system's own reading of that setup.
    const nextLive = await s.hub.table(next.id);
    assert.ok(nextLive !== null);
    for (const c of Object.values(nextLive.battle.state.cards)) {
      const f = c.f as unknown as FighterFlags;
      if (f.kind === "girl")
        assert.equal(f.wound, ended[c.def].wound, `${c.def} starts wounded as she ended`);
    }
  });
});
