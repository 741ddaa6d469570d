/**
 * A magical-girl combat in a real browser: the KP and two players in three contexts (zh, the
 * system's language), a table made by uploading a scenario with the KP tools on and reactions
 * asked of the KP, pinned dice so the fight goes the same way each time. Every act is a click on
 * the board's buttons, every wait is on the page's own state.
 * - A reaction: Tsukiko (p2) misses the wolf; Hikari's page offers a reaction at double DP; the
 *   KP's screen asks for approval with the doubled cost; approved, Hikari's DP drops by twice the
 *   bare-hands cost (8 → 4) on every page.
 * - A wound: before Hikari's turn the KP finishes the tools; Hikari's page offers Pink Burst (4 DP);
 *   the KP takes that decision back (undo), gives Hikari a light wound with the tool on her card;
 *   wounded, she acts after the wolf (MGR-13, on every track); then her page shows the wound and
 *   what it forbids, no longer offers the 4-DP ability nor the 4-DP move, and the movement range
 *   is halved.
 * Screenshots: magical-girl-kp (the KP screen), magical-girl-sheet (p1's sheet),
 * magical-girl-sheet-390 (the sheet at a phone's width), magical-girl-spectator.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { createTable } from "../server/server-helpers.ts";
import { browserSkip, openSeat, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

/**
 * Initiative: Hikari 50 (regular), Tsukiko 10 (hard), the wolf 90 (failure) → Tsukiko, Hikari,
 * the wolf. Tsukiko's bare-handed attack rolls 95 (a miss); Hikari's reaction rolls 90 (a miss).
 */
const SCENARIO = `
name: "魔法少女：夜晚的公园"
system: magical-girl
lang: zh
options: { kpTools: "on", reactionApproval: "ask" }
setup:
  map: night-park
  girls:
    - { seat: p1, girl: hoshino }
    - { seat: p2, girl: tsukiko }
  enemies: [{ enemy: gloom-wolf }]
dice: [50, 10, 90, 95, 90]
`;

/**
 * Raimu (p1) at the fountain, the wolf behind the bench (12 m). Initiative 10 / 90: Raimu first.
 * Her hammer throw rolls 80 (a miss) and scatters 2 (beyond); her cooking check rolls 47 with a
 * bonus die of 1: 17 is kept, a hard success against 40.
 */
const THROW_SCENARIO = `
name: "魔法少女：投掷与技能"
system: magical-girl
lang: zh
options: { reactions: "off", kpTools: "off" }
setup:
  map: night-park
  girls: [{ seat: p1, girl: raimu, pos: fountain }]
  enemies: [{ enemy: gloom-wolf, pos: bench }]
dice: [10, 90, 80, 2, 47, 1]
`;

const BOARD = "[data-testid=magical-girl-board]";

/** Waits for the board to show seq `seq`. */
async function atSeq(page: Page, seq: number): Promise<void> {
  await page.locator(`${BOARD}[data-seq="${seq}"]`).waitFor();
}

/** The DP a fighter shows on a page (the sheet's own, or a card's). */
async function dpOn(page: Page, name: string): Promise<number> {
  const sheet = page.locator("[data-testid=sheet]", { hasText: name });
  const where =
    (await sheet.count()) > 0 ? sheet : page.locator("[data-testid=fighter]", { hasText: name });
  const text = (await where.getByTestId("dp-value").first().textContent()) ?? "";
  return Number(text.split("/")[0]);
}

