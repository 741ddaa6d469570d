/**
 * The card editor in chromium, against a real server (SQLite library): a vision character and a
 * command made by typing into the fields and choosing an effect, a problem shown at its field as
 * it is typed and gone when fixed, the pack saved to the library, its edit link reloaded with the
 * cards in it, its read link read-only with "make a copy"; a ygo-trpg monster by keyboard in
 * Japanese with every character's summon odds; a magical-girl weapon imported from pasted YAML
 * with its odds, downloaded (kassen validate accepts the file) and imported from that file; no
 * serious axe finding and no sideways scroll at 1280 and 390 px.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { ROOT } from "../cli/cli-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const tmp = mkdtempSync(join(tmpdir(), "kassen-card-editor-"));
after(() => rmSync(tmp, { recursive: true, force: true }));
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Serious and critical axe findings on the page, as lines. */
async function severe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const r = await axe.run();
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) => `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`,
      );
  });
}

/** An element's text (its DOM text, never null). */
async function text(el: Locator): Promise<string> {
  return (await el.textContent()) ?? "";
}

/** Whether the page scrolls sideways. */
async function sideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The problem line at a path of the entry being edited. */
const problemAt = (page: Page, path: string) => page.locator(`.be-form [data-path="${path}"]`);

/** Types the three languages of a name. */
async function typeName(page: Page, ja: string, zh: string, en: string): Promise<void> {
  await page.fill("#fld-name_ja", ja);
  await page.fill("#fld-name_zh", zh);
  await page.fill("#fld-name_en", en);
}

