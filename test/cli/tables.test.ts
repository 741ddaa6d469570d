/**
 * `kassen tables`, driven as operators run it, on a SQLite data folder filled through the store
 * with a real vision battle: 30 choices picked at random among the legal options.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { NEW_GAMES } from "../../src/cli/new-games.ts";
import { type BattleInit, startBattle } from "../../src/engine/index.ts";
import { openStore } from "../../src/server/store/open-store.ts";
import { hashToken, newTableId, newToken } from "../../src/server/tokens.ts";
import { findSystem } from "../../src/systems/registry.ts";
import { kassen, oneErrorLine, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("tables");
after(() => tmp.cleanup());
const data = join(tmp.dir, "data");
const id = newTableId();
const broken = newTableId();
const seatToken = newToken();
let storedChoices: [string, string][] = [];

/** Stores a table of a vision battle and `n` random legal choices of it. */
async function fill(n: number): Promise<void> {
  const system = findSystem("vision")!;
  const init: BattleInit = { seed: 4242, setup: NEW_GAMES.vision, ids: "opaque" };
  const b = startBattle(system, init);
  const store = await openStore({ dataDir: data });
  try {
    const seats = (tableId: string, token: string) => [
      {
        seat: "p1",
        kind: "person" as const,
        bot: null,
        lang: "ja" as const,
        tokenHash: hashToken(token),
      },
      {
        seat: "p2",
        kind: "bot" as const,
        bot: "greedy",
        lang: "en" as const,
        tokenHash: hashToken(`${tableId}-bot`),
      },
    ];
    await store.createTable({
      id,
      system: "vision",
      init: JSON.stringify(init),
      title: "new vision game",
      createdAt: Date.UTC(2026, 11, 1, 2, 0, 0),
      seats: seats(id, seatToken),
      spectatorTokenHash: hashToken(newToken()),
    });
    let r = 1;
    for (let seq = 1; seq <= n && b.pending !== null; seq++) {
      const p = b.pending;
      r = (r * 48271) % 0x7fffffff; // a fixed stream: the test picks the same options every run
      const option = p.options[r % p.options.length].id;
      b.choose(p.seat, option);
      const at = Date.UTC(2026, 11, 1, 2, 0, seq);
      assert.equal(await store.appendChoice({ tableId: id, seq, seat: p.seat, option, at }), "ok");
      storedChoices.push([p.seat, option]);
    }
    // A table whose second stored choice the rules refuse.
    await store.createTable({
      id: broken,
      system: "vision",
      init: JSON.stringify(init),
      title: "broken",
      createdAt: 0,
      seats: seats(broken, newToken()),
      spectatorTokenHash: hashToken(newToken()),
    });
    const first = storedChoices[0];
    await store.appendChoice({ tableId: broken, seq: 1, seat: first[0], option: first[1], at: 1 });
    await store.appendChoice({
      tableId: broken,
      seq: 2,
      seat: "p1",
      option: "no-such-option",
      at: 2,
    });
  } finally {
    await store.close();
  }
}

