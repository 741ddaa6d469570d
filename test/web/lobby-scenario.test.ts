/**
 * The lobby's scenario paths in a real browser: an uploaded scenario file is read by the server
 * (`POST /api/scenarios/seats`) and its seats offered before the table is made; a file of
 * another system is refused in place; a preset game played by two bots is listed under "my
 * tables" and, once finished, opens in the replay viewer. Plus the seats route's bad input.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { ROOT } from "../cli/cli-helpers.ts";
import { get, post } from "../server/server-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const SCENARIO = join(ROOT, "scenarios/vision/vis-01-attack-targets-opponent.yaml");

describe("lobby scenarios (chromium)", { skip }, () => {
  const web = webSuite();

  it("seats an uploaded scenario and sits at its table", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=game]").selectOption("upload");
    // Another system's scenario: refused in place, naming the place.
    await page.locator("select[name=system]").selectOption("geo-march");
    await page.locator("select[name=game]").selectOption("upload");
    await page.locator("input[name=scenario]").setInputFiles(SCENARIO);
    const error = page.getByTestId("lobby-error");
    await error.waitFor();
    assert.match((await error.textContent()) ?? "", /at system: it is a vision scenario/);
    assert.equal(await page.locator("select[name=seat-p1]").count(), 0);
    await page.locator("select[name=system]").selectOption("vision");
    await page.locator("select[name=game]").selectOption("upload");
    await page.locator("input[name=scenario]").setInputFiles(SCENARIO);
    await page.getByTestId("scenario-name").waitFor();
    assert.equal(await error.count(), 0, "the refusal is cleared");
    assert.equal(await page.locator("select[name=seat-p1]").inputValue(), "me");
    await page.locator("select[name=seat-p2]").selectOption("greedy");
    await screenshot(page, "lobby-scenario");
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, "lobby-scenario-390");
    await page.getByRole("button", { name: "Make the table" }).click();
    await page.waitForURL(/\/t\/[A-Za-z0-9_-]+#/);
    await page.getByTestId("board").waitFor();
    await page.close();
  });

  it("plays a preset game with bots and opens it in the replay viewer when finished", async () => {
    const page = await web.browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
    });
    await page.goto(web.server.url);
    await page.locator("select[name=game]").selectOption("vision/random-game");
    await page.locator("select[name=seat-p1]").selectOption("random");
    await page.locator("select[name=seat-p2]").selectOption("random");
    await page.getByRole("button", { name: "Make the table" }).click();
    await page.getByTestId("made-table").waitFor();
    const title = (await page.getByTestId("made-table").locator("h2").textContent()) ?? "";
    assert.match(title, /two random bots/);
    const id = new URL(
      (await page.getByTestId("made-table").locator("a").first().getAttribute("href")) ?? "",
      web.server.url,
    ).pathname.split("/")[2];
    for (let i = 0; i < 600; i++) {
      if ((await get(web.server.url, `/api/tables/${id}`)).body.status === "finished") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.goto(web.server.url);
    const open = page.getByTestId("open-replay");
    await open.waitFor();
    assert.doesNotMatch((await open.getAttribute("href")) ?? "", /\?[^#]*token/);
    await screenshot(page, "lobby-my-tables");
    await open.click();
    await page.waitForURL(/\/replay\?table=/);
    await page.locator("[data-testid=replay-step][data-step='0']").waitFor();
    await page.close();
  });

  it("answers the seats route's bad input with 400 and one line", async () => {
    const text = readFileSync(SCENARIO, "utf8");
    const ok = await post(web.server.url, "/api/scenarios/seats", {
      system: "vision",
      scenario: text,
    });
    assert.equal(ok.status, 200);
    assert.deepEqual(
      (ok.body.seats as { seat: string }[]).map((s) => s.seat),
      ["p1", "p2"],
    );
    const bad = async (body: unknown, pattern: RegExp) => {
      const r = await post(web.server.url, "/api/scenarios/seats", body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.error, pattern);
    };
    await bad({ system: "vision" }, /^scenario: /);
    await bad({ system: "nope", scenario: text }, /^system: unknown system "nope"/);
    await bad({ system: "vision", scenario: "setup: [" }, /^scenario: YAML syntax error at line 1/);
    await bad({ system: "vision", scenario: "x".repeat(256 * 1024 + 1) }, /^scenario: /);
    const presets = await get(web.server.url, "/api/presets");
    const ids = (presets.body.presets as { id: string }[]).map((p) => p.id);
    assert.ok(ids.includes("vision/random-game") && ids.includes("geo-march/sample-battle"));
  });
});