/** The ids of the acts a page offers on its board. */
async function acts(page: Page): Promise<string[]> {
  return page
    .locator(`${BOARD} [data-act]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-act") ?? ""));
}

describe("magical-girl KP screen and sheets (chromium)", { skip }, () => {
  const web = webSuite();

  it("approves a reaction at double DP, and a wound changes the options offered", async () => {
    const t = await createTable(web.server.url, { system: "magical-girl", scenario: SCENARIO });
    const kp = await openSeat(web, t, "kp");
    const p1 = await openSeat(web, t, "p1");
    const p2 = await openSeat(web, t, "p2");
    let seq = 0;
    for (const page of [kp, p1, p2]) await atSeq(page, seq);
    await kp.getByTestId("kp-screen").waitFor();
    await p1.getByTestId("player-sheet").waitFor();

    // The initiative track, the same on every page: Tsukiko, Hikari, the wolf.
    for (const page of [kp, p1, p2])
      assert.deepEqual(
        await page
          .locator("[data-testid=initiative] li .mg-name")
          .evaluateAll((els) => els.map((e) => e.textContent)),
        ["月岛月子", "星野光", "忧郁之狼"],
      );
    // The KP tools before Tsukiko's turn: buttons on each fighter's numbers, then done.
    const wolfCard = kp.locator("[data-testid=enemies] [data-testid=fighter]", {
      hasText: "忧郁之狼",
    });
    assert.ok((await wolfCard.locator("[data-act$='@hp-1']").count()) === 1, "HP− on the wolf");
    // The decision panel folds the same tools away: the KP's decisions stay first, 1–9 skip them.
    const folded = kp.getByTestId("tool-options");
    assert.equal(await folded.getAttribute("open"), null, "folded");
    assert.match((await folded.locator("summary").textContent()) ?? "", /KP工具（\d+）/);
    assert.equal(
      await kp.locator(".decision fieldset button[data-option^='adjust:']").count(),
      0,
      "no tool among the panel's decisions",
    );
    await kp.getByTestId("kp-tools").locator("[data-act=adjust-done]").click();
    await atSeq(p2, ++seq);

    // Tsukiko attacks bare-handed (2 DP, the cost on the weapon row) and misses.
    const unarmed = p2.locator("[data-testid=weapons] li[data-weapon=unarmed]");
    assert.match((await unarmed.getByTestId("weapon-cost").textContent()) ?? "", /2DP/);
    await unarmed.locator("[data-act^='attack:unarmed@']").click();
    await atSeq(p1, ++seq);

    // Hikari may react: each reaction priced at double before choosing.
    const react = p1.locator("[data-testid=weapons] li[data-weapon=unarmed] [data-act^='react:']");
    assert.match((await react.textContent()) ?? "", /应急反应：徒手 → 忧郁之狼（4DP）/);
    const wand = p1.locator("[data-weapon=star-wand] [data-act^='react:']");
    assert.match((await wand.textContent()) ?? "", /（6DP）/, "star wand 3 DP doubled");
    const before = await dpOn(p1, "星野光");
    assert.equal(before, 8);
    await react.hover();
    assert.match((await p1.getByTestId("dp-spend").textContent()) ?? "", /4DP → 剩余4/);
    await react.click();
    await atSeq(kp, ++seq);

    // The KP is asked where it happens, with what approving charges.
    const request = kp.getByTestId("kp-request");
    await request.waitFor();
    assert.match((await request.textContent()) ?? "", /星野光申请应急反应：徒手 → 忧郁之狼/);
    assert.match((await request.getByTestId("approve-cost").textContent()) ?? "", /双倍DP：4DP/);
    await screenshot(kp, "magical-girl-kp-approve");
    await request.locator("[data-act=approve]").click();
    seq += 1;
    // Charged double: 8 − 2 × 2 on every page; the reaction's check is on the sheets.
    for (const page of [kp, p1, p2]) {
      await page.locator(`${BOARD}[data-seq]`).first().waitFor();
      await page.locator(`[data-testid=dp-value]`, { hasText: "4/15" }).first().waitFor();
      assert.equal(await dpOn(page, "星野光"), before - 2 * 2, "charged double");
    }
    const checks = p1.getByTestId("checks");
    assert.match((await checks.textContent()) ?? "", /d100 90.*目标55（困难27，极难11）.*失败/);

    // Tsukiko's turn resumes; she ends it. The KP tools come before Hikari's turn.
    await p2.locator("[data-option=end]").click();
    await kp.getByTestId("kp-tools").waitFor();
    seq = Number(await kp.locator(BOARD).getAttribute("data-seq"));
    await kp.getByTestId("kp-tools").locator("[data-act=adjust-done]").click();
    await atSeq(p1, ++seq);
    const unhurt = await acts(p1);
    assert.ok(
      unhurt.some((id) => id.startsWith("ability:pink-burst@")),
      `Pink Burst (4 DP) offered unhurt: ${unhurt}`,
    );
    assert.match((await p1.getByTestId("wound").first().textContent()) ?? "", /无伤：行动不受限制/);
    const rangeUnhurt = Number(await p1.getByTestId("move-ring").getAttribute("data-metres"));
    assert.equal(rangeUnhurt, 60, "15 m per DP × 4 DP");
    await screenshot(p1, "magical-girl-sheet");
    await p1.setViewportSize({ width: 390, height: 844 });
    assert.ok(
      await p1.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      "no sideways scroll at 390 px",
    );
    const phone = await screenshot(p1, "magical-girl-sheet-390");
    // The sheet alone too, readable at its real size (the whole page is long at this width).
    await p1.getByTestId("sheet").screenshot({ path: phone.replace(/\.png$/, "-own.png") });
    await p1.getByTestId("positions-map").screenshot({ path: phone.replace(/\.png$/, "-map.png") });
    await p1.setViewportSize({ width: 1280, height: 800 });

    // The KP takes back "done", gives Hikari a light wound with the tool on her card.
    await kp.getByTestId("kp-undo").click();
    await kp.getByTestId("kp-tools").waitFor();
    const hikari = kp.locator("[data-testid=party] [data-testid=fighter]", { hasText: "星野光" });
    await hikari.locator("[data-act$='@wound+']").click();
    await hikari.locator("[data-wound=light]").waitFor();
    await screenshot(kp, "magical-girl-kp");
    await kp.getByTestId("kp-tools").locator("[data-act=adjust-done]").click();
    // Wounded, she now acts after the wolf (MGR-13): the track says so; the wolf ends its turn.
    await kp.locator("[data-testid=initiative] li.now", { hasText: "忧郁之狼" }).waitFor();
    assert.deepEqual(
      await p1
        .locator("[data-testid=initiative] li")
        .evaluateAll((els) => els.map((e) => e.textContent)),
      ["✓1月岛月子已行动", "▶3忧郁之狼行动中", "·2星野光负伤：最后行动"],
    );
    await kp.locator("[data-option=end]").click();
    await kp.getByTestId("kp-tools").waitFor();
    await kp.getByTestId("kp-tools").locator("[data-act=adjust-done]").click();

    // Hikari's page: the wound, what it forbids, and fewer options.
    await p1.locator("[data-testid=sheet] [data-wound=light]").waitFor();
    await p1.locator(`${BOARD} [data-act^='attack:']`).first().waitFor();
    assert.match(
      (await p1.locator("[data-testid=sheet] [data-testid=wound]").textContent()) ?? "",
      /轻伤：不能执行单个消耗4DP以上的行动/,
    );
    const hurt = await acts(p1);
    assert.ok(
      !hurt.some((id) => id.startsWith("ability:pink-burst@")),
      `no 4-DP ability with a light wound: ${hurt}`,
    );
    assert.ok(
      hurt.some((id) => id.startsWith("attack:star-wand@")),
      "the 3-DP wand attack stays",
    );
    assert.ok(unhurt.includes("move:gate") && !hurt.includes("move:gate"), "a 4-DP move");
    const rangeHurt = Number(await p1.getByTestId("move-ring").getAttribute("data-metres"));
    assert.equal(rangeHurt, 22.5, "7.5 m per DP × 3 DP (a light wound: below 4 DP a turn)");
    // From the top: a page scrolled by the element screenshots would draw the sticky side panel
    // part-way down the full-page image.
    await p1.evaluate(() => window.scrollTo(0, 0));
    await screenshot(p1, "magical-girl-sheet-wounded");

    // A spectator sees the public view: no sheet of its own, no options.
    const spec = await web.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await spec.goto(`${web.server.url}/t/${t.id}#${t.spectator.token}`);
    await spec.getByTestId("public-view").waitFor();
    assert.equal(await spec.locator(`${BOARD} [data-act]`).count(), 0);
    assert.equal(await spec.getByTestId("sheet").count(), 0);
    await screenshot(spec, "magical-girl-spectator");
    for (const page of [kp, p1, p2, spec]) await page.close();
  });

  it("shows a throw's scatter on the map and a skill check the KP prices with a bonus die", async () => {
    const t = await createTable(web.server.url, {
      system: "magical-girl",
      scenario: THROW_SCENARIO,
    });
    const kp = await openSeat(web, t, "kp");
    const p1 = await openSeat(web, t, "p1", { width: 390, height: 844 });
    let seq = 0;
    for (const page of [kp, p1]) await atSeq(page, seq);
    // Raimu throws her hammer (6 DP) at the wolf and misses: it scatters five metres beyond.
    await p1.locator("[data-weapon=comet-hammer] [data-act^='throw:comet-hammer@']").click();
    await atSeq(p1, ++seq);
    const map = p1.getByTestId("positions-map");
    assert.match(
      (await map.getByTestId("scatter").textContent()) ?? "",
      /彗星之锤 — 1d6=2：投掷落点：目标点向前5m/,
    );
    assert.equal(await map.getByTestId("scatter-mark").count(), 1);
    assert.match((await map.locator("[data-place=bench]").textContent()) ?? "", /✕ 彗星之锤/);
    assert.match(
      (await p1.locator("[data-weapon=comet-hammer]").textContent()) ?? "",
      /不在手中（在地上）/,
    );
    await map.screenshot({
      path: (await screenshot(p1, "magical-girl-throw-390")).replace(/\.png$/, "-map.png"),
    });
    assert.equal(await dpOn(p1, "雷梦真琴"), 2);

    // A skill use: the KP sets its DP and grants a bonus die, where it is asked.
    await p1.locator("[data-act='useskill:cooking']").click();
    await atSeq(kp, ++seq);
    const request = kp.locator("[data-testid=kp-request][data-prompt='prompt.skill-cost']");
    await request.waitFor();
    assert.deepEqual(
      await request.locator("[data-act]").evaluateAll((els) => els.map((e) => e.textContent)),
      ["0DP", "1DP", "2DP"],
      "only what she can pay",
    );
    await screenshot(kp, "magical-girl-kp-skill");
    await request.locator("[data-act='cost:1']").click();
    await atSeq(kp, ++seq);
    await kp
      .locator("[data-testid=kp-request][data-prompt='prompt.skill-dice'] [data-act='dice:bonus']")
      .click();
    await atSeq(p1, ++seq);
    const last = p1.locator("[data-testid=checks] li").first();
    assert.match(
      (await last.textContent()) ?? "",
      /雷梦真琴 · 烹饪.*d100 47.*奖励骰1：十位骰 47 \/ 17 → 取17.*目标40（困难20，极难8）.*困难成功/,
    );
    assert.equal(await dpOn(p1, "雷梦真琴"), 1, "the KP's price paid");
    for (const page of [kp, p1]) await page.close();
  });
});
