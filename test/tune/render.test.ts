import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { wilson } from "../../src/sim/wilson.ts";
import { renderTune } from "../../src/tune/render-text.ts";
import { renderTuneReport } from "../../src/tune/report-html.ts";
import type { TuneResult } from "../../src/tune/tune-result.ts";

/** A result whose target lies between two whole values, from a scenario with markup in its path. */
function result(): TuneResult {
  const at = (v: number, wins: number, n: number) => ({ values: [v], rate: wilson(wins, n) });
  return {
    system: "vision",
    source: "odd/<script>alert(1)</script>.yaml",
    seed: 1,
    lang: "en",
    bots: { p1: "random", p2: "random" },
    target: { seat: "p1", seatName: "Player <1>", rate: 0.5 },
    params: [{ what: "card:tewi.attack", lo: 0, hi: 9, integer: true, current: 1 }],
    answer: { values: [4], rate: wilson(716, 1539), inside: false, change: 3 / 9 },
    reached: true,
    lines: [
      {
        along: "card:tewi.attack",
        points: [at(0, 94, 154), at(3, 823, 1539), at(4, 716, 1539), at(9, 59, 154)],
      },
    ],
    battles: 3386,
    timing: { seconds: 4.2, workers: 2, timeUp: false },
  };
}

describe("tune's text and report", () => {
  test("text: the answer misses the target, so the neighbour on the other side is named", () => {
    const lines = renderTune(result());
    assert.ok(lines.includes("  card:tewi.attack = 4 (now 1)"), lines.join("\n"));
    assert.ok(
      lines.includes("  no whole value gives 50.0%: it lies between 3 (53.5%) and 4 (46.5%)"),
      lines.join("\n"),
    );
    assert.ok(lines.some((l) => /the target 50\.0% is outside the 95% interval/.test(l)));
    assert.equal(lines[lines.length - 1], "3386 battles · 4.2 s · 2 workers");
  });

  test("text: the time budget is named when it ended the search", () => {
    const r = result();
    r.timing.timeUp = true;
    assert.match(renderTune(r).at(-1) ?? "", /\(the time budget ended the search\)$/);
  });

  test("report: self-contained, escaped, one error bar per point, the answer marked", () => {
    const html = renderTuneReport(result());
    assert.doesNotMatch(html, /<script/);
    assert.match(html, /odd\/&lt;script&gt;alert\(1\)&lt;\/script&gt;\.yaml/);
    assert.match(html, /Player &lt;1&gt;/);
    assert.equal((html.match(/<circle /g) ?? []).length, 4);
    assert.equal((html.match(/class="dot answer"/g) ?? []).length, 1);
    assert.equal((html.match(/class="err"/g) ?? []).length, 4);
    assert.match(html, /class="target"/);
    assert.doesNotMatch(html, /https?:\/\//);
  });
});
