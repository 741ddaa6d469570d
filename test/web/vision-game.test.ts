/**
 * Two people play a whole vision game against each other in two browser contexts, through the
 * UI only (board cards and option buttons), to its end; the end is shown on both pages.
 * Throughout, neither page's DOM (text and attributes, at every seq) nor any WebSocket frame it
 * received carries a name of a card in the other seat's hand or deck (a spectator's page: of
 * either seat's) — checked after the end against the replay played again with the engine
 * (vision-secrets.ts). p1 plays in English at
 * 1280×800, p2 in Japanese at phone width (390×844); screenshots of both are saved.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import type { Replay } from "../../src/engine/index.ts";
import { createTable, get, tokenOf } from "../server/server-helpers.ts";
import { browserSkip, recordFrames, screenshot, webSuite } from "./browser.ts";
import { act, optionIds, pick } from "./vision-player.ts";
import { leaked, secretsBySeq } from "./vision-secrets.ts";

const skip = browserSkip();
/** Far more decisions than a game takes (about a hundred): a policy that loops fails here. */
const MAX_STEPS = 1500;

/** Everything the page's DOM says: text (closed disclosures too) and every attribute value. */
function domText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll("*")].flatMap((e) =>
      [...e.attributes].map((a) => a.value),
    );
    return `${document.body.textContent ?? ""}\n${attrs.join("\n")}`;
  });
}

/**
 * Runs in each page: remembers the last click (where, on what) and the last layout shifts (what
 * moved, from where to where), for a failure's report.
 */
const WATCH_LAYOUT = `
  window.__clicks = [];
  window.__shifts = [];
  addEventListener("click", (e) => {
    window.__clicks.push([Math.round(e.clientX), Math.round(e.clientY), Math.round(performance.now()), String(e.target && e.target.textContent).slice(0, 15)]);
    window.__clicks = window.__clicks.slice(-3);
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      for (const src of entry.sources || []) {
        window.__shifts.push([Math.round(entry.startTime), String(src.node && src.node.textContent).slice(0, 15), Math.round(src.previousRect.y), Math.round(src.currentRect.y)]);
      }
    }
    window.__shifts = window.__shifts.slice(-12);
  }).observe({ type: "layout-shift", buffered: true });
`;

/**
 * For a failure's report: over a few frames, where the picked card (or the details area) is,
 * the scroll, the details' height and text, what the pointer is over and what is picked.
 */
function probe(page: Page): Promise<string> {
  // Plain expressions only: a function declared in here would be compiled with helpers the
  // page does not have.
  return page.evaluate(async () => {
    const out: string[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      const el = document.querySelector(".vb-card.focused, .vb-details");
      const d = document.querySelector(".vb-details") as HTMLElement | null;
      const hover = document.querySelector(":hover:not(:has(:hover))");
      const picked = document.querySelector("[aria-pressed=true]");
      out.push(
        [
          `top ${Math.round(el?.getBoundingClientRect().top ?? -1)}`,
          `scroll ${Math.round(window.scrollY)}/${document.body.scrollHeight}`,
          `details ${d?.offsetHeight} ${d?.textContent?.slice(0, 15)}`,
          `hover ${hover?.textContent?.slice(0, 15)}`,
          `picked ${picked?.textContent?.slice(0, 15)}`,
        ].join(" | "),
      );
    }
    const w = window as unknown as { __clicks: unknown; __shifts: unknown };
    out.push(`clicks ${JSON.stringify(w.__clicks)}`, `shifts ${JSON.stringify(w.__shifts)}`);
    out.push(`now ${Math.round(performance.now())}`);
    return out.join("\n");
  });
}

/** The view of the newest state message among a page's frames. */
function lastView(frames: string[]): Record<string, unknown> {
  for (let i = frames.length - 1; i >= 0; i--) {
    const m = JSON.parse(frames[i]) as { type: string; view?: Record<string, unknown> };
    if (m.type === "state" && m.view !== undefined) return m.view;
  }
  throw new Error("no state message yet");
}

/** Waits until the page's board shows the state after `seq` choices. */
async function atSeq(page: Page, seq: number): Promise<void> {
  await page.locator(`[data-testid=vision-board][data-seq="${seq}"]`).waitFor();
}

