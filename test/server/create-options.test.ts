/**
 * What a new table can be asked for beyond its seats: a new game's mode (magical-girl's PvP
 * forms), house-rule options checked as a scenario's are, the GM's/KP's tools following who sits
 * there, and a campaign's next encounter carried over from a finished table (YGT-02).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { ServerMessage, StateMessage } from "../../src/server/protocol/server-messages.ts";
import {
  createTable,
  get,
  post,
  startTestServer,
  stored,
  type TestServer,
  tokenOf,
} from "./server-helpers.ts";
import { SHORT_ENCOUNTER, SHORT_ENCOUNTER_LIFE } from "./short-encounter.ts";
import { WsClient } from "./ws-client.ts";

const BOTS = { kind: "bot", bot: "random" } as const;
type Welcome = Extract<ServerMessage, { type: "welcome" }>;

describe("creating a table with a mode, options and a carry-over", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  const initOf = async (id: string) => JSON.parse((await stored(s, id)).init);
  const refused = async (req: Record<string, unknown>) => {
    const r = await post(s.url, "/api/tables", req);
    return { status: r.status, error: r.body.error };
  };

  it("lists each system's modes and whether it continues campaigns", async () => {
    const { systems } = (await get(s.url, "/api/systems")).body as unknown as {
      systems: { id: string; modes: { id: string; name: { zh: string } }[]; carry: boolean }[];
    };
    const mg = systems.find((x) => x.id === "magical-girl");
    assert.deepEqual(
      mg?.modes.map((m) => m.id),
      ["battle", "duel", "spar", "contest"],
    );
    assert.equal(mg?.modes.find((m) => m.id === "spar")?.name.zh, "切磋");
    assert.equal(systems.find((x) => x.id === "ygo-trpg")?.carry, true);
    assert.equal(mg?.carry, true, "wounds persist after combat (MGR-63): a campaign carries on");
  });

  it("starts a magical-girl spar, duel or contest between two girls", async () => {
    for (const mode of ["spar", "duel", "contest"]) {
      const t = await createTable(s.url, { system: "magical-girl", mode, lang: "zh" });
      const init = await initOf(t.id);
      if (mode === "spar")
        assert.match(t.title, /^魔法少女.*：切磋$/, "named in the table's language");
      assert.equal(init.setup.mode, mode);
      assert.deepEqual(init.setup.enemies ?? [], []);
      assert.deepEqual(
        t.seats.map((x) => x.seat),
        ["kp", "p1", "p2"],
      );
    }
  });

  it("refuses a mode the system lacks, or a mode with an uploaded scenario, in one line", async () => {
    assert.deepEqual(await refused({ system: "magical-girl", mode: "brawl" }), {
      status: 400,
      error: 'mode: unknown mode "brawl" (modes: battle, duel, spar, contest)',
    });
    assert.deepEqual(await refused({ system: "vision", mode: "duel" }), {
      status: 400,
      error: "mode: vision has one form of new game: leave mode out",
    });
    const scenario =
      "system: magical-girl\nsetup: { mode: duel, girls: [{ seat: p1, girl: hoshino, side: a }, { seat: p2, girl: tsukiko, side: b }] }\n";
    const r = await refused({ system: "magical-girl", mode: "spar", scenario });
    assert.equal(r.status, 400);
    assert.match(r.error, /^mode: an uploaded scenario sets its own form/);
  });

  it("takes house-rule options, checked as a scenario's, and refuses content packs", async () => {
    const t = await createTable(s.url, {
      system: "magical-girl",
      options: { dpReading: "clear", reactionApproval: "auto" },
    });
    const init = await initOf(t.id);
    assert.equal(init.options.dpReading, "clear");
    assert.equal(init.options.reactionApproval, "auto");
    const bad = await refused({ system: "magical-girl", options: { dpReading: "keep" } });
    assert.equal(bad.status, 400);
    assert.match(bad.error, /^options\.dpReading: /);
    const typo = await refused({ system: "vision", options: { startingLfe: 20 } });
    assert.match(typo.error, /^options: .*startingLfe|^options\.startingLfe/);
    assert.deepEqual(await refused({ system: "vision", options: { content: "/etc" } }), {
      status: 400,
      error:
        "options.content: content packs come inside an uploaded scenario (content:), not as an option",
    });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`o${i}`, 1]));
    const r = await refused({ system: "vision", options: many });
    assert.equal(r.status, 400);
    assert.match(r.error, /^options: at most 32 options/);
  });

  it("takes ygo-trpg's house rules (issue 33) and shows them in the welcome, the table's header", async () => {
    const options = { trapTiming: "previous", rollOffTie: "gm" };
    const t = await createTable(s.url, { system: "ygo-trpg", options });
    const init = await initOf(t.id);
    assert.equal(init.options.trapTiming, "previous");
    assert.equal(init.options.rollOffTie, "gm");
    const bad = await refused({ system: "ygo-trpg", options: { synchroCost: "never" } });
    assert.match(bad.error, /^options\.synchroCost: /);
    const watch = await WsClient.open(s.url, t.id);
    watch.send({ hello: t.spectator.token });
    const w = await watch.next((m): m is Welcome => m.type === "welcome");
    assert.deepEqual(w.msg.houseRules, init.options);
    // …and by name in the socket's language (the table's, ja), the changed ones first.
    const words = w.msg.houseRuleWords ?? [];
    assert.deepEqual(
      words.filter((r) => r.changed).map((r) => `${r.name}：${r.valueName}`),
      ["1D判定の同値：GM側のモンスターが先", "罠の「前ターン」：直前のターンにセットした罠だけ"],
    );
    assert.equal(
      words.find((r) => r.option === "summonDoubles")?.valueName,
      "1ゾロは失敗、6ゾロは成功（合計に関係なく）",
      "a rule left at its default is shown at its default",
    );
    assert.match(words.find((r) => r.option === "trapTiming")?.why ?? "", /^YGT-17：l\.22/);
    await watch.close();
  });

  it("gives a person at the GM/KP seat the tools and keeps them from a bot there", async () => {
    const person = await initOf((await createTable(s.url, { system: "magical-girl" })).id);
    assert.equal(person.options.kpTools, "on");
    const bot = await initOf(
      (await createTable(s.url, { system: "magical-girl", seats: { kp: BOTS } })).id,
    );
    assert.equal(bot.options.kpTools, "off");
    const ygoBot = await initOf(
      (await createTable(s.url, { system: "ygo-trpg", seats: { gm: BOTS } })).id,
    );
    assert.equal(ygoBot.options.gmTools, false);
    const asked = await initOf(
      (await createTable(s.url, { system: "magical-girl", options: { kpTools: "off" } })).id,
    );
    assert.equal(asked.options.kpTools, "off", "a table's own choice wins");
    const vision = await initOf((await createTable(s.url, { system: "vision" })).id);
    assert.deepEqual(vision.options, {});
  });

  it("continues a finished ygo-trpg encounter with the life it ended with", async () => {
    const first = await createTable(s.url, {
      system: "ygo-trpg",
      scenario: SHORT_ENCOUNTER,
      seats: { gm: BOTS, p1: BOTS, p2: BOTS },
    });
    const watch = await WsClient.open(s.url, first.id);
    watch.send({ hello: first.spectator.token });
    const end = await watch.next(
      (m): m is StateMessage => m.type === "state" && m.result !== null,
      0,
      120_000,
    );
    // Who won and why, in the table's language (not the outcome's program id).
    assert.match(end.msg.result ?? "", /^.+の勝利 — \S/);
    assert.doesNotMatch(end.msg.result ?? "", /victory|defeat/);
    await watch.close();
    const live = await s.hub.table(first.id);
    const life = live?.battle.state.x.life as Record<string, number>;
    assert.deepEqual(life, SHORT_ENCOUNTER_LIFE);

    // What the lobby shows before the next table is made: the same life, in the asked language.
    const carry = (id: string, token?: string, lang = "en") =>
      get(s.url, `/api/tables/${id}/carry?lang=${lang}`, token);
    const preview = await carry(first.id, first.spectator.token);
    assert.equal(preview.status, 200);
    assert.match(String(preview.body.text), /^Player 1 \(.+\) life 23, Player 2 \(.+\) life 31$/);
    assert.match(
      String((await carry(first.id, first.spectator.token, "zh")).body.text),
      /^玩家1（.+）生命值23，玩家2（.+）生命值31$/,
    );

    const open = await createTable(s.url, { system: "ygo-trpg", seats: { gm: BOTS } });
    const base = { system: "ygo-trpg", seats: { gm: BOTS } };
    assert.deepEqual(
      await refused({ ...base, carryFrom: { table: open.id, token: open.spectator.token } }),
      { status: 409, error: "carryFrom.table: its battle is still going: continue once it ends" },
    );
    assert.deepEqual(
      await refused({ ...base, carryFrom: { table: first.id, token: open.spectator.token } }),
      { status: 403, error: "carryFrom.token: not a link of that table" },
    );
    assert.deepEqual(await refused({ ...base, carryFrom: { table: "nope", token: "nope" } }), {
      status: 403,
      error: "carryFrom.token: not a link of that table",
    });
    assert.deepEqual(await carry(open.id, open.spectator.token), {
      status: 409,
      body: { error: "authorization.table: its battle is still going: continue once it ends" },
    });
    assert.deepEqual(await carry(first.id, open.spectator.token), {
      status: 403,
      body: { error: "authorization.token: not a link of that table" },
    });
    assert.deepEqual(await carry(first.id), {
      status: 403,
      body: { error: "authorization: a Bearer token of one of this table's links is needed" },
    });
    assert.deepEqual(await carry(first.id, first.spectator.token, "fr"), {
      status: 400,
      body: { error: 'lang: expected ja, zh, en, got "fr"' },
    });
    const vision = await refused({
      system: "vision",
      carryFrom: { table: first.id, token: first.spectator.token },
    });
    assert.deepEqual(vision, {
      status: 400,
      error: "carryFrom: a vision battle carries nothing into the next",
    });

    const next = await createTable(s.url, {
      ...base,
      carryFrom: { table: first.id, token: first.spectator.token },
    });
    const init = await initOf(next.id);
    assert.equal(init.setup.players.p1.life, life.p1);
    assert.equal(init.setup.players.p2.life, life.p2);
    const nextLive = await s.hub.table(next.id);
    const nextLife = nextLive?.battle.state.x.life as Record<string, number>;
    assert.deepEqual({ p1: nextLife.p1, p2: nextLife.p2 }, { p1: life.p1, p2: life.p2 });
    assert.ok(tokenOf(next, "p1").length > 0);
  });
});
