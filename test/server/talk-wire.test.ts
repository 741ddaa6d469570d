/**
 * Table talk over real sockets (issue 31), in a game of each system while its seats play: every
 * line said, whispered, rolled, rolled in secret, revealed and hidden, and every message each
 * socket got checked against the stored lines — a whisper reaches exactly its seats, a secret
 * roll's content only its addressees until revealed, a spectator public talk only (and none
 * unless the table allows it), a hidden line gone for players and kept, marked, for the GM/KP.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { GM_SEATS } from "../../src/server/create-table.ts";
import { ServerMessage, type TalkLine } from "../../src/server/protocol/server-messages.ts";
import type { TalkRow } from "../../src/server/store/types.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { autoPlay } from "./scripted-player.ts";
import { createTable, startTestServer, type TestServer, tokenOf } from "./server-helpers.ts";
import { isError, WsClient } from "./ws-client.ts";

/** Decisions each game plays while its seats talk. */
const MAX_SEQ = 30;

/** Whether a message is a talk message holding line `id`. */
const talkWith =
  (id?: number) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: "talk" }> =>
    m.type === "talk" && (id === undefined || m.lines.some((l) => l.id === id));

/** The talk lines a socket was sent in `talk` messages, by id (the last copy of each). */
function talkLines(c: WsClient): Map<number, TalkLine> {
  const out = new Map<number, TalkLine>();
  for (const m of c.messages) if (m.type === "talk") for (const l of m.lines) out.set(l.id, l);
  return out;
}

/**
 * Sends a talk message from seat `seat`'s socket `c` and waits for its own new line to come
 * back (other seats' lines may arrive meanwhile): its id.
 */
async function speak(c: WsClient, seat: string, msg: Record<string, unknown>): Promise<number> {
  const known = new Set(talkLines(c).keys());
  const from = c.messages.length;
  c.send(msg);
  const mine = (x: ServerMessage) =>
    x.type === "talk" && x.lines.some((l) => l.from === seat && !known.has(l.id));
  const { msg: m } = await c.next(
    (x): x is Extract<ServerMessage, { type: "talk" | "error" }> => mine(x) || x.type === "error",
    from,
  );
  if (m.type === "error") throw new Error(`${JSON.stringify(msg)} refused: ${m.message}`);
  return (m.lines.find((l) => l.from === seat && !known.has(l.id)) as TalkLine).id;
}

/** Sends `msg` and waits for the refusal of code `code`. */
async function refused(c: WsClient, msg: Record<string, unknown>, code: string): Promise<string> {
  const from = c.messages.length;
  c.send(msg);
  // Skipping the scripted player's own refusals (a choice that lost to the table's next seq).
  const { msg: m } = await c.next(
    (x): x is Extract<ServerMessage, { type: "error" }> => isError()(x) && x.code !== "stale",
    from,
  );
  assert.equal(m.code, code, m.message);
  return m.message;
}

