/**
 * The pure parts of table talk (issue 31) with pinned faces: a free roll's arithmetic, checks,
 * magical-girl's CoC levels and bonus/penalty dice (as the battle's checks keep them), and the
 * seq each battle log line is given, also after a take-back rebuilt the log.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { RollDie } from "../../src/engine/index.ts";
import { logSeqs } from "../../src/server/protocol/log-seqs.ts";
import { FreeRollError, parseFreeRoll, rollFree } from "../../src/server/talk/free-roll.ts";

/** A die that answers these faces in turn. */
function pinned(...faces: number[]): RollDie {
  return () => {
    const f = faces.shift();
    if (f === undefined) throw new Error("no face left");
    return f;
  };
}

describe("free rolls", () => {
  it("shows faces and arithmetic as the battle's rolls do", () => {
    const r = rollFree(parseFreeRoll("2D6+3", "ygo-trpg"), { die: pinned(3, 5), label: "ATK" });
    assert.deepEqual(r, {
      expr: "2D6+3",
      label: "ATK",
      total: 11,
      faces: [3, 5],
      detail: "2D6[3,5]+3 = 11",
    });
  });

  it("gives a check outside magical-girl regular or failure", () => {
    const hit = rollFree(parseFreeRoll("2D6>=7", "ygo-trpg"), { die: pinned(4, 3) });
    assert.equal(hit.level, "regular");
    assert.equal(hit.target, 7);
    assert.equal(hit.detail, "2D6[4,3] = 7 >= 7");
    const miss = rollFree(parseFreeRoll("1D100<=5", "vision"), { die: pinned(1) });
    assert.equal(miss.level, "regular", "no critical outside magical-girl");
  });

  it("gives a magical-girl d100 check CoC 7e's levels", () => {
    const level = (face: number, target = 55, fumble?: "coc7" | "100") =>
      rollFree(parseFreeRoll(`1D100<=${target}`, "magical-girl"), { die: pinned(face), fumble })
        .level;
    assert.equal(level(1), "critical");
    assert.equal(level(11), "extreme");
    assert.equal(level(27), "hard");
    assert.equal(level(55), "regular");
    assert.equal(level(56), "failure");
    assert.equal(level(100), "fumble");
    assert.equal(level(97, 40), "fumble", "below 50, 96–100 fumbles (coc7)");
    assert.equal(level(97, 40, "100"), "failure", "fumble: 100 only");
  });

  it("keeps the better tens die with bonus dice and the worse with penalty dice", () => {
    const bonus = rollFree(parseFreeRoll("1D100<=55 b1", "magical-girl"), { die: pinned(73, 2) });
    assert.equal(bonus.total, 23);
    assert.deepEqual(bonus.faces, [73, 2]);
    assert.equal(bonus.level, "hard");
    assert.equal(bonus.detail, "1D100[73] bonus[2] = 23 <= 55");
    const penalty = rollFree(parseFreeRoll("1D100<=55 p2", "magical-girl"), {
      die: pinned(23, 7, 4),
    });
    assert.equal(penalty.total, 73);
    assert.equal(penalty.level, "failure");
    // A tens die of 10 reads 0, and 00 with units 0 is 100.
    const hundred = rollFree(parseFreeRoll("1D100<=55 p1", "magical-girl"), {
      die: pinned(30, 10),
    });
    assert.equal(hundred.total, 100);
    assert.equal(hundred.level, "fumble");
  });

  it("refuses what it cannot roll in one line", () => {
    const refusal = (text: string, system = "ygo-trpg") => {
      try {
        rollFree(parseFreeRoll(text, system), { die: pinned(1, 1, 1) });
      } catch (e) {
        assert.ok(e instanceof FreeRollError, String(e));
        return e.message;
      }
      return "rolled";
    };
    assert.match(refusal("2D6+"), /^expected a number, a die like 2D6, or "\(" at position 4/);
    assert.match(refusal("XD6"), /^unknown variable "X"/);
    assert.match(refusal("1D6/0"), /division by zero/);
    assert.match(refusal("2D6>=7 b1"), /d100 check only/);
    assert.match(refusal("1D100<=50 b3", "magical-girl"), /^b3: expected 1 to 2/);
  });
});

describe("log line seqs", () => {
  it("gives each line the seq it was logged at", () => {
    // 2 lines at the start, 3 after seq 1, none after seq 2, 1 after seq 3.
    const logAt = [2, 5, 5, 6];
    assert.deepEqual(logSeqs(logAt, 3, 0, 6), [0, 0, 1, 1, 1, 3]);
    assert.deepEqual(logSeqs(logAt, 3, 5, 1), [3]);
  });

  it("keeps the seqs of the lines a take-back's rebuilt log repeats", () => {
    // Seq 3 undid seq 2: the log was rebuilt to seq 1's 5 lines plus the take-back's line.
    const logAt = [2, 5, 9, 6];
    assert.deepEqual(logSeqs(logAt, 3, 0, 6), [0, 0, 1, 1, 1, 2]);
    // Lines never go back in seq.
    const seqs = logSeqs(logAt, 3, 0, 6);
    assert.deepEqual(
      seqs,
      [...seqs].sort((a, b) => a - b),
    );
  });
});
