/**
 * The lobby's house rules in a real browser (issue 33): the new-table form lists the chosen
 * system's table options as selects at their defaults, names and values as `GET /api/systems`
 * gives them; a magical-girl table made with one set away from its default starts with it in its
 * init and shows it in the table's header, the defaults left out.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { namedOptions } from "../../src/scenario/system-options.ts";
import { get, stored } from "../server/server-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

describe("lobby house rules (chromium)", { skip }, () => {
  const web = webSuite();

  it("sets a magical-girl house rule from the form and shows it in the table header", async () => {
    const systems = (await get(web.server.url, "/api/systems")).body as unknown as {
      systems: { id: string; options: { name: string; values: string[] }[] }[];
    };
    const mg = systems.systems.find((s) => s.id === "magical-girl");
    assert.deepEqual(mg?.options, namedOptions("magical-girl"), "the server lists the options");
    assert.ok(mg?.options.some((o) => o.name === "throwSize"));
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=system]").selectOption("magical-girl");
    const form = page.getByTestId("house-rules");
    await form.waitFor();
    assert.equal(
      await form.locator("select").count(),
      mg?.options.length,
      "a select for each option",
    );
    // Each select starts at its default (the first value).
    for (const o of mg?.options ?? [])
      assert.equal(await page.locator(`select[name=option-${o.name}]`).inputValue(), o.values[0]);
    await page.locator("select[name=option-freeInteraction]").selectOption("withMoveOrAction");
    await page.locator("select[name=seat-kp]").selectOption("greedy");
    await page.locator("select[name=seat-p1]").selectOption("me");
    await page.locator("select[name=seat-p2]").selectOption("greedy");
    await screenshot(page, "lobby-house-rules");
    await page.getByRole("button", { name: "Make the table" }).click();
    await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
    const header = page.getByTestId("house-rules");
    await header.filter({ hasText: "freeInteraction=withMoveOrAction" }).waitFor();
    const text = (await header.textContent()) ?? "";
    assert.doesNotMatch(text, /throwSize/, "a default left at its default is not sent");
    const id = new URL(page.url()).pathname.split("/")[2];
    const init = JSON.parse((await stored(web.server, id)).init);
    assert.equal(init.options.freeInteraction, "withMoveOrAction");
    assert.equal(init.options.throwSize, undefined);
  });
});
