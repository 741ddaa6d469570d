/**
 * The ygo-trpg party and encounter builders in a real browser against a real server: a GM opens
 * /prepare/ygo-trpg and builds a party of two — p1 a character of their own (renamed, life 30
 * carried from the campaign, a card in the monster hand), p2 Shiro with an own monster deck
 * whose copies stop at three — and an encounter of their own from a shipped one, with a NEW
 * monster made with the card editor's inputs; sees the acting order and the summon chances follow
 * (the new monster at its stars); problems are shown at their fields (the server's at a job
 * level of 0, the card editor's own at a level of 13);
 * makes the table with both players as persons and the GM as a bot, and the two players play it
 * to the end in two pages. Both tabs are looked at (screenshots, ja, 1280 and 390 px, no
 * horizontal scroll) and checked by axe-core (no serious or critical finding). Then own
 * entries are deleted (a deck, a character, an encounter) and what used them falls back to
 * shipped ones, checking clean.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { browserSkip, screenshot, webSuite } from "./browser.ts";
import { act, afterSeq, boardSeq, optionIds, pick } from "./ygo-trpg-player.ts";

const skip = browserSkip();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
/** Far more decisions than the encounter takes: a policy that loops fails here. */
const MAX_STEPS = 800;

/** The serious and critical axe-core findings on the page as it is now, as lines. */
async function severeAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    type V = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: V[] }> } }).axe;
    const r = await axe.run();
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} ${JSON.stringify(v.nodes.slice(0, 3))}`);
  });
}

/** The page's horizontal overflow in px (0: it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe("ygo-trpg party and encounter builders (chromium)", { skip }, () => {
  const web = webSuite();

  /** Waits until the server has answered about the doc as it is now (no check under way). */
  async function checked(page: Page): Promise<void> {
    await page.getByTestId("prep-problems").locator("[role=status] p").first().waitFor();
    await page.waitForFunction(
      () => !document.querySelector("[data-testid=prep-problems]")?.textContent?.includes("確認中"),
    );
  }

  /** A GM's new page (ja, `width` px) on /prepare/ygo-trpg at the party tab. */
  async function openParty(width: number): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await web.browser.newContext({
      viewport: { width, height: 900 },
      locale: "ja-JP",
      bypassCSP: true,
    });
    const page = await ctx.newPage();
    await page.goto(`${web.server.url}/prepare/ygo-trpg`);
    await page.locator("[role=tab][data-tab=party]").click();
    return { ctx, page };
  }

  it("builds a party and an encounter with a new monster, and two players play it to the end", async () => {
    const { ctx, page } = await openParty(1280);
    const party = page.locator(".yp-party");
    await party
      .locator("select[name=p1-character] option[value=akane]")
      .waitFor({ state: "attached" });

    // ——— the party ———
    // The starter seats Akane and Shiro: Shiro leaves, a new player comes and is made Shiro.
    await page.locator("[data-remove-player=p2]").click();
    await party.locator("section[data-seat=p2]").waitFor({ state: "detached" });
    await page.getByTestId("yp-add-player").click();
    await page.locator("select[name=p2-character]").selectOption("shiro");
    // p1: a character of the GM's own, made from Akane, renamed; life carried over; a card in hand.
    await page.locator("[data-own-character=p1]").click();
    const ownName = page.locator("#fld-p1-my-character-1_name_ja");
    await ownName.fill("ハヤテ");
    await page.locator("#fld-p1-my-character-1_jobLevel").fill("4");
    await page.locator("input[name=p1-life]").fill("30");
    await page.locator("input[name=p1-life]").press("Tab");
    await page.locator("select[name=add-p1-monsterHand]").selectOption("flame-drake");
    await page.locator("[data-add=add-p1-monsterHand]").click();
    await party.locator("[data-list=add-p1-monsterHand] li[data-card=flame-drake]").waitFor();
    // p2: an own monster deck from Shiro's: a card goes up to three copies and no further.
    await page.locator("[data-own-deck=p2-monster]").click();
    const deck = party.locator("section[data-seat=p2] .yp-deck-details");
    await deck.locator("summary").click();
    const more = deck.locator("li[data-card=dawn-paladin] button").last();
    await more.click();
    await deck.locator("li[data-card=dawn-paladin] .yp-n", { hasText: "×3" }).waitFor();
    assert.equal(await more.isDisabled(), true, "a fourth copy cannot go in");
    await checked(page);
    assert.equal(await page.locator("section[data-seat=p1] h3 bdi").textContent(), "ハヤテ");

    // The server's problem is shown at the field it names: a job level of 0, then put right.
    await deck.locator("li[data-card=gale-hawk] button").last().click();
    await page.locator("input[name=p2-jobLevel]").fill("0");
    await page.locator("input[name=p2-jobLevel]").press("Tab");
    await party
      .locator("section[data-seat=p2] [data-problem-at='setup.players.p2.jobLevel']")
      .waitFor();
    await screenshot(page, "prepare-ygo-problem-1280");
    await page.locator("input[name=p2-jobLevel]").fill("");
    await page.locator("input[name=p2-jobLevel]").press("Tab");
    await checked(page);
    assert.equal(await party.locator(".yp-problems").count(), 0, "no problem left");

    // The summon chances follow the party (Shiro's own deck now holds three Dawn Paladins).
    const chances = page.locator(".yp-party [data-testid=yp-summon]");
    await chances.locator("table[data-seat=p1] caption", { hasText: "ハヤテ" }).waitFor();
    await chances.locator("table[data-seat=p2] tr[data-card=gale-hawk]").waitFor();
    await screenshot(page, "prepare-ygo-party-1280");

    // ——— the encounter ———
    await page.locator("[role=tab][data-tab=encounter]").click();
    const enc = page.locator(".yp-encounter");
    await enc.locator("select[name=gm-encounter]").selectOption("goblin-ambush");
    await enc.locator(".yp-shipped-enc li[data-card=cavern-goblin]").first().waitFor();
    await enc.locator("[data-own-encounter=copy]").click();
    const monsters = enc.locator("[data-list=add-encounter-monsters]");
    await monsters.locator("li[data-card=shade-bat]").waitFor();
    // The bat and a goblin go (a short encounter); a NEW monster comes, made with the card
    // editor's fields.
    await monsters.locator("li[data-card=shade-bat] button").click();
    await monsters.locator("li[data-card=shade-bat]").waitFor({ state: "detached" });
    await monsters.locator("li[data-card=cavern-goblin] button").first().click();
    await monsters.locator("li[data-card=cavern-goblin]").nth(1).waitFor({ state: "detached" });
    await page.getByTestId("yp-new-monster").click();
    await monsters.locator("li[data-card=my-monster-1]").waitFor();
    const editor = enc.locator("[data-own-card=my-monster-1]");
    await editor.locator("#fld-card-my-monster-1_name_ja").fill("氷柱の魔女");
    await editor.locator("#fld-card-my-monster-1_name_zh").fill("冰柱魔女");
    await editor.locator("#fld-card-my-monster-1_name_en").fill("Icicle Witch");
    await editor.locator("#fld-card-my-monster-1_level").fill("3");
    await editor.locator("#fld-card-my-monster-1_attribute").selectOption("water");
    await editor.locator("#fld-card-my-monster-1_atk").fill("1200");
    await editor.locator("#fld-card-my-monster-1_def").fill("700");
    await checked(page);
    // The acting order shows the new monster at three stars, beside the players' summon chances.
    const order = page.locator(".yp-encounter [data-testid=yp-acting-order]");
    await order
      .locator("li[data-level='3'] li[data-card=my-monster-1]", { hasText: "氷柱の魔女" })
      .waitFor();
    const levels = await order
      .locator(":scope > li")
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-level"))));
    assert.deepEqual(
      levels,
      [...levels].sort((a, b) => b - a),
      "most stars first",
    );
    assert.ok((await page.locator(".yp-encounter [data-testid=yp-summon] table").count()) === 2);
    await screenshot(page, "prepare-ygo-encounter-1280");

    // A problem at a field: a level of 13 is shown beside the level box, then put right.
    await editor.locator("#fld-card-my-monster-1_level").fill("13");
    await editor.locator("[data-path='card-my-monster-1.level']").waitFor();
    await editor.locator("#fld-card-my-monster-1_level").fill("3");
    await checked(page);

    // ——— looked at and checked: both tabs at 1280 and 390 px ———
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ["party", "encounter"]) {
        await page.locator(`[role=tab][data-tab=${tab}]`).click();
        assert.equal(await overflow(page), 0, `${tab} at ${width} px: no horizontal scroll`);
        assert.deepEqual(await severeAxe(page), [], `${tab} at ${width} px`);
        if (width === 390) await screenshot(page, `prepare-ygo-${tab}-390`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // ——— the table: both players people, the GM a bot ———
    await page.locator("[role=tab][data-tab=table]").click();
    await page.locator("select[name=seat-gm]").selectOption("bot");
    await page.locator("select[name=seat-p1]").selectOption("invite");
    await page.locator("select[name=seat-p2]").selectOption("invite");
    await page.getByTestId("prep-make").click();
    const made = page.getByTestId("prep-made");
    await made.waitFor();
    const links: Record<string, string> = {};
    for (const li of await made.locator("li").all()) {
      const who = (await li.locator("strong").textContent()) ?? "";
      const href = (await li.locator("a").getAttribute("href")) ?? "";
      // Seats are named by their players' characters (`p1 — ハヤテ`).
      if (who.includes("ハヤテ")) links.p1 = href;
      if (who.includes("シロ")) links.p2 = href;
    }
    assert.ok(links.p1 && links.p2, `p1 and p2 links: ${JSON.stringify(links)}`);
    await page.close();

    const players: Record<string, Page> = {};
    for (const seat of ["p1", "p2"]) {
      const c = await web.browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: "ja-JP",
      });
      const p = await c.newPage();
      await p.goto(`${web.server.url}${links[seat]}`);
      await p.getByTestId("ygo-board").waitFor();
      players[seat] = p;
    }
    // p1's sheet is the own character with its carried life.
    assert.match((await players.p1.getByTestId("life-p1").textContent()) ?? "", /30/);

    let steps = 0;
    for (; steps < MAX_STEPS; steps++) {
      if (await players.p1.getByTestId("result").isVisible()) break;
      let acted = false;
      for (const seat of ["p1", "p2"]) {
        const p = players[seat];
        const ids = await optionIds(p);
        if (ids.length === 0) continue;
        const seq = await boardSeq(p);
        await act(p, pick(ids));
        await afterSeq(p, seq);
        acted = true;
        break;
      }
      // The GM's bot is deciding: a moment for its move to arrive.
      if (!acted) await players.p1.waitForTimeout(50);
    }
    await players.p2.getByTestId("result").waitFor();
    console.log(`played in ${steps} steps`);
    assert.ok(steps < MAX_STEPS, "the encounter ended");
    await screenshot(players.p1, "prepare-ygo-played-p1-1280");
    for (const p of Object.values(players)) await p.context().close();
    await ctx.close();
  });

  it("deletes an own deck, character and encounter; what used them falls back and checks clean", async () => {
    const { ctx, page } = await openParty(390);
    const p1 = page.locator(".yp-party section[data-seat=p1]");
    const firstShipped = (select: string) =>
      page.locator(`select[name=${select}] optgroup`).first().locator("option").first();
    await firstShipped("p1-character").waitFor({ state: "attached" });
    const shippedCharacter = await firstShipped("p1-character").getAttribute("value");
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("name"));

    // p1 plays a character of the GM's own with an item deck of the GM's own.
    await page.locator("[data-own-character=p1]").click();
    await page.locator("[data-own-deck=p1-item]").click();
    await p1.locator(".yp-deck-details summary").click();
    await checked(page);
    assert.equal(await page.locator("select[name=p1-itemDeck]").inputValue(), "my-item-deck-1");
    assert.deepEqual(await severeAxe(page), [], "the delete buttons at 390 px");
    await screenshot(page, "prepare-ygo-own-delete-390");

    // The deck goes: the own character plays the first shipped item deck instead.
    await p1.locator("[data-remove-own='decks-my-item-deck-1']").click();
    await p1.locator(".yp-deck-details").waitFor({ state: "detached" });
    const itemDeck = await page.locator("select[name=p1-itemDeck]").inputValue();
    assert.ok(itemDeck !== "" && itemDeck !== "my-item-deck-1", itemDeck);
    assert.equal(await focused(), "p1-itemDeck", "the keyboard goes on at the deck select");
    // The character goes: p1 plays the first shipped character.
    await p1.locator("[data-remove-own='characters-my-character-1']").click();
    await p1.locator("[data-own-entry]").waitFor({ state: "detached" });
    assert.equal(await page.locator("select[name=p1-character]").inputValue(), shippedCharacter);
    assert.equal(await focused(), "p1-character");
    assert.equal(await p1.locator("select[name=p1-character] option[value^=my-]").count(), 0);
    await checked(page);
    assert.equal(await page.locator(".yp-party .yp-problems").count(), 0, "no problem");

    // A new (empty) encounter of the GM's own goes: the GM, with nothing on its field, plays
    // the first shipped encounter.
    await page.locator("[role=tab][data-tab=encounter]").click();
    const enc = page.locator(".yp-encounter");
    await enc.locator("[data-own-encounter=new]").click();
    const remove = enc.locator("[data-remove-own='encounters-my-encounter-1']");
    await remove.waitFor();
    await remove.click();
    await remove.waitFor({ state: "detached" });
    const shippedEncounter = await firstShipped("gm-encounter").getAttribute("value");
    assert.equal(await enc.locator("select[name=gm-encounter]").inputValue(), shippedEncounter);
    assert.equal(await focused(), "gm-encounter");
    await checked(page);
    assert.equal(await page.locator(".yp-encounter .yp-problems").count(), 0, "no problem");
    await ctx.close();
  });
});
