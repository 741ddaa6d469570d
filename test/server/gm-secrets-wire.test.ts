/**
 * GM secrets over the wire (issue 26): at a ygo-trpg table whose GM keeps its rolls secret, a
 * player's and a spectator's messages never hold the secret total — not in a roll, not in the
 * damage arithmetic, not as a damage larger than the life the monster had (from which the total
 * would follow with the player's own public roll) — while the GM's messages hold the GM's own
 * roll and the whole damage line. Real server, real SQLite, every frame as sent.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { StateMessage } from "../../src/server/protocol/server-messages.ts";
import { createTable, startTestServer, type TestServer, tokenOf } from "./server-helpers.ts";
import { isState, WsClient } from "./ws-client.ts";

/**
 * The GM's Grave Warden (ATK 1700, +3,000 by the GM's tools) attacks a player's Moss Beetle
 * (life 10) with every die a 3: the attack deals far more than the beetle's life.
 */
const SECRET_ATTACK = `
name: a secret attack
system: ygo-trpg
setup:
  start: phase
  phase: strategy
  round: 2
  players:
    p1: { character: akane, monsterDeck: [], itemDeck: [], life: 39, field: [moss-beetle] }
  gm: { field: [grave-warden] }
dice: [3, 3, 3, 3, 3, 3, 3, 3]
`;

type Ev = Record<string, unknown>;

/** Every log event and its text in a socket's state messages. */
function logOf(c: WsClient): { text: string; event: Ev }[] {
  return c.messages.flatMap((m) => (m.type === "state" ? m.log : [])) as {
    text: string;
    event: Ev;
  }[];
}

describe("GM secret rolls over the wire", () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  it("players and spectators learn the life lost; only the GM learns the secret total", async () => {
    const t = await createTable(s.url, { system: "ygo-trpg", lang: "en", scenario: SECRET_ATTACK });
    const c: Record<string, WsClient> = {};
    const frames: Record<string, string[]> = { gm: [], p1: [], watch: [] };
    for (const seat of ["gm", "p1", "watch"]) {
      c[seat] = await WsClient.open(s.url, t.id);
      c[seat].ws.on("message", (d) => frames[seat].push(String(d)));
      c[seat].send({ hello: seat === "watch" ? t.spectator.token : tokenOf(t, seat) });
    }
    let raised = 0;
    let secret = false;
    for (let seq = 0; seq < 200; seq++) {
      const st: Record<string, StateMessage> = {};
      for (const [seat, x] of Object.entries(c)) st[seat] = (await x.next(isState(seq))).msg;
      if (logOf(c.gm).some((l) => l.event.t === "battle-damage")) break;
      assert.equal(st.gm.result, null, "the attack came before the end");
      const who = st.gm.waitingFor as string;
      const ids = st[who].options.map((o) => o.id);
      let pick: string | undefined;
      if (who === "gm" && ids.includes("gm:secret") && raised < 30) {
        pick = ids.find((x) => x.startsWith("gm-atk:") && x.endsWith("@+100"));
        raised++;
      } else if (who === "gm" && ids.includes("gm:secret")) {
        pick = "gm:secret";
        secret = true;
      }
      pick ??=
        ids.find((x) => x.startsWith("attack:")) ??
        ids.find((x) => ["ready", "done", "charge:none", "no-substitute", "pass"].includes(x)) ??
        ids[0];
      c[who].send({ choose: pick, seq });
    }
    assert.ok(secret && raised === 30, "the GM raised the ATK and kept its rolls secret");

    // The GM's own: the secret roll and the whole damage line, with its own total, not "—".
    const gmLog = logOf(c.gm);
    const roll = gmLog.find((l) => l.event.t === "attack-roll")?.event as Ev;
    const total = (roll.check as { total: number }).total;
    assert.equal(total, 47 + 6, "ATK 4700 / 100 + 3 + 3");
    const full = gmLog.find((l) => l.event.t === "battle-damage") as { text: string; event: Ev };
    assert.equal(full.event.atk, total);
    const amount = full.event.amount as number;
    assert.ok(amount > 10, `the damage ${amount} is more than the beetle's 10 life`);
    assert.match(full.text, new RegExp(`takes ${total} − \\d+ = ${amount} damage`));
    assert.ok(!full.text.includes("—"));
    assert.ok(!gmLog.some((l) => l.event.t === "battle-damage-shown"), "no public twin for the GM");

    // Everyone else: the life lost (the beetle's 10), and nothing the secret total follows from.
    for (const seat of ["p1", "watch"]) {
      const log = logOf(c[seat]);
      const shown = log.filter((l) => l.event.t === "battle-damage-shown");
      assert.deepEqual(
        shown.map((l) => [l.event.lost, l.event.life, l.text]),
        [[10, 0, "Moss Beetle loses 10 life (life left 0)"]],
        seat,
      );
      assert.ok(
        log.some((l) => l.event.t === "gm-roll-hidden"),
        `${seat} is told a roll was kept`,
      );
      for (const l of log) {
        assert.notEqual(l.event.t, "attack-roll", `${seat} got the secret roll`);
        assert.notEqual(l.event.t, "battle-damage", `${seat} got the GM's damage line`);
        assert.ok(!/ − /.test(l.text), `${seat}: no damage arithmetic: ${l.text}`);
      }
      // Not in any frame, in any form: the roll, its total in a damage line, the uncapped damage.
      const wire = frames[seat].join("\n");
      assert.ok(!wire.includes(JSON.stringify(roll.check)), `${seat}'s frames hold the roll`);
      for (const leak of [`"atk":${total}`, `"amount":${amount}`, `"total":${total}`])
        assert.ok(!wire.includes(leak), `${seat}'s frames hold ${leak}`);
      assert.ok(!new RegExp(`\\b${amount}\\b`).test(log.map((l) => l.text).join("\n")));
    }
    for (const x of Object.values(c)) await x.close();
  });

  it("magical-girl: the KP rolls in the open — the player's log is the KP's, line for line", async () => {
    // Magical-girl's rules keep no roll secret (its KP prices and rules in the open), so there
    // is no secret total to leak: every roll the KP's page has, the player's has too.
    const t = await createTable(s.url, {
      system: "magical-girl",
      lang: "en",
      scenario: `
name: the KP's rolls
system: magical-girl
setup:
  girls: [{ seat: p1, girl: tsukiko }]
  enemies: [{ enemy: gloom-wolf }]
`,
    });
    const c: Record<string, WsClient> = {};
    for (const seat of ["kp", "p1"]) {
      c[seat] = await WsClient.open(s.url, t.id);
      c[seat].send({ hello: tokenOf(t, seat) });
    }
    let rolls = 0;
    for (let seq = 0; seq < 40; seq++) {
      const kp = (await c.kp.next(isState(seq))).msg;
      const p1 = (await c.p1.next(isState(seq))).msg;
      const lines = (x: WsClient) => logOf(x).map((l) => l.text);
      assert.deepEqual(lines(c.p1), lines(c.kp), `seq ${seq}`);
      rolls = logOf(c.kp).filter((l) => l.event.t === "check").length;
      if (kp.result !== null) break;
      const who = kp.waitingFor as string;
      const ids = (who === "kp" ? kp : p1).options.map((o) => o.id);
      const pick =
        ids.find((x) => x === "adjust-done") ?? ids.find((x) => x.startsWith("attack:")) ?? ids[0];
      c[who].send({ choose: pick, seq });
    }
    assert.ok(rolls > 2, `the KP's side rolled (${rolls} checks)`);
    for (const x of Object.values(c)) await x.close();
  });
});
