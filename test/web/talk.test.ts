/**
 * Table talk in the browser (issue 31), three people in three browser contexts and a spectator.
 *
 * ygo-trpg, during the battle (Japanese): a player says a line to the table, every seat's page
 * shows it (and the spectator's, whose table lets spectators read talk, with no box to speak
 * in); typed markup is shown as text, in a <bdi>; a whisper from a player to the GM — the other
 * player's page never shows it, in its DOM or any frame it received; a roll typed as `2D6+3 攻撃` and a quick 2D6 with their faces and
 * arithmetic; a player's secret roll, which the GM reads and the other player sees only as
 * rolled; a line said after a decision sits after that decision's battle lines, one said before
 * it before them; the filter shows talk only / battle only; a refused roll is one line in the
 * talk box's status and the table goes on; the GM hides a line, gone from the players' pages,
 * marked on the GM's; a reload brings the talk back without the whisper.
 *
 * magical-girl (Chinese): the KP rolls a hidden CoC check `1D100<=50 井底的秘密`; the players' pages
 * show only that the KP rolled in secret until the KP presses Reveal, then the roll with its
 * faces and its success level in the rulebook's words; a KP's whisper to one girl.
 *
 * The lobby's "spectators see the talk": a table made with it ticked lets the spectator's page
 * read a player's line; at a table made without it the spectator gets no talk at all.
 *
 * A socket dropped under the page is joined again with the last talk id held, and every line
 * shows once; a burst of rolls beyond the server's flood limit is one line under the talk box.
 * Screenshots at 1280 and 390 px of both.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { createTable, tokenOf } from "../server/server-helpers.ts";
import { isState, WsClient } from "../server/ws-client.ts";
import { browserSkip, recordFrames, screenshot, webSuite } from "./browser.ts";
import { act, afterSeq, atSeq, optionIds, pick } from "./ygo-trpg-player.ts";

const skip = browserSkip();

/** A page in its own browser context (its own storage), recording the frames it receives. */
async function seatPage(
  browser: Browser,
  url: string,
  width: number,
  locale: string,
): Promise<{ page: Page; frames: string[] }> {
  const ctx = await browser.newContext({ viewport: { width, height: 844 }, locale });
  const page = await ctx.newPage();
  const frames = recordFrames(page);
  await page.goto(url);
  return { page, frames };
}

/** Types a line in the talk box and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  const input = page.getByTestId("talk-input");
  await input.fill(text);
  await input.press("Enter");
}

/** Chooses the seats the page's next lines go to (none: everyone). */
async function whisperTo(page: Page, seats: string[]): Promise<void> {
  const box = page.getByTestId("talk-to");
  if ((await box.getAttribute("open")) === null) await box.locator("summary").click();
  for (const input of await box.locator("input[data-seat]").all())
    await input.setChecked(seats.includes((await input.getAttribute("data-seat")) ?? ""));
}

/** The talk line on a page that holds `text`. */
const line = (page: Page, text: string | RegExp) =>
  page.locator("[data-testid=log] li.talk-line", { hasText: text });

/** Everything a page's DOM says: text and every attribute value. */
function domText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll("*")].flatMap((e) =>
      [...e.attributes].map((a) => a.value),
    );
    return `${document.body.textContent ?? ""}\n${attrs.join("\n")}`;
  });
}

/** The texts of the log's entries in order, talk lines marked `T:`. */
function logEntries(page: Page): Promise<string[]> {
  return page
    .locator("[data-testid=log] > li")
    .evaluateAll((els) =>
      els.map((e) => `${e.classList.contains("talk-line") ? "T:" : "B:"}${e.textContent ?? ""}`),
    );
}

const YGO = `
name: "goblin ambush, with talk"
system: ygo-trpg
setup:
  start: encounter
  players: { p1: { character: akane }, p2: { character: shiro } }
  gm: { encounter: goblin-ambush }
`;

