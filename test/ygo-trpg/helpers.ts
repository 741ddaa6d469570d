/**
 * Shared helpers for the ygo-trpg rule tests: start a battle from a setup through the public API,
 * read the summary, list pending options and search the event log.
 */
import assert from "node:assert/strict";
import {
  type Battle,
  IllegalChoiceError,
  type Json,
  type LogEvent,
  renderEvent,
  startBattle,
} from "../../src/engine/index.ts";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";

export { act, card, options, player } from "../shared/battle-helpers.ts";

import { options } from "../shared/battle-helpers.ts";

export { ygoTrpg };

/** Starts a battle (seed 1 unless given; GM tools off unless asked) with pinned dice. */
export function battle(
  setup: Json,
  dice: number[] = [],
  options: Record<string, Json> = { gmTools: false },
  seed = 1,
): Battle {
  return startBattle(ygoTrpg, { seed, setup, pinned: dice, options });
}

/**
 * A mid-round setup: p1 plays Akane with empty decks unless given; the GM has `gm` on its field.
 * `p1` / `players` fields are merged over the defaults.
 */
export function position(
  phase: string,
  p1: Record<string, Json>,
  gm: Record<string, Json>,
  more: Record<string, Json> = {},
): Json {
  return {
    start: "phase",
    phase,
    round: 2,
    players: { p1: { character: "akane", monsterDeck: [], itemDeck: [], ...p1 }, ...more },
    gm,
  };
}

/** Logged events, optionally only of type `t`. */
export function events(b: Battle, t?: string): LogEvent[] {
  return t === undefined ? b.state.log : b.state.log.filter((e) => e.t === t);
}

/** The log rendered in a language. */
export function lines(b: Battle, lang: "ja" | "zh" | "en" = "en"): string[] {
  return b.state.log.map((e) => renderEvent(ygoTrpg, e, lang, b.state));
}

/** The event types in log order, without the bookkeeping ones in `skip`. */
export function types(b: Battle, skip: string[] = ["drew", "charge-card"]): string[] {
  return b.state.log.map((e) => e.t).filter((t) => !skip.includes(t));
}

/** Asserts that `seat` choosing `option` is refused without changing state. */
export function assertIllegal(b: Battle, seat: string, option: string): void {
  const before = b.hash();
  assert.throws(() => b.choose(seat, option), IllegalChoiceError, `${seat} ${option}`);
  assert.equal(b.hash(), before);
}

/** Answers `done` / `pass` / `ready` / `no-substitute` / `charge:none` until `stop` holds or nothing fits. */
export function skipTo(b: Battle, stop: (b: Battle) => boolean): void {
  const dull = ["ready", "charge:none", "done", "pass", "no-substitute", "end"];
  while (b.pending !== null && !stop(b)) {
    const id = options(b).find((o) => dull.includes(o));
    if (id === undefined) return;
    b.choose(b.pending.seat, id);
  }
}
