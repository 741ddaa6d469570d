/**
 * The vision board in a real browser on a set position (a scenario uploaded through
 * POST /api/tables): what the issue asks the board to show, checked on the page — attack after
 * modifiers marked ▲, effect damage, keywords granted by equipment, the equipment set on its
 * host, node states, the opponent's hand as a count, the response stack with its target, 冥界
 * browsable, the combat with 貫通 and its step, the graze choice — and the acts done on the
 * board: a command picked in hand then its target clicked, an attacker clicked.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { createTable } from "../server/server-helpers.ts";
import { browserSkip, openSeat, screenshot, webSuite } from "./browser.ts";

const skip = browserSkip();

/** p1: Cirno (3/2) with 紅の槍 (+2/+0, 貫通) and 1 effect damage, 悟入幻想 in hand; p2: Koakuma. */
const SCENARIO = `
name: "vision board check"
system: vision
lang: en
setup:
  start: main
  p1:
    node: [youkai-rabbit, youkai-rabbit, youkai-rabbit, youkai-rabbit, youkai-rabbit]
    hand: [{ card: satori-gensou, id: bolt }]
    field:
      - { card: cirno, id: cirno, damage: 1, attached: [{ card: crimson-spear, id: spear }] }
    deck: [koakuma, koakuma]
  p2:
    node: [youkai-rabbit, youkai-rabbit, youkai-rabbit]
    hand: [{ card: satori-gensou, id: answer }]
    field: [{ card: koakuma, id: kk }]
    deck: [koakuma, koakuma, koakuma]
`;

/** The card `id` on the page's board (ids are opaque on a table: found by name in a zone). */
function cardIn(page: Page, zone: string, name: string) {
  return page.locator(`[data-zone="${zone}"] .vb-card`, { hasText: name });
}

/** Waits for the board at seq `seq`. */
async function atSeq(page: Page, seq: number): Promise<void> {
  await page.locator(`[data-testid=vision-board][data-seq="${seq}"]`).waitFor();
}

describe("vision board on a set position (chromium)", { skip }, () => {
  const web = webSuite();

  it("shows modifiers, damage, equipment, the stack, 冥界, 貫通 and the graze choice", async () => {
    const t = await createTable(web.server.url, {
      system: "vision",
      scenario: SCENARIO,
      lang: "en",
    });
    const p1 = await openSeat(web, t, "p1");
    const p2 = await openSeat(web, t, "p2");
    let seq = 0;
    await atSeq(p1, seq);
    const cirno = cardIn(p1, "p1:field", "Cirno");
    const text = (await cirno.textContent()) ?? "";
    for (const want of ["5▲", "modified (printed 3)", "effect damage 1", "pierce (貫通)"])
      assert.ok(text.includes(want), `Cirno shows "${want}": ${text}`);
    assert.match(text, /Set on it:.*Crimson Spear/);
    assert.match(
      (await p1.locator('[data-zone="p1:node"] .vb-label').textContent()) ?? "",
      /5.*active 5/,
    );
    assert.match((await p1.getByTestId("vision-board").textContent()) ?? "", /Hand 1/);

    // A command picked in hand, then its target clicked on the opponent's field.
    await cardIn(p1, "p1:hand", "Enlightenment Illusion").click();
    await p1.locator('fieldset.option-group button[data-option^="play:"]').first().waitFor();
    await cardIn(p1, "p2:field", "Koakuma").click();
    await atSeq(p1, ++seq);
    await atSeq(p2, seq);
    for (const page of [p1, p2])
      assert.match(
        (await page.getByTestId("vision-stack").textContent()) ?? "",
        /Player 1: Enlightenment Illusion → target Koakuma/,
      );
    await screenshot(p2, "vision-board-stack");

    // p2 lets it resolve (passing every window) until p1 decides again.
    while ((await p1.locator("button.option").count()) === 0) {
      await p2.locator('button.option[data-option="pass"]').click();
      await atSeq(p1, ++seq);
    }
    await p1.locator('[data-zone="p2:grave"] summary').click();
    assert.match((await p1.locator('[data-zone="p2:grave"]').textContent()) ?? "", /Koakuma/);

    // The attacker clicked on the board attacks at once; p2 does not block and lets it through.
    await cirno.click();
    await atSeq(p2, ++seq);
    assert.equal(await p2.getByTestId("vision-combat").getAttribute("data-step"), "block");
    assert.match((await p1.getByTestId("vision-combat").textContent()) ?? "", /⚡ pierce \(貫通\)/);
    await p2.locator('button.option[data-option="block:none"]').click();
    await atSeq(p2, ++seq);
    while ((await p2.locator('button.option[data-option="graze:yes"]').count()) === 0) {
      await p2.locator('button.option[data-option="pass"]').click();
      await atSeq(p2, ++seq);
    }
    await atSeq(p1, seq);
    for (const page of [p1, p2]) {
      assert.equal(await page.getByTestId("vision-combat").getAttribute("data-step"), "graze");
      await page.getByTestId("vision-graze").waitFor();
    }
    await screenshot(p1, "vision-board-combat");
    await p2.locator('button.option[data-option="graze:yes"]').click();
    await atSeq(p1, ++seq);
    // The grazed card is a node of p2 now: p1 sees one more node, face down to it.
    assert.match(
      (await p1.locator('[data-zone="p2:node"] .vb-label').textContent()) ?? "",
      /^Nodes 4/,
    );
  });
});
