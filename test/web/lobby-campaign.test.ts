/**
 * The lobby's forms of a new game in a real browser: a magical-girl table made as a 切磋 (spar)
 * between two girls, and a ygo-trpg campaign's next encounter continued from a finished table
 * this browser sat at — the life it ended with is the life the next one starts with (YGT-02).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createTable, stored } from "../server/server-helpers.ts";
import { SHORT_ENCOUNTER, SHORT_ENCOUNTER_LIFE } from "../server/short-encounter.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const BOT = { kind: "bot", bot: "random" } as const;

describe("lobby modes and campaigns (chromium)", { skip }, () => {
  const web = webSuite();

  it("makes a magical-girl spar from the mode select", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "zh-CN",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=system]").selectOption("magical-girl");
    const modes = await page.locator("select[name=mode] option").allTextContents();
    assert.deepEqual(modes, ["战斗（对敌人）", "决斗", "切磋", "技艺比拼"]);
    // A magical-girl campaign carries on too (MGR-63), in its own words, not ygo-trpg's life.
    assert.equal(
      await page.locator("select[name=carry] option").first().textContent(),
      "新战役（全员状态全满）",
    );
    await page.locator("select[name=mode]").selectOption("spar");
    await page.locator("select[name=seat-kp]").selectOption("me");
    await page.locator("select[name=seat-p1]").selectOption("invite");
    await page.locator("select[name=seat-p2]").selectOption("invite");
    await screenshot(page, "lobby-mode-spar");
    await page.getByRole("button", { name: "创建桌子" }).click();
    await page.getByTestId("made-table").waitFor();
    const href =
      (await page.getByTestId("made-table").locator("a").first().getAttribute("href")) ?? "";
    const id = new URL(href, web.server.url).pathname.split("/")[2];
    const init = JSON.parse((await stored(web.server, id)).init);
    assert.equal(init.setup.mode, "spar");
    assert.equal(init.options.kpTools, "on", "a person KP gets the KP's tools");
    await page.close();
  });

  it("continues a ygo-trpg campaign from a finished table with its life", async () => {
    const first = await createTable(web.server.url, {
      system: "ygo-trpg",
      title: "encounter one",
      scenario: SHORT_ENCOUNTER,
      seats: { gm: BOT, p1: BOT, p2: BOT },
    });
    let life: Record<string, number> = {};
    for (let i = 0; i < 600; i++) {
      const live = await web.server.hub.table(first.id);
      if (live?.battle.state.result !== null && live !== null) {
        life = live.battle.state.x.life as Record<string, number>;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(Object.keys(life).length > 0, "the first encounter ended");
    assert.deepEqual(life, SHORT_ENCOUNTER_LIFE, "the goblin fell at the first attack");
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "ja-JP",
    });
    await page.goto(web.server.url);
    // This browser watched the first encounter: it is among "my tables".
    await page.evaluate(
      ([id, token]) =>
        localStorage.setItem(
          "kassen.tables",
          JSON.stringify([
            { id, token, system: "ygo-trpg", title: "encounter one", seat: null, at: 1 },
          ]),
        ),
      [first.id, first.spectator.token],
    );
    await page.reload();
    await page.locator("select[name=system]").selectOption("ygo-trpg");
    const carry = page.locator("select[name=carry]");
    await carry.locator(`option[value="${first.id}"]`).waitFor({ state: "attached" });
    await carry.selectOption(first.id);
    await page.getByTestId("carry-note").waitFor();
    // What carries over, read from the finished table: each player's character and life.
    assert.match(
      (await page.getByTestId("carried").textContent()) ?? "",
      /^プレイヤー1（.+）ライフ23、プレイヤー2（.+）ライフ31$/,
    );
    await page.locator("select[name=seat-gm]").selectOption("me");
    await page.locator("select[name=seat-p1]").selectOption("random");
    await page.locator("select[name=seat-p2]").selectOption("random");
    await screenshot(page, "lobby-campaign");
    await page.getByRole("button", { name: "テーブルを作る" }).click();
    await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
    const id = new URL(page.url()).pathname.split("/")[2];
    const init = JSON.parse((await stored(web.server, id)).init);
    assert.equal(init.setup.players.p1.life, life.p1);
    assert.equal(init.setup.players.p2.life, life.p2);
    await page.close();
  });
});