describe("table talk (chromium)", { skip }, () => {
  const web = webSuite();

  it("ygo-trpg: says, whispers, rolls and secret rolls among the battle's lines", async () => {
    const t = await createTable(web.server.url, {
      system: "ygo-trpg",
      scenario: YGO,
      lang: "ja",
      talk: { spectators: true },
    });
    const url = (token: string) => `${web.server.url}/t/${t.id}#${token}`;
    const gm = await seatPage(web.browser, url(tokenOf(t, "gm")), 1280, "ja-JP");
    const p1 = await seatPage(web.browser, url(tokenOf(t, "p1")), 1280, "ja-JP");
    const p2 = await seatPage(web.browser, url(tokenOf(t, "p2")), 390, "ja-JP");
    const watch = await seatPage(web.browser, url(t.spectator.token), 1280, "ja-JP");
    const all = [gm, p1, p2, watch];
    for (const s of all) await atSeq(s.page, 0);

    // Said to the table: on every page, the spectator's too; a spectator has no box to speak.
    await say(p1.page, "よろしくお願いします");
    for (const s of all) await line(s.page, "よろしくお願いします").waitFor();
    assert.equal(await watch.page.getByTestId("talk-input").count(), 0);
    // What people type is text, never markup, and isolated (a right-to-left line among others).
    const markup = '<img src=x onerror="document.title=1"> שלום <b>bold</b>';
    await say(p1.page, markup);
    const shown = line(p2.page, "שלום");
    await shown.waitFor();
    assert.equal(await shown.locator("bdi.talk-text").textContent(), markup);
    assert.equal(await p2.page.locator("[data-testid=log] img, [data-testid=log] b").count(), 0);
    assert.match((await watch.page.getByTestId("talk-box").textContent()) ?? "", /観戦者は発言/);
    const battleBefore = await gm.page.locator("[data-testid=log] > li:not(.talk-line)").count();

    // A whisper to the GM: the GM and the whisperer read it; p2 and the spectator never do.
    await whisperTo(p1.page, ["gm"]);
    await say(p1.page, "GMだけに：罠を調べたい");
    await line(gm.page, "罠を調べたい").waitFor();
    await line(p1.page, "罠を調べたい").waitFor();
    assert.match((await line(gm.page, "罠を調べたい").textContent()) ?? "", /秘話/);
    await whisperTo(p1.page, []);

    // Rolls: typed with a label, and the quick 2D6 — faces and the arithmetic on every page.
    await say(p2.page, "2D6+3 攻撃の練習");
    for (const s of all) await line(s.page, "攻撃の練習").waitFor();
    const typed = line(gm.page, "攻撃の練習");
    assert.equal(await typed.locator(".die").count(), 2, "two dice shown");
    const detail = (await typed.getByTestId("talk-detail").textContent()) ?? "";
    assert.match(detail, /^2D6\[(\d),(\d)\]\+3 = (\d+)$/);
    const [, a, b, total] = /\[(\d),(\d)\]\+3 = (\d+)/.exec(detail) ?? [];
    assert.equal(Number(a) + Number(b) + 3, Number(total));
    await p2.page.getByTestId("talk-quick-2D6").click();
    await p1.page
      .locator("li.talk-line[data-kind=roll]", { hasText: /2D6\[\d,\d\] = \d+/ })
      .waitFor();

    // A player's secret roll goes to the GM alone: p2 sees only that p1 rolled in secret.
    await p1.page.getByTestId("talk-secret").check();
    await say(p1.page, "1D6 隠し事");
    await p1.page.getByTestId("talk-secret").uncheck();
    await line(gm.page, "隠し事").waitFor();
    await line(p1.page, "隠し事").getByTestId("talk-reveal").waitFor();
    const bare = p2.page.locator("li.talk-line.secret");
    await bare.waitFor();
    assert.match((await bare.textContent()) ?? "", /シークレットダイスを振った/);
    assert.equal(await bare.locator(".die").count(), 0, "no faces of a secret roll");

    // A decision, then a line: it sits after that decision's battle lines; the first line said
    // (at seq 0) sits before them.
    let seq = 0;
    const deciding = [];
    for (const s of [gm, p1, p2]) if ((await optionIds(s.page)).length > 0) deciding.push(s);
    assert.equal(deciding.length, 1);
    await act(deciding[0].page, pick(await optionIds(deciding[0].page)));
    seq = await afterSeq(gm.page, seq);
    for (const s of all) await atSeq(s.page, seq);
    await say(p2.page, "次のターン");
    await line(gm.page, "次のターン").waitFor();
    const entries = await logEntries(gm.page);
    const firstSaid = entries.findIndex((e) => e.includes("よろしくお願いします"));
    assert.equal(
      entries.slice(0, firstSaid).filter((e) => e.startsWith("B:")).length,
      battleBefore,
      "the line said at seq 0 comes after seq 0's battle lines only",
    );
    assert.ok(
      entries.length > battleBefore + 5 && entries.at(-1)?.includes("次のターン"),
      `the newest line comes last: ${entries.slice(-3).join(" | ")}`,
    );
    const battleAfter = entries.filter((e) => e.startsWith("B:")).length;
    assert.ok(battleAfter > battleBefore, "the decision logged battle lines");
    assert.ok(
      entries.slice(firstSaid).filter((e) => e.startsWith("B:")).length > 0,
      "the decision's battle lines come after the seq-0 talk",
    );

    // The filter: talk only, battle only, both.
    const filter = p2.page.getByTestId("log-filter");
    await filter.selectOption("talk");
    const talkOnly = await logEntries(p2.page);
    assert.ok(talkOnly.length >= 4 && talkOnly.every((e) => e.startsWith("T:")), "talk only");
    await filter.selectOption("battle");
    const battleOnly = await logEntries(p2.page);
    assert.ok(battleOnly.length > 0 && battleOnly.every((e) => e.startsWith("B:")), "battle only");
    await filter.selectOption("both");

    // A roll the dice language refuses: one line in the talk box, the table goes on.
    await say(p2.page, "2D6 b1");
    await p2.page
      .getByTestId("talk-status")
      .getByText(/送れません/)
      .waitFor();
    assert.equal(await p2.page.getByTestId("conn-status").count(), 0, "still connected");
    await say(p2.page, "失礼しました");
    await line(gm.page, "失礼しました").waitFor();
    assert.equal(((await p2.page.getByTestId("talk-status").textContent()) ?? "").trim(), "");

    await screenshot(gm.page, "talk-ygo-gm-1280");
    await screenshot(p2.page, "talk-ygo-p2-390");
    await p2.page.screenshot({ path: "artifacts/screens/talk-ygo-p2-390-viewport.png" });

    // The GM hides a line: gone from the players' pages, marked on the GM's.
    await line(gm.page, "失礼しました").getByTestId("talk-hide").click();
    await line(gm.page, "失礼しました").locator(".talk-hidden-tag").waitFor();
    for (const s of [p1, p2, watch])
      await line(s.page, "失礼しました").waitFor({ state: "detached" });
    assert.equal(await p1.page.getByTestId("talk-hide").count(), 0, "players hide nothing");

    // The whisper never reached p2 or the spectator: not in the DOM, not in any frame.
    for (const s of [p2, watch]) {
      assert.ok(!(await domText(s.page)).includes("罠を調べたい"), "whisper in the DOM");
      assert.ok(!s.frames.some((f) => f.includes("罠を調べたい")), "whisper in a frame");
      assert.ok(!s.frames.some((f) => f.includes("隠し事")), "secret roll's label in a frame");
    }
    // A reload: the talk comes back (the hidden line and the whisper stay away).
    await p2.page.reload();
    await line(p2.page, "よろしくお願いします").waitFor();
    await line(p2.page, "攻撃の練習").waitFor();
    assert.equal(await line(p2.page, "失礼しました").count(), 0);
    assert.ok(!(await domText(p2.page)).includes("罠を調べたい"));
    for (const s of all) await s.page.context().close();
  });

  it("magical-girl: the KP's hidden CoC check, shown to the players only once revealed", async () => {
    const t = await createTable(web.server.url, { system: "magical-girl", lang: "zh" });
    const url = (token: string) => `${web.server.url}/t/${t.id}#${token}`;
    const kp = await seatPage(web.browser, url(tokenOf(t, "kp")), 1280, "zh-CN");
    const p1 = await seatPage(web.browser, url(tokenOf(t, "p1")), 390, "zh-CN");
    const p2 = await seatPage(web.browser, url(tokenOf(t, "p2")), 1280, "zh-CN");
    for (const s of [kp, p1, p2]) await s.page.getByTestId("talk-input").waitFor();

    // The quick buttons are the system's usual rolls.
    assert.equal(await kp.page.getByTestId("talk-quick-1D100").count(), 1);

    await kp.page.getByTestId("talk-secret").check();
    await say(kp.page, "1D100<=50 井底的秘密");
    const mine = line(kp.page, "井底的秘密");
    await mine.waitFor();
    const level = await mine.locator(".talk-level").getAttribute("data-level");
    const words = {
      critical: "大成功",
      extreme: "极难成功",
      hard: "困难成功",
      regular: "成功",
      failure: "失败",
      fumble: "大失败",
    } as Record<string, string>;
    assert.ok(level !== null && level in words, `a CoC level: ${level}`);
    assert.equal(await mine.locator(".talk-level").textContent(), words[level]);
    const detail = (await mine.getByTestId("talk-detail").textContent()) ?? "";
    assert.match(detail, /^1D100\[\d+\] = \d+ <= 50$/);
    await kp.page.getByTestId("talk-secret").uncheck();

    // A whisper from the KP to one girl.
    await whisperTo(kp.page, ["p1"]);
    await say(kp.page, "你听到了奇怪的声音");
    await whisperTo(kp.page, []);
    await line(p1.page, "奇怪的声音").waitFor();

    for (const s of [p1, p2]) {
      const bare = s.page.locator("li.talk-line.secret");
      await bare.waitFor();
      assert.match((await bare.textContent()) ?? "", /进行了暗骰/);
      assert.ok(
        !(await domText(s.page)).includes("井底的秘密"),
        "the check's label before the reveal",
      );
      assert.ok(!s.frames.some((f) => f.includes("井底的秘密")), "the check in a frame");
    }
    assert.ok(!(await domText(p2.page)).includes("奇怪的声音"), "p2 reads p1's whisper");
    await screenshot(kp.page, "talk-mg-kp-1280-secret");
    await screenshot(p1.page, "talk-mg-p1-390-secret");

    // Revealed: the players see the roll, its faces and its level in the rulebook's words.
    await mine.getByTestId("talk-reveal").click();
    for (const s of [p1, p2]) {
      const shown = line(s.page, "井底的秘密");
      await shown.waitFor();
      assert.equal(await shown.getByTestId("talk-detail").textContent(), detail);
      assert.equal(await shown.locator(".talk-level").textContent(), words[level]);
      assert.match((await shown.textContent()) ?? "", /已公开/);
      assert.equal(await shown.getByTestId("talk-reveal").count(), 0);
    }
    await line(kp.page, "井底的秘密").locator(".tag", { hasText: "已公开" }).waitFor();
    assert.equal(await line(kp.page, "井底的秘密").getByTestId("talk-reveal").count(), 0);
    assert.ok(!(await domText(p2.page)).includes("奇怪的声音"), "p2 reads p1's whisper");
    await screenshot(kp.page, "talk-mg-kp-1280");
    await screenshot(p1.page, "talk-mg-p1-390");
    for (const s of [kp, p1, p2]) await s.page.context().close();
  });

  it("lets spectators read the talk only at a table made with 'spectators see the talk'", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=system]").selectOption("vision");
    await page.locator("select[name=seat-p1]").selectOption("invite");
    await page.locator("select[name=seat-p2]").selectOption("random");
    await page.locator("input[name=spectators-talk]").check();
    await page.locator("form button[type=submit]").first().click();
    const made = page.getByTestId("made-table");
    await made.waitFor();
    const hrefs = await made
      .locator("li a")
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const ctx = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const player = await ctx.newPage();
    await player.goto(hrefs[0]);
    const watch = await ctx.newPage();
    await watch.goto(hrefs[hrefs.length - 1]);
    await say(player, "Can the audience read this?");
    await line(watch, "Can the audience read this?").waitFor();
    await ctx.close();

    // The default: the spectator reads no talk at all.
    const t = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    const quiet = await seatPage(
      web.browser,
      `${web.server.url}/t/${t.id}#${t.spectator.token}`,
      1280,
      "en-US",
    );
    const p1 = await seatPage(
      web.browser,
      `${web.server.url}/t/${t.id}#${tokenOf(t, "p1")}`,
      1280,
      "en-US",
    );
    await quiet.page.locator("[data-testid=log] li").first().waitFor();
    await say(p1.page, "Not for the audience");
    await line(p1.page, "Not for the audience").waitFor();
    await say(p1.page, "1D6");
    await p1.page.locator("li.talk-line[data-kind=roll]").waitFor();
    await quiet.page.waitForTimeout(500);
    assert.equal(await quiet.page.locator("li.talk-line").count(), 0);
    assert.ok(!quiet.frames.some((f) => f.includes("Not for the audience")));
    await page.close();
    await quiet.page.context().close();
    await p1.page.context().close();
  });

  it("asks after a dropped socket only for the talk after its last line; a flood is one line", async () => {
    const t = await createTable(web.server.url, { system: "ygo-trpg", lang: "en" });
    const other = await WsClient.open(web.server.url, t.id);
    other.send({ hello: tokenOf(t, "p2") });
    await other.next(isState());
    const ctx = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    // Every socket of the page passes through the test, which can drop it as a network would.
    const sockets: WebSocketRoute[] = [];
    const hellos: Record<string, unknown>[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        const msg = JSON.parse(String(m)) as Record<string, unknown>;
        if ("hello" in msg) hellos.push(msg);
        server.send(m);
      });
      sockets.push(ws);
    });
    await page.goto(`${web.server.url}/t/${t.id}#${tokenOf(t, "p1")}`);
    await page.getByTestId("talk-input").waitFor();
    other.send({ say: "before the drop" });
    await line(page, "before the drop").waitFor();
    const last = Number(await line(page, "before the drop").getAttribute("data-talk"));
    assert.equal(hellos[0].talk, undefined, "a fresh page asks for the recent talk");

    await sockets[0].close();
    other.send({ say: "during the drop" });
    await line(page, "during the drop").waitFor();
    assert.equal(hellos.length, 2, "the page said hello again");
    assert.equal(hellos[1].talk, last, "asking only for the lines after the last it holds");
    assert.equal(await line(page, "before the drop").count(), 1);
    assert.equal(await line(page, "during the drop").count(), 1);

    // Too many rolls at once: the server's flood refusal is one line under the box, and the
    // decision panel and the socket carry on.
    // The burst is 8 and it refills 1 a second: a slow machine's clicks can keep pace with the
    // refill, so click until the refusal shows (40 clicks is far past any refill).
    const tooFast = page.getByTestId("talk-status").getByText("Too fast");
    for (let i = 0; i < 40 && (await tooFast.count()) === 0; i++)
      await page.getByTestId("talk-quick-1D6").click();
    await tooFast.waitFor();
    assert.equal(await page.locator(".decision .error").count(), 0, "nothing on the decision");
    assert.equal(await page.getByTestId("conn-status").count(), 0, "still connected");
    await screenshot(page, "talk-flood-1280");
    await other.close();
    await ctx.close();
  });
});
