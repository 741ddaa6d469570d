/**
 * A deck as a library pack: one `decks:` entry and a copy of the own cards it uses (no others),
 * read back to the same deck; the pack passes the system's own content check (the loader the
 * server plays it with) when the deck is legal.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseLibraryLink } from "../../src/build/deck/deck-link.ts";
import { deckPack, newDeckId, readDeckPack } from "../../src/build/deck/deck-pack.ts";
import { VISION_STORE } from "../../src/systems/vision/content/index.ts";

const FROST = {
  id: "frost-maiden",
  type: "character",
  name: { ja: "霜の巫女", zh: "霜之巫女", en: "Frost Maiden" },
  need: 1,
  cost: 1,
  attack: 2,
  toughness: 2,
};
const UNUSED = { ...FROST, id: "unused-card" };

describe("deck pack", () => {
  it("copies in the own cards the deck uses, reads back the same deck", () => {
    const counts = { ...{ cirno: 4, daiyousei: 4, koakuma: 4, rumia: 4, meiling: 4 } };
    Object.assign(counts, { marisa: 4, patchouli: 4, sakuya: 4, reimu: 4, "frost-maiden": 4 });
    const id = newDeckId();
    assert.match(id, /^deck-[a-z0-9]{8}$/);
    const pack = deckPack("vision", { id, title: "  Frost rush ", counts }, [FROST, UNUSED]);
    assert.deepEqual(pack.cards, [FROST], "only the own card used");
    const decks = pack.decks as { id: string; name: Record<string, string> }[];
    assert.equal(decks.length, 1);
    assert.deepEqual(decks[0].name, { ja: "Frost rush", zh: "Frost rush", en: "Frost rush" });
    const back = readDeckPack(pack);
    assert.deepEqual(back?.deck, { id, title: "Frost rush", counts });
    assert.deepEqual(back?.cards, [FROST]);
    assert.deepEqual(VISION_STORE.check([{ file: "deck", raw: pack }]), []);
  });

  it("a pack without a deck reads as none", () => {
    assert.equal(readDeckPack({ system: "vision", cards: [FROST] }), null);
  });
});

describe("library links", () => {
  it("reads edit and read links, whole or as a path, and refuses others", () => {
    assert.deepEqual(parseLibraryLink("http://h:8080/build/vision/abc123#r=tok_1"), {
      system: "vision",
      id: "abc123",
      token: "tok_1",
      edit: false,
    });
    assert.deepEqual(parseLibraryLink("/build/geo-march/x9#secret"), {
      system: "geo-march",
      id: "x9",
      token: "secret",
      edit: true,
    });
    assert.equal(parseLibraryLink("/build/vision/abc"), null, "no token");
    assert.equal(parseLibraryLink("/t/abc#tok"), null, "a table link");
    assert.equal(parseLibraryLink("/build/vision/abc#r=a b"), null, "a token with a space");
  });
});
