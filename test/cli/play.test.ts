import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { attackScenario, kassen, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("play");
after(() => tmp.cleanup());
const scenario = tmp.write("attack.yaml", attackScenario());

describe("kassen play through a pipe", () => {
  test("answers by number, then EOF quits cleanly", () => {
    const r = kassen(["play", scenario, "--seat", "p2", "--lang", "en"], "2\n");
    assert.equal(r.code, 0, r.stderr);
    // The log before the first decision, then the prompt with numbered options and ids.
    assert.match(r.stdout, /Player 2 loses 4 life → 16\nPlayer 2 — Graze/);
    assert.match(r.stdout, / {2}1\. Graze {2}\[graze:yes\]\n {2}2\. Do not graze {2}\[graze:no\]/);
    assert.match(r.stdout, /Player 2 declines to graze/);
    // The bot played p1's turn out; p2 is asked again, then input ends.
    assert.match(r.stdout, /Turn 3/);
    assert.match(r.stdout, /bye\n$/);
    assert.equal(r.stderr, "");
  });

  test("option ids, state, help, undo and bad answers", () => {
    const r = kassen(
      ["play", scenario, "--seat", "p2", "--lang", "en"],
      "graze:no\nstate\nhelp\n42\nundo\nlog\nquit\n",
    );
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Player 2 \(you\): life 16/);
    assert.match(r.stdout, /p2:field:\n {2}Cirno \[cirno-1\]/);
    assert.match(r.stdout, /type a number 1–\d+ or an option id/);
    assert.match(r.stdout, /not an option: 42/);
    assert.match(r.stdout, /undone: back to your previous decision\nPlayer 2 — Graze/);
    assert.match(r.stdout, /bye\n$/);
  });

  test("the menu is driven by numbers too", () => {
    const r = kassen(["menu", "--seed", "3", "--lang", "en"], "1\n1\n2\n2\nquit\n");
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^System\n {2}1\. /);
    assert.match(r.stdout, /New game {2}\[new\]/);
    assert.match(r.stdout, /Your seat\n {2}1\. Player 1 {2}\[p1\]\n {2}2\. Player 2 {2}\[p2\]/);
    assert.match(r.stdout, /Opponents\n {2}1\. Random/);
    assert.match(r.stdout, /The game begins/);
    // A new game is a played battle: its card ids say nothing of the cards.
    assert.match(r.stdout, /Set as node: [^[]+\[node:[a-z][a-z0-9]{5}\]/);
    // The seed would give the bots' hands away: it is told only once the game is over.
    assert.match(r.stdout, /bye\nseed 3 \(kassen menu --seed 3 deals this game again\)\n$/);
    assert.ok(r.stdout.indexOf("seed 3") > r.stdout.lastIndexOf("bye"));
  });
});