describe("card editor (chromium)", { skip }, () => {
  const web = webSuite();

  it("makes a vision character and a command, checks them live, saves and reopens them", async () => {
    const ctx = await web.browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      locale: "en-US",
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${web.server.url}/build/vision`);
    await page.click('button[data-kind="cards.character"]');

    // A blank character: its names are missing, said at each name's box.
    await problemAt(page, "name.ja").waitFor();
    assert.match(await text(problemAt(page, "name.ja")), /expected a non-empty string/);
    await typeName(page, "霜の巫女", "霜之巫女", "Hoarfrost Maiden");
    await problemAt(page, "name.ja").waitFor({ state: "detached" });

    // A number typed wrong: validate's words at the field, then gone when fixed.
    await page.fill("#fld-attack", "three");
    await problemAt(page, "attack").waitFor();
    assert.equal(
      await text(problemAt(page, "attack")),
      '⚠ expected a number, got "three"',
      "kassen validate's message, at the field",
    );
    assert.equal(await page.getAttribute("#fld-attack", "aria-invalid"), "true");
    await page.fill("#fld-attack", "3");
    await problemAt(page, "attack").waitFor({ state: "detached" });
    await page.fill("#fld-toughness", "2");
    assert.match(await text(page.locator('[data-testid="problem-summary"]')), /No problems/);
    // The whole pack's check (the library's): a shipped id needs `replaces: true`.
    await page.fill("#fld-id", "cirno");
    await page.locator('[data-testid="pack-problems"]').waitFor();
    assert.match(
      await text(page.locator('[data-testid="problem-summary"]')),
      /id: duplicate card id "cirno" .*write replaces: true to replace it/,
    );
    await page.check("#be-replaces");
    await page.locator('[data-testid="pack-problems"]').waitFor({ state: "detached" });
    await page.uncheck("#be-replaces");
    await page.fill("#fld-id", "hoarfrost-maiden");
    // The preview is the board's own card button, with the typed name and stats.
    const card = page.locator('[data-testid="card-preview"] .vb-card');
    assert.match(await text(card), /Hoarfrost Maiden[\s\S]*3[\s\S]*2/);

    // A command with an effect chosen from the vocabulary.
    await page.click('button[data-kind="cards.command"]');
    await typeName(page, "霜の息", "霜之息", "Frost Breath");
    await page.selectOption("#fld-effects_0_do", "draw");
    await page.locator("#fld-effects_0_count").waitFor();
    await page.fill("#fld-effects_0_count", "0");
    await problemAt(page, "effects[0].count").waitFor();
    assert.match(await text(problemAt(page, "effects[0].count")), /expected a number >= 1, got 0/);
    await page.fill("#fld-effects_0_count", "2");
    await problemAt(page, "effects[0].count").waitFor({ state: "detached" });
    assert.match(await text(page.locator('[data-testid="problem-summary"]')), /No problems/);
    await page.fill("#be-pack-name", "Frost pack");

    assert.deepEqual(await severe(page), [], "no serious axe finding at 1280 px");
    assert.equal(await sideways(page), false);
    await screenshot(page, "card-editor-vision-1280");

    // Saved to the library: the edit and read links are shown.
    await page.click('[data-testid="save"]');
    const editHref = await page.locator('[data-testid="edit-link"]').getAttribute("href");
    const readHref = await page.locator('[data-testid="read-link"]').getAttribute("href");
    assert.match(editHref ?? "", /^\/build\/vision\/[A-Za-z0-9_-]+#[^r]/);
    assert.match(readHref ?? "", /^\/build\/vision\/[A-Za-z0-9_-]+#r=/);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, editHref);

    // The edit link, reloaded: both cards are there and editable; a change saves to the same item.
    await page.reload();
    await page.locator(".be-entry", { hasText: "Hoarfrost Maiden" }).waitFor();
    await page.locator(".be-entry", { hasText: "Frost Breath" }).click();
    assert.equal(await page.inputValue("#fld-effects_0_count"), "2");
    assert.equal(await page.inputValue("#be-pack-name"), "Frost pack");
    await page.fill("#fld-effects_0_count", "3");
    await page.click('[data-testid="save"]');
    await page.locator(".be-save .be-ok").waitFor();
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, editHref);

    // The read link: the same cards, read-only, with "make a copy".
    const reader = await ctx.newPage();
    await reader.goto(`${web.server.url}${readHref}`);
    await reader.locator(".be-entry", { hasText: "Frost Breath" }).click();
    assert.equal(await reader.inputValue("#fld-effects_0_count"), "3");
    assert.equal(await reader.isDisabled("#fld-effects_0_count"), true);
    await reader.locator('[data-testid="make-copy"]').waitFor();
    assert.equal(await reader.locator('[data-testid="save"]').count(), 0);
    // "Make a copy": a new item of this browser's, editable, at its own edit link.
    await reader.click('[data-testid="make-copy"]');
    await reader.locator('[data-testid="edit-link"]').waitFor();
    const copyHref = await reader.locator('[data-testid="edit-link"]').getAttribute("href");
    assert.notEqual(copyHref?.split("#")[0], editHref?.split("#")[0], "a new item");
    await reader.reload();
    await reader.locator(".be-entry", { hasText: "Frost Breath" }).click();
    assert.equal(await reader.isDisabled("#fld-effects_0_count"), false, "the copy is editable");

    // The deck tab: the deck builder, offering this pack's cards beside the shipped ones.
    await page.click("#be-tab-deck");
    await page.locator('[data-testid="deck-builder"]', { hasText: "Hoarfrost Maiden" }).waitFor();
    await screenshot(page, "card-editor-vision-deck-tab");
    await page.click("#be-tab-cards");

    // At 390 px: no sideways scroll, no serious axe finding.
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(await sideways(page), false, "no sideways scroll at 390 px");
    assert.deepEqual(await severe(page), [], "no serious axe finding at 390 px");
    await screenshot(page, "card-editor-vision-390");
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  it("ygo-trpg by keyboard, in Japanese: the board's monster, every character's summon odds, the deck tab", async () => {
    const ctx = await web.browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      locale: "ja-JP",
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${web.server.url}/build/ygo-trpg`);
    await page.focus('button[data-kind="cards.monster"]');
    await page.keyboard.press("Enter");
    // The keyboard lands on the new entry's heading; Tab reaches the name's boxes.
    assert.equal(await page.evaluate(() => document.activeElement?.id), "be-form-h");
    for (let i = 0; i < 12; i++) {
      if ((await page.evaluate(() => document.activeElement?.id)) === "fld-name_ja") break;
      await page.keyboard.press("Tab");
    }
    assert.equal(await page.evaluate(() => document.activeElement?.id), "fld-name_ja");
    await page.keyboard.type("紅蓮の竜");
    await page.keyboard.press("Tab");
    await page.keyboard.type("红莲之龙");
    await page.fill("#fld-name_en", "Crimson Dragon");
    await page.fill("#fld-level", "5");
    await page.fill("#fld-race", "ドラゴン");
    await page.fill("#fld-atk", "2400");
    // Every shipped character's summon check for a level-5 monster, as kassen odds answers it.
    await page.locator('[data-odds="akane"]').waitFor();
    assert.equal(await text(page.locator('[data-odds="akane"]')), "83.3%");
    assert.equal(await text(page.locator('[data-odds="midori"]')), "72.2%");
    // The board's own monster: stars, name, ATK, and life 2X+8 = 18.
    const monster = page.locator('[data-testid="card-preview"] .yg-monster');
    assert.match(await text(monster), /★5[\s\S]*紅蓮の竜[\s\S]*ATK 2400/);
    assert.equal(await monster.locator(".yg-life").getAttribute("data-life"), "18");
    assert.match(await text(page.locator(".be-summary")), /問題なし/);
    assert.deepEqual(await severe(page), []);
    await screenshot(page, "card-editor-ygo-trpg-ja-1280");
    // The deck tab, by the arrow key: the deck builder does not build ygo-trpg decks, and says so
    // in one line in the page's language (the page goes on).
    await page.focus("#be-tab-cards");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "be-tab-deck");
    await page.locator("#be-panel-deck", { hasText: "デッキを組めるのは" }).waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  it("imports a magical-girl weapon from YAML and shows its hit chance and damage", async () => {
    const ctx = await web.browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      locale: "en-US",
    });
    const page = await ctx.newPage();
    await page.goto(`${web.server.url}/build/magical-girl`);
    const yaml = [
      "system: magical-girl",
      "name: Moonlit arms",
      "weapons:",
      "  - id: frost-lance",
      "    name: { ja: 霜の槍, zh: 霜之枪, en: Frost Lance }",
      "    skill: melee",
      "    dp: 4",
      "    weight: 3",
      "    damage: 1d8",
      "    type: pierce",
    ].join("\n");
    await page.fill("#be-paste", yaml);
    await page.click('[data-testid="import-pasted"]');
    await page.locator(".be-entry", { hasText: "Frost Lance" }).waitFor();
    await page.locator('[data-testid="hit-chance"]').waitFor();
    // Skill 50 against anyone: the d100 check's exact chance of any success.
    assert.equal(await text(page.locator('[data-testid="hit-chance"]')), "50.0%");
    assert.deepEqual(await severe(page), []);
    await screenshot(page, "card-editor-magical-girl-1280");

    // Downloaded, the pack is what kassen validate accepts; read back from the file, the same.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click('[data-testid="export-yaml"]'),
    ]);
    const file = join(tmp, "exported.yaml");
    await download.saveAs(file);
    const run = spawnSync(process.execPath, [join(ROOT, "bin/kassen.mjs"), "validate", file], {
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const other = await ctx.newPage();
    await other.goto(`${web.server.url}/build/magical-girl`);
    await other.setInputFiles("#be-import-file", file);
    await other.locator(".be-entry", { hasText: "Frost Lance" }).click();
    assert.equal(await other.inputValue("#fld-damage"), "1d8");
    assert.equal(await other.inputValue("#be-pack-name"), "Moonlit arms");
    assert.equal(readFileSync(file, "utf8").includes("frost-lance"), true);
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(await sideways(page), false);
    await screenshot(page, "card-editor-magical-girl-390");
    await ctx.close();
  });
});
