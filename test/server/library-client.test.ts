/**
 * The browser's library module (web/src/net/library-api.ts) against the real server: what the
 * card editor and the deck builder call, as they call it — its relative addresses sent to a test
 * server, and a localStorage kept in memory as a page's is.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  checkPack,
  deleteItem,
  editLink,
  exportYaml,
  forgetItem,
  LibraryError,
  loadItem,
  myItems,
  readLink,
  rememberedItems,
  rememberItem,
  saveItem,
  saveNew,
} from "../../web/src/net/library-api.ts";
import { visionDeck } from "./library-helpers.ts";
import { startTestServer, type TestServer } from "./server-helpers.ts";

/** A page's localStorage, in memory. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v));
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

describe("the browser's library module", () => {
  let s: TestServer;
  const realFetch = globalThis.fetch;
  before(async () => {
    s = await startTestServer();
    // The page's fetch of `/api/…` goes to its own origin: here, the test server.
    globalThis.fetch = ((url: string, init?: RequestInit) =>
      realFetch(`${s.url}${url}`, init)) as typeof fetch;
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  after(async () => {
    globalThis.fetch = realFetch;
    await s.stop();
  });

  it("saves, loads, changes, lists, exports and deletes an item", async () => {
    const pack = visionDeck("Web");
    const saved = await saveNew({ system: "vision", kind: "deck", title: "Web deck", pack });
    const item = await loadItem(saved.id, saved.readToken);
    assert.deepEqual(item.pack, pack);
    assert.equal(item.mayEdit, false);
    const at = await saveItem(saved.id, saved.editToken, {
      system: "vision",
      kind: "deck",
      title: "Web deck 2",
      pack,
    });
    assert.equal((await loadItem(saved.id, saved.editToken)).updatedAt, at);
    const list = await myItems([{ id: saved.id, token: saved.editToken }]);
    assert.deepEqual(
      list.map((x) => [x.id, x.title, x.mayEdit, x.cards]),
      [[saved.id, "Web deck 2", true, 40]],
    );
    assert.deepEqual(await myItems([]), []);
    const yaml = await exportYaml(saved.id, saved.readToken);
    assert.match(yaml, /^system: vision\n/);
    const again = await saveNew({ system: "vision", kind: "deck", title: "Imported", yaml });
    assert.deepEqual((await loadItem(again.id, again.readToken)).pack, pack);
    await deleteItem(saved.id, saved.editToken);
    await assert.rejects(loadItem(saved.id, saved.readToken), (e: unknown) => {
      assert.ok(e instanceof LibraryError);
      assert.equal(e.status, 404);
      assert.match(e.message, /^no library item /);
      return true;
    });
  });

  it("throws the server's line and a pack's problems; checks a pack", async () => {
    const pack = visionDeck("Bad");
    (pack.decks as { cards: Record<string, number> }[])[0].cards["no-card"] = 1;
    await assert.rejects(
      saveNew({ system: "vision", kind: "deck", title: "Bad", pack }),
      (e: unknown) => {
        assert.ok(e instanceof LibraryError);
        assert.equal(e.message, 'pack: at decks[0].cards.no-card: unknown card id "no-card"');
        assert.deepEqual(e.problems, [
          { path: "decks[0].cards.no-card", message: 'unknown card id "no-card"' },
        ]);
        return true;
      },
    );
    assert.deepEqual(await checkPack("vision", pack), [
      { path: "decks[0].cards.no-card", message: 'unknown card id "no-card"' },
    ]);
    assert.deepEqual(await checkPack("vision", { cards: [] }, "deck"), [
      { path: "decks", message: "a deck item holds exactly one deck, got 0" },
    ]);
    const saved = await saveNew({
      system: "vision",
      kind: "deck",
      title: "R",
      pack: visionDeck("R"),
    });
    await assert.rejects(
      deleteItem(saved.id, saved.readToken),
      (e: unknown) => e instanceof LibraryError && e.status === 403 && e.problems.length === 0,
    );
  });

  it("remembers this browser's items, keeping an edit token once held", () => {
    rememberItem({
      id: "a",
      system: "vision",
      kind: "deck",
      title: "A",
      editToken: "e",
      readToken: "r",
    });
    rememberItem({ id: "b", system: "vision", kind: "cards", title: "B", readToken: "rb" });
    rememberItem({ id: "a", system: "vision", kind: "deck", title: "A2", readToken: "r" });
    assert.deepEqual(
      rememberedItems().map((x) => [x.id, x.title, x.editToken]),
      [
        ["a", "A2", "e"],
        ["b", "B", undefined],
      ],
    );
    forgetItem("a");
    assert.deepEqual(
      rememberedItems().map((x) => x.id),
      ["b"],
    );
    assert.equal(editLink("vision", "abc", "tok"), "/build/vision/abc#tok");
    assert.equal(readLink("geo-march", "abc", "tok"), "/build/geo-march/abc#r=tok");
  });
});
