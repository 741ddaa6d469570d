/**
 * Attack and defence (VIS-01…06), driven through the public API: battles start from a setup,
 * every step is a player's choice, and the assertions read the summary, the pending options
 * and the event log.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { botContext } from "../../src/bots/bot.ts";
import { randomBot } from "../../src/bots/random.ts";
import type { Battle } from "../../src/engine/index.ts";
import { act, card, options, player } from "../shared/battle-helpers.ts";
import { assertIllegal, assertNoBlockOffered, fight, offered, untilMain } from "./drive.ts";
import { battle, eventIndex, events, logged, zone } from "./helpers.ts";
import { asleep, cards, DECK, duel, nodes } from "./setup.ts";

describe("VIS-01 only the turn player attacks, in the main phase, with an active character, at the opponent", () => {
  test("VIS-01 the main phase offers attacks with active characters only; a sleeping one is refused", () => {
    const b = duel(
      { field: cards("cirno:awake", asleep("reisen:asleep")) },
      { field: cards("cirno:foe") },
    );
    assert.equal(b.pending?.seat, "p1");
    assert.equal(b.pending?.prompt.k, "prompt.main");
    assert.deepEqual(offered(b, "attack:"), ["attack:awake"]);
    assertIllegal(b, "p1", "attack:asleep");
    // The opponent's character is not the turn player's to attack with.
    assertIllegal(b, "p1", "attack:foe");
    assertIllegal(b, "p2", "attack:foe");
  });

  test("VIS-01 the target is the opposing player: an unblocked attack costs p2 life, never p1", () => {
    const b = duel({ field: cards("cirno:cirno-a") });
    act(b, "p1", "attack:cirno-a");
    const attack = events(b, "attack")[0];
    assert.equal(attack.seat, "p1");
    assert.equal(attack.defender, "p2");
    act(b, "p2", "block:none");
    act(b, "p2", "graze:no");
    assert.equal(player(b, "p2").life, 17);
    assert.equal(player(b, "p1").life, 20);
    // There is no option to attack a character: attacks name only the attacker.
    assert.ok(!options(b).some((o) => o.startsWith("attack:") && o.includes("@")));
  });

  test("VIS-01 the defender's decisions (block, interference) never offer an attack", () => {
    const b = duel(
      { field: cards("reimu"), hand: [] },
      {
        node: nodes(3),
        hand: cards("satori-gensou:sg", "satori-gensou:sg2"),
        field: cards("cirno:p2-cirno"),
      },
    );
    act(b, "p1", "attack:reimu");
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(offered(b, "attack:"), []);
    assertIllegal(b, "p2", "attack:p2-cirno");
    act(b, "p2", "block:none");
    // p1 has nothing to play; p2 gets the interference window.
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(offered(b, "attack:"), []);
    assertIllegal(b, "p2", "attack:p2-cirno");
  });

  test("VIS-01 over whole games, attack options appear only in the turn player's main phase, for their active non-doll characters", () => {
    let attacksSeen = 0;
    const bySeat: Record<string, number> = { p1: 0, p2: 0 };
    for (const seed of [1, 2, 3, 4]) {
      const b = battle(
        { start: "game", p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
        seed,
      );
      const bots = { p1: randomBot(seed * 11), p2: randomBot(seed * 13) };
      for (let i = 0; i < 600 && b.pending !== null; i++) {
        const p = b.pending;
        const attacks = p.options.map((o) => o.id).filter((o) => o.startsWith("attack:"));
        if (attacks.length > 0) {
          assert.equal(p.seat, b.state.x.active, "only the turn player attacks");
          assert.equal(b.state.x.phase, "main");
          assert.equal(p.prompt.k, "prompt.main");
          for (const o of attacks) {
            const c = b.state.cards[o.slice(7)];
            assert.equal(c.zone, `${p.seat}:field`, o);
            assert.notEqual(c.f.sleep, true, `${o} is sleeping`);
            assert.ok(!((c.stats["kw.doll"] ?? 0) > 0), `${o} is a doll`);
          }
          attacksSeen += attacks.length;
          bySeat[p.seat] += 1;
        }
        b.choose(p.seat, bots[p.seat as "p1" | "p2"].choose(botContext(b, p.seat)));
      }
    }
    // The property was exercised for both seats.
    assert.ok(attacksSeen > 20, `${attacksSeen} attack options seen`);
    assert.ok(bySeat.p1 > 0 && bySeat.p2 > 0, JSON.stringify(bySeat));
  });

  test("VIS-01 an active character whose attack fell below 0 may still attack (and deals 0)", () => {
    const b = duel({
      field: [{ card: "youkai-rabbit", id: "weak", mods: [{ layer: "add", attack: -2 }] }],
    });
    assert.equal(card(b, "weak").attack, -1);
    assert.deepEqual(offered(b, "attack:"), ["attack:weak"]);
    fight(b, "weak", "none");
    assert.equal(events(b, "combat-hit")[0]?.amount, 0);
    assert.equal(player(b, "p2").life, 20);
  });
});

describe("VIS-02 attacking and blocking put the character to sleep; one attacker, at most one blocker", () => {
  test("VIS-02 the attacker goes to sleep when the attack is declared, before the block decision", () => {
    const b = duel({ field: cards("reisen") }, { field: cards("cirno") });
    assert.equal(card(b, "reisen").sleep, false);
    act(b, "p1", "attack:reisen");
    assert.equal(b.pending?.prompt.k, "prompt.block");
    assert.equal(card(b, "reisen").sleep, true);
    assert.equal(card(b, "cirno").sleep, false);
  });

  test("VIS-02 the blocker goes to sleep; the other defender stays active and is never offered a second block", () => {
    const b = duel(
      {
        node: nodes(2),
        hand: cards("scarlet-fervor:fervor"),
        field: cards("reisen", "cirno:p1-cirno"),
      },
      { field: cards("meiling", "cirno:p2-cirno") },
    );
    act(b, "p1", "attack:reisen");
    // One decision: each blocker is a separate option, so at most one blocks.
    assert.deepEqual(offered(b, "block:"), ["block:meiling", "block:p2-cirno", "block:none"]);
    act(b, "p2", "block:p2-cirno");
    // Interference: p1 (who has a play) answers first. The blocker is asleep already.
    assert.equal(b.pending?.seat, "p1");
    assert.equal(card(b, "p2-cirno").sleep, true);
    assert.equal(card(b, "meiling").sleep, false);
    // One attacker: the other active character cannot join this attack.
    assert.deepEqual(offered(b, "attack:"), []);
    const seen = untilMain(b);
    assert.ok(seen.every((ids) => !ids.some((o) => o.startsWith("block:"))));
    assert.deepEqual(logged(b, "combat-damage", "card", "to"), [
      ["reisen", "p2-cirno"],
      ["p2-cirno", "reisen"],
    ]);
    assert.equal(card(b, "meiling").damage, 0);
    // After the combat the other character may attack on its own (one attacker per attack).
    assert.deepEqual(offered(b, "attack:"), ["attack:p1-cirno"]);
  });
});

describe("VIS-03 block only right after the attack, with an active character; playing first gives it up", () => {
  /**
   * After Reisen's attack p2 answers `answer` (a play) instead of blocking and the attack runs
   * on. Asserts that no block was offered again nor made, and that Reisen hit p2 for 4.
   */
  function playInsteadOfBlock(b: Battle, answer: string): string[][] {
    act(b, "p2", answer);
    const seen = untilMain(b);
    assertNoBlockOffered(seen);
    assert.equal(events(b, "block").length, 0);
    assert.equal(card(b, "cirno").sleep, false, "cirno never blocked");
    assert.equal(player(b, "p2").life, 16);
    return seen;
  }

  test("VIS-03 the defender is asked at once, and only its active characters may block", () => {
    const b = duel(
      { field: cards("reisen") },
      { field: cards("cirno:awake", asleep("meiling:asleep")) },
    );
    act(b, "p1", "attack:reisen");
    assert.equal(b.pending?.seat, "p2");
    assert.equal(b.pending?.prompt.k, "prompt.block");
    assert.equal(events(b).at(-1)?.t, "attack", "the block decision comes right after the attack");
    assert.deepEqual(offered(b, "block:"), ["block:awake", "block:none"]);
    assertIllegal(b, "p2", "block:asleep");
    assertIllegal(b, "p2", "block:reisen");
    assertIllegal(b, "p1", "block:awake");
    act(b, "p2", "block:awake");
    assert.equal(events(b, "block")[0]?.card, "awake");
  });

  test("VIS-03 playing a command card instead of blocking gives up the block for this attack", () => {
    const b = duel(
      { field: cards("reisen") },
      { node: nodes(4), hand: cards("satori-gensou:sg", "spell-break:sb"), field: cards("cirno") },
    );
    act(b, "p1", "attack:reisen");
    assert.ok(options(b).includes("block:cirno"));
    // Every later decision of this attack: no block is offered any more.
    const seen = playInsteadOfBlock(b, "play:sg@reisen");
    assert.ok(seen.length > 0);
    // Reisen took 3 (survives, 4/4) and hit p2 unblocked for 4.
    assert.equal(events(b, "combat-hit")[0]?.card, "reisen");
  });

  test("VIS-03 using an activated effect instead of blocking gives up the block too", () => {
    const b = duel(
      { field: cards("reisen") },
      { node: nodes(3), field: cards("patchouli", "cirno") },
    );
    act(b, "p1", "attack:reisen");
    assert.deepEqual(offered(b, "block:"), ["block:patchouli", "block:cirno", "block:none"]);
    playInsteadOfBlock(b, "act:patchouli.0@reisen");
  });

  test("VIS-03 once the block decision is made, the attacker's plays do not reopen it", () => {
    const b = duel(
      { node: nodes(2), hand: cards("scarlet-fervor:fervor"), field: cards("cirno:attacker") },
      { node: nodes(2), hand: cards("satori-gensou:sg"), field: cards("reisen") },
    );
    fight(b, "attacker", "none");
    act(b, "p1", "play:fervor@attacker");
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(offered(b, "block:"), []);
    assertIllegal(b, "p2", "block:reisen");
    assertNoBlockOffered(untilMain(b));
    // Cirno 3 + 2 = 5, unblocked.
    assert.equal(player(b, "p2").life, 15);
  });
});

