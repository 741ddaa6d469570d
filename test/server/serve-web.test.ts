/**
 * `kassen serve` as users start it builds and serves the browser table: its start line names
 * the table's address; `--no-web` serves the API alone.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { webBuild } from "../web/browser.ts";
import { spawnServer } from "./server-process.ts";

describe("kassen serve and the browser table", () => {
  it("prints `Kassen table: http://localhost:<port>` and serves the page there", async () => {
    await webBuild(); // built here first: the child then finds it and starts at once
    const dir = mkdtempSync(join(tmpdir(), "kassen-serve-web-"));
    const s = await spawnServer(["--web", "--data", dir]);
    try {
      assert.match(s.output(), /^Kassen table: http:\/\/localhost:\d+ \(SQLite in /m);
      const r = await fetch(s.url);
      assert.equal(r.status, 200);
      assert.match(await r.text(), /<div id="root">/);
    } finally {
      s.child.kill("SIGTERM");
      await s.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves the API alone with --no-web", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kassen-serve-web-"));
    const s = await spawnServer(["--data", dir]);
    try {
      assert.match(s.output(), /^Kassen table server: http:\/\/127\.0\.0\.1:\d+/m);
      assert.equal((await fetch(s.url)).status, 404);
      assert.equal((await fetch(`${s.url}/health`)).status, 200);
    } finally {
      s.child.kill("SIGTERM");
      await s.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
