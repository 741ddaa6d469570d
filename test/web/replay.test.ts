/**
 * The replay viewer in a real browser: a vision table played to its end by two bots, exported
 * with `kassen tables export --replay` and checked by `kassen replay`, is opened in the viewer
 * (as a file, and as a finished table from its link) and stepped back and forward; every step
 * the page shows carries the same battle hash as the engine playing the replay's first k
 * choices, and the last one the hash `kassen replay` prints. Then the steps endpoint's answers
 * to bad input, and what a seat's steps may not carry.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { applyChoices, type Replay, replayStart, startBattle } from "../../src/engine/index.ts";
import { SYSTEMS } from "../../src/systems/registry.ts";
import { kassen, tempDir } from "../cli/cli-helpers.ts";
import { longReplay } from "../server/long-replay.ts";
import { createTable, get, post, type TestServer } from "../server/server-helpers.ts";
import { browserSkip, launchBrowser, screenshot, startWebServer } from "./browser.ts";

const skip = browserSkip();

/** The battle hash after each prefix of the replay's choices (index k: k choices). */
function engineHashes(replay: Replay): string[] {
  const b = startBattle(SYSTEMS.vision, {
    seed: replay.seed,
    setup: replay.setup,
    options: replay.options,
    pinned: replay.pinned,
    ids: "opaque",
  });
  const out = [b.hash()];
  for (const c of replay.choices) {
    applyChoices(b, [c]);
    out.push(b.hash());
  }
  return out;
}

/** Waits until the page shows step `k`, and returns the hash it shows there. */
async function shownHash(page: Page, k: number): Promise<string> {
  const step = page.locator(`[data-testid=replay-step][data-step="${k}"]`);
  await step.waitFor();
  return (await step.getAttribute("data-hash")) ?? "";
}

