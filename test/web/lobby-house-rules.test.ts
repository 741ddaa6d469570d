/**
 * The lobby's house rules in a real browser (issue 33): the new-table form lists the chosen
 * system's table options as selects at their defaults, each by its name in the page's language
 * with its values named (ids stay the form's values only) and the rule lines its reading rests
 * on as the select's description — all as `GET /api/systems` gives them, in ja, zh and en. A
 * table made with one set away from its default starts with it in its init (the defaults left
 * out) and its header has a "House rules" disclosure: how many differ, and every rule in force
 * by name. Both screens at 1280 and 390 px, with no serious axe-core finding.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { NAMED_OPTIONS, namedOptions } from "../../src/scenario/system-options.ts";
import { get, stored } from "../server/server-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * The option and value ids of `system` that are not plain words (camelCase: `freeInteraction`,
 * `withMoveOrAction`), and any `name=value`: none may show as text on a screen. (A value such
 * as `roll` is also an English word, which the names may use.)
 */
function idsShown(text: string | null, system: string): string[] {
  const ids = Object.entries(NAMED_OPTIONS[system])
    .flatMap(([name, values]) => [name, ...values])
    .filter((id) => /[A-Z]/.test(id));
  const shown = ids.filter((id) => new RegExp(`(^|[^A-Za-z])${id}([^A-Za-z]|$)`).test(text ?? ""));
  return [...shown, ...((text ?? "").match(/\w+=\w+/g) ?? [])];
}

/** The serious and critical axe-core findings on the page as it is now. */
async function seriousAxe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    const r = await axe.run();
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id);
  });
}

/** A lobby page in `locale` at `width` px (CSP bypassed for axe). */
async function lobby(browser: Browser, url: string, locale: string, width: number) {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    locale,
    bypassCSP: true,
  });
  const page = await ctx.newPage();
  await page.goto(url);
  return page;
}

