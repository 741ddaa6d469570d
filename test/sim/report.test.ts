/**
 * `kassen sim --report`: the HTML page built from a SimSummary — self-contained, escaped, with
 * the figures and chart geometry the summary demands, in the summary's language, and robust to
 * empty and oversized summaries.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { binHistogram } from "../../src/sim/report/bins.ts";
import { renderReport } from "../../src/sim/report/html.ts";
import { BARS } from "../../src/sim/report/svg-bars.ts";
import { HIST } from "../../src/sim/report/svg-histogram.ts";
import { IMPACT, IMPACT_LIMIT } from "../../src/sim/report/svg-impact.ts";
import type { CardFigure, SimSummary } from "../../src/sim/summary.ts";
import { cardFigure, lengthStats, rate, sampleSummary } from "./report-fixtures.ts";

/** The markup of one `<section id=…>`. */
function section(html: string, id: string): string {
  const m = html.match(new RegExp(`<section class="figure" id="${id}">([\\s\\S]*?)</section>`));
  assert.ok(m, `no section ${id}`);
  return m[1];
}

/** Numeric attributes of the first element matching `re` (its `attr="n"` pairs). */
function attrs(markup: string, re: RegExp): Record<string, number> {
  const m = markup.match(re);
  assert.ok(m, `no match for ${re}`);
  const out: Record<string, number> = {};
  for (const [, k, v] of m[0].matchAll(/([\w-]+)="(-?[\d.]+)"/g)) out[k] = Number(v);
  return out;
}

/** Asserts a page is a single document that loads nothing from anywhere. */
function assertSelfContained(html: string): void {
  assert.equal(html.match(/<!doctype html>/gi)?.length, 1, "one doctype");
  assert.equal(html.match(/<html[\s>]/g)?.length, 1, "one <html>");
  assert.equal(html.match(/<\/html>/g)?.length, 1, "one </html>");
  assert.equal(html.match(/<body>/g)?.length, 1, "one <body>");
  assert.doesNotMatch(html, /https?:/i, "no URL");
  assert.doesNotMatch(html, /\b(src|href|xlink:href)\s*=/i, "no src/href attribute");
  assert.doesNotMatch(html, /<script/i, "no script");
  assert.doesNotMatch(html, /<(link|img|iframe|object|embed)\b/i, "no external element");
  assert.doesNotMatch(html, /url\(|@import|@font-face/i, "no CSS loading");
}

test("the report is one self-contained document with the header figures", () => {
  const html = renderReport(sampleSummary());
  assertSelfContained(html);
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<meta charset="utf-8">/);
  assert.match(html, /<style>/);
  for (const text of [
    "vision",
    "scenarios/vision/mirror.yaml",
    "1,000", // battles
    "<code>42</code>", // seed
    "Player 1: <code>greedy</code>",
    "Player 2: <code>random</code>",
    "3.21 s",
    "312 battles/s",
    "31,150 decisions/s",
  ])
    assert.ok(html.includes(text), `missing ${text}`);
});

test("outcome bars show the percentages and put the error bar at lo–hi", () => {
  const summary = sampleSummary({
    outcomes: [
      {
        key: "win:p1",
        label: "Player 1 wins",
        rate: { count: 40, n: 100, p: 0.4, lo: 0.25, hi: 0.5 },
      },
      {
        key: "win:p2",
        label: "Player 2 wins",
        rate: { count: 60, n: 100, p: 0.6, lo: 0.5, hi: 0.75 },
      },
    ],
  });
  const html = section(renderReport(summary), "outcomes");
  assert.ok(html.includes("40.0% (25.0–50.0) · 40/100"));
  assert.ok(html.includes("60.0% (50.0–75.0) · 60/100"));
  const row1 = html.slice(html.indexOf('data-key="win:p1"'));
  const err1 = attrs(row1, /<line class="err" [^>]*>/);
  assert.equal(err1.x1, BARS.x0 + 0.25 * BARS.scale);
  assert.equal(err1.x2, BARS.x0 + 0.5 * BARS.scale);
  assert.equal(attrs(row1, /<rect class="bar" [^>]*>/).width, 0.4 * BARS.scale);
  const row2 = html.slice(html.indexOf('data-key="win:p2"'));
  const err2 = attrs(row2, /<line class="err" [^>]*>/);
  assert.equal(err2.x1, BARS.x0 + 0.5 * BARS.scale);
  assert.equal(err2.x2, BARS.x0 + 0.75 * BARS.scale);
  // Both caps stand at the interval's ends.
  const caps = [
    ...row2.slice(0, row2.indexOf("</g>")).matchAll(/<line class="err-cap" x1="([\d.]+)"/g),
  ];
  assert.deepEqual(
    caps.map((c) => Number(c[1])),
    [BARS.x0 + 0.5 * BARS.scale, BARS.x0 + 0.75 * BARS.scale],
  );
});

