/**
 * The prepare page (issue 30) in a real browser against a real server: a GM opens
 * /prepare/ygo-trpg (a refused check said in one line, then asked again), renames the battle,
 * saves it to the library and gets its links; the edit link reopens it as saved, the read link
 * shows it read-only; the YAML export reads back equal and a bad file is one line that changes
 * nothing; a quick sim shows each side's rate and a tune's value goes into the battle; a table
 * made with every seat a bot plays to its end with the prepared scenario, and the next battle
 * continues that campaign — the table picked from this browser's finished ones, or its link
 * pasted; the name and description go into the library item and the YAML and come back.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { parse } from "yaml";
import { stored } from "../server/server-helpers.ts";
import { SHORT_ENCOUNTER } from "../server/short-encounter.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

describe("prepare page (chromium)", { skip }, () => {
  const web = webSuite();

  let gm: BrowserContext | undefined;

  /** A browser in Japanese (ygo-trpg's first language). */
  const context = () =>
    web.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "ja-JP",
      acceptDownloads: true,
    });

  /**
   * A new page at `path` in the GM's browser (one for the file: its library remembers what it
   * saved, its cache keeps the page's files), or in a browser of its own (`other`).
   */
  async function open(path: string, width = 1280, other?: BrowserContext): Promise<Page> {
    gm ??= await context();
    const page = await (other ?? gm).newPage();
    if (width !== 1280) await page.setViewportSize({ width, height: 900 });
    await page.goto(`${web.server.url}${path}`);
    return page;
  }

  /** Waits for the server's answer about the battle now shown. */
  async function checked(page: Page): Promise<string> {
    const status = page.getByTestId("prep-problems").locator("[role=status] p").first();
    await status.waitFor();
    await page.locator("[data-testid=prep-problems][aria-busy=false]").waitFor();
    return (await status.textContent()) ?? "";
  }

  /** The YAML the export button downloads now. */
  async function exported(page: Page): Promise<string> {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("prep-export").click(),
    ]);
    const path = await download.path();
    return readFileSync(path, "utf8");
  }

  it("reaches the prepare page from the lobby and picks a game", async () => {
    const page = await open("/");
    await page.getByTestId("lobby-prepare").click();
    await page.waitForURL(/\/prepare$/);
    // The server's first answer is a refusal (its allowance used up): said in its one line,
    // then asked again and answered.
    let refused = 0;
    await page.route("**/api/build/prepare", (route) =>
      refused++ === 0
        ? route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({ error: "too many prepared battles checked from this address" }),
          })
        : route.continue(),
    );
    await page.locator("a[data-system=ygo-trpg]").click();
    await page.waitForURL(/\/prepare\/ygo-trpg$/);
    await page.getByTestId("prep-problems").getByText("too many prepared battles").waitFor();
    await page.getByTestId("prep-problems").getByText("問題なし").waitFor({ timeout: 15_000 });
    assert.equal(refused, 2, "asked again once");
    assert.equal(await page.locator("input[name=prep-name]").inputValue(), "新しい遭遇");
    const tabs = await page
      .locator("[role=tab]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-tab")));
    assert.deepEqual(tabs.slice(-2), ["difficulty", "table"]);
    // The keyboard moves between the tabs: End to the last, Left to the one before.
    await page.locator("[role=tab][aria-selected=true]").focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    assert.equal(
      await page.locator("[role=tab][aria-selected=true]").getAttribute("data-tab"),
      "difficulty",
    );
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("data-tab")),
      "difficulty",
    );
    await page.getByTestId("prep-sim").waitFor();
    await page.close();
  });

  it("saves to the library, reopens by the edit link, shows the read link read-only", async () => {
    const page = await open("/prepare/ygo-trpg");
    assert.match(await checked(page), /問題なし/);
    await page.locator("input[name=prep-name]").fill("竜の巣の試練");
    await page.locator("textarea[name=prep-description]").fill("三体の竜が巣で待つ。");
    await page.getByTestId("prep-unsaved").waitFor();
    await page.getByTestId("prep-save").click();
    await page.getByTestId("prep-links").waitFor();
    await page.getByTestId("prep-unsaved").waitFor({ state: "detached" });
    const edit = (await page.getByTestId("prep-edit-link").getAttribute("href")) ?? "";
    const read = (await page.getByTestId("prep-read-link").getAttribute("href")) ?? "";
    assert.match(edit, /^\/prepare\/ygo-trpg\/[\w-]+#[\w-]+$/);
    assert.match(read, /^\/prepare\/ygo-trpg\/[\w-]+#r=[\w-]+$/);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, edit);
    await screenshot(page, "prepare-saved-1280");

    // A reload is the edit link: the same battle, still editable.
    await page.reload();
    await checked(page);
    assert.equal(await page.locator("input[name=prep-name]").inputValue(), "竜の巣の試練");
    assert.equal(
      await page.locator("textarea[name=prep-description]").inputValue(),
      "三体の竜が巣で待つ。",
    );
    assert.equal(await page.locator("input[name=prep-name]").getAttribute("readonly"), null);

    // The library page lists it as a scenario opening the prepare page.
    await page.goto(`${web.server.url}/library`);
    const item = page.locator("li.lib-item[data-kind=scenario]", { hasText: "竜の巣の試練" });
    await item.waitFor();
    assert.match((await item.getByTestId("item-open").getAttribute("href")) ?? "", /^\/prepare\//);
    await page.close();

    // Someone else's browser, given the read link.
    const elsewhere = await context();
    const reader = await open(read, 1280, elsewhere);
    await checked(reader);
    assert.equal(await reader.locator("input[name=prep-name]").inputValue(), "竜の巣の試練");
    assert.notEqual(await reader.locator("input[name=prep-name]").getAttribute("readonly"), null);
    assert.equal(await reader.locator("input[name=prep-import]").count(), 0, "no import");
    await screenshot(reader, "prepare-read-1280");
    // "Make a copy": a new item of the reader's own, editable, its edit link the address.
    await reader.getByTestId("prep-make-copy").click();
    const copied = reader.getByTestId("prep-edit-link");
    await copied.waitFor();
    const copy = (await copied.getAttribute("href")) ?? "";
    assert.notEqual(copy.split("#")[0], edit.split("#")[0], "a new item");
    assert.equal(await reader.locator("input[name=prep-name]").getAttribute("readonly"), null);
    assert.equal(await reader.locator("input[name=prep-import]").count(), 1);
    await elsewhere.close();
  });

  it("exports YAML that imports back equal, and a bad file is one line changing nothing", async () => {
    const page = await open("/prepare/ygo-trpg");
    await checked(page);
    await page.locator("input[name=prep-name]").fill("往復");
    await page.locator("textarea[name=prep-description]").fill("行って帰る");
    const yaml = await exported(page);
    assert.match(yaml, /^name: 往復\ndescription: 行って帰る\nsystem: ygo-trpg$/m);

    await page.locator("input[name=prep-name]").fill("別の名前");
    await page.locator("textarea[name=prep-description]").fill("");
    assert.doesNotMatch(await exported(page), /^description:/m, "an empty one is left out");
    await page.locator("input[name=prep-import]").setInputFiles({
      name: "back.yaml",
      mimeType: "application/yaml",
      buffer: Buffer.from(yaml),
    });
    await page.getByTestId("prep-export-said").waitFor();
    assert.equal(await page.locator("input[name=prep-name]").inputValue(), "往復");
    assert.equal(await page.locator("textarea[name=prep-description]").inputValue(), "行って帰る");
    assert.equal(await exported(page), yaml, "the import is the battle exported");

    await page.locator("input[name=prep-import]").setInputFiles({
      name: "bad.yaml",
      mimeType: "application/yaml",
      buffer: Buffer.from("name: 壊れた\nsystem: ygo-trpg\nseed: 1\nsetup: [1, 2\n"),
    });
    await page.getByTestId("prep-export-said").locator("text=⚠").waitFor();
    const said = (await page.getByTestId("prep-export-said").textContent()) ?? "";
    assert.doesNotMatch(said, /\n/, "one line");
    assert.match(said, /読み込めません/);
    assert.equal(await page.locator("input[name=prep-name]").inputValue(), "往復");
    assert.equal(await exported(page), yaml, "the battle is as it was");

    // A battle that does not play: each problem at its place and its line of the YAML.
    await page
      .locator("#prep-paste")
      .fill(yaml.replace(/character: akane/, "character: nobody-at-all"));
    await page.getByTestId("prep-import-pasted").click();
    const problem = page.getByTestId("prep-problems").locator("li").first();
    await problem.waitFor();
    const line = (await exported(page)).split("\n").findIndex((l) => l.includes("nobody-at-all"));
    assert.match((await problem.textContent()) ?? "", new RegExp(`players\\.p1.*${line + 1} 行目`));
    await screenshot(page, "prepare-problems-1280");

    // The same file imported on the library page is a scenario item the prepare page opens.
    await page.goto(`${web.server.url}/library`);
    await page.locator("input[name=pack]").setInputFiles({
      name: "往復.yaml",
      mimeType: "application/yaml",
      buffer: Buffer.from(yaml),
    });
    assert.equal(await page.locator("select[name=kind]").inputValue(), "scenario");
    await page.getByTestId("library-import").locator("button[type=submit]").click();
    const item = page.locator("li.lib-item[data-kind=scenario]", { hasText: "往復" });
    await item.waitFor();
    await item.getByTestId("item-open").click();
    await page.waitForURL(/\/prepare\/ygo-trpg\/[\w-]+#[\w-]+$/);
    await checked(page);
    assert.equal(await page.locator("input[name=prep-name]").inputValue(), "往復");
    assert.equal(await exported(page), yaml, "the item is the file");
    await page.close();
  });

  it("runs a quick sim and a tune, makes a table of bots that plays to its end, continues it", async () => {
    const page = await open("/prepare/ygo-trpg");
    await checked(page);
    // A short encounter pasted in: a table of bots ends it within a few decisions.
    await page.locator("#prep-paste").fill(`${SHORT_ENCOUNTER}seed: 7\n`);
    await page.getByTestId("prep-import-pasted").click();
    await page.getByTestId("prep-export-said").waitFor();
    assert.equal(await page.locator("input[name=prep-name]").inputValue(), "encounter one");
    assert.match(await checked(page), /問題なし/);

    await page.locator("[role=tab][data-tab=difficulty]").click();
    await page.locator("select[name=prep-battles]").selectOption("100");
    await page.getByTestId("prep-sim").click();
    const result = page.getByTestId("prep-sim-result");
    await result.waitFor({ timeout: 60_000 });
    const text = (await result.textContent()) ?? "";
    assert.match(text, /勝率 \d+ %（95 % 区間 \d+ %〜\d+ %/);
    await screenshot(page, "prepare-sim-1280");

    // Make it 50 % winnable on the first number offered, then use the value found.
    const what = await page.locator("select[name=tune-what]").inputValue();
    await page.locator("input[name=tune-target]").fill("50");
    await page.getByTestId("prep-tune").click();
    const tuned = page.getByTestId("prep-tune-result");
    await tuned.waitFor({ timeout: 90_000 });
    const found = /= (-?\d+(?:\.\d+)?) で勝率 \d+ %（95 % 区間 \d+ %〜\d+ %）/.exec(
      (await tuned.textContent()) ?? "",
    );
    assert.ok(found, (await tuned.textContent()) ?? "");
    await page.getByTestId("prep-tune-use").click();
    await tuned.locator(".be-ok").waitFor();
    const scenario = parse(await exported(page));
    const placed = what.includes(":")
      ? (scenario.content[0][what.split(":")[0].replace(/s?$/, "s")] as { id: string }[]).find(
          (e) => e.id === what.split(":")[1].split(".")[0],
        )?.[what.split(".").slice(1).join(".") as "id"]
      : what.split(".").reduce((o, k) => o?.[k], scenario.setup);
    assert.equal(Number(placed), Number(found[1]), `${what} is the value found`);
    await screenshot(page, "prepare-tune-1280");

    await page.locator("[role=tab][data-tab=table]").click();
    const seats = page.locator("select[name^=seat-]");
    await seats.first().waitFor();
    const names = await seats.evaluateAll((els) => els.map((e) => e.getAttribute("name")));
    assert.deepEqual([...names].sort(), ["seat-gm", "seat-p1", "seat-p2"]);
    for (const n of names) await page.locator(`select[name="${n}"]`).selectOption("bot");
    await page.getByTestId("prep-make").click();
    const made = page.getByTestId("prep-made");
    await made.waitFor();
    await screenshot(page, "prepare-made-1280");
    const href = (await made.locator("a").last().getAttribute("href")) ?? "";
    const id = new URL(href, web.server.url).pathname.split("/")[2];
    for (let i = 0; i < 300; i++) {
      const live = await web.server.hub.table(id);
      if (live !== null && live.battle.state.result !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const live = await web.server.hub.table(id);
    assert.notEqual(live?.battle.state.result ?? null, null, "the table finished");
    const row = await stored(web.server, id);
    assert.match(JSON.stringify(row), /encounter one/);
    await page.close();

    // The next encounter of the campaign: a new battle continued from that table — offered
    // among this browser's finished tables, as the lobby offers them — its players starting
    // with the life they ended with (23 and 31, not the new game's 40).
    const next = await open("/prepare/ygo-trpg");
    await checked(next);
    await next.locator("[role=tab][data-tab=table]").click();
    const carry = next.locator("select[name=carry]");
    await carry.locator(`option[value="${id}"]`).waitFor({ state: "attached" });
    assert.match(
      (await carry.locator(`option[value="${id}"]`).textContent()) ?? "",
      /encounter one/,
    );
    await carry.selectOption(id);
    const carried = /^プレイヤー1（.+）ライフ23、プレイヤー2（.+）ライフ31$/;
    await next.getByTestId("carried").waitFor();
    assert.match((await next.getByTestId("carried").textContent()) ?? "", carried);
    assert.equal(await next.locator("input[name=carry-link]").count(), 0, "no link asked");
    await screenshot(next, "prepare-carry-1280");
    const madeLife = async () => {
      const links = next.getByTestId("prep-made");
      await links.waitFor();
      const gmHref = (await links.locator("a").first().getAttribute("href")) ?? "";
      const table = gmHref.split("/")[2].split("#")[0];
      const init = JSON.parse((await stored(web.server, table)).init);
      return { table, lives: [init.setup.players.p1.life, init.setup.players.p2.life] };
    };
    await next.getByTestId("prep-make").click();
    const fromList = await madeLife();
    assert.deepEqual(fromList.lives, [23, 31]);

    // A table played in another browser: its link pasted in instead.
    await carry.selectOption("");
    await next.locator("input[name=carry-link]").fill("https://example.org/x");
    await next.getByText("テーブルのリンク（…/t/<id>#<token>）ではありません").waitFor();
    await next.locator("input[name=carry-link]").fill(new URL(href, web.server.url).href);
    await next.getByTestId("carried").getByText("ライフ23").waitFor();
    assert.match((await next.getByTestId("carried").textContent()) ?? "", carried);
    await next.getByTestId("prep-made").getByRole("heading").waitFor();
    await next.getByTestId("prep-make").click();
    await next.waitForFunction(
      (old) => !document.querySelector(`[data-testid=prep-made] a[href^="/t/${old}"]`),
      fromList.table,
    );
    const fromLink = await madeLife();
    assert.notEqual(fromLink.table, fromList.table);
    assert.deepEqual(fromLink.lives, [23, 31]);
    await next.close();
  });

  it("fits 390 px without a horizontal scroll, in each game's first language", async () => {
    for (const path of ["/", "/prepare"]) {
      const page = await open(path, 390);
      await page.locator("header a").first().waitFor();
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(wide, 0, `${path}: no horizontal scroll`);
      await screenshot(page, `prepare-from${path === "/" ? "-lobby" : ""}-390`);
      await page.close();
    }
    for (const [system, lang, words] of [
      ["ygo-trpg", "ja", /問題なし/],
      ["magical-girl", "zh", /没有问题/],
    ] as const) {
      const page = await open(`/prepare/${system}`, 390);
      await page.locator("header select").selectOption(lang);
      assert.match(await checked(page), words);
      const tabs = await page
        .locator("[role=tab]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-tab") ?? ""));
      for (const tab of tabs) {
        await page.locator(`[role=tab][data-tab=${tab}]`).click();
        const wide = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(wide, 0, `${system} ${tab}: no horizontal scroll`);
        if (tab === "difficulty" || tab === "table")
          await screenshot(page, `prepare-${system}-${tab}-390`);
      }
      await page.close();
    }
  });
});
