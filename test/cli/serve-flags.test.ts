/**
 * `kassen serve` refuses what it cannot use in one line naming the flag the user typed: a port
 * another program listens on, a host that is no address of this machine, a data folder that is
 * a file or a device — never "internal error: listen EADDRINUSE", never the `--db` file the
 * folder would have held.
 */
import assert from "node:assert/strict";
import { createServer } from "node:net";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("serve-flags");
after(() => tmp.cleanup());

describe("kassen serve: flags", () => {
  it("--port in use", async () => {
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, "127.0.0.1", () => r()));
    const port = (busy.address() as { port: number }).port;
    try {
      const r = kassen(["serve", "--no-web", "--port", String(port), "--data", join(tmp.dir, "a")]);
      assert.equal(r.code, 2);
      assert.equal(
        oneErrorLine(r),
        `kassen: --port ${port}: already in use (another program listens there)`,
      );
    } finally {
      await new Promise((r) => busy.close(r));
    }
  });

  it("--host that is not a host", () => {
    const r = kassen([
      "serve",
      "--no-web",
      "--port",
      "0",
      "--host",
      "not a host",
      "--data",
      join(tmp.dir, "b"),
    ]);
    assert.equal(r.code, 2);
    assert.equal(
      oneErrorLine(r),
      'kassen: --host "not a host": expected an address or name of this machine, got no such host',
    );
  });

  it("--data that is a device or a file, for serve and tables", () => {
    const file = tmp.write("a-file", "x");
    for (const [dir, kind] of [
      ["/dev/null", "device"],
      [file, "file"],
    ]) {
      for (const args of [
        ["serve", "--no-web", "--port", "0"],
        ["tables", "list"],
      ]) {
        const r = kassen([...args, "--data", dir]);
        assert.equal(r.code, 2, r.stderr);
        assert.equal(
          oneErrorLine(r),
          `kassen: --data ${dir}: expected a folder for the tables' database, got a ${kind}`,
        );
      }
    }
  });
});
