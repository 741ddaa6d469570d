/**
 * A KP prepares magical-girl battles in the browser (zh-CN, issue 30): on /prepare/magical-girl
 * she makes p2 a girl of her own (a copy with more HP, edited in the card editor's fields),
 * builds a map of her own — three positions, ways in metres, a door on a way, a lever that
 * works it, a crate holding an item — sees it drawn and each girl's movement costs, makes a 切磋
 * between two girls (no reaction windows, a house rule) and plays it to its end at the table,
 * then a battle against a group of wounded wolves in the belfry and plays that to its end too. Each tab is looked at (and checked by axe-core) at 1280 and 390 px.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const BOARD = "[data-testid=magical-girl-board]";

/** Serious and critical axe-core findings on the page as it is now. */
async function serious(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    type V = { id: string; impact: string | null; nodes: { target: unknown }[] };
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: V[] }> } }).axe;
    const r = await axe.run();
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
}

/** Opens a tab of the prepare page. */
async function tab(page: Page, id: string): Promise<void> {
  await page.locator(`[role=tab][data-tab=${id}]`).click();
  await page.locator(`#prep-panel-${id}:not([hidden])`).waitFor();
}

/** Waits until the server's answer says the battle has no problems (the summary is there). */
async function clean(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const list = document.querySelector("[data-testid=prep-problems]");
      return list === null || list.querySelectorAll("li").length === 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Makes the table from the table tab — p1 played here, every other seat (the KP's too) by a
 * bot — and plays p1's seat to the end: an attack when she has one, else the last option (it
 * ends a turn or passes).
 */
async function playToEnd(page: Page, name: string): Promise<string> {
  await tab(page, "table");
  for (const select of await page.locator("select[name^=seat-]").all()) {
    const name = (await select.getAttribute("name")) ?? "";
    await select.selectOption(name === "seat-p1" ? "me" : "bot");
  }
  const links = "[data-testid=prep-made] a[href^='/t/']";
  const before =
    (await page.locator(links).count()) > 0
      ? await page.locator(links).first().getAttribute("href")
      : null;
  await page.getByTestId("prep-make").click();
  // The new table's links (a table made before is replaced by this one's).
  const href = await page
    .waitForFunction(
      ([sel, old]) => {
        const a = document.querySelector(sel as string);
        const h = a?.getAttribute("href") ?? null;
        return h !== null && h !== old ? h : null;
      },
      [links, before] as const,
      { timeout: 15_000 },
    )
    .then((h) => h.jsonValue() as Promise<string>);
  const table = await page.context().newPage();
  const errors: string[] = [];
  table.on("pageerror", (e) => errors.push(e.message));
  await table.goto(new URL(href, page.url()).toString());
  await table.locator(BOARD).waitFor();
  let shot = false;
  for (let clicks = 0; clicks < 300; clicks++) {
    await table.waitForFunction(
      () =>
        document.querySelector("[data-testid=result]") !== null ||
        document.querySelectorAll(".decision fieldset button.option:not([disabled])").length > 0,
      undefined,
      // Bots (greedy) decide between p1's turns; on a loaded machine a round of theirs can take
      // long: this is a liveness check, not a timing.
      { timeout: 90_000 },
    );
    if ((await table.getByTestId("result").count()) > 0) break;
    if (!shot) {
      await screenshot(table, `prepare-mg-${name}-table`);
      shot = true;
    }
    const seq = await table.locator(BOARD).getAttribute("data-seq");
    // An attack when there is one, else the last option (it ends the turn or passes).
    const attack = table.locator(
      ".decision fieldset button.option[data-act^='attack:']:not([disabled])",
    );
    if ((await attack.count()) > 0) await attack.first().click();
    else await table.locator(".decision fieldset button.option:not([disabled])").last().click();
    await table.locator(`${BOARD}:not([data-seq="${seq}"])`).waitFor();
  }
  if ((await table.getByTestId("result").count()) === 0)
    await screenshot(table, `prepare-mg-${name}-unfinished`);
  const result = (await table.getByTestId("result").textContent()) ?? "";
  await screenshot(table, `prepare-mg-${name}-end`);
  assert.deepEqual(errors, []);
  await table.close();
  return result;
}

describe("the KP's magical-girl builders (chromium, zh)", { skip }, () => {
  const web = webSuite();

  it("builds a map with a door, a lever and a crate, then plays a 切磋 and a battle to their ends", async () => {
    const ctx = await web.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "zh-CN",
      bypassCSP: true,
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${web.server.url}/prepare/magical-girl`);
    await page.getByTestId("mg-party").waitFor();

    // The party: two shipped girls at p1 and p2.
    while ((await page.locator("[data-testid^=mg-girl-]").count()) < 2)
      await page.getByTestId("mg-add-girl").click();
    await page.locator("select[name=girl-p1]").selectOption("hoshino");
    await page.locator("select[name=girl-p2]").selectOption("tsukiko");
    // p2 becomes the KP's own copy of her, edited in the card editor's fields: 20 HP.
    await page
      .getByTestId("mg-girl-p2")
      .getByRole("button", { name: /复制为自己的/ })
      .click();
    const sheet = page.getByTestId("mg-sheet-girls-0");
    await sheet.locator("#fld-hp").fill("20");
    assert.equal(await page.locator("select[name=girl-p2]").inputValue(), "my-girl-1");
    await page.getByTestId("mg-girl-p2").getByText("HP20").waitFor();

    // The map: the KP's own, three positions.
    await tab(page, "map");
    await page.getByTestId("mg-new-map").click();
    await page.locator("input[name=map-name]").fill("废弃钟楼");
    await page.locator("input[name=map-name]").press("Tab");
    for (const name of ["大厅", "钟室"]) {
      await page.locator("input[name=new-position]").fill(name);
      await page.getByTestId("mg-add-position").click();
    }
    await page.locator("select[name=cover-pos-3]").selectOption("half");
    await page.locator("input[name=danger-pos-2]").check();
    // Ways: 起点 ↔ 大厅 10 m, 大厅 ↔ 钟室 12 m.
    for (const [from, to, m] of [
      ["pos-1", "pos-2", "10"],
      ["pos-2", "pos-3", "12"],
    ]) {
      await page.locator("select[name=way-from]").selectOption(from);
      await page.locator("select[name=way-to]").selectOption(to);
      await page.locator("input[name=way-new-m]").fill(m);
      await page.getByTestId("mg-add-way").click();
    }
    // A door in the hall on the way to the belfry, a lever at the start working it, a crate.
    await page.locator("select[name=object-kind-pos-2]").selectOption("door");
    await page.getByTestId("mg-add-object-pos-2").click();
    await page.locator("select[name=object-kind-pos-1]").selectOption("lever");
    await page.getByTestId("mg-add-object-pos-1").click();
    await page.locator("select[name=object-kind-pos-1]").selectOption("crate");
    await page.getByTestId("mg-add-object-pos-1").click();
    await page.locator("input[name=object-name-door-1]").fill("钟室铁栅");
    await page.locator("input[name=object-name-door-1]").press("Tab");
    await page.locator("input[name=controls-lever-1][value=door-1]").check();
    await page.locator("select[name=holds-crate-1]").selectOption("moon-tear");
    await page.locator("[data-way='pos-2|pos-3'] select[name=way-door]").selectOption("door-1");
    const drawing = page.getByTestId("prep-map-drawing");
    await drawing.waitFor();
    assert.equal(await drawing.locator(".mg-place").count(), 3);
    assert.match((await drawing.textContent()) ?? "", /🚪 12m/);
    assert.match((await drawing.textContent()) ?? "", /钟室铁栅/);

    // A 切磋 between the two girls (sides a and b, no enemies).
    await tab(page, "encounter");
    await page.locator("input[name=mode][value=spar]").check();
    // A house rule: no reaction windows (应急反应) — fewer decisions at the table.
    await page.locator(".mgp-rules summary").click();
    await page.locator("select[name=option-reactions]").selectOption("off");
    await tab(page, "party");
    assert.equal(await page.locator("select[name=side-p1]").inputValue(), "a");
    assert.equal(await page.locator("select[name=side-p2]").inputValue(), "b");
    await page.locator("select[name=pos-p2]").selectOption("pos-2");
    // A problem is shown at the girl it names: a spar cannot start at a third of her HP.
    await page.locator("input[name=hp-p1]").fill("3");
    await page.locator("input[name=hp-p1]").press("Tab");
    await page
      .getByTestId("mg-girl-p1")
      .getByTestId("mg-field-problems")
      .getByText(/setup\.girls\[0\]\.hp/)
      .waitFor();
    assert.equal(await page.locator("input[name=hp-p1]").getAttribute("aria-invalid"), "true");
    await page.locator("input[name=hp-p1]").fill("");
    await page.locator("input[name=hp-p1]").press("Tab");
    await clean(page);
    // Movement costs from the server's summary: the hall is 10 m from the start.
    await tab(page, "map");
    const movement = page.getByTestId("mg-movement");
    await movement.locator("table").waitFor();
    assert.match((await movement.textContent()) ?? "", /10m · 1DP/);
    // The spar ends at a third of a girl's HP (MGR-05), side A or B the winner.
    assert.match(await playToEnd(page, "spar"), /切磋/);

    // A battle against a wolf pack standing in the belfry, behind the gate.
    await tab(page, "encounter");
    await page.locator("input[name=mode][value=battle]").check();
    await page.locator("select[name=enemy-0]").selectOption("gloom-wolf");
    await page.locator("input[name=group-0]").fill("wolves");
    await page.locator("input[name=group-0]").press("Tab");
    await page.locator("select[name=add-enemy]").selectOption("gloom-wolf");
    await page.locator("input[name=add-enemy-group]").fill("wolves");
    await page.getByTestId("mg-add-enemy").click();
    for (const e of ["e0", "e1"]) {
      await page.locator(`select[name=pos-${e}]`).selectOption("pos-3");
      // Wounded wolves (2 of 14 HP): the battle is short.
      await page.locator(`input[name=hp-${e}]`).fill("2");
      await page.locator(`input[name=hp-${e}]`).press("Tab");
    }
    await page.getByTestId("mg-groups").getByText("wolves").waitFor();
    // The girls face them in the belfry (half cover): the fight starts at once.
    await tab(page, "party");
    for (const seat of ["p1", "p2"])
      await page.locator(`select[name=pos-${seat}]`).selectOption("pos-3");
    // The belfry's gate starts open this time (the lever can still shut it).
    await tab(page, "map");
    await page.locator("input[name=object-open-door-1]").check();
    await clean(page);

    // Each tab looked at and checked at both widths.
    const findings: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const id of ["party", "encounter", "map"]) {
        await tab(page, id);
        await screenshot(page, `prepare-mg-${id}-${width}`);
        findings.push(...(await serious(page)).map((f) => `${id}@${width}: ${f}`));
      }
    }
    assert.deepEqual(findings, []);
    await page.setViewportSize({ width: 1280, height: 900 });
    const battle = await playToEnd(page, "battle");
    assert.ok(battle !== "" && !/切磋/.test(battle), battle);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  it("speaks the rulebook's language to a reader of none of ours; deletes, the aftermath, attributes by hand", async () => {
    const ctx = await web.browser.newContext({
      viewport: { width: 390, height: 900 },
      locale: "fr-FR",
      bypassCSP: true,
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // ygo-trpg's page in ja, magical-girl's in zh; nothing saved: the lobby keeps English.
    await page.goto(`${web.server.url}/prepare/ygo-trpg`);
    await page.locator("main.prepare-page[lang=ja]").waitFor();
    await page.goto(`${web.server.url}/prepare/magical-girl`);
    await page.locator("main.prepare-page[lang=zh]").waitFor();
    assert.equal(await page.locator("[role=tab][data-tab=encounter]").textContent(), "遭遇");
    assert.equal(await page.evaluate(() => localStorage.getItem("kassen.lang")), null);

    // An own map deleted: the setup has no map, nobody keeps a place on it.
    await tab(page, "map");
    await page.getByTestId("mg-new-map").click();
    await tab(page, "party");
    await page.locator("select[name=pos-p1]").waitFor();
    await tab(page, "map");
    await page.getByTestId("mg-delete-map").click();
    assert.equal(await page.locator("select[name=map]").inputValue(), "");
    await tab(page, "party");
    assert.equal(await page.locator("select[name=pos-p1]").count(), 0);

    // An own girl at p3 is not deleted: one line says who plays her.
    await page.getByTestId("mg-own-girl").click();
    await page.locator("[data-own='girls:my-girl-1']").click();
    await page.getByRole("status").getByText("还在使用：p3").waitFor();
    await page
      .getByTestId("mg-girl-p3")
      .getByRole("button", { name: /移除p3/ })
      .click();
    await page.locator("[data-own='girls:my-girl-1']").click();
    assert.equal(await page.locator("[data-own='girls:my-girl-1']").count(), 0);

    // p1's STR set by hand for this battle.
    await page.getByTestId("mg-girl-p1").getByText("本场属性").click();
    await page.locator("input[name=attr-str-p1]").fill("70");
    await page.locator("input[name=attr-str-p1]").press("Tab");
    await clean(page);

    // The aftermath: girls only, no enemies to add.
    await tab(page, "encounter");
    await page.locator("input[name=mode][value=aftermath]").check();
    await page.getByText(/战后只有魔法少女/).waitFor();
    assert.equal(await page.getByTestId("mg-add-enemy").count(), 0);
    await clean(page);
    await screenshot(page, "prepare-mg-aftermath-390");
    const findings = [...(await serious(page))];
    await tab(page, "party");
    await screenshot(page, "prepare-mg-by-hand-390");
    findings.push(...(await serious(page)));
    assert.deepEqual(findings, []);
    // The aftermath has no winner: the difficulty tab says so instead of a sim of draws.
    await tab(page, "difficulty");
    await page.getByTestId("prep-no-contest").waitFor();
    assert.match((await page.getByTestId("prep-no-contest").textContent()) ?? "", /没有胜负/);
    assert.equal(await page.getByTestId("prep-sim").count(), 0);
    await screenshot(page, "prepare-mg-aftermath-sim-390");
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
