/**
 * The deck builder, end to end in a real browser against a real server:
 *
 * - vision: the card editor holds a library `cards` item (opened by its edit link) and the deck
 *   builder opens another by its read link: both cards are listed as own. A person searches one by
 *   its Japanese name, adds both up to the copies limit, fills
 *   the deck to exactly 40 from the shipped characters (the problems line says what is missing
 *   until then; nothing can be added past 40), sees the curve and totals, saves the deck to the
 *   library, makes a table from the lobby with that deck for p1 against the greedy bot and plays
 *   it through the board to the end (vision-player.ts). The table plays the deck: its init
 *   carries the deck item's pack and p1's setup names its deck.
 * - geo-march: a deck of 20 built from units and saved; its read link opened in another browser
 *   context shows it read-only ("save a copy"), and pasted there into the lobby's deck choice
 *   makes a table that plays it to the end against the greedy bot (geo-march-play.ts); a pasted
 *   link that is not a library link is refused first, in one line naming the seat.
 *
 * Screenshots: deck-builder (1280×800), deck-builder-phone (390×844), deck-builder-geo-march,
 * lobby-deck-choice.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { call } from "../server/library-helpers.ts";
import { stored } from "../server/server-helpers.ts";
import { browserSkip, screenshot, type WebSuite, webSuite } from "./browser.ts";
import { distancesTo, type MapJson, pickOption } from "./geo-march-play.ts";
import { act, optionIds, pick } from "./vision-player.ts";

const skip = browserSkip();
/** Far more decisions than a game takes: a policy that loops fails here. */
const MAX_STEPS = 1500;

const FROST = {
  id: "frost-maiden",
  type: "character",
  name: { ja: "霜の巫女", zh: "霜之巫女", en: "Frost Maiden" },
  text: { ja: "霜をまとう。", zh: "身披寒霜。", en: "Clad in frost." },
  need: 0,
  cost: 1,
  attack: 3,
  toughness: 2,
};

const EMBER = {
  id: "ember-imp",
  type: "character",
  name: { ja: "火の小鬼", zh: "火之小鬼", en: "Ember Imp" },
  need: 0,
  cost: 2,
  attack: 2,
  toughness: 3,
};

/** A `cards` item of `card` made through the library API: its id and tokens. */
async function cardsItem(
  web: WebSuite,
  title: string,
  card: Record<string, unknown>,
): Promise<{ id: string; editToken: string; readToken: string }> {
  const made = await call(web.server.url, "POST", "/api/library", {
    body: { system: "vision", kind: "cards", title, pack: { system: "vision", cards: [card] } },
  });
  assert.equal(made.status, 201, made.text);
  return made.body;
}

/** An element's text. */
async function text(el: Locator): Promise<string> {
  return (await el.textContent()) ?? "";
}

/** The build page of `system` with its Deck tab open. */
async function openDeckTab(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByRole("tab", { name: "Deck" }).click();
  const builder = page.getByTestId("deck-builder");
  await builder.getByTestId("deck-cards").waitFor();
  return builder;
}

/** Clicks a card's "add one" button `n` times. */
async function addCopies(builder: Locator, card: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await builder.locator(`button[data-add="${card}"]`).click();
}

/** Whether the page scrolls sideways. */
async function sideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Makes a table in the lobby for `system`, p1 "me" with the deck `pickDeck` sets, p2 greedy. */
async function tableFromLobby(
  web: WebSuite,
  page: Page,
  system: string,
  pickDeck: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto(web.server.url);
  await page.locator("select[name=system]").selectOption(system);
  await page.getByTestId("deck-choices").waitFor();
  await page.locator("select[name=seat-p1]").selectOption("me");
  await page.locator("select[name=seat-p2]").selectOption("greedy");
  await pickDeck(page);
  await screenshot(page, `lobby-deck-choice-${system}`);
  await page.getByRole("button", { name: "Make the table" }).click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
  return new URL(page.url()).pathname.split("/")[2];
}

/** Waits until the seat must decide (an enabled option) or the game is over. */
async function nextTurn(page: Page): Promise<"decide" | "over"> {
  const h = await page.waitForFunction(() => {
    if (document.querySelector("[data-testid=result]")) return "over";
    const b = document.querySelector("button.option");
    return b !== null && !(b as HTMLButtonElement).disabled ? "decide" : false;
  });
  return (await h.jsonValue()) as "decide" | "over";
}

