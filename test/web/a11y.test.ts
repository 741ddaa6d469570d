/**
 * Accessibility of every kind of page, checked by axe-core in chromium: the lobby, each system's
 * board (vision, geo-march, the ygo-trpg GM screen and a player's sheet, the magical-girl KP
 * screen and a girl's sheet), a spectator, the replay viewer, the library page, the deck
 * builder and the prepare page (its first tab, its difficulty and table tabs), at 1280 px and at
 * 390 px. No
 * page may have a serious or critical violation. Then the skip link: from the top of a table
 * page, one Tab and Enter put the keyboard on the decision.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";
import { call } from "../server/library-helpers.ts";
import { type CreatedTable, createTable, get, tokenOf } from "../server/server-helpers.ts";
import { isState, WsClient } from "../server/ws-client.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const r = await axe.run();
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
    }));
  });
}

/** The serious and critical violations, as lines a failure can print. */
function severe(vs: AxeViolation[]): string[] {
  return vs
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} ${JSON.stringify(v.nodes)}`);
}

describe("accessibility (axe-core, chromium)", { skip }, () => {
  const web = webSuite();
  const report: Record<string, string> = {};

  /** Opens a page (CSP bypassed so axe's script can be injected) and waits for `ready`. */
  async function open(url: string, ready: string, width: number): Promise<Page> {
    const ctx = await web.browser.newContext({
      viewport: { width, height: 800 },
      bypassCSP: true,
      locale: "en-US",
    });
    const page = await ctx.newPage();
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    return page;
  }

  /** axe over `url` at both widths, once `ready` shows and `prepare` (if any) has run. */
  async function check(
    name: string,
    url: string,
    ready: string,
    prepare?: (page: Page) => Promise<void>,
  ): Promise<string[]> {
    const failures: string[] = [];
    for (const width of [1280, 390]) {
      const page = await open(url, ready, width);
      await prepare?.(page);
      const vs = await axeViolations(page);
      const bad = severe(vs);
      report[`${name}@${width}`] =
        `${bad.length} serious/critical, ${vs.length - bad.length} other (${vs.map((v) => `${v.id}:${v.impact} ${JSON.stringify(v.nodes[0]?.target)}`).join(" ")})`;
      failures.push(...bad.map((b) => `${name}@${width}: ${b}`));
      await screenshot(page, `a11y-${name}-${width}`);
      await page.context().close();
    }
    return failures;
  }

  const seatUrl = (t: CreatedTable, seat: string) =>
    `${web.server.url}/t/${t.id}#${tokenOf(t, seat)}`;

  /** Talk at table `t` from p1 and the GM, through the socket as a browser sends it. */
  async function seedTalk(t: CreatedTable): Promise<void> {
    for (const [seat, lines] of [
      ["p1", [{ say: "Hello, table" }, { say: "psst", to: ["gm"] }, { roll: "1D6", secret: true }]],
      [
        "gm",
        [
          { roll: "2D6+3", label: "ambush" },
          { roll: "1D100<=55", secret: true },
        ],
      ],
    ] as const) {
      const c = await WsClient.open(web.server.url, t.id);
      c.send({ hello: tokenOf(t, seat) });
      let at = (await c.next(isState())).at;
      for (const l of lines) {
        c.send(l);
        at = (await c.next((m) => m.type === "talk" || m.type === "error", at + 1)).at;
        assert.equal(c.messages[at].type, "talk", JSON.stringify(c.messages[at]));
      }
      await c.close();
    }
  }

  it("has no serious or critical violation on any kind of page", async () => {
    const failures: string[] = [];
    failures.push(...(await check("lobby", `${web.server.url}/`, "form")));
    const vision = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    failures.push(...(await check("vision", seatUrl(vision, "p1"), "button.option")));
    failures.push(
      ...(await check(
        "spectator",
        `${web.server.url}/t/${vision.id}#${vision.spectator.token}`,
        "[data-testid=log] li",
      )),
    );
    const geo = await createTable(web.server.url, {
      system: "geo-march",
      lang: "ja",
      seats: { p2: { kind: "bot", bot: "random" } },
    });
    failures.push(...(await check("geo-march", seatUrl(geo, "p1"), "button.option")));
    const ygo = await createTable(web.server.url, { system: "ygo-trpg", lang: "ja" });
    failures.push(...(await check("ygo-gm", seatUrl(ygo, "gm"), "[data-testid=log] li")));
    failures.push(...(await check("ygo-player", seatUrl(ygo, "p1"), "[data-testid=log] li")));
    // The table's talk in the log and the talk box: a remark, a whisper, a roll, a secret roll
    // (the GM's page with Hide on every line, a player's with Reveal on its own secret roll).
    const talk = await createTable(web.server.url, { system: "ygo-trpg", lang: "en" });
    await seedTalk(talk);
    failures.push(...(await check("talk-gm", seatUrl(talk, "gm"), "li.talk-line")));
    failures.push(...(await check("talk-player", seatUrl(talk, "p1"), "li.talk-line")));
    const mg = await createTable(web.server.url, { system: "magical-girl", lang: "zh" });
    failures.push(...(await check("mg-kp", seatUrl(mg, "kp"), "[data-testid=log] li")));
    failures.push(...(await check("mg-player", seatUrl(mg, "p1"), "[data-testid=log] li")));
    // A finished table's replay.
    const done = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
    });
    for (let i = 0; i < 600; i++) {
      if ((await get(web.server.url, `/api/tables/${done.id}`)).body.status === "finished") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    failures.push(
      ...(await check(
        "replay",
        `${web.server.url}/replay?table=${done.id}&seat=p1#${done.spectator.token}`,
        "[data-testid=replay-step]",
      )),
    );
    // The library page with a deck in it and its delete confirmation open; the deck builder
    // (the build page's Deck tab) with that deck opened by its edit link.
    const deck = await call(web.server.url, "POST", "/api/library", {
      body: {
        system: "vision",
        kind: "deck",
        title: "Scarlet copy",
        pack: {
          system: "vision",
          decks: [
            {
              id: "scarlet-copy",
              name: { ja: "紅魔", zh: "红魔", en: "Scarlet copy" },
              cards: VISION_CONTENT.decks["starter-scarlet"].cards,
            },
          ],
        },
      },
    });
    assert.equal(deck.status, 201, deck.text);
    const remembered = JSON.stringify([
      { id: deck.body.id, system: "vision", kind: "deck", title: "Scarlet copy", ...deck.body },
    ]);
    failures.push(
      ...(await check("library", `${web.server.url}/library`, "h1", async (page) => {
        await page.evaluate((v) => localStorage.setItem("kassen.library", v), remembered);
        await page.reload();
        await page.getByTestId("item-delete").click();
        await page.getByTestId("confirm-delete").waitFor();
      })),
    );
    failures.push(
      ...(await check(
        "deck-builder",
        `${web.server.url}/build/vision/${deck.body.id}#${deck.body.editToken}`,
        "[role=tab]",
        async (page) => {
          await page.getByRole("tab", { name: "Deck" }).click();
          await page.getByTestId("deck-list").waitFor();
        },
      )),
    );
    // The prepare page, once the server has checked the battle: its first tab, then its own two.
    const prepared = async (page: Page) => {
      await page.locator("[data-testid=prep-problems] [role=status] p").first().waitFor();
    };
    failures.push(
      ...(await check("prepare", `${web.server.url}/prepare/ygo-trpg`, "[role=tab]", prepared)),
    );
    for (const tab of ["difficulty", "table"])
      failures.push(
        ...(await check(
          `prepare-${tab}`,
          `${web.server.url}/prepare/magical-girl`,
          "[role=tab]",
          async (page) => {
            await prepared(page);
            await page.locator(`[role=tab][data-tab=${tab}]`).click();
          },
        )),
      );
    console.log(JSON.stringify(report, null, 1));
    assert.equal(failures.length, 0, failures.join("\n"));
  });

  it("skips from the top of a table page to the decision in one Tab and Enter, in its language", async () => {
    const words = { en: "Skip to your decision", ja: "あなたの選択へ移動", zh: "跳到你的选择" };
    for (const [lang, word] of Object.entries(words)) {
      const t = await createTable(web.server.url, {
        system: "vision",
        lang,
        seats: { p2: { kind: "bot", bot: "random" } },
      });
      const page = await open(seatUrl(t, "p1"), "button.option", 1280);
      await page.keyboard.press("Tab");
      const focused = () =>
        page.evaluate(() => ({
          text: document.activeElement?.textContent ?? "",
          option: document.activeElement?.matches("#decision button.option") ?? false,
        }));
      assert.deepEqual(await focused(), { text: word, option: false });
      if (lang === "en") await screenshot(page, "a11y-skip-link");
      await page.keyboard.press("Enter");
      assert.equal((await focused()).option, true, `${lang}: the first option has the focus`);
      await page.context().close();
    }
  });

  it("skips from the top of the replay page to the step controls, in the page's language", async () => {
    const done = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
    });
    for (let i = 0; i < 600; i++) {
      if ((await get(web.server.url, `/api/tables/${done.id}`)).body.status === "finished") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const url = `${web.server.url}/replay?table=${done.id}&seat=p1#${done.spectator.token}`;
    const words = { en: "Skip to the step controls", ja: "ステップ操作へ移動", zh: "跳到步骤控制" };
    for (const [lang, word] of Object.entries(words)) {
      const ctx = await web.browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: { en: "en-US", ja: "ja-JP", zh: "zh-CN" }[lang],
      });
      const page = await ctx.newPage();
      await page.goto(url);
      await page.locator("[data-testid=replay-step]").waitFor();
      await page.keyboard.press("Tab");
      const focused = () =>
        page.evaluate(() => ({
          text: document.activeElement?.textContent ?? "",
          controls: document.activeElement?.closest(".replay-controls") !== null,
        }));
      assert.deepEqual(await focused(), { text: word, controls: false });
      if (lang === "en") await screenshot(page, "a11y-replay-skip-link");
      await page.keyboard.press("Enter");
      assert.equal((await focused()).controls, true, `${lang}: a step control has the focus`);
      // From there the keys step the replay.
      await page.keyboard.press("End");
      await page.keyboard.press("Home");
      await page.locator('[data-testid=replay-step][data-step="0"]').waitFor();
      await ctx.close();
    }
  });

  it("names the made table's links by seat in the lobby's language, and the KP as KP", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=system]").selectOption("magical-girl");
    await page.locator("select[name=seat-kp]").selectOption("invite");
    await page.locator("select[name=seat-p1]").selectOption("invite");
    await page.locator("select[name=seat-p2]").selectOption("invite");
    await page.locator("form button[type=submit]").first().click();
    const made = page.getByTestId("made-table");
    await made.waitFor();
    const names = await made.locator("li > strong").allTextContents();
    assert.ok(!names.some((n) => /^(p\d|gm|kp)$/.test(n)), `seat ids shown: ${names.join(", ")}`);
    assert.ok(
      names.some((n) => /\bKP\b/.test(n)),
      `the KP's link: ${names.join(", ")}`,
    );
    const labels = await made.locator("input").evaluateAll((es) => es.map((e) => e.ariaLabel));
    assert.deepEqual(labels, [...names], "each link field is named as its seat");
    await screenshot(page, "lobby-made-links");
    // The KP's page calls its seat KP, never GM.
    const kp = (await made.locator("a").first().getAttribute("href")) ?? "";
    await page.goto(new URL(kp, web.server.url).href);
    const bar = page.getByTestId("seat-bar");
    await bar.locator("li").first().waitFor();
    const text = (await bar.textContent()) ?? "";
    assert.match(text, /KP/);
    assert.doesNotMatch(text, /GM/);
    await page.close();
  });
});
