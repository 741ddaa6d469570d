/**
 * Tables made from library decks (issue 29), through the real server on SQLite and PostgreSQL
 * (skipped when unreachable, but under CI=true): both seats of a vision and of a geo-march table
 * play their own deck items to the end with bots, and their own cards are what comes out; two
 * authors' items that define the same ids both play, each seat its own; a table never sees
 * another table's library cards; and what cannot be seated is refused in one line.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Json, playReplay, type Replay } from "../../src/engine/index.ts";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import { SYSTEMS } from "../../src/systems/registry.ts";
import { VISION_CONTENT, VISION_STORE } from "../../src/systems/vision/content/index.ts";
import { call, geoDeck, visionDeck } from "./library-helpers.ts";
import {
  type CreatedTable,
  createTable,
  get,
  post,
  startTestServer,
  stored,
  type TestServer,
} from "./server-helpers.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";
import { WsClient } from "./ws-client.ts";

const PG_SKIP = await pgSkip();

/** What a spectator saw of a bot table played to its end, and the table's replay. */
interface Watched {
  names: Set<string>;
  end: StateMessage;
  replay: Replay;
}

const BOTS = { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } };

for (const kind of ["sqlite", "postgres"] as const)
  describe(`tables of library decks (${kind})`, {
    skip: kind === "postgres" && PG_SKIP,
    timeout: 300_000,
  }, () => {
    let s: TestServer;
    let pg: Backend | null = null;
    before(async () => {
      if (kind === "postgres") pg = await postgresBackend();
      s = await startTestServer(pg?.db);
    });
    after(async () => {
      await s?.stop();
      await pg?.cleanup();
    });

    /** Saves a deck item; its id and read token. */
    async function saveDeck(system: string, title: string, pack: unknown) {
      const r = await call(s.url, "POST", "/api/library", {
        body: { system, kind: "deck", title, pack },
      });
      assert.equal(r.status, 201, r.text);
      return r.body as { id: string; readToken: string; editToken: string };
    }

    /** Watches a bot table to its end: every card name shown, the last state, the replay. */
    async function watch(t: CreatedTable): Promise<Watched> {
      const w = await WsClient.open(s.url, t.id);
      w.send({ hello: t.spectator.token });
      const end = await w.next(
        (m): m is StateMessage => m.type === "state" && m.result !== null,
        0,
        120_000,
      );
      const names = new Set<string>();
      for (const m of w.messages)
        if (m.type === "state") for (const d of Object.values(m.defs)) names.add(d.name);
      await w.close();
      const r = await get(s.url, `/api/tables/${t.id}/replay`, t.spectator.token);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return { names, end: end.msg, replay: r.body as unknown as Replay };
    }

    /** The content ids of each seat's cards at the end of a replayed battle. */
    function defsBySeat(system: string, replay: Replay): Record<string, Set<string>> {
      const b = playReplay(SYSTEMS[system], replay);
      const out: Record<string, Set<string>> = { p1: new Set(), p2: new Set() };
      for (const c of Object.values(b.state.cards)) out[c.owner]?.add(c.def);
      return out;
    }

    for (const system of ["vision", "geo-march"] as const)
      it(`plays ${system} with both seats' own decks, ids colliding, to the end`, async () => {
        const make = system === "vision" ? visionDeck : geoDeck;
        // Two authors, the same ids (own-…, and the same deck id): each seat plays its own.
        const a = await saveDeck(system, "Alice's", make("Alice"));
        const b = await saveDeck(system, "Bob's", make("Bob"));
        const t = await createTable(s.url, {
          system,
          seats: BOTS,
          library: { p1: { id: a.id, token: a.readToken }, p2: { id: b.id, token: b.editToken } },
        });
        const seen = await watch(t);
        assert.ok(seen.end.result !== null);
        const shown = [...seen.names];
        assert.ok(
          shown.some((n) => n.startsWith("Alice ")),
          `an Alice card in the battle: ${shown.join(", ")}`,
        );
        assert.ok(
          shown.some((n) => n.startsWith("Bob ")),
          `a Bob card in the battle: ${shown.join(", ")}`,
        );
        // Every card each seat owns is its own item's: p2's colliding ids were renamed, its
        // deck names them so, and no shipped card of the decks copied came in.
        const defs = defsBySeat(system, seen.replay);
        assert.ok(defs.p1.size > 0 && defs.p2.size > 0);
        for (const d of defs.p1) assert.match(d, /^own-(?!.*-p2$)/, `p1 owns ${d}`);
        for (const d of defs.p2) assert.match(d, /^own-.*-p2$/, `p2 owns ${d}`);
        const setup = seen.replay.setup as Record<string, { deck: string }>;
        assert.equal(setup.p1.deck, system === "vision" ? "my-deck" : "my-army");
        assert.equal(setup.p2.deck, system === "vision" ? "my-deck-p2" : "my-army-p2");
        const packs = seen.replay.options.content as { cards: { id: string }[] }[];
        assert.equal(packs.length, 2);
        assert.ok(packs[1].cards.every((c) => c.id.endsWith("-p2")));
        // The item itself is unchanged: renaming was the table's.
        const item = await call(s.url, "GET", `/api/library/${b.id}`, { token: b.readToken });
        assert.deepEqual(item.body.pack, make("Bob"));
      });

    it("plays one seat's own deck against a shipped one; other tables never see it", async () => {
      const own = await saveDeck("vision", "Carol's", visionDeck("Carol", "carol-", "carol-deck"));
      const t = await createTable(s.url, {
        system: "vision",
        seats: BOTS,
        library: { p2: { id: own.id, token: own.readToken } },
      });
      const plain = await createTable(s.url, { system: "vision", seats: BOTS });
      const [mine, other] = await Promise.all([watch(t), watch(plain)]);
      assert.ok([...mine.names].some((n) => n.startsWith("Carol ")));
      assert.equal((mine.replay.setup as { p1: { deck: string } }).p1.deck, "starter-scarlet");
      assert.ok(
        ![...other.names].some((n) => n.startsWith("Carol ")),
        "the plain table shows no library card",
      );
      assert.equal(other.replay.options.content, undefined, "the plain table has no packs");
      const defs = defsBySeat("vision", other.replay);
      for (const seat of ["p1", "p2"])
        for (const d of defs[seat]) assert.doesNotMatch(d, /^carol-/);
    });

    it("keeps a seat's own version of a shipped card to that seat", async () => {
      const scarlet = VISION_CONTENT.decks["starter-scarlet"];
      const shippedAttack = (VISION_CONTENT.cards.cirno as { attack: number }).attack;
      const strong = {
        ...VISION_CONTENT.cards.cirno,
        replaces: true,
        name: { ja: "強いチルノ", zh: "强琪露诺", en: "Strong Cirno" },
        attack: 9,
      };
      const deck = (id: string) => ({ id, name: { ja: id, zh: id, en: id }, cards: scarlet.cards });
      const a = await saveDeck("vision", "Strong", { cards: [strong], decks: [deck("strong")] });
      const b = await saveDeck("vision", "Plain", { decks: [deck("plain")] });
      const t = await createTable(s.url, {
        system: "vision",
        library: { p1: { id: a.id, token: a.readToken }, p2: { id: b.id, token: b.readToken } },
      });
      const init = JSON.parse((await stored(s, t.id)).init) as {
        setup: Record<string, { deck: string }>;
        options: Record<string, Json>;
      };
      assert.deepEqual(init.setup.p1, { deck: "strong" });
      assert.deepEqual(init.setup.p2, { deck: "plain" });
      const cardOf = (id: string) =>
        VISION_STORE.entryOf(init.options, "cards", id) as { attack: number } | undefined;
      // p1's Strong Cirno is a card of its own; p2's deck still holds the shipped Cirno.
      assert.equal(cardOf("cirno-p1")?.attack, 9);
      assert.equal(cardOf("cirno")?.attack, shippedAttack);
      assert.notEqual(shippedAttack, 9);
      const content = VISION_STORE.forOptions(init.options);
      assert.equal(content.decks.strong.cards["cirno-p1"], scarlet.cards.cirno);
      assert.equal(content.decks.strong.cards.cirno, undefined);
      assert.equal(content.decks.plain.cards.cirno, scarlet.cards.cirno);
    });

    it("refuses what cannot be seated, in one line naming the place", async () => {
      const v = await saveDeck("vision", "V", visionDeck("V"));
      const g = await saveDeck("geo-march", "G", geoDeck("G"));
      const cards = await call(s.url, "POST", "/api/library", {
        body: {
          system: "vision",
          kind: "cards",
          title: "C",
          pack: { cards: (visionDeck("C").cards as unknown[]).slice(0, 2) },
        },
      });
      const c = cards.body as { id: string; readToken: string };
      const cases: [Record<string, unknown>, RegExp][] = [
        [
          { system: "vision", library: { p1: { id: v.id, token: "wrong" } } },
          /^library\.p1: no library item "\w+" for this token$/,
        ],
        [
          { system: "vision", library: { p1: { id: "zzzzzzzzzz", token: v.readToken } } },
          /^library\.p1: no library item/,
        ],
        [
          { system: "vision", library: { p1: { id: g.id, token: g.readToken } } },
          /^library\.p1: a geo-march item, but the table is vision$/,
        ],
        [
          { system: "vision", library: { p1: { id: c.id, token: c.readToken } } },
          /^library\.p1: a "cards" item: a seat plays a "deck" item$/,
        ],
        [
          { system: "vision", library: { gm: { id: v.id, token: v.readToken } } },
          /^library\.gm: not a seat of a new vision game \(seats: p1, p2\)$/,
        ],
        [
          { system: "ygo-trpg", library: { p1: { id: v.id, token: v.readToken } } },
          /^library: ygo-trpg seats play no decks/,
        ],
        [
          {
            system: "vision",
            scenario: "system: vision\nsetup: {}\n",
            library: { p1: { id: v.id, token: v.readToken } },
          },
          /^library: .*leave scenario out/,
        ],
        [
          { system: "vision", library: { p1: { id: v.id, token: v.readToken, file: "x" } } },
          /^library\.p1: unexpected key "file"$/,
        ],
      ];
      for (const [body, line] of cases) {
        const r = await post(s.url, "/api/tables", body);
        assert.equal(r.status, 400, `${JSON.stringify(body)} → ${JSON.stringify(r.body)}`);
        assert.match(r.body.error, line);
      }
    });
  });
