/**
 * The lobby in a real browser: a vision table made against a bot through the form, the page
 * moving to the table, a first decision clicked and acknowledged; the table then listed under
 * "my tables". Lobby and table screenshots are saved as artifacts.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createTable, get, tokenOf } from "../server/server-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

describe("lobby (chromium)", { skip }, () => {
  const web = webSuite();

  it("makes a vision table against a bot and plays a first decision", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=system]").selectOption("vision");
    await page.locator("select[name=seat-p2]").selectOption("greedy");
    await screenshot(page, "lobby");
    await page.getByRole("button", { name: "Make the table" }).click();
    await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
    const heading = page.getByTestId("decision-heading");
    await heading.filter({ hasText: "Your decision" }).waitFor();
    const first = page.locator("button.option").first();
    const label = await first.textContent();
    assert.ok(label !== null && label.length > 1, "options carry their labels");
    const logBefore = await page.getByTestId("log").locator("li").count();
    await first.click();
    // The next state is the acknowledgement: the log grows.
    await page.waitForFunction(
      (n) => document.querySelectorAll("[data-testid=log] li").length > n,
      logBefore,
    );
    await screenshot(page, "table-generic");
    // "My tables" asks the server with the tokens this browser kept, and only that way: the
    // server lists no one's tables (issue 26).
    const asked: { url: string; body: string | null }[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/tables")) asked.push({ url: r.url(), body: r.postData() });
    });
    await page.goto(web.server.url);
    await page.getByTestId("my-tables").locator("li[data-status=open] a").first().waitFor();
    assert.match((await page.getByTestId("my-tables").textContent()) ?? "", /Player 1/);
    const mine = asked.filter((r) => r.url.endsWith("/api/tables/mine"));
    assert.equal(mine.length, 1, JSON.stringify(asked));
    assert.equal((JSON.parse(mine[0].body ?? "{}") as { tokens: string[] }).tokens.length, 1);
    assert.equal((await get(web.server.url, "/api/tables")).status, 403, "no listing");
  });

  it("loads at most 300 KB of gzipped script, for the lobby and for a table", async () => {
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scriptBytes = () =>
      page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((e) => /\.js(\?|$)/.test(e.name))
          .reduce((sum, e) => sum + e.encodedBodySize, 0),
      );
    await page.goto(web.server.url);
    await page.getByTestId("create-form").waitFor();
    const lobby = await scriptBytes();
    await page.locator("select[name=seat-p2]").selectOption("random");
    await page.getByRole("button", { name: "Make the table" }).click();
    await page.getByTestId("board").waitFor();
    await page.locator("button.option").first().waitFor();
    const table = await scriptBytes();
    assert.ok(lobby > 1000 && table > 1000, `scripts were measured (${lobby}, ${table} bytes)`);
    assert.ok(lobby <= 300 * 1024, `the lobby loaded ${lobby} bytes of script`);
    assert.ok(table <= 300 * 1024, `a table loaded ${table} bytes of script`);
  });

  it("fits a phone's width (390 px) without sideways scrolling", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: "ja-JP",
    });
    await page.goto(web.server.url);
    await page.getByTestId("create-form").waitFor();
    await screenshot(page, "lobby-phone");
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the lobby is ${wide} px wide`);
    // The browser's language picks the lobby's: Japanese here.
    assert.ok(await page.getByRole("button", { name: "テーブルを作る" }).isVisible());
  });

  it("plays by keyboard: the digit keys choose the options in the order shown", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    const t = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    const sent: string[] = [];
    page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
    await page.goto(`${web.server.url}/t/${t.id}#${tokenOf(t, "p1")}`);
    await page.locator("button.option").first().waitFor();
    const first = await page.locator("button.option").first().getAttribute("data-option");
    const before = await page.getByTestId("log").locator("li").count();
    await page.keyboard.press("1");
    await page.waitForFunction(
      (n) => document.querySelectorAll("[data-testid=log] li").length > n,
      before,
    );
    assert.ok(
      sent.some((f) => JSON.parse(f).choose === first),
      `the first option shown (${first}) was sent: ${sent.join(" ")}`,
    );
  });

  it("lets a spectator watch a bots' game to its end, with no options to take", async () => {
    const t = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
    });
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(`${web.server.url}/t/${t.id}#${t.spectator.token}`);
    await page.getByTestId("result").waitFor({ timeout: 60_000 });
    assert.equal(await page.getByTestId("decision-heading").textContent(), "The battle is over");
    assert.equal(await page.locator("button.option").count(), 0);
    assert.match((await page.locator("header").textContent()) ?? "", /Spectator/);
    // The end offers the replay, which opens for the spectator's link too.
    await page.getByTestId("table-replay").click();
    await page.waitForURL(/\/replay\?table=/);
    await page.locator("[data-hash]").first().waitFor();
  });

  it("keeps the log's newest line in view as the battle goes on", async () => {
    const t = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${web.server.url}/t/${t.id}#${tokenOf(t, "p1")}`);
    const log = page.getByTestId("log");
    for (let i = 0; i < 12; i++) {
      const end = page.locator("button.option").last();
      await end.waitFor();
      const n = await log.locator("li").count();
      await end.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll("[data-testid=log] li").length > n,
        n,
      );
    }
    const [top, height, full] = await log.evaluate((o) => [
      o.scrollTop,
      o.clientHeight,
      o.scrollHeight,
    ]);
    assert.ok(full > height, "the log is longer than its box");
    assert.ok(top + height >= full - 8, `scrolled to ${top} + ${height} of ${full}`);
  });

  it("reads a table in another language than it was made in, and keeps that choice", async () => {
    const t = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${web.server.url}/t/${t.id}#${tokenOf(t, "p1")}`);
    const heading = page.getByTestId("decision-heading");
    await heading.filter({ hasText: "Your decision" }).waitFor();
    assert.match((await page.getByTestId("log").textContent()) ?? "", /Main phase/);
    await page.getByTestId("table-lang").selectOption("ja");
    await heading.filter({ hasText: "あなたの選択です" }).waitFor();
    const log = (await page.getByTestId("log").textContent()) ?? "";
    assert.match(log, /メインフェイズ/);
    assert.doesNotMatch(log, /Main phase/, "the whole log again, in Japanese");
    await page.reload();
    await heading.filter({ hasText: "あなたの選択です" }).waitFor();
  });
});
