/**
 * Driving Vision battles in the rule tests: the choice sequences they all make (attack and
 * block, play and let it resolve, answer everything until the main phase, end the turn), each a
 * series of `choose` calls through the public API with the seat checked at every step.
 */
import assert from "node:assert/strict";
import { type Battle, IllegalChoiceError, type Json } from "../../src/engine/index.ts";
import { act, options } from "../shared/battle-helpers.ts";
import { type CardSpec, cards, duel, type Side } from "./setup.ts";

/** The other seat. */
export const opponent = (seat: string): string => (seat === "p1" ? "p2" : "p1");

/** The pending option ids that start with `prefix` (`"attack:"`, `"block:"`, `"play:"`…). */
export function offered(b: Battle, prefix: string): string[] {
  return options(b).filter((o) => o.startsWith(prefix));
}

/**
 * `seat` (p1 unless given) attacks with `attacker` and the opponent answers `block` (a card id
 * or "none"). Nobody plays anything in between.
 */
export function fight(b: Battle, attacker: string, block: string, seat = "p1"): void {
  act(b, seat, `attack:${attacker}`);
  act(b, opponent(seat), `block:${block}`);
}

/** Passes for whichever seat is asked while a pass is offered (an interference window). */
export function passAll(b: Battle): void {
  while (b.pending !== null && options(b).includes("pass")) b.choose(b.pending.seat, "pass");
}

/** Asserts that `seat` choosing `option` is refused (IllegalChoiceError) without changing state. */
export function assertIllegal(b: Battle, seat: string, option: string): void {
  const before = b.hash();
  assert.throws(() => b.choose(seat, option), IllegalChoiceError, `${seat} ${option}`);
  assert.equal(b.hash(), before, `refusing ${seat} ${option} changed the state`);
}

/** `seat` (p1 unless given) plays a card or uses an ability; everyone passes until it resolved. */
export function play(b: Battle, option: string, seat = "p1"): void {
  act(b, seat, option);
  passAll(b);
}

/**
 * Answers every decision with pass (else by declining the graze) until `seat`'s main phase is
 * asked again, and returns each decision's options seen on the way.
 */
export function untilMain(b: Battle, seat = "p1"): string[][] {
  const seen: string[][] = [];
  while (b.pending !== null && b.pending.prompt.k !== "prompt.main") {
    const ids = options(b);
    seen.push(ids);
    const pick = ids.includes("pass") ? "pass" : ids.includes("graze:no") ? "graze:no" : null;
    assert.ok(pick !== null, `no pass/decline among ${ids.join(", ")}`);
    b.choose(b.pending.seat, pick);
  }
  assert.equal(b.pending?.seat, seat);
  return seen;
}

/** Asserts that none of the decisions `seen` (from {@link untilMain}) offered a block. */
export function assertNoBlockOffered(seen: string[][]): void {
  for (const ids of seen)
    assert.deepEqual(
      ids.filter((o) => o.startsWith("block:")),
      [],
    );
}

/** Ends the current main phase and answers nothing else; asserts it reaches `next`'s main. */
export function endTurn(b: Battle, next: string): void {
  act(b, b.pending?.seat ?? "", "end");
  assert.equal(b.pending?.seat, next);
  assert.equal(b.pending?.prompt.k, "prompt.main");
}

/**
 * A battle in p1's main phase where p1's `attacker` has just attacked and p2 answered with
 * `blocker` (or "none"), each the one character on its side (specs as {@link cards} reads them).
 * `p2` adds to the defender's side (a deck to graze from, say).
 */
export function clash(attacker: CardSpec, blocker: CardSpec | "none", p2: Side = {}): Battle {
  const [a] = cards(attacker);
  const b = duel({ field: [a] }, blocker === "none" ? p2 : { ...p2, field: cards(blocker) });
  fight(b, idOf(a), blocker === "none" ? "none" : idOf(cards(blocker)[0]));
  return b;
}

/** The id of a card entry made by {@link cards}. */
const idOf = (entry: Json): string => String((entry as Record<string, Json>).id);