describe("VIS-04 interference: alternate plays, last in first out, new plays reopen, combat after all", () => {
  /**
   * Sakuya (3/3) attacks unblocked; p1 holds two Scarlet Fervor, p2 two Satori Gensou (a second
   * card each, so neither passes automatically while the exchange goes on).
   */
  function lifoSetup(): Battle {
    const b = duel(
      {
        node: nodes(3),
        hand: cards("scarlet-fervor:fervor", "scarlet-fervor:fervor2"),
        field: cards("sakuya"),
      },
      { node: nodes(4), hand: cards("satori-gensou:sg", "satori-gensou:sg2") },
    );
    fight(b, "sakuya", "none");
    return b;
  }

  test("VIS-04 each play passes priority to the other player; one pass does not resolve", () => {
    const b = lifoSetup();
    assert.equal(b.pending?.seat, "p1", "after the block decision the attacker acts first");
    act(b, "p1", "play:fervor@sakuya");
    assert.equal(b.pending?.seat, "p2");
    act(b, "p2", "play:sg@sakuya");
    assert.equal(b.pending?.seat, "p1");
    act(b, "p1", "pass");
    assert.equal(b.pending?.seat, "p2");
    assert.equal(events(b, "resolve").length, 0, "one pass resolves nothing");
    assert.equal(b.state.stack.length, 2);
  });

  test("VIS-04 when both pass in succession the plays resolve last-in-first-out", () => {
    const b = lifoSetup();
    act(b, "p1", "play:fervor@sakuya");
    act(b, "p2", "play:sg@sakuya");
    const pushed = b.state.stack.map((i) => [i.id, i.play.card]);
    assert.deepEqual(
      pushed.map(([, c]) => c),
      ["fervor", "sg"],
    );
    act(b, "p1", "pass");
    act(b, "p2", "pass");
    // Satori Gensou (played last) resolves first: 3 damage dooms Sakuya (3/3) before Scarlet
    // Fervor (+2/+1) could save it; the fervor then has no target. First in first out would
    // have left Sakuya at 5/4 with 3 damage, hitting for 5.
    assert.deepEqual(logged(b, "resolve", "item"), [pushed[1][0], pushed[0][0]]);
    assert.ok(eventIndex(b, { t: "destroyed", card: "sakuya" }) < eventIndex(b, { t: "fizzle" }));
    assert.equal(events(b, "fizzle")[0]?.card, "fervor");
    assert.equal(card(b, "sakuya").zone, "p1:grave");
    untilMain(b);
    assert.equal(player(b, "p2").life, 20);
  });

  test("VIS-04 a pass followed by a new play starts the exchange over", () => {
    const b = duel(
      {
        node: nodes(3),
        hand: cards("scarlet-fervor:fervor", "scarlet-fervor:fervor2", "scarlet-fervor:fervor3"),
        field: cards("reimu"),
      },
      { node: nodes(3), hand: cards("satori-gensou:sg") },
    );
    fight(b, "reimu", "none");
    act(b, "p1", "play:fervor@reimu");
    act(b, "p2", "pass");
    act(b, "p1", "play:fervor2@reimu");
    assert.equal(events(b, "resolve").length, 0);
    act(b, "p2", "pass");
    assert.equal(events(b, "resolve").length, 0, "p2's pass alone is not two in succession");
    act(b, "p1", "pass");
    assert.equal(events(b, "resolve").length, 2);
  });

  test("VIS-04 new plays after a resolution reopen the exchange; combat starts only after every play resolved", () => {
    const b = duel({
      node: nodes(3),
      hand: cards("scarlet-fervor:fervor", "scarlet-fervor:fervor2"),
      field: cards("reimu"),
    });
    fight(b, "reimu", "none");
    act(b, "p1", "play:fervor@reimu");
    // p2 has no legal play and passes automatically; p1 passes: the stack resolves.
    act(b, "p1", "pass");
    assert.equal(events(b, "resolve").length, 1);
    // The exchange reopens with the turn player; no combat yet.
    assert.equal(b.pending?.seat, "p1");
    assert.equal(b.pending?.prompt.k, "prompt.respond");
    assert.equal(events(b, "combat-start").length, 0);
    // p2 passes automatically again, and so does p1 (nothing left to play): all resolved.
    act(b, "p1", "play:fervor2@reimu");
    assert.equal(events(b, "resolve").length, 2);
    const lastResolve = b.state.log.map((e) => e.t).lastIndexOf("resolve");
    const start = eventIndex(b, { t: "combat-start" });
    assert.ok(start > lastResolve, "combat starts after the last resolution");
    // Reimu 3/3 + 2/1 + 2/1 = 7/5 hits for 7: both plays resolved before combat damage.
    assert.equal(events(b, "combat-hit")[0]?.amount, 7);
    assert.equal(player(b, "p2").life, 13);
  });

  test("VIS-04 a play in the main phase gives the opponent priority first", () => {
    const b = duel(
      { node: nodes(3), hand: cards("satori-gensou:sg"), field: cards("reisen") },
      { node: nodes(3), hand: cards("satori-gensou:sg2"), field: cards("cirno") },
    );
    act(b, "p1", "play:sg@cirno");
    assert.equal(b.pending?.seat, "p2");
    assert.equal(b.pending?.prompt.k, "prompt.respond");
    // p2 answers on top: Satori Gensou on Reisen resolves first (3 < 4: Reisen survives).
    // Neither has another play: both pass automatically and the stack resolves.
    act(b, "p2", "play:sg2@reisen");
    assert.deepEqual(logged(b, "damage", "card"), ["reisen", "cirno"]);
    assert.equal(card(b, "cirno").zone, "p2:grave");
  });
});

