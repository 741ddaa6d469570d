/**
 * Issue 26: the table server reads nothing of its own disk for a client. An uploaded scenario
 * carries its content packs inline; a path anywhere a loader would open one (`content:`, a list
 * of them, `options.content`) is refused in one line before any file is touched, and the answer
 * quotes nothing of the file. The CLI, reading the user's own files, keeps paths working
 * (test/packs/). Proved through the real server: a readable, valid pack on its disk is refused
 * (followed, it would make the table), a secret file's text never comes back, and a server
 * process whose folder holds FIFOs — a read of one blocks until a writer comes, which none does —
 * answers at once.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { stringify } from "yaml";
import { ENGINE_VERSION } from "../../src/engine/index.ts";
import { post, startTestServer, type TestServer } from "./server-helpers.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const PACK = {
  system: "vision",
  cards: [
    {
      id: "frost-test",
      type: "character",
      name: { ja: "霜", zh: "霜", en: "Frost" },
      need: 0,
      cost: 0,
      attack: 1,
      toughness: 1,
    },
  ],
};

/** A vision scenario with `content` as given, whose setup uses the pack's card. */
function scenario(content: unknown, extra: Record<string, unknown> = {}): string {
  return stringify({
    name: "upload",
    system: "vision",
    ...(content === undefined ? {} : { content }),
    ...extra,
    setup: {
      start: "main",
      p1: { deck: ["koakuma", "koakuma"], field: ["frost-test"] },
      p2: { deck: ["koakuma", "koakuma"] },
    },
  });
}

const REFUSAL = /inline \(a mapping\): an uploaded scenario cannot name a file/;
const SECRET = "kassen-secret-3f9c1e";

describe("an uploaded scenario reads no file of the server", () => {
  let s: TestServer;
  let dir: string;
  let packFile: string;
  let secretFile: string;
  before(async () => {
    s = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), "kassen-upload-"));
    packFile = join(dir, "pack.yaml");
    writeFileSync(packFile, stringify(PACK));
    secretFile = join(dir, "secret.yaml");
    writeFileSync(secretFile, `${SECRET}: [unclosed\n`);
  });
  after(async () => {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (text: string) =>
    post(s.url, "/api/tables", {
      system: "vision",
      scenario: text,
      seats: { p2: { kind: "bot" } },
    });

  it("plays a pack written inline", async () => {
    const r = await upload(scenario([PACK]));
    assert.equal(r.status, 201, JSON.stringify(r.body));
  });

  it("refuses a valid pack named by path, which it would otherwise have played", async () => {
    // The same pack as a file on the server's disk: followed, the table would be made.
    for (const content of [packFile, [packFile], [PACK, packFile]]) {
      const r = await upload(scenario(content));
      assert.equal(r.status, 400);
      const at = Array.isArray(content) ? `content\\[${content.indexOf(packFile)}\\]` : "content";
      assert.match(r.body.error, new RegExp(`^scenario: at ${at}: expected a pack written `));
      assert.match(r.body.error, REFUSAL);
    }
  });

  it("quotes nothing of a file it was pointed at", async () => {
    for (const path of [secretFile, "/etc/passwd", "/proc/self/environ", "../../etc/passwd"]) {
      const r = await upload(scenario(path));
      assert.equal(r.status, 400);
      assert.match(r.body.error, REFUSAL);
      assert.doesNotMatch(r.body.error, new RegExp(`${SECRET}|root:|PATH=|passwd`));
    }
  });

  it("refuses a path in the scenario's options.content and through the lobby's seat route", async () => {
    const r = await upload(scenario(undefined, { options: { content: [secretFile] } }));
    assert.equal(r.status, 400);
    assert.match(
      r.body.error,
      /^scenario: at options\.content\[0\]: expected a pack written inline/,
    );
    const seats = await post(s.url, "/api/scenarios/seats", {
      system: "vision",
      scenario: scenario([secretFile]),
    });
    assert.equal(seats.status, 400);
    assert.match(seats.body.error, /^scenario: at content\[0\]: /);
    assert.doesNotMatch(seats.body.error, new RegExp(SECRET));
  });
});

describe("a replay sent to the viewer reads no file either", () => {
  let s: TestServer;
  let dir: string;
  before(async () => {
    s = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), "kassen-upload-replay-"));
    writeFileSync(join(dir, "secret.yaml"), `${SECRET}: 1\n`);
  });
  after(async () => {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a path among a replay's packs as a pack that is no mapping", async () => {
    const replay = {
      kassen: ENGINE_VERSION,
      system: "vision",
      contentHash: "0",
      seed: 1,
      setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
      options: { content: [join(dir, "secret.yaml")] },
      pinned: [],
      choices: [],
      finalHash: "0",
    };
    const r = await post(s.url, "/api/replays/steps", replay);
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.match(r.body.error, /^replay: .*options\.content\[0\].*expected a mapping/);
    assert.doesNotMatch(r.body.error, new RegExp(SECRET));
  });
});

describe("a server process whose folder holds FIFOs answers uploads at once", () => {
  let p: ServerProcess;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "kassen-upload-fifo-"));
    mkdirSync(join(dir, "packs"));
    // A read of any of these blocks the server's one thread for good: no writer ever comes.
    // `scenario` is the name an upload's text is reported under; the others a path could name.
    for (const name of ["scenario", "pack.yaml", "packs/a.yaml"])
      execFileSync("mkfifo", [join(dir, name)]);
    p = await spawnServer(["--data", join(dir, "data")], 60_000, dir);
  });
  after(async () => {
    p.child.kill("SIGKILL");
    await p.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (text: string) => {
    const r = await fetch(`${p.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ system: "vision", scenario: text }),
      // Generous: an answer takes milliseconds; a read of a FIFO would never answer.
      signal: AbortSignal.timeout(15_000),
    });
    return { status: r.status, body: (await r.json()) as { error?: string } };
  };

  it("makes a table from inline packs without reading a file named like the upload", async () => {
    const r = await upload(scenario([PACK]));
    assert.equal(r.status, 201, JSON.stringify(r.body));
  });

  it("refuses FIFOs named by relative and absolute paths, a file and a folder", async () => {
    for (const path of ["pack.yaml", join(dir, "pack.yaml"), "packs", join(dir, "scenario")]) {
      const r = await upload(scenario(path));
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.error ?? "", REFUSAL);
    }
    const health = await fetch(`${p.url}/health`, { signal: AbortSignal.timeout(15_000) });
    assert.equal(health.status, 200, "the server still answers");
  });
});
