/**
 * The library over the real HTTP API (issue 29), on SQLite and on PostgreSQL (skipped when
 * unreachable, but under CI=true): items made, read, changed and deleted with the right tokens
 * and refused with the wrong ones; packs refused with the validator's own problems at their
 * paths; the YAML export read by `kassen validate` and imported back to the same pack.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { MAX_PACK_BYTES } from "../../src/shared/limits.ts";
import { kassen, tempDir } from "../cli/cli-helpers.ts";
import { type Answer, call, visionDeck } from "./library-helpers.ts";
import { startTestServer, type TestServer } from "./server-helpers.ts";
import { type Backend, pgSkip, postgresBackend } from "./store-helpers.ts";

const PG_SKIP = await pgSkip();

/** A small cards item of vision: two own cards. */
const FROST = {
  system: "vision",
  name: "Frost pack",
  cards: [
    {
      id: "frost-fairy",
      type: "character",
      name: { ja: "霜の妖精", zh: "霜之妖精", en: "Frost Fairy" },
      need: 1,
      cost: 1,
      attack: 2,
      toughness: 2,
    },
    {
      id: "frost-queen",
      type: "character",
      name: { ja: "霜の女王", zh: "霜之女王", en: "Frost Queen" },
      need: 2,
      cost: 2,
      attack: 4,
      toughness: 3,
      keywords: ["first-strike"],
    },
  ],
};