describe("VIS-05 the turn player may attack any number of times while an active character remains", () => {
  test("VIS-05 each active character attacks in turn; when none is left, no attack is offered", () => {
    const b = duel({ field: cards("cirno:a", "cirno:b", asleep("cirno:c")) });
    assert.deepEqual(offered(b, "attack:"), ["attack:a", "attack:b"]);
    fight(b, "a", "none");
    act(b, "p2", "graze:no");
    assert.deepEqual(offered(b, "attack:"), ["attack:b"]);
    fight(b, "b", "none");
    act(b, "p2", "graze:no");
    assert.deepEqual(offered(b, "attack:"), []);
    assert.deepEqual(options(b), ["end"]);
    assert.equal(player(b, "p2").life, 14);
  });

  test("VIS-05 a character readied by an effect may attack again in the same main phase", () => {
    const b = duel({ node: nodes(2), hand: cards("frozen-moment:fm"), field: cards("cirno") });
    fight(b, "cirno", "none");
    untilMain(b);
    assert.deepEqual(offered(b, "attack:"), []);
    act(b, "p1", "play:fm@cirno");
    untilMain(b);
    assert.equal(card(b, "cirno").sleep, false);
    assert.deepEqual(offered(b, "attack:"), ["attack:cirno"]);
    fight(b, "cirno", "none");
    untilMain(b);
    assert.equal(events(b, "attack").length, 2);
    assert.equal(player(b, "p2").life, 14);
  });
});

