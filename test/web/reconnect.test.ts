/**
 * A table survives its server: `kassen serve` is killed with SIGKILL in the middle of a game; the
 * page says it is reconnecting, and when the server is back (same port, same data folder) it
 * joins again from the last seq it saw — the acknowledged move still there, no log line twice —
 * and play goes on.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { createTable, tokenOf } from "../server/server-helpers.ts";
import { type ServerProcess, spawnServer } from "../server/server-process.ts";
import { browserSkip, launchBrowser, screenshot, webBuild } from "./browser.ts";

const skip = browserSkip();

/** A port nobody listens on now (the restarted server must come back on the same one). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a !== null ? a.port : 0));
    });
  });
}

describe("a table over a server's kill -9 (chromium)", { skip }, () => {
  const dir = mkdtempSync(join(tmpdir(), "kassen-reconnect-"));
  let browser: Browser;
  let server: ServerProcess | null = null;
  let port = 0;
  const start = async () => {
    server = await spawnServer(["--web", "--port", String(port), "--data", dir]);
    return server;
  };
  before(async () => {
    await webBuild();
    port = await freePort();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    server?.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("reconnects from the last seq seen and plays on", async () => {
    const s = await start();
    const t = await createTable(s.url, {
      system: "vision",
      lang: "en",
      seats: { p2: { kind: "bot", bot: "greedy" } },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${s.url}/t/${t.id}#${tokenOf(t, "p1")}`);
    const board = page.getByTestId("vision-board");
    await page.locator("button.option").first().waitFor();
    const seq0 = Number(await board.getAttribute("data-seq"));
    await page.keyboard.press("1");
    await page.locator(`[data-testid=vision-board][data-seq="${seq0 + 1}"]`).waitFor();
    await page.locator("button.option").first().waitFor();
    const seq = Number(await board.getAttribute("data-seq"));
    const lines = await page.getByTestId("log").locator("li").allTextContents();

    s.child.kill("SIGKILL");
    await s.exited;
    await page.getByTestId("conn-status").filter({ hasText: "Reconnecting" }).waitFor();
    assert.ok(
      await page.locator("button.option").first().isDisabled(),
      "no option can be taken while the socket is down",
    );
    await screenshot(page, "reconnecting");

    await start();
    await page.getByTestId("conn-status").waitFor({ state: "detached" });
    await page.locator(`[data-testid=vision-board][data-seq="${seq}"]`).waitFor();
    assert.deepEqual(
      await page.getByTestId("log").locator("li").allTextContents(),
      lines,
      "the same log: nothing lost, nothing twice",
    );
    await page.keyboard.press("1");
    await page.locator(`[data-testid=vision-board][data-seq="${seq + 1}"]`).waitFor();
  });
});
