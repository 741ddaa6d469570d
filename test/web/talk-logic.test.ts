/**
 * The talk's plain logic apart from the browser: a typed line told apart as a roll (with its
 * label) or a remark, addressed as the box says; talk lines kept by id, revealed and hidden; the
 * talk placed among the battle's lines by seq; and the success levels' words equal to
 * magical-girl's own terms.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MG_MESSAGES } from "../../src/systems/magical-girl/messages.ts";
import type { LogLine, TalkLine } from "../../web/src/net/protocol.ts";
import { interleave, mergeTalk, updateTalk } from "../../web/src/net/talk-lines.ts";
import { quickRolls, talkRequest } from "../../web/src/talk/talk-input.ts";
import { LEVEL_WORDS } from "../../web/src/talk/talk-levels.ts";

const open = { to: [], secret: false };
const say = (id: number, seq: number, extra: Partial<TalkLine> = {}): TalkLine => ({
  id,
  seq,
  at: 0,
  from: "p1",
  kind: "say",
  text: `line ${id}`,
  ...extra,
});
const battle = (text: string, seq?: number): LogLine =>
  ({ text, event: {}, ...(seq === undefined ? {} : { seq }) }) as LogLine;

describe("talk logic", () => {
  it("reads a dice expression at a line's start as a roll, its words after as the label", () => {
    assert.deepEqual(talkRequest("2D6+3", open), { roll: "2D6+3" });
    assert.deepEqual(talkRequest(" 1d100 <= 55 Spot Hidden ", open), {
      roll: "1d100<=55",
      label: "Spot Hidden",
    });
    // A GM's secret roll keeps its addressees; a player's goes to the GM alone (the server's
    // default), whatever the whisper box says.
    assert.deepEqual(talkRequest("1D100<=40 侦查", { to: ["p1"], secret: true, gm: true }), {
      roll: "1D100<=40",
      label: "侦查",
      secret: true,
      to: ["p1"],
    });
    assert.deepEqual(talkRequest("1D100 <= 40 b1", { to: ["p2"], secret: true }), {
      roll: "1D100<=40 b1",
      secret: true,
    });
    assert.deepEqual(talkRequest("(1D6)/2+1D4 half", open), { roll: "(1D6)/2+1D4", label: "half" });
    assert.deepEqual(talkRequest("2D6>=7", open), { roll: "2D6>=7" });
    assert.deepEqual(talkRequest("hello 2D6", open), { say: "hello 2D6" });
    assert.deepEqual(talkRequest("2D6が好き", open), { say: "2D6が好き" });
    assert.deepEqual(talkRequest("psst", { to: ["p2", "gm"], secret: true }), {
      say: "psst",
      to: ["p2", "gm"],
    });
    assert.equal(talkRequest("   ", open), null);
    assert.deepEqual(quickRolls("magical-girl")[0], "1D100");
    assert.deepEqual(quickRolls("ygo-trpg")[0], "2D6");
  });

  it("keeps lines by id, replaces a revealed one, drops one hidden from this seat", () => {
    const kept = mergeTalk([], [say(2, 0), say(1, 0)]);
    assert.deepEqual(
      kept.map((l) => l.id),
      [1, 2],
    );
    // A reconnect sends a line again: kept once.
    assert.equal(mergeTalk(kept, [say(2, 0), say(3, 1)]).length, 3);
    const secret: TalkLine = { id: 4, seq: 1, at: 0, from: "kp", kind: "roll", secret: true };
    const withSecret = mergeTalk(kept, [secret]);
    const roll = {
      expr: "1D100<=50",
      total: 12,
      faces: [12],
      detail: "12",
      level: "hard" as const,
    };
    const shown = updateTalk(withSecret, { ...secret, roll, revealed: true });
    assert.deepEqual(shown.find((l) => l.id === 4)?.roll, roll);
    // Hidden: a player's copy comes without its words and goes; the GM's keeps them, marked.
    const gone = updateTalk(shown, { id: 1, seq: 0, at: 0, from: "p1", kind: "say", hidden: true });
    assert.deepEqual(
      gone.map((l) => l.id),
      [2, 4],
    );
    const marked = updateTalk(shown, say(1, 0, { hidden: true }));
    assert.equal(marked.find((l) => l.id === 1)?.hidden, true);
    assert.equal(marked.length, 3);
  });

  it("places talk after the battle lines of its seq, before later ones", () => {
    const b = [battle("a", 0), battle("b", 1), battle("c", 1), battle("d", 2)];
    const t = [say(1, 0), say(2, 1), say(3, 5)];
    const out = interleave(b, t).map((e) => ("kind" in e ? `t${e.id}` : e.text));
    assert.deepEqual(out, ["a", "t1", "b", "c", "t2", "d", "t3"]);
    // Lines without a seq (a whole log from a server that does not place them) come first.
    assert.deepEqual(
      interleave([battle("x"), battle("y")], [say(1, 0)]).map((e) =>
        "kind" in e ? `t${e.id}` : e.text,
      ),
      ["x", "y", "t1"],
    );
    // The objects are the given ones (a keyed list keeps its rows).
    assert.equal(interleave(b, t)[0], b[0]);
  });

  it("names the success levels in magical-girl's own words", () => {
    for (const [level, words] of Object.entries(LEVEL_WORDS))
      assert.deepEqual(words, MG_MESSAGES[`term.${level}`], level);
  });
});