describe("kassen tables", () => {
  before(async () => {
    storedChoices = [];
    await fill(30);
    assert.equal(storedChoices.length, 30, "the battle lasted 30 choices");
  });

  test("list: id, system, title, status, seq, updated — newest first", () => {
    const r = kassen(["tables", "list", "--data", data]);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.trimEnd().split("\n");
    assert.match(lines[0], /^id\s+system\s+title\s+status\s+seq\s+updated$/);
    assert.match(
      lines[1],
      new RegExp(`^${id}\\s+vision\\s+new vision game\\s+open\\s+30\\s+2026-12-01T02:00:30Z$`),
    );
    assert.match(lines[2], new RegExp(`^${broken}\\s+vision\\s+broken\\s+open\\s+2\\s+`));
  });

  test("show: the table and its seats, no token hash and no seed", () => {
    const r = kassen(["tables", "show", id, "--data", data]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^status\s+open$/m);
    assert.match(r.stdout, /^choices\s+30$/m);
    assert.match(r.stdout, /^\s+p1\s+person\s+-\s+ja$/m);
    assert.match(r.stdout, /^\s+p2\s+bot\s+greedy\s+en$/m);
    const json = kassen(["tables", "show", id, "--data", data, "--json"]);
    const listed = kassen(["tables", "list", "--data", data, "--json"]);
    for (const out of [r.stdout, json.stdout, listed.stdout]) {
      assert.doesNotMatch(out, /4242|seed|init|[0-9a-f]{64}/, "no seed, no start, no hash");
      assert.ok(!out.includes(hashToken(seatToken)));
    }
    assert.deepEqual(JSON.parse(json.stdout).seats[1], {
      seat: "p2",
      kind: "bot",
      bot: "greedy",
      lang: "en",
    });
  });

  test("export: a replay that kassen replay reproduces", () => {
    const out = join(tmp.dir, "out.json");
    const r = kassen(["tables", "export", id, "--replay", out, "--data", data]);
    assert.equal(r.code, 0, r.stderr);
    const replay = JSON.parse(readFileSync(out, "utf8"));
    assert.equal(
      r.stdout.trim(),
      `wrote ${out} (30 choices, hash ${replay.finalHash})\nwrote ${join(tmp.dir, "out.talk.json")} (0 talk lines)`,
    );
    assert.deepEqual(replay.choices, storedChoices);
    assert.equal(replay.seed, 4242);
    assert.equal(replay.ids, "opaque");
    const check = kassen(["replay", out]);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    assert.equal(check.stdout.trim(), `ok ${replay.finalHash}`);
  });

  test("export: a stored choice the rules refuse is one line naming it", () => {
    const r = kassen([
      "tables",
      "export",
      broken,
      "--replay",
      join(tmp.dir, "b.json"),
      "--data",
      data,
    ]);
    assert.equal(r.code, 2);
    assert.match(
      oneErrorLine(r),
      new RegExp(`^kassen: table ${broken}: choice 2 \\(p1: no-such-option\\): illegal choice`),
    );
  });

  test("an unknown id is one line, exit 2, for every subcommand", () => {
    for (const args of [
      ["show", "nope"],
      ["export", "nope", "--replay", join(tmp.dir, "x.json")],
      ["close", "nope"],
    ]) {
      const r = kassen(["tables", ...args, "--data", data]);
      assert.equal(r.code, 2, args.join(" "));
      assert.equal(oneErrorLine(r), 'kassen: tables: no table "nope"');
    }
  });

  test("a bad --db is one line, exit 2", () => {
    const r = kassen(["tables", "list", "--db", "mysql://localhost/k"]);
    assert.equal(r.code, 2);
    assert.equal(
      oneErrorLine(r),
      'kassen: --db: expected postgres://…, postgresql://… or sqlite:<file>, got "mysql://localhost/k"',
    );
    const both = kassen(["tables", "list", "--db", "sqlite:x.db", "--data", data]);
    assert.equal(both.code, 2);
    assert.match(oneErrorLine(both), /^kassen: --db and --data: give one of them/);
  });

  test("close: the table is closed and its tokens let nobody in", async () => {
    const r = kassen(["tables", "close", broken, "--data", data]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.trim(), `closed ${broken}`);
    assert.equal(
      kassen(["tables", "close", broken, "--data", data]).stdout.trim(),
      `${broken} was closed already`,
    );
    const closed = kassen(["tables", "list", "--status", "closed", "--data", data]);
    assert.match(
      closed.stdout,
      new RegExp(`^${broken}\\s+vision\\s+broken\\s+closed\\s+2\\s`, "m"),
    );
    assert.doesNotMatch(closed.stdout, new RegExp(id));
    const store = await openStore({ db: `sqlite:${join(data, "kassen.db")}` });
    try {
      assert.equal((await store.getTable(broken))?.status, "closed");
      assert.notEqual(await store.findToken(hashToken(seatToken)), null, "the other table is open");
    } finally {
      await store.close();
    }
  });

  test("an empty data folder has no tables", () => {
    const r = kassen(["tables", "list", "--data", join(tmp.dir, "empty")]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, "no tables\n");
  });
});