describe("table talk over sockets", { concurrency: true }, () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
  });
  after(async () => s.stop());

  for (const [n, system] of Object.keys(SYSTEM_ENTRIES).entries()) {
    // Two systems let spectators read talk, two do not.
    const spectators = n % 2 === 0;
    it(`${system}: each seat and the spectator get exactly the talk they may (spectators ${spectators ? "allowed" : "not allowed"})`, async () => {
      const t = await createTable(s.url, { system, lang: "en", talk: { spectators } });
      const seats = t.seats.filter((x) => x.token).map((x) => x.seat);
      const gm = seats.find((x) => GM_SEATS.includes(x)) ?? null;
      const players = seats.filter((x) => x !== gm);
      const clients = new Map<string | null, WsClient>();
      for (const [i, seat] of [...seats, null].entries()) {
        const c = await WsClient.open(s.url, t.id);
        if (seat !== null) autoPlay(c, 11 + i, MAX_SEQ);
        c.send({ hello: seat === null ? t.spectator.token : tokenOf(t, seat) });
        if (seat !== null || spectators) await c.next(talkWith());
        clients.set(seat, c);
      }
      const [a, b] = players;
      const ca = clients.get(a) as WsClient;
      const cb = clients.get(b) as WsClient;
      const spectator = clients.get(null) as WsClient;

      const pub = await speak(ca, a as string, { say: `hello from ${a} \u001b[31m\u202e` });
      const whisper = await speak(ca, a as string, { say: "between us", to: [b] });
      const roll = await speak(cb, b as string, {
        roll: system === "magical-girl" ? "1D100<=55 b1" : "2D6+3",
        label: "Spot Hidden",
      });
      const check = await speak(cb, b as string, { roll: "2D6>=7", to: [a] });
      await refused(spectator, { say: "may I?" }, "not-allowed");
      await refused(ca, { say: "hi", to: ["nobody"] }, "bad-message");
      await refused(ca, { roll: "2D6+" }, "bad-message");
      await refused(ca, { roll: "1D6+STR" }, "bad-message");
      await refused(ca, { reveal: whisper }, "not-allowed");
      let secretP = 0;
      let secretGm = 0;
      let secretGmTo = 0;
      let gmWhisper = 0;
      let hidden = 0;
      if (gm !== null) {
        const cg = clients.get(gm) as WsClient;
        secretP = await speak(ca, a as string, {
          roll: "1D100<=40",
          secret: true,
          label: "Listen",
        });
        secretGm = await speak(cg, gm as string, { roll: "1D20", secret: true });
        secretGmTo = await speak(cg, gm as string, { roll: "3D6", secret: true, to: [b] });
        gmWhisper = await speak(cb, b as string, { say: "psst, GM", to: [gm] });
        await refused(ca, { roll: "1D6", secret: true, to: [b] }, "not-allowed");
        await refused(cb, { reveal: secretP }, "not-allowed");
        await refused(ca, { hide: pub }, "not-allowed");
        // The GM hides a line it was not sent: no such line for it.
        await refused(cg, { hide: whisper }, "bad-message");
        const revealed = cb.messages.length;
        ca.send({ reveal: secretP });
        await cb.next(
          (m): m is ServerMessage => m.type === "talk-update" && m.line.id === secretP,
          revealed,
        );
        const hid = ca.messages.length;
        hidden = await speak(cb, b as string, { say: "something rude" });
        cg.send({ hide: hidden });
        await ca.next(
          (m): m is ServerMessage => m.type === "talk-update" && m.line.id === hidden,
          hid,
        );
      } else {
        await refused(ca, { roll: "1D100<=40", secret: true }, "not-allowed");
        await refused(ca, { hide: pub }, "not-allowed");
      }

      // A fresh socket of every seat (and a spectator) gets the history as it now stands.
      const fresh = new Map<string | null, WsClient>();
      for (const seat of [...seats, null]) {
        const c = await WsClient.open(s.url, t.id);
        c.send({ hello: seat === null ? t.spectator.token : tokenOf(t, seat) });
        await c.next(isErrorOrState);
        if (seat !== null || spectators) await c.next(talkWith());
        fresh.set(seat, c);
      }
      const rows = new Map((await s.hub.store.talk(t.id)).map((r) => [r.id, r]));
      const gmOf = (seat: string | null) => seat !== null && seat === gm;

      // Every message every socket got is a protocol message, and each battle line carries the
      // seq it was logged at: after the seq the socket had, at most the state's own.
      for (const c of [...clients.values(), ...fresh.values()]) {
        let had = -1;
        for (const m of c.messages) {
          ServerMessage.parse(m);
          if (m.type !== "state") continue;
          let last = m.logReset ? 0 : had + 1;
          for (const l of m.log) {
            assert.ok(
              l.seq !== undefined && l.seq >= last && l.seq <= m.seq,
              `${system}: line seq ${l.seq} in state ${m.seq} after ${had}`,
            );
            last = l.seq;
          }
          had = m.seq;
        }
      }

      // Who may know a line exists, and who may read its content (from the stored row alone).
      const knows = (r: TalkRow, seat: string | null): boolean => {
        if (seat === null) return spectators && (r.to === null || r.secret);
        if (r.to !== null && !r.secret) return r.seat === seat || r.to.includes(seat);
        return true;
      };
      const reads = (r: TalkRow, seat: string | null, revealed: boolean): boolean =>
        !r.secret ||
        revealed ||
        (seat !== null && (r.seat === seat || (r.to ?? []).includes(seat)));

      for (const [seat, c] of clients) {
        const got = talkLines(c);
        for (const [id, line] of got) {
          const r = rows.get(id) as TalkRow;
          assert.ok(knows(r, seat), `${system}: ${seat ?? "spectator"} got line ${id}`);
          assert.equal(line.from, r.seat);
          if (line.roll !== undefined || line.text !== undefined)
            assert.ok(reads(r, seat, false), `${system}: ${seat} read secret ${id}`);
          if ("text" in r.body) assert.equal(line.text, r.body.text);
        }
        // Exactly: every line it may know of reached it.
        for (const r of rows.values())
          assert.equal(
            got.has(r.id),
            knows(r, seat),
            `${system}: ${seat ?? "spectator"}, line ${r.id}`,
          );
        for (const m of c.messages) {
          if (m.type !== "talk-update") continue;
          const r = rows.get(m.line.id) as TalkRow;
          assert.ok(knows(r, seat), `${system}: ${seat} told of line ${r.id}`);
          if (m.line.hidden && !gmOf(seat)) {
            assert.deepEqual(Object.keys(m.line).sort(), [
              "at",
              "from",
              "hidden",
              "id",
              "kind",
              "seq",
            ]);
          }
        }
      }
      assert.equal(talkLines(spectator).size > 0, spectators);

      // The public line, whispered line and rolls as stored and shown.
      assert.equal(talkLines(cb).get(pub)?.text, `hello from ${a} \u001b[31m\u202e`);
      const rolled = talkLines(ca).get(roll)?.roll;
      assert.ok(rolled !== undefined, JSON.stringify([...talkLines(ca).values()]));
      assert.equal(rolled.label, "Spot Hidden");
      if (system === "magical-girl") {
        assert.equal(rolled.faces.length, 2, "a d100 and a bonus tens die");
        assert.ok(
          ["critical", "extreme", "hard", "regular", "failure", "fumble"].includes(
            rolled.level as string,
          ),
        );
        assert.equal(rolled.target, 55);
      } else {
        assert.equal(rolled.faces.length, 2);
        assert.equal(rolled.total, (rolled.faces[0] ?? 0) + (rolled.faces[1] ?? 0) + 3);
        assert.match(rolled.detail, /^2D6\[\d,\d\]\+3 = \d+$/);
      }
      const checked = talkLines(ca).get(check)?.roll;
      assert.ok(checked?.level === "regular" || checked?.level === "failure");
      assert.equal(checked?.level === "regular", (checked?.total ?? 0) >= 7);

      if (gm !== null) {
        const cg = clients.get(gm) as WsClient;
        // The player's secret roll: the GM read it at once; the other player first saw only that
        // it was rolled, then its content once revealed.
        assert.ok(talkLines(cg).get(secretP)?.roll);
        const first = cb.messages.find((m) => talkWith(secretP)(m));
        assert.ok(first?.type === "talk");
        const bare = first.lines.find((l) => l.id === secretP);
        assert.deepEqual(Object.keys(bare ?? {}).sort(), [
          "at",
          "from",
          "id",
          "kind",
          "secret",
          "seq",
        ]);
        const shown = cb.messages.find((m) => m.type === "talk-update" && m.line.id === secretP);
        assert.ok(shown?.type === "talk-update" && shown.line.revealed && shown.line.roll);
        // The GM's secret roll: only the GM; the one to b: the GM and b.
        assert.equal(talkLines(ca).get(secretGm)?.roll, undefined);
        assert.equal(talkLines(cb).get(secretGm)?.roll, undefined);
        assert.ok(talkLines(cg).get(secretGm)?.roll);
        assert.ok(talkLines(cb).get(secretGmTo)?.roll);
        assert.equal(talkLines(ca).get(secretGmTo)?.roll, undefined);
        // A whisper to the GM reaches the GM; not the other player.
        assert.ok(talkLines(cg).has(gmWhisper));
        assert.equal(talkLines(ca).has(gmWhisper), false);
        // The hidden line: gone for players in the history, kept and marked for the GM.
        assert.equal(rows.get(hidden)?.hidden, true);
        for (const [seat, c] of fresh) {
          const line = talkLines(c).get(hidden);
          if (gmOf(seat)) assert.equal(line?.hidden, true);
          else
            assert.equal(line, undefined, `${system}: ${seat ?? "spectator"} got the hidden line`);
          // The revealed secret roll reads whole for everyone who knew of it.
          if (knows(rows.get(secretP) as TalkRow, seat))
            assert.ok(talkLines(c).get(secretP)?.roll, `${seat}: revealed roll`);
        }
      }
      for (const c of [...clients.values(), ...fresh.values()]) await c.close();
    });
  }
});

/** A state or an error (what follows a hello). */
function isErrorOrState(
  m: ServerMessage,
): m is Extract<ServerMessage, { type: "state" | "error" }> {
  return m.type === "state" || m.type === "error";
}
