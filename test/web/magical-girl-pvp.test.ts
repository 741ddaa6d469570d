/**
 * magical-girl's PvP forms (MGR-05…07) at the browser table: a 决斗, a 切磋 and a 技艺比拼 made
 * with the lobby's mode, played by a person in chromium against a bot with a bot KP — the board
 * (built around a battle against the KP's enemies) must carry both girls, their sheets and the
 * form's own decisions to the end, with no error on the page.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createTable } from "../server/server-helpers.ts";
import { browserSkip, openSeat, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();
const BOARD = "[data-testid=magical-girl-board]";

describe("magical-girl PvP forms (chromium)", { skip }, () => {
  const web = webSuite();

  for (const mode of ["duel", "spar", "contest"]) {
    it(`plays a ${mode} to its end from the player's sheet`, async () => {
      const t = await createTable(web.server.url, {
        system: "magical-girl",
        mode,
        lang: "zh",
        seats: { kp: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "greedy" } },
      });
      const page = await openSeat(web, t, "p1");
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.locator(BOARD).waitFor();
      await page.getByTestId("sheet").first().waitFor();
      let shot = false;
      for (let clicks = 0; clicks < 200; clicks++) {
        // Either my decision or the end.
        await page.waitForFunction(
          () =>
            document.querySelector("[data-testid=result]") !== null ||
            document.querySelectorAll(".decision fieldset button.option:not([disabled])").length >
              0,
          undefined,
          { timeout: 30_000 },
        );
        if ((await page.getByTestId("result").count()) > 0) break;
        if (!shot) {
          await screenshot(page, `magical-girl-${mode}`);
          shot = true;
        }
        const seq = await page.locator(BOARD).getAttribute("data-seq");
        // The last option: ends a turn or passes, so the game moves on.
        await page.locator(".decision fieldset button.option:not([disabled])").last().click();
        await page.locator(`${BOARD}:not([data-seq="${seq}"])`).waitFor();
      }
      const result = (await page.getByTestId("result").textContent()) ?? "";
      assert.notEqual(result, "", `the ${mode} ended`);
      await screenshot(page, `magical-girl-${mode}-end`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
