/**
 * Any name, any script: a vision table whose pack names one card with 100 letters and no space
 * (the most a content name may have) and another in Hebrew, right to left. At 1280 px and at
 * 390 px no page (both seats, the spectator) scrolls sideways, and every element that shows a
 * card's name is bidi-isolated (on its own, and inside an option's label) (a right-to-left name cannot reorder the
 * words around it) and carries the full name in its title when it may be cut.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { type CreatedTable, createTable, tokenOf } from "../server/server-helpers.ts";
import { browserSkip, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

const LONG = "Ｗ".repeat(50) + "W".repeat(50);
const RTL = "צירנו־מלכת־הקרח";

const SCENARIO = JSON.stringify({
  name: "names of any length and script",
  system: "vision",
  lang: "en",
  content: [
    {
      cards: [
        {
          id: "reisen",
          replaces: true,
          no: 32,
          type: "character",
          name: { ja: LONG, zh: LONG, en: LONG },
          need: 3,
          cost: 2,
          attack: 4,
          toughness: 4,
          graze: 1,
        },
        {
          id: "koakuma",
          replaces: true,
          no: 999,
          type: "character",
          name: { ja: RTL, zh: RTL, en: RTL },
          need: 1,
          cost: 1,
          attack: 1,
          toughness: 1,
          graze: 1,
        },
      ],
    },
  ],
  setup: {
    start: "main",
    p1: {
      deck: ["koakuma", "koakuma", "koakuma"],
      field: ["reisen", "reisen"],
      hand: ["reisen", "koakuma"],
    },
    p2: { deck: ["koakuma", "koakuma", "koakuma"], field: ["koakuma", "reisen"] },
  },
});

/** The page's sideways overflow and its name elements that are not bidi-isolated. */
function layout(page: Page) {
  return page.evaluate(
    ({ long, rtl }) => {
      const named = [...document.querySelectorAll<HTMLElement>("body *")].filter((e) =>
        [...e.childNodes].some(
          (n) =>
            n.nodeType === Node.TEXT_NODE &&
            ((n.textContent ?? "").trim() === long || (n.textContent ?? "").trim() === rtl),
        ),
      );
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        names: named.length,
        notIsolated: named
          .filter(
            (e) =>
              e.tagName !== "BDI" &&
              e.tagName !== "OPTION" &&
              !/isolate|plaintext/.test(getComputedStyle(e).unicodeBidi),
          )
          .map((e) => `${e.tagName}.${e.className}`)
          .slice(0, 8),
      };
    },
    { long: LONG, rtl: RTL },
  );
}

describe("names of any length and script (chromium)", { skip }, () => {
  const web = webSuite();

  it("holds the layout at 1280 and 390 px and isolates every name", async () => {
    const t: CreatedTable = await createTable(web.server.url, {
      system: "vision",
      lang: "en",
      scenario: SCENARIO,
    });
    const links = {
      p1: `${web.server.url}/t/${t.id}#${tokenOf(t, "p1")}`,
      p2: `${web.server.url}/t/${t.id}#${tokenOf(t, "p2")}`,
      spectator: `${web.server.url}/t/${t.id}#${t.spectator.token}`,
    };
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      for (const [who, url] of Object.entries(links)) {
        const page = await web.browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(url);
        await page.locator("[data-testid=log] li").first().waitFor();
        await page.getByText(RTL).first().waitFor();
        const l = await layout(page);
        await screenshot(page, `names-${who}-${width}`);
        if (l.scrollWidth > l.innerWidth)
          problems.push(`${who}@${width}: scrollWidth ${l.scrollWidth} > ${l.innerWidth}`);
        if (l.notIsolated.length > 0)
          problems.push(`${who}@${width}: not isolated: ${l.notIsolated.join(", ")}`);
        assert.ok(l.names > 0, `${who}@${width}: the names are on the page`);
        if (who === "p1") {
          // In server text too: the option naming the right-to-left card holds it isolated.
          const label = page.locator("button.option", { hasText: RTL }).first();
          assert.equal(await label.locator("bdi").textContent(), RTL, `${who}@${width}: <bdi>`);
        }
        await page.close();
      }
    }
    assert.equal(problems.length, 0, problems.join("\n"));
  });

  it("wraps the lobby's error line for a binary upload at 390 px", async () => {
    const page = await web.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(web.server.url);
    await page.locator("select[name=system]").selectOption("vision");
    await page.locator("select[name=game]").selectOption("upload");
    const bytes = Buffer.alloc(4000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 37 + 11) % 256;
    await page.locator("input[name=scenario]").setInputFiles({
      name: `${"x".repeat(120)}.yaml`,
      mimeType: "application/octet-stream",
      buffer: bytes,
    });
    await page.getByTestId("lobby-error").waitFor();
    const l = await layout(page);
    await screenshot(page, "names-binary-upload-390");
    assert.ok(l.scrollWidth <= l.innerWidth, `scrollWidth ${l.scrollWidth} > ${l.innerWidth}`);
    await page.close();
  });
});
