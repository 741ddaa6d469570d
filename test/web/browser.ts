/**
 * The real browser for the web tests: Debian's chromium (/usr/bin/chromium) driven by
 * playwright-core, headless, with the flags this machine needs (no background networking to
 * hosts it cannot reach) and a fresh profile per launch. Without chromium the tests are skipped
 * with a reason — except under CI=true, where its absence is a failure (.ci/run installs it).
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before } from "node:test";
import { type Browser, chromium, type Page } from "playwright-core";
import { freshWeb } from "../../scripts/web-build.mjs";
import { ROOT } from "../cli/cli-helpers.ts";
import {
  type CreatedTable,
  startTestServer,
  type TestServer,
  tokenOf,
} from "../server/server-helpers.ts";

/** Where the browser lives. */
export const CHROMIUM = process.env.KASSEN_CHROMIUM ?? "/usr/bin/chromium";

/** The flags every launch gets (playwright adds --headless and its own fresh --user-data-dir). */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * A reason to skip browser tests (no chromium here), or false to run them. Under CI=true a
 * missing chromium throws: the suite must not pass by running nothing.
 */
export function browserSkip(): string | false {
  if (existsSync(CHROMIUM)) return false;
  if (process.env.CI === "true")
    throw new Error(`${CHROMIUM} is missing under CI=true: .ci/run installs Debian's chromium`);
  return `no ${CHROMIUM} (apt-get install chromium)`;
}

/** Launches chromium headless with a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

let built: Promise<string> | undefined;

/** A build of web/ as the sources are now (built once per test process). */
export function webBuild(): Promise<string> {
  built ??= freshWeb(ROOT);
  return built;
}

/** A real table server serving the browser table, on an ephemeral port. */
export async function startWebServer(db?: string): Promise<TestServer> {
  return startTestServer(db, undefined, await webBuild());
}

/**
 * Saves a screenshot as a test artifact (artifacts/screens/<name>.png, not committed; the
 * folder can be moved with KASSEN_ARTIFACTS) for a reviewer to look at.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(process.env.KASSEN_ARTIFACTS ?? join(ROOT, "artifacts"), "screens");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Every WebSocket frame the page receives, as text: the hidden-information tests search them
 * for names the seat must not learn.
 */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) =>
      frames.push(typeof f.payload === "string" ? f.payload : f.payload.toString("utf8")),
    );
  });
  return frames;
}

/** The server and browser of a suite, started by {@link webSuite}'s hooks. */
export interface WebSuite {
  server: TestServer;
  browser: Browser;
}

/**
 * A real server serving the browser table and a chromium for the tests of one `describe`:
 * started before its tests, closed after them. Read `server` and `browser` inside tests.
 */
export function webSuite(): WebSuite {
  const suite = {} as WebSuite;
  before(async () => {
    suite.server = await startWebServer();
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** A new page at `seat`'s link of table `t` (1280×800 unless a viewport is given). */
export async function openSeat(
  web: WebSuite,
  t: CreatedTable,
  seat: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await page.goto(`${web.server.url}/t/${t.id}#${tokenOf(t, seat)}`);
  return page;
}