/** Plays p1's side through the page to the end, `choose` picking each option; the decisions. */
async function playToEnd(
  page: Page,
  board: string,
  take: (ids: string[], step: number) => Promise<void>,
): Promise<number> {
  let step = 0;
  for (; step < MAX_STEPS; step++) {
    if ((await nextTurn(page)) === "over") break;
    const seq = await page.locator(board).getAttribute("data-seq");
    await take(await optionIds(page), step);
    await page.waitForFunction(
      ({ sel, seq }) =>
        (document.querySelector(sel) as HTMLElement | null)?.dataset.seq !== seq ||
        document.querySelector("[data-testid=server-error]") !== null,
      { sel: board, seq },
    );
    assert.equal(await page.getByTestId("server-error").count(), 0, `step ${step} accepted`);
  }
  assert.ok(step < MAX_STEPS, "the game ended");
  assert.match(await text(page.getByTestId("result")), /\S/, "the result is shown");
  return step;
}

/** A fresh English browser context at 1280×800. */
function context(web: WebSuite): Promise<BrowserContext> {
  return web.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
}

describe("deck builder (chromium)", { skip }, () => {
  const web = webSuite();

  it("builds a vision deck with an own card, saves it and plays it from the lobby", async (tc) => {
    const frost = await cardsItem(web, "Frost pack", FROST);
    const ember = await cardsItem(web, "Ember pack", EMBER);
    const ctx = await context(web);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The card editor holds the Frost pack (its edit link): the deck tab lists its card as own.
    const builder = await openDeckTab(
      page,
      `${web.server.url}/build/vision/${frost.id}#${frost.editToken}`,
    );
    // The Ember pack's read link, opened in the deck builder: its card joins the own cards.
    await builder
      .locator("input[name=library-link]")
      .fill(`${web.server.url}/build/vision/${ember.id}#r=${ember.readToken}`);
    await builder.getByRole("button", { name: "Open", exact: true }).click();
    await builder
      .getByTestId("deck-note")
      .filter({ hasText: "Added the 1 cards of “\u2068Ember pack\u2069”" })
      .waitFor();
    await builder.locator("select[name=deck-source]").selectOption("own");
    assert.deepEqual(
      await builder
        .getByTestId("deck-cards")
        .locator("li")
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card).sort()),
      [EMBER.id, FROST.id],
      "the editor's card and the opened item's",
    );
    await builder.locator("select[name=deck-source]").selectOption("");
    await builder.locator("input[name=deck-search]").fill("霜の");
    const cards = builder.getByTestId("deck-cards").locator("li");
    assert.equal(await cards.count(), 1, "found by its Japanese name");
    assert.match(await text(cards.first()), /Frost Maiden[\s\S]*mine[\s\S]*Clad in frost\./);
    await addCopies(builder, FROST.id, 4);
    assert.ok(
      await builder.locator(`button[data-add="${FROST.id}"]`).isDisabled(),
      "no fifth copy",
    );
    await builder.locator("input[name=deck-search]").fill("ember");
    await addCopies(builder, EMBER.id, 4);
    assert.equal(
      await text(builder.getByTestId("deck-problems")),
      "⚠ 8 cards: a deck needs exactly 40",
    );
    assert.ok(
      await builder.getByTestId("deck-save").isDisabled(),
      "a deck that breaks the rules cannot be saved",
    );

    // Eight shipped characters four times each: 40.
    await builder.locator("input[name=deck-search]").fill("");
    await builder.locator("select[name=deck-type]").selectOption("character");
    await builder.locator("select[name=deck-source]").selectOption("shipped");
    const shipped = await cards.evaluateAll((els) =>
      els.map((e) => (e as HTMLElement).dataset.card ?? ""),
    );
    assert.ok(shipped.length >= 8 && !shipped.includes(FROST.id));
    for (const id of shipped.slice(0, 8)) await addCopies(builder, id, 4);
    assert.equal(await text(builder.getByTestId("deck-problems")), "✔ Ready to play");
    assert.equal(await text(builder.getByTestId("deck-count")), "40 / 40");
    assert.equal(
      await builder.locator("button[data-add]:not([disabled])").count(),
      0,
      "nothing more goes into a full deck",
    );
    const curve = await builder
      .getByTestId("deck-curve")
      .locator(".db-n")
      .evaluateAll((els) => els.reduce((n, e) => n + Number(e.textContent), 0));
    assert.equal(curve, 40, "the curve counts every card");
    assert.match(await text(builder.getByTestId("deck-totals")), /character: 40/);
    assert.match(await text(builder.getByTestId("deck-list")), /4×\s*Frost Maiden/);

    await builder.locator("input[name=deck-title]").fill("Frost rush");
    await builder.getByTestId("deck-save").click();
    await builder.getByTestId("deck-saved").waitFor();
    assert.match(
      (await builder.getByTestId("deck-read-link").getAttribute("href")) ?? "",
      /^\/build\/vision\/[A-Za-z0-9_-]+#r=[A-Za-z0-9_-]+$/,
    );
    await screenshot(page, "deck-builder");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "deck-builder-phone");
    assert.equal(await sideways(page), false, "no sideways scroll at 390 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The lobby offers the saved deck for p1.
    const id = await tableFromLobby(web, page, "vision", async (p) => {
      const select = p.locator("select[name=deck-p1]");
      await select.selectOption({ label: "Frost rush" });
    });
    const init = JSON.parse((await stored(web.server, id)).init);
    assert.match(JSON.stringify(init.options), /Frost Maiden/, "the deck's pack is the table's");
    assert.match(JSON.stringify(init.options), /Ember Imp/, "with both own cards");
    assert.match(String(init.setup.p1.deck), /^deck-/, "p1 plays the deck");
    assert.equal(init.setup.p2.deck, "starter-moon", "p2 the shipped default");
    const steps = await playToEnd(page, "[data-testid=vision-board]", async (ids, step) => {
      await act(page, "p1", ids, pick(ids, step));
    });
    assert.deepEqual(errors, [], "no script errors");
    tc.diagnostic(`vision: ${steps} decisions`);
    await ctx.close();
  });

  it("builds a geo-march deck; another browser opens its read link and plays it", async (tc) => {
    const ctx = await context(web);
    const page = await ctx.newPage();
    const builder = await openDeckTab(page, `${web.server.url}/build/geo-march`);
    await builder.locator("select[name=deck-type]").selectOption("skill");
    const skills = await builder
      .getByTestId("deck-cards")
      .locator("li")
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card ?? ""));
    for (const s of skills.slice(0, 5)) await addCopies(builder, s, 4);
    // Twenty skills: the size holds, the unit rule does not.
    assert.match(
      await text(builder.getByTestId("deck-problems")),
      /^⚠ unit: 0, at least 1 needed$/,
    );
    await builder.locator("select[name=deck-type]").selectOption("unit");
    const units = await builder
      .getByTestId("deck-cards")
      .locator("li")
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card ?? ""));
    for (const s of skills.slice(0, 3))
      await builder.locator(`[data-testid=deck-list] [data-card="${s}"] button`).first().click();
    for (const u of units.slice(0, 5)) await addCopies(builder, u, 4);
    assert.equal(await text(builder.getByTestId("deck-problems")), "✔ Ready to play");
    await builder.locator("input[name=deck-title]").fill("Marchers");
    await builder.getByTestId("deck-save").click();
    await builder.getByTestId("deck-saved").waitFor();
    await screenshot(page, "deck-builder-geo-march");
    const read = (await builder.getByTestId("deck-read-link").getAttribute("href")) ?? "";
    await ctx.close();

    // Another browser: the read link opens the deck read-only, and plays it from the lobby.
    const other = await context(web);
    const page2 = await other.newPage();
    const shared = await openDeckTab(page2, `${web.server.url}${read}`);
    await shared
      .getByTestId("deck-note")
      .filter({ hasText: "Opened the deck “\u2068Marchers\u2069”" })
      .waitFor();
    assert.equal(await text(shared.getByTestId("deck-count")), "37 / 40");
    assert.equal(await text(shared.getByTestId("deck-save")), "Save a copy to my library");
    assert.equal(await shared.getByTestId("deck-edit-link").count(), 0, "no edit link");
    const id = await tableFromLobby(web, page2, "geo-march", async (p) => {
      // The deck opened by its read link is this browser's to use now: the select offers it.
      assert.ok(
        (await p.locator("select[name=deck-p1] option").allTextContents()).includes("Marchers"),
      );
      await p.locator("select[name=deck-p1]").selectOption({ label: "Paste a read link…" });
      // Not a library link: one line naming the seat, and no table.
      await p.locator("input[name=deck-link-p1]").fill(`${web.server.url}/t/abc#token`);
      await p.getByRole("button", { name: "Make the table" }).click();
      assert.equal(
        await text(p.getByTestId("lobby-error")),
        "⚠ Player 1's deck: not a library link (/build/<game>/<id>#r=…)",
      );
      assert.match(p.url(), /\/$/, "still the lobby");
      await p.locator("input[name=deck-link-p1]").fill(`${web.server.url}${read}`);
    });
    const init = JSON.parse((await stored(web.server, id)).init);
    assert.match(JSON.stringify(init.options), /Marchers/, "the shared deck's pack");
    const map = (await (
      await fetch(`${web.server.url}/api/geo-march/maps/twin-valleys`)
    ).json()) as MapJson;
    const dist = distancesTo(map, "p2");
    const steps = await playToEnd(page2, "[data-testid=geo-march-board]", async (ids) => {
      await page2.locator(`button.option[data-option="${pickOption(ids, dist)}"]`).click();
    });
    tc.diagnostic(`geo-march: ${steps} decisions`);
    await other.close();
  });
});