test("every text from the summary is escaped: card, seat, outcome, bots, source, system", () => {
  const evil = '<script>alert("x")</script>';
  const summary = sampleSummary({
    system: `sys${evil}`,
    source: `a&b<${evil}>.yaml`,
    bots: { p1: `mcts:${evil}`, p2: "random" },
    outcomes: [{ key: `win:${evil}`, label: `wins ${evil}`, rate: rate(1, 2) }],
    seats: [
      {
        seat: "p1",
        name: `Seat ${evil}`,
        dealt: { total: 1, perBattle: 0.5 },
        taken: { total: 1, perBattle: 0.5 },
      },
    ],
    turns: { ...lengthStats([[3, 2]]), unit: `turns ${evil}` },
  });
  const html = renderReport(summary);
  assertSelfContained(html);
  assert.ok(!html.includes(evil), "raw markup from the summary must not appear");
  assert.ok(html.includes("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"));
  // The card named `Trick <b>&"` appears escaped in the chart tooltip and in the table.
  assert.ok(!html.includes('Trick <b>&"'));
  const escaped = "Trick &lt;b&gt;&amp;&quot;";
  assert.ok(section(html, "impact").includes(escaped), "escaped in the chart");
  assert.ok(section(html, "cards").includes(escaped), "escaped in the table");
});

test("the length histogram marks mean, median and p90 where those values are", () => {
  const histogram: [number, number][] = [
    [10, 1],
    [11, 3],
    [12, 4],
    [13, 1],
    [19, 1],
  ];
  const decisions = { ...lengthStats(histogram), mean: 12.5, median: 12, p90: 13 };
  const html = section(renderReport(sampleSummary({ decisions, turns: undefined })), "length");
  // Single-value bins from 10 to 19: value v's bar spans [v, v+1), its centre is v + 0.5.
  const xOf = (v: number) => HIST.left + ((v + 0.5 - 10) / 10) * (HIST.right - HIST.left);
  for (const [cls, v] of [
    ["mean", 12.5],
    ["median", 12],
    ["p90", 13],
  ] as const) {
    const line = attrs(html, new RegExp(`<line class="mark ${cls}" [^>]*>`));
    assert.ok(Math.abs(line.x1 - xOf(v)) <= 0.05, `${cls} at ${line.x1}, expected ${xOf(v)}`);
  }
  assert.ok(html.includes("mean 12.5") && html.includes("median 12<") && html.includes("p90 13<"));
  // Ten bins (10..19, gaps included); the tallest holds 4 battles.
  assert.equal(html.match(/<g class="bin">/g)?.length, 10);
  assert.ok(html.includes("<title>12: 4 battles</title>"));
  assert.ok(html.includes("<title>15: 0 battles</title>"), "gaps are empty bins");
  assert.equal(html.match(/<svg /g)?.length, 1, "no turns histogram when there are no turns");
  assert.doesNotMatch(html, />-0</, "no negative zero on an axis");
});

test("turns get their own histogram in their unit", () => {
  const html = section(renderReport(sampleSummary()), "length");
  assert.equal(html.match(/<svg /g)?.length, 2);
  assert.ok(html.includes("Battle length in turns"));
});

test("long histograms are grouped into at most about 40 bins, keeping every battle", () => {
  const histogram: [number, number][] = [];
  for (let v = 5; v < 2000; v += 3) histogram.push([v, (v % 7) + 1]);
  const bins = binHistogram(histogram);
  assert.ok(bins.length <= 41 && bins.length >= 20, `${bins.length} bins`);
  const total = histogram.reduce((s, [, c]) => s + c, 0);
  assert.equal(
    bins.reduce((s, b) => s + b.count, 0),
    total,
  );
  for (let i = 1; i < bins.length; i++) assert.equal(bins[i].from, bins[i - 1].to, "contiguous");
  assert.ok(bins[0].from <= 5 && bins[bins.length - 1].to > 1997);
  assert.deepEqual(binHistogram([]), []);
});

test("the impact chart draws helping cards right of zero and hurting cards left, with played rate", () => {
  const summary = sampleSummary({
    cards: [
      { ...cardFigure("p1", "up", "Up", 0.2, 1000, 0.5), impact: 0.2 },
      { ...cardFigure("p1", "down", "Down", -0.1, 1000, 0.25), impact: -0.1 },
    ],
  });
  const html = section(renderReport(summary), "impact");
  const mid = IMPACT.x0 + IMPACT.plotWidth / 2;
  // The largest |impact| is 0.2, so the axis runs ±20 points and 0.2 reaches the plot's edge.
  const up = attrs(html.slice(html.indexOf('data-card="up"')), /<rect class="bar pos" [^>]*>/);
  assert.equal(up.x, mid);
  assert.equal(up.width, IMPACT.plotWidth / 2);
  const down = attrs(html.slice(html.indexOf('data-card="down"')), /<rect class="bar neg" [^>]*>/);
  assert.equal(down.x + down.width, mid);
  assert.equal(down.width, IMPACT.plotWidth / 4);
  assert.ok(html.includes("+20.0 pt") && html.includes("−10.0 pt"));
  assert.ok(html.includes(">50.0%<") && html.includes(">25.0%<"), "played rates");
});