describe("lobby house rules (chromium)", { skip }, () => {
  const web = webSuite();

  it("sets a magical-girl house rule by name from the form and shows the rules by name in the table header", async () => {
    const systems = (await get(web.server.url, "/api/systems")).body as unknown as {
      systems: { id: string; options: ReturnType<typeof namedOptions> }[];
    };
    const mg = systems.systems.find((s) => s.id === "magical-girl");
    assert.deepEqual(mg?.options, namedOptions("magical-girl"), "the server lists the options");
    const free = mg?.options.find((o) => o.name === "freeInteraction");
    assert.equal(free?.label.en, "The turn's free interaction (自由互动)");
    assert.match(free?.why.zh ?? "", /第29行「你在移动或执行动作时/);
    for (const width of [1280, 390]) {
      const page = await lobby(web.browser, web.server.url, "en-US", width);
      await page.locator("select[name=system]").selectOption("magical-girl");
      const form = page.getByTestId("house-rules");
      await form.waitFor();
      assert.equal(await form.locator("select").count(), mg?.options.length);
      // Each select starts at its default (the first value), labelled by the option's name.
      for (const o of mg?.options ?? [])
        assert.equal(await page.locator(`select[name=option-${o.name}]`).inputValue(), o.values[0]);
      const select = page.getByLabel("The turn's free interaction (自由互动)");
      assert.equal(await select.getAttribute("name"), "option-freeInteraction");
      assert.deepEqual(await select.locator("option").allTextContents(), [
        "the first one is free whenever it comes ✓",
        "free only after a move or an action",
      ]);
      // The why is the select's description (read with it), not a tooltip.
      const why = await select.getAttribute("aria-describedby");
      assert.match((await page.locator(`#${why}`).textContent()) ?? "", /^MGR-14: l\.29/);
      const text = (await form.textContent()) ?? "";
      assert.deepEqual(idsShown(text, "magical-girl"), [], "names, not ids");
      await select.selectOption("withMoveOrAction");
      assert.deepEqual(await seriousAxe(page), [], `lobby form @${width}`);
      await page.locator("select[name=seat-kp]").selectOption("greedy");
      await page.locator("select[name=seat-p1]").selectOption("me");
      await page.locator("select[name=seat-p2]").selectOption("greedy");
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, `lobby-house-rules-${width}`);
      await page.getByRole("button", { name: "Make the table" }).click();
      await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
      const header = page.getByTestId("house-rules");
      await header.waitFor();
      assert.equal(
        await header.locator("summary").textContent(),
        "House rules: 1 changed",
        "the summary says how many differ",
      );
      await page
        .locator("header.top")
        .screenshot({ path: await screenshot(page, `table-house-rules-closed-${width}`) });
      await header.locator("summary").click();
      const first = header.locator("li").first();
      assert.equal(await first.getAttribute("data-option"), "freeInteraction", "changed first");
      assert.match(
        (await first.textContent()) ?? "",
        /^changed The turn's free interaction \(自由互动\): free only after a move or an action ?MGR-14: l\.29/,
      );
      assert.equal(await header.locator("li").count(), mg?.options.length, "every rule in force");
      assert.match(
        (await header.locator("li[data-option=dpReading]").textContent()) ?? "",
        /^Unspent action points \(DP\): carries over to the next round ?MGR-22/,
      );
      assert.deepEqual(idsShown(await header.textContent(), "magical-girl"), [], "names, not ids");
      assert.deepEqual(await seriousAxe(page), [], `table header @${width}`);
      await page
        .locator("header.top")
        .screenshot({ path: await screenshot(page, `table-house-rules-${width}`) });
      const id = new URL(page.url()).pathname.split("/")[2];
      const init = JSON.parse((await stored(web.server, id)).init);
      assert.equal(init.options.freeInteraction, "withMoveOrAction");
      assert.equal(init.options.throwSize, undefined, "a default left at its default is not sent");
      await page.context().close();
    }
  });

  it("names ygo-trpg's house rules in Japanese and Chinese, in the form and the header", async () => {
    const cases = [
      {
        locale: "ja-JP",
        label: "召喚判定の1ゾロ・6ゾロ",
        values: [
          "1ゾロは失敗、6ゾロは成功（合計に関係なく） ✓",
          "攻撃判定と同じ：1ゾロは失敗、6ゾロは＋1D",
          "特別扱いなし（合計だけで決まる）",
        ],
        create: "テーブルを作る",
        // The GM seat's bot plays without the GM tools (set for a bot GM): changed too.
        summary: "ハウスルール：2 件変更",
        rule: "召喚判定の1ゾロ・6ゾロ：攻撃判定と同じ：1ゾロは失敗、6ゾロは＋1D",
        tools: "GMツール（取り消し・調整）：なし",
      },
      {
        locale: "zh-CN",
        label: "召唤判定的双1／双6",
        values: [
          "双1失败，双6成功（不论合计） ✓",
          "同攻击判定：双1失败，双6加1D",
          "不特殊处理（只看合计）",
        ],
        create: "创建桌子",
        summary: "房规：2 项已改",
        rule: "召唤判定的双1／双6：同攻击判定：双1失败，双6加1D",
        tools: "GM工具（撤回、调整）：关闭",
      },
    ];
    for (const c of cases) {
      const page = await lobby(web.browser, web.server.url, c.locale, 1280);
      await page.locator("select[name=system]").selectOption("ygo-trpg");
      const form = page.getByTestId("house-rules");
      await form.waitFor();
      const select = page.getByLabel(c.label);
      assert.equal(await select.getAttribute("name"), "option-summonDoubles", c.locale);
      assert.deepEqual(await select.locator("option").allTextContents(), c.values);
      assert.deepEqual(idsShown(await form.textContent(), "ygo-trpg"), [], `${c.locale}: no ids`);
      await select.selectOption("attack");
      await form.screenshot({ path: await screenshot(page, `lobby-house-rules-${c.locale}`) });
      await page.getByRole("button", { name: c.create }).click();
      await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
      const header = page.getByTestId("house-rules");
      await header.waitFor();
      assert.equal(await header.locator("summary").textContent(), c.summary);
      await header.locator("summary").click();
      assert.match(
        (await header.locator("li[data-option=summonDoubles]").textContent()) ?? "",
        new RegExp(`^(変更|已改) ${c.rule}YGT-13`),
      );
      assert.match(
        (await header.locator("li[data-option=gmTools]").textContent()) ?? "",
        new RegExp(c.tools),
      );
      assert.deepEqual(idsShown(await header.textContent(), "ygo-trpg"), [], `${c.locale}: no ids`);
      await screenshot(page, `table-house-rules-${c.locale}`);
      await page.context().close();
    }
  });
});
