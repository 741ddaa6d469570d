/**
 * Talk never touches the battle (issue 31): a ygo-trpg table played over sockets with free
 * rolls, secret rolls and lines between every choice, and a table of the same start (seed and
 * all) played with the same choices and no talk, export the same replay — the same choices, the
 * same final hash — and `kassen replay` reproduces the talkative table's export, whose talk file
 * lies beside it holding every line.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { ServerMessage } from "../../src/server/protocol/server-messages.ts";
import { hashToken, newTableId, newToken } from "../../src/server/tokens.ts";
import { picker } from "../../src/shared/picker.ts";
import { kassen } from "../cli/cli-helpers.ts";
import { createTable, startTestServer, type TestServer, tokenOf } from "./server-helpers.ts";
import { isState, WsClient } from "./ws-client.ts";

/** Choices played on each table. */
const CHOICES = 40;

describe("talk and the battle", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("the same start and choices give the same replay with or without talk", async () => {
    const made = await createTable(s.url, { system: "ygo-trpg", lang: "en" });
    const people = made.seats.filter((x) => x.token).map((x) => x.seat);
    const socks = new Map<string, WsClient>();
    for (const seat of people) {
      const c = await WsClient.open(s.url, made.id);
      c.send({ hello: tokenOf(made, seat) });
      await c.next(isState());
      socks.set(seat, c);
    }
    // Play CHOICES random options, every seat talking and rolling between them.
    const pick = picker(99);
    const any = socks.values().next().value as WsClient;
    let talked = 0;
    for (let seq = 0; seq < CHOICES; seq++) {
      const st = any.lastState();
      if (st === null || st.waitingFor === null || st.result !== null) break;
      // Every fifth choice (a seat may say 8 lines at once, then one a second).
      for (const [seat, c] of seq % 5 === 0 ? socks : []) {
        const from = c.messages.length;
        c.send(
          seat === "gm"
            ? { roll: "1D100<=50", secret: true }
            : seq % 2 === 0
              ? { roll: "2D6>=7", label: `turn ${seq}` }
              : { say: `line ${seq}` },
        );
        const { msg } = await c.next(
          (m): m is ServerMessage =>
            (m.type === "talk" && m.lines.some((l) => l.from === seat)) || m.type === "error",
          from,
        );
        assert.equal(msg.type, "talk", JSON.stringify(msg));
        talked++;
      }
      const decider = socks.get(st.waitingFor) as WsClient;
      const mine = await decider.next(isState(seq));
      const o = mine.msg.options[pick(mine.msg.options.length)];
      decider.send({ choose: o.id, seq });
      await any.next(isState(seq + 1));
    }
    const played = await s.hub.store.choices(made.id);
    assert.ok(played.length >= 10, `only ${played.length} choices`);

    // The twin: the same start (seed, setup, ids) stored as a table of its own, the same
    // choices sent over its sockets, no talk at all.
    const meta = await s.hub.store.getTable(made.id);
    assert.ok(meta !== null);
    const twin = newTableId();
    const tokens = Object.fromEntries(meta.seats.map((x) => [x.seat, newToken()]));
    await s.hub.store.createTable({
      id: twin,
      system: meta.system,
      init: meta.init,
      title: "twin",
      createdAt: Date.now(),
      seats: meta.seats.map((x) => ({ ...x, tokenHash: hashToken(tokens[x.seat]) })),
      spectatorTokenHash: hashToken(newToken()),
    });
    const twinSocks = new Map<string, WsClient>();
    for (const seat of people) {
      const c = await WsClient.open(s.url, twin);
      c.send({ hello: tokens[seat] });
      await c.next(isState());
      twinSocks.set(seat, c);
    }
    const watch = twinSocks.values().next().value as WsClient;
    for (const c of played) {
      (twinSocks.get(c.seat) as WsClient).send({ choose: c.option, seq: c.seq - 1 });
      await watch.next(isState(c.seq));
    }

    // Both exported (the server's own data folder, read by the operator's command).
    const out = (n: string) => join(s.dir, n);
    const a = kassen(["tables", "export", made.id, "--replay", out("a.json"), "--data", s.dir]);
    assert.equal(a.code, 0, a.stderr);
    assert.match(a.stdout, new RegExp(`wrote .*a\\.talk\\.json \\(${talked} talk lines\\)`));
    const b = kassen(["tables", "export", twin, "--replay", out("b.json"), "--data", s.dir]);
    assert.equal(b.code, 0, b.stderr);
    const ra = JSON.parse(readFileSync(out("a.json"), "utf8"));
    const rb = JSON.parse(readFileSync(out("b.json"), "utf8"));
    assert.deepEqual(ra.choices, rb.choices);
    assert.equal(ra.finalHash, rb.finalHash);
    assert.equal(ra.seed, rb.seed);
    // The talk file beside the replay: every line whole, the secret rolls with their results.
    const talk = JSON.parse(readFileSync(out("a.talk.json"), "utf8"));
    assert.equal(talk.table, made.id);
    assert.equal(talk.talk.length, talked);
    const secret = talk.talk.find((l: { secret: boolean }) => l.secret);
    assert.ok(secret?.body.roll.faces.length === 1 && secret.seat === "gm");
    assert.equal(JSON.parse(readFileSync(out("b.talk.json"), "utf8")).talk.length, 0);
    // kassen replay reads the replay alone and reproduces it.
    const r = kassen(["replay", out("a.json")]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(ra.finalHash));
    for (const c of [...socks.values(), ...twinSocks.values()]) await c.close();
  });
});
