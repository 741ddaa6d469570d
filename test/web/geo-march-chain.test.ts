/**
 * geo-march's counter chain on the board (GEO-31), from the rulebook case of
 * scenarios/geo-march/geo-31-counter-chain.yaml played by two browsers: an ability, a skill
 * answering it, an ability answering that — each seat sees the chain grow, the last one used
 * on top, with its card and target named; then it resolves, last in first, and empties. The log
 * names the skill once it is used (it read "?" to the other seat).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { ROOT } from "../cli/cli-helpers.ts";
import { createTable } from "../server/server-helpers.ts";
import { browserSkip, openSeat, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const SCENARIO = readFileSync(join(ROOT, "scenarios/geo-march/geo-31-counter-chain.yaml"), "utf8");

/** Takes the option whose id starts with `kind` and whose label says every one of `words`. */
async function take(page: Page, kind: string, ...words: string[]): Promise<void> {
  let option = page.locator(`button.option[data-option^="${kind}"]`);
  for (const w of words) option = option.filter({ hasText: w });
  await option.first().click();
}

/** The chain's entries as the page lists them, top first. */
async function chain(page: Page): Promise<string[]> {
  return page.getByTestId("counter-chain").locator("li").allTextContents();
}

describe("geo-march counter chain (chromium)", { skip }, () => {
  const web = webSuite();

  it("shows the chain growing, last in on top, to both seats", async () => {
    const t = await createTable(web.server.url, {
      system: "geo-march",
      scenario: SCENARIO,
      lang: "en",
    });
    const p1 = await openSeat(web, t, "p1");
    const p2 = await openSeat(web, t, "p2");
    await take(p1, "end");
    await take(p2, "end");
    await take(p1, "use:", "Frost Witch", "Reed Archer");
    await p2.getByTestId("counter-chain").locator("li").first().waitFor();
    assert.equal((await chain(p2)).length, 1);
    assert.match((await chain(p2))[0], /Frost Witch/);
    await take(p2, "skill:", "Parry");
    await p1.waitForFunction(
      () => document.querySelectorAll("[data-testid=counter-chain] li").length === 2,
    );
    const two = await chain(p1);
    assert.match(two[0], /Parry/, "the skill answering is on top");
    assert.match(two[1], /Frost Witch/);
    await screenshot(p1, "geo-march-chain");
    await take(p1, "use:", "Thorn Knight");
    // Nobody can answer any more: the chain resolves, last in first (GEO-31), and empties.
    await p1.getByTestId("counter-chain").locator("li").first().waitFor({ state: "detached" });
    const log = (await p1.getByTestId("log").locator("li").allTextContents()).join("\n");
    assert.match(log, /Player 2 uses the skill Parry/, "the skill is named once it is used");
    const at = (line: RegExp) => log.search(line);
    const order = [
      at(/Thorn Knight defence \+2/),
      at(/Reed Archer defence \+3/),
      at(/Reed Archer takes 3 damage/),
    ];
    assert.ok(order[0] >= 0, log);
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
      `resolved last in first:\n${log}`,
    );
  });
});