describe("vision game in two browsers (chromium)", { skip }, () => {
  const web = webSuite();

  it("plays to the end through the UI; no page ever holds the other's hand or deck", async (tc) => {
    const t = await createTable(web.server.url, {
      system: "vision",
      seats: { p1: { kind: "person", lang: "en" }, p2: { kind: "person", lang: "ja" } },
    });
    // Each page: its size and its link's token ("watch" is a spectator, who sees no hand at all).
    const who = {
      p1: { size: { width: 1280, height: 800 }, token: tokenOf(t, "p1") },
      p2: { size: { width: 390, height: 844 }, token: tokenOf(t, "p2") },
      watch: { size: { width: 1280, height: 800 }, token: t.spectator.token },
    };
    const pages: Record<string, Page> = {};
    const frames: Record<string, string[]> = {};
    const doms: Record<string, string[]> = {};
    for (const [name, w] of Object.entries(who)) {
      const ctx = await web.browser.newContext({ viewport: w.size, locale: "en-US" });
      const page = await ctx.newPage();
      frames[name] = recordFrames(page);
      await page.addInitScript(WATCH_LAYOUT);
      doms[name] = [];
      await page.goto(`${web.server.url}/t/${t.id}#${w.token}`);
      pages[name] = page;
    }
    const clicks = { card: 0, target: 0, button: 0 };
    const seen = { graze: 0, stack: 0 };
    let shot = false;
    let seq = 0;
    for (; seq < MAX_STEPS; seq++) {
      for (const name of Object.keys(who)) {
        await atSeq(pages[name], seq);
        doms[name][seq] = await domText(pages[name]);
      }
      if (await pages.p1.getByTestId("result").isVisible()) break;
      const deciding: [string, string[]][] = [];
      for (const seat of ["p1", "p2"]) {
        const ids = await optionIds(pages[seat]);
        if (ids.length > 0) deciding.push([seat, ids]);
      }
      assert.equal(deciding.length, 1, `seq ${seq}: exactly one page has options`);
      const [seat, ids] = deciding[0];
      // What the decision is about is on the board: the graze choice, the stack while 干渉 goes on.
      if (ids.includes("graze:yes")) {
        await pages[seat].getByTestId("vision-graze").waitFor();
        seen.graze++;
      }
      // The response stack is shown exactly when the state the page got has one.
      const stack = lastView(frames[seat]).stack as unknown[];
      const shown = await pages[seat].getByTestId("vision-stack").isVisible();
      assert.equal(shown, stack.length > 0, `seq ${seq}: the stack shown iff there is one`);
      if (shown) {
        assert.equal(
          await pages[seat].getByTestId("vision-stack").locator("li").count(),
          stack.length,
        );
        seen.stack++;
      }
      if (ids.some((id) => id.startsWith("block:")))
        assert.equal(
          await pages[seat].getByTestId("vision-combat").getAttribute("data-step"),
          "block",
          `seq ${seq}: the combat shows the block step`,
        );
      // The screens a reviewer looks at: the first stack, or a combat late enough to fill the board.
      if (
        !shot &&
        (shown || (seq >= 40 && (await pages.p1.getByTestId("vision-combat").isVisible())))
      ) {
        await screenshot(pages.p1, "vision-board");
        await screenshot(pages.p2, "vision-board-phone");
        await screenshot(pages.watch, "vision-board-spectator");
        shot = true;
      }
      assert.deepEqual(await optionIds(pages.watch), [], "a spectator has no options");
      const choice = pick(ids, seq);
      try {
        clicks[await act(pages[seat], seat, ids, choice)]++;
        await atSeq(pages[seat], seq + 1);
      } catch (e) {
        // Where it stuck, for whoever reads the failure: both screens and the decision.
        console.log(`STUCK seq ${seq}: ${seat} taking ${choice} of ${ids.join(" ")}: ${e}`);
        console.log(`PROBE\n${await probe(pages[seat])}`);
        await screenshot(pages.p1, "vision-fail-p1");
        await screenshot(pages.p2, "vision-fail-p2");
        throw new Error(`seq ${seq}: ${seat} taking ${choice} of ${ids.join(" ")}: ${e}`);
      }
    }
    assert.ok(seq < MAX_STEPS, `the game ended within ${MAX_STEPS} decisions`);
    // The end on both pages: the decision panel's result and the board's.
    for (const seat of Object.keys(who)) {
      const page = pages[seat];
      assert.match((await page.getByTestId("result").textContent()) ?? "", /\S/);
      await page.getByTestId("vision-result").waitFor();
      assert.equal(await page.locator("button.option").count(), 0, `${seat}: no options left`);
    }
    if (!shot) {
      await screenshot(pages.p1, "vision-board");
      await screenshot(pages.p2, "vision-board-phone");
    }
    assert.ok(
      clicks.card > 0 && clicks.button > 0,
      `board and panel both used: ${JSON.stringify(clicks)}`,
    );

    // The replay after the end (a seat's Bearer token) gives every hidden card at every seq.
    const r = await get(web.server.url, `/api/tables/${t.id}/replay`, tokenOf(t, "p1"));
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const replay = r.body as unknown as Replay;
    assert.equal(replay.choices.length, seq, "one choice per step clicked");
    const secrets = secretsBySeq(replay);
    let shownToOwner = 0;
    const pairs: [string, string | null][] = [
      ["p1", "p2"],
      ["p2", "p1"],
      ["watch", null],
    ];
    for (const [seat, other] of pairs) {
      const mine = secrets.get(seat === "watch" ? null : seat) ?? [];
      for (let k = 0; k <= seq; k++) {
        assert.deepEqual(leaked(doms[seat][k], mine[k]), [], `${seat}'s page at seq ${k}`);
        // The same search finds the other seat's hand in that seat's own page: it can fail.
        if (other !== null && leaked(doms[other][k], mine[k]).length > 0) shownToOwner++;
      }
      let at = 0;
      for (const f of frames[seat]) {
        const m = JSON.parse(f) as { type: string; seq?: number };
        if (m.type === "state" && typeof m.seq === "number") at = m.seq;
        assert.deepEqual(leaked(f, mine[at]), [], `${seat}'s frame at seq ${at}`);
      }
      assert.ok(frames[seat].length > seq / 2, `${seat} got the states (${frames[seat].length})`);
    }
    assert.ok(shownToOwner > seq / 2, `hidden names shown to their owner: ${shownToOwner}`);
    tc.diagnostic(`${seq} decisions; ${JSON.stringify({ clicks, seen, shownToOwner })}`);
  });
});