test("hundreds of cards: the chart keeps the top 30 by |impact|, the table keeps all", () => {
  const cards: CardFigure[] = [];
  for (let i = 0; i < 300; i++) {
    const impact = ((i * 37) % 300) / 1000 - 0.15; // a shuffled spread from −0.15 to +0.149
    cards.push(cardFigure(i % 2 === 0 ? "p1" : "p2", `card-${i}`, `Card ${i}`, impact));
  }
  const html = renderReport(sampleSummary({ cards }));
  const chart = section(html, "impact");
  const drawn = [...chart.matchAll(/data-card="(card-\d+)"/g)].map((m) => m[1]);
  assert.equal(drawn.length, IMPACT_LIMIT);
  const size = (id: string) => Math.abs(cards.find((c) => c.card === id)!.impact);
  const smallestDrawn = Math.min(...drawn.map(size));
  const largestLeft = Math.max(
    ...cards.filter((c) => !drawn.includes(c.card)).map((c) => Math.abs(c.impact)),
  );
  assert.ok(smallestDrawn >= largestLeft, "the drawn rows are the largest |impact|");
  assert.ok(chart.includes("The 30 largest of 300"));
  assert.equal(section(html, "cards").match(/<tr>/g)?.length, 301, "header + every card");
});

test("very long card names are cut in the chart (full name in its tooltip) and kept in the table", () => {
  const long = `Destroyer ${"of Worlds ".repeat(100)}`.trim();
  const html = renderReport(sampleSummary({ cards: [cardFigure("p1", "long", long, 0.1)] }));
  const chart = section(html, "impact");
  const label = chart.match(/<text [^>]*class="label"[^>]*>([^<]*)<\/text>/);
  assert.ok(label, "a label in the chart");
  assert.ok(label[1].endsWith("…") && label[1].length <= IMPACT.labelUnits, label[1]);
  assert.ok(chart.includes(`<title>${long} (Player 1)`));
  assert.ok(section(html, "cards").includes(`<th scope="row" class="name">${long}</th>`));
});

test("edge cases render without throwing: zero battles, no cards, no turns, one outcome", () => {
  const empty: SimSummary = {
    ...sampleSummary(),
    battles: 0,
    outcomes: [{ key: "unfinished", label: "Unfinished", rate: rate(0, 0) }],
    decisions: { mean: Number.NaN, median: 0, p90: 0, min: 0, max: 0, histogram: [] },
    turns: undefined,
    seats: [],
    cards: [],
    bots: {},
    timing: { workers: 1, seconds: 0, battlesPerSecond: Number.NaN, decisionsPerSecond: Infinity },
  };
  const html = renderReport(empty);
  assertSelfContained(html);
  assert.doesNotMatch(html, /NaN|Infinity|undefined/);
  assert.ok(section(html, "outcomes").includes("No battles were played."));
  assert.ok(section(html, "length").includes("No battles were played."));
  assert.ok(section(html, "impact").includes("No card figures."));
  assert.ok(!html.includes('id="cards"'), "no empty card table");

  const one = renderReport(
    sampleSummary({
      outcomes: [{ key: "win:p1", label: "Player 1 wins", rate: rate(1000, 1000) }],
      turns: undefined,
      cards: [],
    }),
  );
  assertSelfContained(one);
  assert.equal(section(one, "outcomes").match(/<g class="row"/g)?.length, 1);
  assert.ok(one.includes("100.0% (99.6–100.0) · 1,000/1,000"));
  assert.doesNotMatch(one, /NaN|Infinity|undefined/);

  // A card nobody played, or always played, has no comparison: a dash, no bar.
  const never = { ...cardFigure("p1", "never", "Never", 0, 100, 0), impact: 0 };
  const page = renderReport(sampleSummary({ cards: [never] }));
  assert.doesNotMatch(section(page, "impact"), /<rect class="bar/);
  assert.ok(section(page, "cards").includes('<td class="num">—</td>'));
});

test("labels follow the summary's language; unknown languages fall back to English", () => {
  const ja = renderReport(sampleSummary({ lang: "ja" }));
  assert.match(ja, /<html lang="ja">/);
  for (const t of ["対戦数", "シード", "結果", "対戦の長さ", "カードの影響", "与ダメージ"])
    assert.ok(ja.includes(t), `ja: ${t}`);
  assert.ok(!ja.includes(">Battles<"));
  const zh = renderReport(sampleSummary({ lang: "zh" }));
  assert.match(zh, /<html lang="zh">/);
  for (const t of ["对战数", "种子", "对战长度", "卡牌影响", "造成伤害"])
    assert.ok(zh.includes(t), `zh: ${t}`);
  const en = renderReport(sampleSummary({ lang: "fr" }));
  assert.match(en, /<html lang="en">/);
  for (const t of ["Battles", "Seed", "Card impact", "Dealt"])
    assert.ok(en.includes(t), `en: ${t}`);
});

test("per-seat damage table lists totals and per-battle figures", () => {
  const html = section(renderReport(sampleSummary()), "damage");
  assert.ok(
    html.includes(
      'Player 1</th><td class="num">18,234</td><td class="num">18.23</td><td class="num">16,120</td><td class="num">16.12</td>',
    ),
  );
});
