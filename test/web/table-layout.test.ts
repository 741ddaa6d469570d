/**
 * The table's layout under load: the KP screen at 1280×800 with its whole tool list open keeps
 * the log readable (a real height, not two lines in a nested scroll); the GM/KP screens have one
 * take-back button, not two; on a phone (390 px) no empty "hover a card" box is shown, and a
 * tapped card's options (★) are scrolled into view; the talk box sits below the log, never over
 * the decision, and a 500-letter line without a space wraps.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createTable, tokenOf } from "../server/server-helpers.ts";
import { isState, WsClient } from "../server/ws-client.ts";
import { browserSkip, openSeat, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

/** p1 with a command in hand that can target either side's character, and nodes to pay it. */
const VISION = `
name: "a command in hand"
system: vision
lang: en
setup:
  start: main
  p1:
    node: [youkai-rabbit, youkai-rabbit, youkai-rabbit, youkai-rabbit, youkai-rabbit]
    hand: [satori-gensou]
    field: [cirno]
    deck: [koakuma, koakuma]
  p2:
    node: [youkai-rabbit, youkai-rabbit, youkai-rabbit]
    field: [koakuma]
    deck: [koakuma, koakuma, koakuma]
`;

describe("the table's layout (chromium)", { skip }, () => {
  const web = webSuite();

  it("keeps the KP's log readable beside a long option list, with one take-back", async () => {
    const t = await createTable(web.server.url, {
      system: "magical-girl",
      lang: "zh",
      seats: { p1: { kind: "bot", bot: "greedy" }, p2: { kind: "bot", bot: "greedy" } },
    });
    const kp = await openSeat(web, t, "kp");
    await kp.locator("[data-testid=log] li").first().waitFor();
    await kp.locator("button.option").first().waitFor();
    const tools = kp.getByTestId("tool-options");
    if ((await tools.count()) > 0) await tools.locator("summary").click();
    const shown = await kp.evaluate(() => ({
      options: document.querySelectorAll(".decision button.option").length,
      log: document.querySelector("[data-testid=log]")?.clientHeight ?? 0,
      line: document.querySelector("[data-testid=log] li")?.getBoundingClientRect().height ?? 0,
      panelUndo: document.querySelectorAll(".decision .undo").length,
    }));
    await screenshot(kp, "layout-kp-1280");
    assert.ok(shown.options > 10, `a long list: ${shown.options} options`);
    assert.ok(
      shown.log >= 6 * shown.line,
      `the log shows six lines or more: ${shown.log} px, a line ${shown.line} px`,
    );
    assert.equal(shown.panelUndo, 0, "the take-back is the KP screen's alone");
    assert.ok((await kp.getByTestId("kp-undo").count()) <= 1);
    await kp.close();
  });

  it("on a phone shows no empty hint box and brings a tapped card's options into view", async () => {
    const t = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      scenario: VISION,
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    const page = await openSeat(web, t, "p1", { width: 390, height: 844 });
    await page.locator("button.option").first().waitFor();
    assert.equal(await page.locator(".vb-details").isVisible(), false, "no empty hint box");
    // A card with two options or more (one with a single option acts at once): the command
    // in hand, below the whole board.
    const card = page.locator('[data-zone="p1:hand"] .vb-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.click();

    const picked = page.locator("[data-group=focus]");
    await picked.waitFor();
    await page.waitForTimeout(100);
    const box = await picked.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: window.innerHeight };
    });
    await screenshot(page, "layout-phone-picked");
    await page.screenshot({ path: "artifacts/screens/layout-phone-picked-viewport.png" });
    assert.ok(
      box.top >= -1 && box.bottom <= box.height,
      `★ options in view: ${JSON.stringify(box)}`,
    );
    await page.close();
  });

  it("on a phone puts the talk box below the log, clear of the decision, and wraps long talk", async () => {
    const t = await createTable(web.server.url, { system: "ygo-trpg", lang: "ja" });
    const c = await WsClient.open(web.server.url, t.id);
    c.send({ hello: tokenOf(t, "p2") });
    const at = (await c.next(isState())).at;
    c.send({ say: "長".repeat(500) });
    await c.next((m) => m.type === "talk" || m.type === "error", at + 1);
    await c.close();
    const page = await openSeat(web, t, "p1", { width: 390, height: 844 });
    const long = page.locator("li.talk-line", { hasText: "長長長" });
    await long.waitFor();
    await page.getByTestId("talk-input").waitFor();
    const box = await page.evaluate(() => {
      const rect = (sel: string) => {
        const r = document.querySelector(sel)?.getBoundingClientRect();
        return r === undefined ? null : { top: r.top, bottom: r.bottom, right: r.right };
      };
      return {
        decision: rect("#decision"),
        log: rect("[data-testid=log]"),
        talk: rect("[data-testid=talk-box]"),
        long: rect("li.talk-line"),
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        position: getComputedStyle(document.querySelector("[data-testid=talk-box]") as Element)
          .position,
      };
    });
    await screenshot(page, "layout-phone-talk");
    assert.ok(box.decision && box.log && box.talk && box.long, JSON.stringify(box));
    assert.equal(box.sideways, 0, "no sideways scroll");
    assert.equal(box.position, "static", "the talk box floats over nothing");
    assert.ok(box.talk.top >= box.log.bottom, `the talk box below the log: ${JSON.stringify(box)}`);
    assert.ok(box.decision.bottom <= box.talk.top, "the decision above the talk box");
    assert.ok(box.long.right <= 390, `the long line wraps: ${JSON.stringify(box.long)}`);
    await page.close();
  });
});