for (const kind of ["sqlite", "postgres"] as const)
  describe(`the library API (${kind})`, { skip: kind === "postgres" && PG_SKIP }, () => {
    let s: TestServer;
    let pg: Backend | null = null;
    const files = tempDir("library");
    before(async () => {
      if (kind === "postgres") pg = await postgresBackend();
      s = await startTestServer(pg?.db);
    });
    after(async () => {
      await s?.stop();
      await pg?.cleanup();
      files.cleanup();
    });

    const save = (body: unknown): Promise<Answer> => call(s.url, "POST", "/api/library", { body });

    it("makes, reads, changes and deletes an item with its edit token; a read token only reads", async () => {
      const made = await save({ system: "vision", kind: "cards", title: "Frost", pack: FROST });
      assert.equal(made.status, 201, made.text);
      const { id, editToken, readToken } = made.body;
      assert.match(id, /^[a-z2-9]{10}$/);
      assert.notEqual(editToken, readToken);

      const read = await call(s.url, "GET", `/api/library/${id}`, { token: readToken });
      assert.equal(read.status, 200, read.text);
      assert.deepEqual(read.body.pack, FROST);
      assert.equal(read.body.mayEdit, false);
      assert.equal(read.body.title, "Frost");
      assert.equal(read.body.kind, "cards");
      assert.equal(read.body.system, "vision");
      assert.equal(read.body.createdAt, read.body.updatedAt);
      const edit = await call(s.url, "GET", `/api/library/${id}`, { token: editToken });
      assert.equal(edit.body.mayEdit, true);
      // The edit token answers the read token (to share what one edits); a read token never
      // answers a token at all.
      assert.equal(edit.body.readToken, readToken);
      assert.equal(read.body.readToken, undefined);
      assert.doesNotMatch(read.text, new RegExp(editToken));

      // Wrong token, unknown id: the same 404, which does not tell whether the id exists.
      const wrong = await call(s.url, "GET", `/api/library/${id}`, { token: "x".repeat(22) });
      const unknown = await call(s.url, "GET", "/api/library/zzzzzzzzzz", { token: readToken });
      assert.equal(wrong.status, 404);
      assert.equal(unknown.status, 404);
      assert.match(wrong.body.error, /^no library item "\w+" for this token$/);
      assert.doesNotMatch(JSON.stringify(wrong.body), /Frost/);
      const bare = await call(s.url, "GET", `/api/library/${id}`);
      assert.equal(bare.status, 400);
      assert.match(bare.body.error, /^x-kassen-token: /);

      const changed = { ...FROST, cards: [{ ...FROST.cards[0], attack: 3 }] };
      const body = { system: "vision", kind: "cards", title: "Frost 2", pack: changed };
      const byReader = await call(s.url, "PUT", `/api/library/${id}`, { token: readToken, body });
      assert.equal(byReader.status, 403);
      assert.match(byReader.body.error, /read token cannot change/);
      assert.equal(
        (await call(s.url, "GET", `/api/library/${id}`, { token: readToken })).body.title,
        "Frost",
        "a refused change changed nothing",
      );
      const put = await call(s.url, "PUT", `/api/library/${id}`, { token: editToken, body });
      assert.equal(put.status, 200, put.text);
      assert.ok(put.body.updatedAt > read.body.updatedAt);
      const after = await call(s.url, "GET", `/api/library/${id}`, { token: readToken });
      assert.equal(after.body.title, "Frost 2");
      assert.deepEqual(after.body.pack, changed);
      assert.equal(after.body.updatedAt, put.body.updatedAt);
      assert.equal(after.body.createdAt, read.body.createdAt);

      const delByReader = await call(s.url, "DELETE", `/api/library/${id}`, { token: readToken });
      assert.equal(delByReader.status, 403);
      const del = await call(s.url, "DELETE", `/api/library/${id}`, { token: editToken });
      assert.equal(del.status, 204);
      for (const token of [readToken, editToken])
        assert.equal((await call(s.url, "GET", `/api/library/${id}`, { token })).status, 404);
    });

    it("refuses a bad pack with every problem at its path, in kassen validate's words", async () => {
      const bad = {
        system: "vision",
        cards: [FROST.cards[0], { ...FROST.cards[1], attack: "many" }, { ...FROST.cards[0] }],
        decks: [{ id: "d", name: { ja: "d", zh: "d", en: "d" }, cards: { "no-such-card": 4 } }],
      };
      const r = await save({ system: "vision", kind: "cards", title: "Bad", pack: bad });
      assert.equal(r.status, 400, r.text);
      const paths = r.body.problems.map((p: { path: string }) => p.path);
      assert.ok(paths.includes("cards[1].attack"), paths.join(" "));
      assert.ok(paths.includes("decks[0].cards.no-such-card"), paths.join(" "));
      assert.ok(paths.includes("cards[2].id") || paths.includes("cards[2]"), paths.join(" "));
      assert.match(r.body.error, /^pack: at \S+: .+ \(and \d+ more\)$/);
      // The same pack as a file: `kassen validate` says the same things at the same places.
      const file = files.write("bad.json", JSON.stringify(bad));
      const cli = kassen(["validate", file]);
      assert.equal(cli.code, 2);
      // Its messages name the file where the server's say "pack".
      const said = cli.stderr.replaceAll(file, "pack");
      for (const p of r.body.problems as { path: string; message: string }[])
        assert.ok(
          said.includes(`at ${p.path}: ${p.message}`),
          `validate says ${p.path}: ${p.message}\n${cli.stderr}`,
        );
    });

    it("refuses what is not a library item, each in one line naming the field", async () => {
      const cases: [unknown, number, RegExp][] = [
        [{ system: "chess", kind: "cards", title: "x", pack: FROST }, 400, /^system: unknown/],
        [{ system: "vision", kind: "box", title: "x", pack: FROST }, 400, /^kind: /],
        [{ system: "vision", kind: "cards", title: "", pack: FROST }, 400, /^title: /],
        [{ system: "vision", kind: "cards", title: "x".repeat(101), pack: FROST }, 400, /^title: /],
        [{ system: "vision", kind: "cards", title: "x" }, 400, /^body: expected pack .* or yaml/],
        [
          { system: "vision", kind: "cards", title: "x", pack: FROST, yaml: "a: 1" },
          400,
          /^body: /,
        ],
        [
          { system: "vision", kind: "cards", title: "x", pack: FROST, file: "/etc/passwd" },
          400,
          /^body: unexpected key "file"/,
        ],
        [
          { system: "ygo-trpg", kind: "deck", title: "x", pack: {} },
          400,
          /^kind: a deck item is for vision or geo-march/,
        ],
        [
          { system: "vision", kind: "cards", title: "x", pack: { ...FROST, system: "geo-march" } },
          400,
          /^pack: at system: expected "vision"/,
        ],
        [{ system: "vision", kind: "cards", title: "x", yaml: "cards: [" }, 400, /^yaml: /],
        [
          { system: "vision", kind: "cards", title: "x", yaml: "- 1" },
          400,
          /^yaml: expected a content pack/,
        ],
      ];
      for (const [body, status, line] of cases) {
        const r = await save(body);
        assert.equal(r.status, status, `${JSON.stringify(body).slice(0, 80)} → ${r.text}`);
        assert.match(r.body.error, line);
      }
      // A deck item is one deck and its cards.
      const two = visionDeck("Two");
      (two.decks as unknown[]).push({ ...(two.decks as object[])[0], id: "other-deck" });
      const r = await save({ system: "vision", kind: "deck", title: "Two decks", pack: two });
      assert.equal(r.status, 400);
      assert.deepEqual(r.body.problems, [
        { path: "decks", message: "a deck item holds exactly one deck, got 2" },
      ]);
      const ok = await save({
        system: "vision",
        kind: "deck",
        title: "One",
        pack: visionDeck("One"),
      });
      assert.equal(ok.status, 201, ok.text);
    });

    it("refuses a pack over the pack limit before checking it", async () => {
      const filler = "x".repeat(1900);
      const cards: unknown[] = [];
      const big = { system: "vision", cards };
      // Just over the limit: a body far over it is refused by the body limit alone.
      while (JSON.stringify(big).length <= MAX_PACK_BYTES)
        cards.push({ ...FROST.cards[0], id: `big-${cards.length}`, text: { en: filler } });
      const r = await save({ system: "vision", kind: "cards", title: "Big", pack: big });
      assert.equal(r.status, 413, r.text);
      assert.match(r.body.error, /^pack: [\d,]+ bytes: a pack is at most 262,144 bytes$/);
      const check = await call(s.url, "POST", "/api/library/check", {
        body: { system: "vision", pack: big },
      });
      assert.equal(check.status, 413);
    });

    it("exports YAML that kassen validate passes and that imports back to the same pack", async () => {
      const yaml = [
        "# my frost cards",
        "system: vision",
        "name: Frost pack",
        "cards:",
        "  - id: frost-fairy",
        "    type: character",
        "    name: { ja: 霜の妖精, zh: 霜之妖精, en: 'Frost: \"Fairy\" #1' }",
        "    need: 1",
        "    cost: 1",
        "    attack: 2",
        "    toughness: 2",
        "    text: { ja: 'yes', zh: 'no', en: \"line one\\nline two\" }",
        "",
      ].join("\n");
      const made = await save({ system: "vision", kind: "cards", title: "Imported", yaml });
      assert.equal(made.status, 201, made.text);
      const { id, readToken } = made.body;
      const first = (await call(s.url, "GET", `/api/library/${id}`, { token: readToken })).body;
      assert.equal(first.pack.cards[0].name.en, 'Frost: "Fairy" #1');
      assert.equal(first.pack.cards[0].text.ja, "yes");
      const out = await call(s.url, "GET", `/api/library/${id}/yaml`, { token: readToken });
      assert.equal(out.status, 200);
      assert.match(out.type, /^text\/yaml/);
      const file = files.write("exported.yaml", out.text);
      const cli = kassen(["validate", file]);
      assert.equal(cli.code, 0, cli.stderr);
      assert.match(cli.stdout, /^ok /);
      const again = await save({ system: "vision", kind: "cards", title: "Again", yaml: out.text });
      assert.equal(again.status, 201, again.text);
      const second = await call(s.url, "GET", `/api/library/${again.body.id}`, {
        token: again.body.readToken,
      });
      assert.deepEqual(second.body.pack, first.pack);
      // A deck item too, whole (40 own cards and their deck).
      const deck = await save({
        system: "vision",
        kind: "deck",
        title: "D",
        pack: visionDeck("D"),
      });
      const y = await call(s.url, "GET", `/api/library/${deck.body.id}/yaml`, {
        token: deck.body.editToken,
      });
      assert.equal(kassen(["validate", files.write("deck.yaml", y.text)]).code, 0);
      const back = await save({ system: "vision", kind: "deck", title: "D", yaml: y.text });
      const read = await call(s.url, "GET", `/api/library/${back.body.id}`, {
        token: back.body.readToken,
      });
      assert.deepEqual(read.body.pack, visionDeck("D"));
      const none = await call(s.url, "GET", `/api/library/${id}/yaml`, { token: "nope" });
      assert.equal(none.status, 404);
    });

    it("tells a browser about the items its tokens open, and no others", async () => {
      const a = (await save({ system: "vision", kind: "cards", title: "A", pack: FROST })).body;
      const b = (await save({ system: "vision", kind: "deck", title: "B", pack: visionDeck("B") }))
        .body;
      const c = (await save({ system: "vision", kind: "cards", title: "C", pack: FROST })).body;
      const r = await call(s.url, "POST", "/api/library/mine", {
        body: {
          items: [
            { id: a.id, token: a.editToken },
            { id: b.id, token: b.readToken },
            { id: c.id, token: a.editToken },
            { id: "zzzzzzzzzz", token: a.readToken },
          ],
        },
      });
      assert.equal(r.status, 200, r.text);
      const got = r.body.items as { id: string; mayEdit: boolean; cards: number; title: string }[];
      assert.deepEqual(got.map((i) => i.id).sort(), [a.id, b.id].sort());
      const byId = Object.fromEntries(got.map((i) => [i.id, i]));
      assert.equal(byId[a.id].mayEdit, true);
      assert.equal(byId[a.id].cards, 2);
      assert.equal(byId[b.id].mayEdit, false);
      assert.equal(byId[b.id].cards, 40, "a deck counts its deck's cards");
      assert.ok(!r.text.includes(c.id), "an item the tokens do not open is not named");
      const tooMany = Array.from({ length: 201 }, () => ({ id: a.id, token: a.readToken }));
      const refused = await call(s.url, "POST", "/api/library/mine", { body: { items: tooMany } });
      assert.equal(refused.status, 400);
      assert.match(refused.body.error, /^items: /);
    });

    it("checks a pack against the shipped content, as an editor asks while its author types", async () => {
      const deck = visionDeck("Chk");
      const decks = deck.decks as { cards: Record<string, number> }[];
      decks[0].cards = { ...decks[0].cards, "not-a-card": 1 };
      const r = await call(s.url, "POST", "/api/library/check", {
        body: { system: "vision", kind: "deck", pack: deck },
      });
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.body.problems, [
        { path: "decks[0].cards.not-a-card", message: 'unknown card id "not-a-card"' },
      ]);
      const shadow = await call(s.url, "POST", "/api/library/check", {
        body: { system: "vision", pack: { cards: [{ ...FROST.cards[0], id: "cirno" }] } },
      });
      assert.equal(shadow.body.problems.length, 1);
      assert.equal(shadow.body.problems[0].path, "cards[0].id");
      assert.match(shadow.body.problems[0].message, /replaces: true/);
      const fine = await call(s.url, "POST", "/api/library/check", {
        body: { system: "vision", pack: FROST },
      });
      assert.deepEqual(fine.body, { problems: [] });
    });
  });
