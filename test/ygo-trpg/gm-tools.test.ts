/**
 * GM tools: the GM seat's own decisions in the strategy phase, each logged as a GM action —
 * adjust a life or a monster's ATK, keep the GM's rolls secret or reveal them — and undo by replay.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { renderEvent, undoTo, viewFor } from "../../src/engine/index.ts";
import { act, battle, card, events, lines, options, player, position } from "./helpers.ts";

const setup = position(
  "strategy",
  { life: 39, field: ["moss-beetle"] },
  { field: ["grave-warden"] },
);

test("GM tools come after the players' strategy and are the GM's decisions", () => {
  const b = battle(setup, [], {});
  act(b, "p1", "ready");
  assert.equal(b.pending?.seat, "gm");
  assert.ok(options(b).includes("gm-life:p1@+1"));
  assert.ok(options(b).includes("gm-atk:grave-warden-1@-100"));
});

test("GM tools: adjust life (never above 40) and ATK, each logged as a GM action", () => {
  const b = battle(setup, [], {});
  act(b, "p1", "ready");
  act(b, "gm", "gm-life:p1@+1");
  assert.equal(player(b, "p1").life, 40);
  assert.ok(!options(b).includes("gm-life:p1@+1"), "no +1 at 40");
  act(b, "gm", "gm-life:p1@-1");
  act(b, "gm", "gm-atk:grave-warden-1@+100");
  assert.equal(card(b, "grave-warden-1").atk, 1800);
  assert.equal(player(b, "p1").life, 39);
  assert.ok(lines(b).includes("GM action: Player 1's life +1"));
  assert.ok(lines(b, "ja").includes("GMの操作：墓所の番人の攻撃力を+100"));
  assert.deepEqual(
    events(b)
      .filter((e) => e.gm === true)
      .map((e) => e.t),
    ["gm-life", "gm-life", "gm-atk"],
  );
});

test("GM tools: secret GM rolls are private to the GM; players see only that a roll was hidden", () => {
  const b = battle(setup, [3, 3, 3, 3], {});
  act(b, "p1", "ready");
  act(b, "gm", "gm:secret");
  act(b, "gm", "ready");
  while (b.pending && b.pending.prompt.k !== "prompt.act")
    b.choose(
      b.pending.seat,
      b.pending.options.find((o) => ["done", "charge:none"].includes(o.id))!.id,
    );
  act(b, "gm", "attack:grave-warden-1@moss-beetle-1");
  const roll = events(b, "attack-roll")[0];
  assert.deepEqual(roll.$to, ["gm"]);
  assert.equal(events(b, "gm-roll-hidden").length, 1);
  const p1 = viewFor(b, "p1");
  assert.equal(p1.log.filter((e) => e.t === "attack-roll").length, 0);
  assert.equal(events(b, "defense-roll")[0].$to, undefined, "the player's own roll stays public");
  // The players learn the life lost, not the arithmetic (with their own public roll, the
  // damage would give the secret total away), and nothing of the roll in their x.
  const def = (events(b, "defense-roll")[0].check as { total: number }).total;
  const atk = (roll.check as { total: number }).total;
  assert.equal(p1.log.filter((e) => e.t === "battle-damage").length, 0);
  const shown = p1.log.find((e) => e.t === "battle-damage-shown")!;
  assert.deepEqual(Object.keys(shown).sort(), ["card", "life", "lost", "t"]);
  assert.equal(shown.lost, Math.min(Math.max(0, atk - def), 10), "the life lost, at most its 10");
  assert.equal(JSON.stringify(p1).includes(JSON.stringify(roll.check)), false);
  // The GM's own line has the GM's own total, not "—", and no public twin beside it.
  const gm = viewFor(b, "gm");
  assert.equal(JSON.stringify(gm.x).includes(JSON.stringify(roll.check)), true);
  const full = gm.log.find((e) => e.t === "battle-damage")!;
  assert.deepEqual([full.atk, full.def, full.amount], [atk, def, Math.max(0, atk - def)]);
  assert.equal(gm.log.filter((e) => e.t === "battle-damage-shown").length, 0);
  const text = (seat: string) =>
    viewFor(b, seat).log.map((e) => renderEvent(b.system, e, "en", b.state));
  assert.ok(
    text("gm").includes(
      `Moss Beetle takes ${atk} − ${def} = ${full.amount} damage (life left ${full.life})`,
    ),
    text("gm").join("\n"),
  );
  assert.ok(text("p1").some((l) => /^Moss Beetle loses \d+ life \(life left \d+\)$/.test(l)));
  assert.ok(!text("p1").some((l) => l.includes("—") || l.includes(" − ")));
});

test("GM secret rolls: the players' damage is the life lost, capped by the life the monster had", () => {
  const b = battle(setup, [3, 3, 3, 3], {});
  act(b, "p1", "ready");
  // ATK 1700 + 3,000: the attack deals far more than Moss Beetle's 10 life.
  for (let i = 0; i < 30; i++) act(b, "gm", "gm-atk:grave-warden-1@+100");
  act(b, "gm", "gm:secret");
  act(b, "gm", "ready");
  while (b.pending && b.pending.prompt.k !== "prompt.act")
    b.choose(
      b.pending.seat,
      b.pending.options.find((o) => ["done", "charge:none"].includes(o.id))!.id,
    );
  act(b, "gm", "attack:grave-warden-1@moss-beetle-1");
  const full = events(b, "battle-damage")[0];
  assert.deepEqual(full.$to, ["gm"]);
  assert.ok((full.amount as number) > 10, `damage ${full.amount} over the 10 life`);
  for (const seat of ["p1", null]) {
    const v = viewFor(b, seat);
    const shown = v.log.filter((e) => e.t === "battle-damage-shown");
    assert.deepEqual(
      shown.map((e) => [e.lost, e.life]),
      [[10, 0]],
    );
    const json = JSON.stringify(v.log);
    assert.ok(!json.includes(`"amount":${full.amount}`), "the uncapped damage is the GM's only");
  }
});

test("GM tools: the GM reveals the rolls kept secret; then every seat sees them", () => {
  const b = battle(setup, [3, 3, 3, 3], {});
  act(b, "p1", "ready");
  act(b, "gm", "gm:secret");
  act(b, "gm", "ready");
  assert.ok(!options(b).includes("gm:reveal"));
  while (b.pending && !(b.pending.seat === "gm" && options(b).includes("gm:reveal"))) {
    const o = b.pending.options;
    const pick =
      o.find((x) => x.id === "attack:grave-warden-1@moss-beetle-1") ??
      o.find((x) =>
        ["done", "charge:none", "ready", "pass", "end", "no-substitute"].includes(x.id),
      ) ??
      o[0];
    b.choose(b.pending.seat, pick.id);
  }
  const secret = events(b, "attack-roll")[0];
  assert.equal(viewFor(b, "p1").log.filter((e) => e.t === "attack-roll").length, 0);
  act(b, "gm", "gm:reveal");
  const shown = viewFor(b, "p1").log.filter((e) => e.t === "attack-roll");
  assert.equal(shown.length, 1);
  assert.deepEqual(shown[0].check, secret.check);
  assert.equal(shown[0].revealed, true);
  assert.ok(lines(b).includes("GM action: the GM reveals 1 secret roll"));
  assert.ok(!options(b).includes("gm:reveal"), "nothing left to reveal");
});

test("GM tools: undo the last decision by replaying the choices before it", () => {
  const b = battle(setup, [], {});
  act(b, "p1", "ready");
  act(b, "gm", "gm-life:p1@+1");
  const back = undoTo(b.system, b.init!, b.state.history, b.state.history.length - 1);
  assert.equal(player(back, "p1").life, 39);
  assert.equal(back.pending?.seat, "gm");
});

test("GM tool: the GM takes back the last decision, logged as a GM action; players may not", () => {
  const b = battle(setup, [], {});
  act(b, "p1", "ready");
  act(b, "gm", "gm-life:p1@+1");
  assert.equal(player(b, "p1").life, 40);
  assert.throws(() => b.takeBack("p1"), /may not take back/);
  b.takeBack("gm");
  assert.equal(player(b, "p1").life, 39, "the +1 is undone");
  assert.equal(b.pending?.seat, "gm", "the GM decides again");
  assert.ok(options(b).includes("gm-life:p1@+1"));
  assert.deepEqual(events(b).at(-1), {
    t: "take-back",
    seat: "gm",
    by: "gm",
    undone: "gm-life:p1@+1",
  });
  // The undone decision reads as its menu label, not its option id.
  const line = lines(b).find((l) => l.includes("takes back the last decision")) ?? "";
  assert.doesNotMatch(line, /gm-life:p1@\+1/);
  assert.match(line, /\(The GM: Player 1's life \+1\)$/);
});

test("GM take-back is off with the GM tools", () => {
  const b = battle(setup, [], { gmTools: false });
  act(b, "p1", "ready");
  assert.throws(() => b.takeBack("gm"), /may not take back/);
});

test("GM tools: ATK adjustments of one monster merge into one modifier, whatever their number", () => {
  const b = battle(setup, [], {});
  act(b, "p1", "ready");
  const gmMods = () => b.state.mods.filter((m) => m.layer === "gm");
  for (let i = 0; i < 300; i++)
    act(b, "gm", i % 3 === 2 ? "gm-atk:grave-warden-1@-100" : "gm-atk:grave-warden-1@+100");
  assert.equal(card(b, "grave-warden-1").atk, 1700 + 100 * 100, "200 × +100, 100 × −100");
  assert.equal(gmMods().length, 1, "one modifier for the card's ATK");
  assert.equal(gmMods()[0].value, 10_000);
  assert.equal(events(b, "gm-atk").length, 300, "each adjustment is still logged");
  // Back to the printed ATK: nothing left over.
  for (let i = 0; i < 100; i++) act(b, "gm", "gm-atk:grave-warden-1@-100");
  assert.equal(card(b, "grave-warden-1").atk, 1700);
  assert.equal(gmMods().length, 0);
  // A take-back replays the adjustments to the same state.
  const before = card(b, "grave-warden-1").atk;
  act(b, "gm", "gm-atk:grave-warden-1@+100");
  b.takeBack("gm");
  assert.equal(card(b, "grave-warden-1").atk, before);
});
