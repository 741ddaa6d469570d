/**
 * The library page (`/library`) in a real browser: a YAML pack file imported becomes an item of
 * this browser's library (listed with its game, kind, card count and last change), a broken one
 * is refused with its problems and adds nothing; an item's pack exported as YAML downloads the
 * pack; delete asks first and then removes the item from the server; forget drops it from this
 * browser only (the server still opens it by its link). Screenshots: library-page (1280×800) and
 * library-page-phone (390×844), with no sideways scroll.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { call } from "../server/library-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

const CARDS_YAML = `system: vision
name: Frost pack
cards:
  - id: frost-maiden
    type: character
    name: { ja: 霜の巫女, zh: 霜之巫女, en: Frost Maiden }
    need: 1
    cost: 1
    attack: 2
    toughness: 2
  - id: frost-spear
    type: equipment
    name: { ja: 霜の槍, zh: 霜之枪, en: Frost Spear }
    need: 0
    cost: 1
    modifier: { attack: 1, toughness: 0 }
`;

const DECK_YAML = `system: geo-march
decks:
  - id: lancers
    name: { ja: 槍兵, zh: 枪兵, en: Lancers }
    cards: { plain-lancer: 4, ember-wolf: 4, storm-hawk: 4, clay-soldier: 4, reed-archer: 4 }
`;

/** Imports `text` as file `name` through the page's import form. */
async function importFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator("input[name=pack]")
    .setInputFiles({ name, mimeType: "application/yaml", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

/** An element's text. */
async function text(el: Locator): Promise<string> {
  return (await el.textContent()) ?? "";
}

/** The page's remembered items (localStorage), as the library client keeps them. */
async function remembered(
  page: Page,
): Promise<{ id: string; editToken?: string; readToken: string }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("kassen.library") ?? "[]"));
}

describe("library page (chromium)", { skip }, () => {
  const web = webSuite();

  it("imports, lists, exports, deletes and forgets items", async () => {
    const ctx = await web.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
      acceptDownloads: true,
    });
    const page = await ctx.newPage();
    await page.goto(`${web.server.url}/library`);
    await page.getByRole("heading", { name: "My library" }).waitFor();
    await page.getByText("Nothing yet").waitFor();

    // A broken pack: its problem at its place, nothing added.
    await importFile(page, "broken.yaml", CARDS_YAML.replace("attack: 2", "attack: two"));
    await page.getByTestId("import-error").waitFor();
    assert.match(await text(page.locator("form[data-testid=library-import]")), /attack/);
    assert.equal((await remembered(page)).length, 0, "nothing remembered");

    await importFile(page, "frost-pack.yaml", CARDS_YAML);
    await page
      .getByTestId("library-message")
      .filter({ hasText: "Imported “\u2068frost-pack\u2069”" })
      .waitFor();
    await importFile(page, "lancers.yaml", DECK_YAML);
    await page
      .getByTestId("library-message")
      .filter({ hasText: "Imported “\u2068lancers\u2069”" })
      .waitFor();
    const items = page.getByTestId("library-items").locator("li.lib-item");
    await page.getByTestId("item-facts").nth(1).waitFor();
    assert.equal(await items.count(), 2);
    const cardsItem = items.filter({ hasText: "frost-pack" });
    const deckItem = items.filter({ hasText: "lancers" });
    const vision = (await call(web.server.url, "GET", "/api/systems")).body.systems.find(
      (x: { id: string }) => x.id === "vision",
    );
    assert.ok((await text(cardsItem)).includes(vision.name.en), "the game's name");
    assert.match(await text(cardsItem.getByTestId("item-facts")), /^2 cards · updated /);
    assert.equal(await cardsItem.getAttribute("data-kind"), "cards");
    assert.equal(await deckItem.getAttribute("data-kind"), "deck", "a pack with decks: a deck");
    assert.match(await text(deckItem), /deck/);

    // Export: the pack as YAML, as kassen validate reads it.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      cardsItem.getByTestId("item-export").click(),
    ]);
    assert.equal(download.suggestedFilename(), "frost-pack.yaml");
    const yaml = await readFile((await download.path()) as string, "utf8");
    assert.match(yaml, /^system: vision/m);
    assert.match(yaml, /id: frost-maiden/);
    assert.match(yaml, /id: frost-spear/);

    // Open/edit links lead to the build page with the token in the fragment.
    const href = (await cardsItem.getByTestId("item-open").getAttribute("href")) ?? "";
    assert.match(href, /^\/build\/vision\/[A-Za-z0-9_-]+#[A-Za-z0-9_-]+$/);

    await screenshot(page, "library-page");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "library-page-phone");
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= 390),
      "no sideways scroll at 390 px",
    );
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete asks first; cancel keeps it.
    const deckId = await deckItem.getAttribute("data-item");
    const deck = (await remembered(page)).find((x) => x.id === deckId);
    assert.ok(deck?.editToken, "the importer holds the edit token");
    await deckItem.getByTestId("item-delete").click();
    await deckItem.getByRole("alertdialog").waitFor();
    assert.match(
      await text(deckItem.getByRole("alertdialog")),
      /Delete “\u2068lancers\u2069” from the server\?/,
    );
    await deckItem.getByRole("button", { name: "Cancel" }).click();
    assert.equal(await deckItem.getByRole("alertdialog").count(), 0);
    await deckItem.getByTestId("item-delete").click();
    await deckItem.getByTestId("confirm-delete").click();
    await page
      .getByTestId("library-message")
      .filter({ hasText: "Deleted “\u2068lancers\u2069”" })
      .waitFor();
    assert.equal(await items.count(), 1);
    const gone = await call(web.server.url, "GET", `/api/library/${deck.id}`, {
      token: deck.editToken,
    });
    assert.equal(gone.status, 404, "deleted on the server");

    // Forget: gone from this browser, still on the server.
    const kept = (await remembered(page)).find((x) => x.id !== deckId);
    assert.ok(kept);
    await cardsItem.getByTestId("item-forget").click();
    await page.getByText("Nothing yet").waitFor();
    const still = await call(web.server.url, "GET", `/api/library/${kept.id}`, {
      token: kept.readToken,
    });
    assert.equal(still.status, 200, "forgetting deletes nothing");
    assert.equal(still.body.title, "frost-pack");
    await ctx.close();
  });
});
