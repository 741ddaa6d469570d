/**
 * A table's content is its own: two tables side by side on one real server, one of them with an
 * inline pack that takes a shipped card's id (`replaces: true`) to rename it. Each table's state
 * messages — the names of its cards (`defs`), its log, prompt and option labels — use only its
 * own content, whichever table was made last, in all four systems.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { parse } from "yaml";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import { ROOT } from "../cli/cli-helpers.ts";
import {
  type CreatedTable,
  createTable,
  startTestServer,
  type TestServer,
} from "./server-helpers.ts";
import { isState, WsClient } from "./ws-client.ts";

/** A scenario each system's tables start from (no packs of its own). */
const BASES: Record<string, string> = {
  vision: "scenarios/vision/examples/unblocked-attack.yaml",
  "geo-march": "scenarios/geo-march/examples/sample-battle.yaml",
  "ygo-trpg": "scenarios/ygo-trpg/examples/encounter-1.yaml",
  "magical-girl": "scenarios/magical-girl/kp-tools-adjust.yaml",
};

/** The pack's names: no shipped name contains them. */
const MARK = { ja: "ZQ氷菓", zh: "ZQ冰果", en: "ZQ Icefruit" };

/** The shipped content entry with id `id` and the list it is in (`cards`, `girls`, …). */
function shippedEntry(
  system: string,
  id: string,
): { list: string; entry: Record<string, unknown> } {
  const dir = join(ROOT, "src/systems", system, "content");
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith(".yaml"))
    .sort()) {
    const file = parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>;
    for (const [list, entries] of Object.entries(file)) {
      if (!Array.isArray(entries)) continue;
      const entry = entries.find((e) => (e as { id?: string }).id === id);
      if (entry !== undefined) return { list, entry: entry as Record<string, unknown> };
    }
  }
  throw new Error(`${system}: no shipped entry ${id}`);
}

/** The first state message of a socket saying hello with the table's first token (else the spectator's). */
async function firstState(
  base: string,
  t: CreatedTable,
): Promise<{ c: WsClient; m: StateMessage }> {
  const token = t.seats.find((s) => s.token !== undefined)?.token ?? t.spectator.token;
  const c = await WsClient.open(base, t.id);
  c.send({ hello: token, lang: "en" });
  return { c, m: (await c.next(isState())).msg };
}

/** Every text a state message shows people. */
function texts(m: StateMessage): string {
  return JSON.stringify([
    m.prompt,
    m.result,
    m.options.map((o) => o.label),
    m.log.map((l) => l.text),
    Object.values(m.defs),
  ]);
}

describe("a table's content is its own", () => {
  let s: TestServer;
  const sockets: WsClient[] = [];
  before(async () => {
    s = await startTestServer();
  });
  after(async () => {
    for (const c of sockets) await c.close();
    await s.stop();
  });

  for (const [system, path] of Object.entries(BASES)) {
    it(`${system}: a pack renaming a shipped card renames it at its own table only`, async () => {
      const scenario = parse(readFileSync(join(ROOT, path), "utf8")) as Record<string, unknown>;
      const plain = await createTable(s.url, { system, scenario: JSON.stringify(scenario) });
      const before = await firstState(s.url, plain);
      sockets.push(before.c);
      // The card to rename: one the table names somewhere people read, else any it shows.
      const defs = Object.entries(before.m.defs);
      assert.ok(defs.length > 0, `${system}: the seat sees some card`);
      const shown = texts(before.m);
      const [def, { name: shipped }] =
        defs.find(([, d]) => shown.split(JSON.stringify(d.name).slice(1, -1)).length > 2) ??
        defs[0];
      const { list, entry } = shippedEntry(system, def);
      const pack = { [list]: [{ ...entry, replaces: true, name: MARK }] };
      const packed = await createTable(s.url, {
        system,
        scenario: JSON.stringify({ ...scenario, content: [pack] }),
      });
      // Both tables after the pack was loaded: the newest content is the pack's.
      const own = await firstState(s.url, packed);
      const other = await firstState(s.url, plain);
      sockets.push(own.c, other.c);
      assert.equal(own.m.defs[def]?.name, MARK.en, `${system}: the pack's table names ${def}`);
      assert.equal(other.m.defs[def]?.name, shipped, `${system}: the other table keeps ${def}`);
      assert.ok(!texts(other.m).includes("ZQ"), `${system}: no pack name at the other table`);
      // Bots may have moved meanwhile; where nothing did, the table reads exactly as before.
      if (other.m.seq === before.m.seq)
        assert.equal(texts(other.m), texts(before.m), `${system}: the other table reads as before`);
    });
  }
});