describe("VIS-06 a character removed before combat deals and receives no combat damage", () => {
  /** p1's `attacker` is blocked by p2's Cirno, which p1's Satori Gensou destroys before combat. */
  function blockerRemoved(attacker: string): { b: Battle; seen: string[][] } {
    const b = duel(
      { node: nodes(2), hand: cards("satori-gensou:sg"), field: cards(attacker) },
      { field: cards("cirno") },
    );
    fight(b, attacker, "cirno");
    act(b, "p1", "play:sg@cirno");
    return { b, seen: untilMain(b) };
  }

  test("VIS-06 attacker returned to hand before combat: no combat, no life loss, no graze", () => {
    const b = duel(
      { field: cards("reimu") },
      { node: nodes(2), hand: cards("spiriting-away:away"), field: cards("cirno") },
    );
    act(b, "p1", "attack:reimu");
    act(b, "p2", "play:away@reimu");
    const seen = untilMain(b);
    assert.ok(!seen.some((ids) => ids.includes("graze:yes")), "no graze is offered");
    assert.equal(card(b, "reimu").zone, "p1:hand");
    assert.equal(events(b, "attack-fizzled")[0]?.card, "reimu");
    assert.equal(events(b, "combat-start").length, 0);
    assert.equal(events(b, "combat-hit").length, 0);
    assert.equal(events(b, "graze").length, 0);
    assert.equal(player(b, "p2").life, 20);
    assert.equal(zone(b, "p2:deck").length, DECK.length);
  });

  test("VIS-06 attacker destroyed by an effect before combat: the blocker takes and deals nothing", () => {
    const b = duel(
      { field: cards("cirno") },
      { node: nodes(2), hand: cards("satori-gensou:sg"), field: cards("reisen") },
    );
    fight(b, "cirno", "reisen");
    act(b, "p2", "play:sg@cirno");
    untilMain(b);
    assert.equal(card(b, "cirno").zone, "p1:grave");
    assert.equal(events(b, "combat-damage").length, 0);
    assert.equal(card(b, "reisen").zone, "p2:field");
    assert.equal(card(b, "reisen").damage, 0);
    assert.equal(player(b, "p2").life, 20);
  });

  test("VIS-06 blocker removed before combat: the attacker deals no combat damage (no life loss, no graze) and takes none", () => {
    const { b, seen } = blockerRemoved("reimu");
    assert.equal(card(b, "cirno").zone, "p2:grave");
    assert.ok(
      eventIndex(b, { t: "destroyed", card: "cirno" }) < eventIndex(b, { t: "combat-start" }),
    );
    assert.equal(events(b, "combat-damage").length, 0);
    assert.equal(events(b, "combat-hit").length, 0);
    assert.ok(!seen.some((ids) => ids.includes("graze:yes")));
    assert.equal(card(b, "reimu").damage, 0);
    assert.equal(player(b, "p2").life, 20);
  });

  test("VIS-06 reading: a pierce attacker whose blocker was removed deals nothing to the player either", () => {
    const { b } = blockerRemoved("sakuya");
    assert.equal(events(b, "pierce").length, 0);
    assert.equal(player(b, "p2").life, 20);
  });

  test("VIS-06 an attacker that left the field and came back before combat is a new character: no combat damage", () => {
    // Tewi (奇襲・速攻) is returned to hand by her own player and played again during the
    // interference of her attack: the card on the field is not the one that attacked.
    const b = duel({ node: nodes(3), hand: cards("spiriting-away:away"), field: cards("tewi") });
    fight(b, "tewi", "none");
    act(b, "p1", "play:away@tewi");
    // Both pass (p2 automatically): Tewi goes back to hand; p1 may play again.
    assert.equal(card(b, "tewi").zone, "p1:hand");
    act(b, "p1", "play:tewi");
    const seen = untilMain(b);
    assert.equal(card(b, "tewi").zone, "p1:field");
    assert.equal(events(b, "combat-hit").length, 0);
    assert.ok(!seen.some((ids) => ids.includes("graze:yes")), "no graze is offered");
    assert.equal(player(b, "p2").life, 20);
    // The new Tewi (速攻, active) has not attacked yet and may do so.
    assert.deepEqual(offered(b, "attack:"), ["attack:tewi"]);
  });

  test("VIS-06 a blocker that left the field and came back before combat does not fight", () => {
    const b = duel(
      { field: cards("reimu") },
      { node: nodes(3), hand: cards("spiriting-away:away"), field: cards("tewi") },
    );
    fight(b, "reimu", "tewi");
    act(b, "p2", "play:away@tewi");
    // Resolved: Tewi is in p2's hand; p2 plays her again (奇襲) before combat.
    act(b, "p2", "play:tewi");
    const seen = untilMain(b);
    assert.equal(card(b, "tewi").zone, "p2:field");
    assert.equal(events(b, "combat-damage").length, 0);
    assert.equal(card(b, "tewi").damage, 0);
    assert.equal(card(b, "reimu").damage, 0);
    // The attack was blocked: no life loss and no graze.
    assert.ok(!seen.some((ids) => ids.includes("graze:yes")));
    assert.equal(player(b, "p2").life, 20);
  });
});