describe("replay viewer (chromium)", { skip }, () => {
  let server: TestServer;
  let browser: Browser;
  const tmp = tempDir("replay-view");
  let table: { id: string; token: string };
  let file: string;
  let replay: Replay;
  let hashes: string[];
  let cliHash: string;

  before(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
    const t = await createTable(server.url, {
      system: "vision",
      lang: "en",
      seats: { p1: { kind: "bot", bot: "random" }, p2: { kind: "bot", bot: "random" } },
    });
    table = { id: t.id, token: t.spectator.token };
    // The bots play on their own; the table is finished once its replay is given out.
    for (let i = 0; i < 600; i++) {
      if ((await get(server.url, `/api/tables/${t.id}`)).body.status === "finished") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    file = join(tmp.dir, "out.json");
    const exported = kassen(["tables", "export", t.id, "--replay", file, "--data", server.dir]);
    assert.equal(exported.code, 0, exported.stderr);
    replay = JSON.parse(readFileSync(file, "utf8")) as Replay;
    const checked = kassen(["replay", file]);
    assert.equal(checked.code, 0, checked.stderr);
    cliHash = /^ok (\S+)/.exec(checked.stdout)?.[1] ?? "";
    hashes = engineHashes(replay);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    tmp.cleanup();
  });

  it("steps forward and back through an exported file to the states kassen replay reaches", async () => {
    assert.ok(replay.choices.length > 5, "a whole game has choices");
    assert.equal(hashes.at(-1), cliHash, "the engine's last step is kassen replay's state");
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    await page.goto(`${server.url}/replay`);
    await page.getByTestId("replay-file").setInputFiles(file);
    assert.equal(await shownHash(page, 0), hashes[0]);
    // Forward with the key, one step at a time, every step checked.
    for (let k = 1; k < hashes.length; k++) {
      await page.keyboard.press("ArrowRight");
      assert.equal(await shownHash(page, k), hashes[k], `step ${k}`);
    }
    assert.equal(await shownHash(page, hashes.length - 1), cliHash);
    await page.getByTestId("replay-result").waitFor();
    // Back with the button and the key; then the slider to the middle.
    await page.getByTestId("replay-prev").click();
    assert.equal(await shownHash(page, hashes.length - 2), hashes.at(-2));
    await page.keyboard.press("ArrowLeft");
    assert.equal(await shownHash(page, hashes.length - 3), hashes.at(-3));
    const mid = Math.floor(hashes.length / 2);
    await page.getByTestId("replay-slider").fill(String(mid));
    assert.equal(await shownHash(page, mid), hashes[mid]);
    await page.keyboard.press("Home");
    assert.equal(await shownHash(page, 0), hashes[0]);
    assert.match((await page.getByTestId("replay-choice").textContent()) ?? "", /start/);
    await page.close();
  });

  it("opens a finished table from its link, from a seat's view, and keeps the step", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    await page.goto(`${server.url}/replay?table=${table.id}&seat=p1#${table.token}`);
    assert.equal(await shownHash(page, 0), hashes[0]);
    assert.equal(await page.getByTestId("replay-seat").inputValue(), "p1");
    const k = Math.min(12, hashes.length - 1);
    await page.getByTestId("replay-slider").fill(String(k));
    assert.equal(await shownHash(page, k), hashes[k]);
    // After switching to p2's view the step stays where it was.
    await page.getByTestId("replay-seat").selectOption("p2");
    await page.locator("[data-testid=replay-step][data-seat=p2]").waitFor();
    assert.equal(await shownHash(page, k), hashes[k]);
    await screenshot(page, "replay-viewer");
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, "replay-viewer-390");
    // Another language: the server renders the steps again in it; the step stays.
    await page.getByTestId("replay-lang").selectOption("ja");
    await page
      .getByTestId("replay-step-count")
      .filter({ hasText: `手順 ${k} /` })
      .waitFor();
    assert.equal(await shownHash(page, k), hashes[k]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, "replay-viewer-ja");
    await page.close();
  });

  it("sends a seat's steps without the other seat's hand", async () => {
    const r = await post(server.url, "/api/replays/steps?seat=p1&lang=ja", replay);
    assert.equal(r.status, 200);
    const steps = r.body.steps as {
      state: { view: { cards: Record<string, { zone: string }> } };
    }[];
    assert.equal(steps.length, replay.choices.length + 1);
    const seen = steps.flatMap((s) => Object.values(s.state.view.cards).map((c) => c.zone));
    assert.ok(seen.includes("p1:hand"), "p1's own hand is in its view");
    assert.ok(!seen.includes("p2:hand") && !seen.includes("p2:deck"), "p2's hand and deck are not");
  });

  it("answers bad input with 400 and one line naming the place", async () => {
    const bad = async (query: string, body: unknown, status = 400) => {
      const r = await post(server.url, `/api/replays/steps${query}`, body);
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.doesNotMatch(r.body.error, /\n/);
      return r.body.error;
    };
    assert.match(await bad("", "{not json"), /JSON/i);
    assert.match(await bad("", [1, 2]), /^body: expected a replay/);
    assert.match(await bad("", { ...replay, kassen: undefined }), /kassen/);
    assert.match(
      await bad("", { ...replay, choices: [["p1", "nope"], ...replay.choices] }),
      /^replay: at choices\[0\]: .*illegal choice "nope"/,
    );
    assert.match(await bad("", { ...replay, finalHash: "0" }), /^replay: at finalHash: expected/);
    assert.match(await bad("?seat=p9", replay), /^seat: expected one of p1, p2 or spectator/);
    assert.match(await bad("?lang=fr", replay), /^lang: expected ja, zh, en/);
    // Over the size limit: refused by its length, before a byte is parsed.
    await bad("", { ...replay, pad: "x".repeat(9 * 1024 * 1024) }, 413);
  });

  it("shows a 250-choice replay's first step after one small range, and steps across ranges", async () => {
    const long = longReplay(250) as unknown as Replay;
    const at = join(tmp.dir, "long.json");
    writeFileSync(at, JSON.stringify(long));
    const system = SYSTEMS[long.system];
    const b = startBattle(system, replayStart(system, long));
    const want = [b.hash()];
    for (const c of long.choices) {
      applyChoices(b, [c]);
      want.push(b.hash());
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    await page.goto(`${server.url}/replay`);
    await page.getByTestId("replay-file").setInputFiles(at);
    assert.equal(await shownHash(page, 0), want[0]);
    // What the browser took over the wire (headers and compressed body) for the first range.
    const first = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/api/replays/steps"))
        .map((e) => {
          const t = e as PerformanceResourceTiming;
          return { name: e.name, bytes: t.transferSize, plain: t.decodedBodySize };
        }),
    );
    assert.match(first[0].name, /from=0&count=20/);
    // The whole answer as the viewer used to fetch it, in the same browser, for comparison.
    const whole = await page.evaluate(async (text) => {
      const r = await fetch("/api/replays/steps?seat=spectator&lang=en", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: text,
      });
      const plain = (await r.text()).length;
      const e = performance
        .getEntriesByType("resource")
        .filter((x) => x.name.endsWith("/api/replays/steps?seat=spectator&lang=en"))
        .at(-1) as PerformanceResourceTiming;
      return { bytes: e.transferSize, plain, encoding: r.headers.get("content-encoding") };
    }, JSON.stringify(long));
    console.log(
      `first step of a ${long.choices.length}-choice ${long.system} replay: ${first[0].bytes} bytes transferred, ${first[0].plain} plain (whole steps: ${whole.bytes} transferred, ${whole.plain} plain, ${whole.encoding ?? "identity"})`,
    );
    assert.ok(first[0].bytes <= 200_000, `first range ${first[0].bytes} bytes`);
    // Across the first range's end (step 19 → 20 → 21) and back, every step the engine's.
    await page.getByTestId("replay-slider").fill("18");
    assert.equal(await shownHash(page, 18), want[18]);
    for (const k of [19, 20, 21]) {
      await page.keyboard.press("ArrowRight");
      assert.equal(await shownHash(page, k), want[k], `step ${k}`);
    }
    await page.keyboard.press("ArrowLeft");
    assert.equal(await shownHash(page, 20), want[20]);
    // The last step, in the last range, is the replay's final hash.
    await page.keyboard.press("End");
    assert.equal(await shownHash(page, 250), long.finalHash);
    await screenshot(page, "replay-long");
    await page.close();
  });
});
