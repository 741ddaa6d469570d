/**
 * Issue 28: results and words that read right. Every system's end reasons, for every seat that can
 * win, in ja / zh / en — as the table server's result line (`resultText`) and as the log's end
 * line: a verb agrees with a plural winner ("the players win"), the winner is named once, no
 * "(s)", no "[]", no raw key or tag; and counted nouns take the count's plural.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  fill,
  isPluralSeat,
  type Json,
  LANGS,
  type LogEvent,
  renderEvent,
  resultText,
  seatLabel,
  startBattle,
  winsText,
} from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { vision } from "../../src/systems/vision/index.ts";

/** What must never show in a line people read. */
function assertReads(text: string, where: string): void {
  assert.doesNotMatch(text, /\(s\)/, `${where}: "(s)" in ${text}`);
  assert.doesNotMatch(text, /\[\]|［］/, `${where}: an empty list in ${text}`);
  assert.doesNotMatch(
    text,
    /\{|\}|\b(reason|term|seat|ev)\.[\w-]+|undefined|NaN/,
    `${where}: ${text}`,
  );
}

for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
  test(`${id}: every end reason reads right for every winner in ja, zh and en`, () => {
    const { system } = entry;
    const b = startBattle(system, { seed: 1, setup: entry.newGame as Json });
    const seats = Object.keys(system.messages)
      .filter((k) => k.startsWith("seat."))
      .map((k) => k.slice(5));
    const reasons = Object.keys(system.messages).filter((k) => k.startsWith("reason."));
    assert.ok(reasons.length > 0 && seats.length > 0, id);
    for (const reason of reasons)
      for (const winner of seats)
        for (const lang of LANGS) {
          const other = seats.find((s) => s !== winner) ?? winner;
          const r = {
            winner,
            outcome: "win",
            reason: { k: reason, p: { winner, side: other } },
          };
          const where = `${id} ${reason} ${winner} ${lang}`;
          const line = resultText(system, r, lang, b.state);
          const end = renderEvent(system, { t: "end", ...r } as unknown as LogEvent, lang, b.state);
          for (const text of [line, end]) {
            assertReads(text, where);
            const name = seatLabel(system, winner, lang, b.state);
            if (isPluralSeat(system, winner))
              assert.ok(!text.includes(`${name} wins`), `${where}: ${text}`);
            else if (lang === "en")
              assert.ok(
                !/ win\b/.test(text.split(name).slice(1).join(name).slice(0, 5)),
                `${where}: ${text}`,
              );
          }
          const wins = winsText(system, winner, lang, b.state);
          assert.ok(line.split(wins).length <= 2, `${where}: the winner is named twice in ${line}`);
        }
  });
}

test("plural seats take a plural verb: the players win, the magical girls win", () => {
  const ygo = SYSTEM_ENTRIES["ygo-trpg"].system;
  const mg = SYSTEM_ENTRIES["magical-girl"].system;
  assert.equal(winsText(ygo, "players", "en", null), "The players win");
  assert.equal(winsText(mg, "party", "en", null), "the magical girls win");
  assert.equal(winsText(mg, "kp", "en", null), "the KP wins");
  assert.equal(winsText(ygo, "players", "ja", null), "プレイヤー側の勝利");
});

test("a duel's end names who stands on the winning side", () => {
  const entry = SYSTEM_ENTRIES["magical-girl"];
  const duel = entry.modes?.duel;
  assert.ok(duel);
  const b = startBattle(entry.system, { seed: 1, setup: duel.setup as Json });
  const r = { winner: "b", outcome: "win", reason: { k: "reason.duel", p: { side: "a" } } };
  for (const lang of LANGS) {
    const line = resultText(entry.system, r, lang, b.state);
    for (const c of Object.values(b.state.cards))
      assert.ok(line.includes(entry.system.cardName(c.def, lang, b.state)), `${lang}: ${line}`);
  }
});

test("counted nouns: 1 card, 2 cards; an empty list reads none", () => {
  const t = "Graze ({~n|card|cards})?";
  assert.equal(fill(t, { n: 1 }, "en", vision, null), "Graze (1 card)?");
  assert.equal(fill(t, { n: 2 }, "en", vision, null), "Graze (2 cards)?");
  assert.equal(fill(t, { n: 0 }, "en", vision, null), "Graze (0 cards)?");
  assert.equal(fill("items: {@@items}", { items: [] }, "en", vision, null), "items: none");
  for (const { system } of Object.values(SYSTEM_ENTRIES))
    for (const k of Object.keys(system.messages))
      for (const lang of LANGS)
        assert.doesNotMatch(system.messages[k][lang], /\(s\)/, `${system.id} ${k} ${lang}`);
});
