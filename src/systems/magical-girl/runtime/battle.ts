/**
 * A runtime battle at the boundary: the seat that decides, its options' ids (built on demand),
 * choosing by index. So far the runtime plays the opening (surprise, initiative, its ties),
 * the rounds, and of a turn: its options, ending it, a stance, a ready declaration, a skill use
 * and a priced task. Attacks, abilities, throws, the open ready action and what follows them
 * are its frontier (`lowered(i)` says which options it plays), so nothing offers this runtime to
 * the simulator yet (see /work/notes/mg-runtime.md).
 */
import { seedRng } from "../../../engine/rng.ts";
import * as C from "./codes.ts";
import { opening } from "./opening.ts";
import { idOf } from "./options.ts";
import { answer, playable } from "./run.ts";
import { MgState } from "./state.ts";
import type { MgTemplate } from "./template.ts";

/** A battle of a template for a seed, paused at its first decision. */
export class MgRuntimeBattle {
  readonly s: MgState;
  readonly seats: readonly string[];

  constructor(t: MgTemplate, seed: number) {
    this.s = new MgState(t, seed, seedRng(seed));
    this.seats = t.seats;
    opening(this.s);
  }

  /** The seat that decides now, or null when the battle is over. */
  get pendingSeat(): string | null {
    return this.s.over ? null : this.s.t.seats[this.s.pSeat];
  }

  /** How many options the pending decision has. */
  get optionCount(): number {
    return this.s.optCount;
  }

  /** The engine's id of option `i`. */
  optionId(i: number): string {
    return idOf(this.s.t, this.s.opts[i]);
  }

  /** Whether the runtime plays option `i` (the others are its frontier). */
  lowered(i: number): boolean {
    return playable(this.s, this.s.opts[i]);
  }

  /** Answers the pending decision with option `i` and runs on to the next one. */
  choose(i: number): void {
    const c = this.s.opts[i];
    if (!playable(this.s, c))
      throw new Error(`magical-girl runtime: "${this.optionId(i)}" is not lowered`);
    answer(this.s, c);
  }

  /** The result: the winner (a seat, or a side in PvP) and the outcome, or null while it runs. */
  get result(): { winner: string | null; outcome: string } | null {
    return this.s.over ? { winner: this.s.winner, outcome: this.s.outcome } : null;
  }

  /** The round, the order (engine ids), whose turn it is, every fighter's DP, HP, wound (tests). */
  snapshot(): {
    round: number;
    order: string[];
    active: string | null;
    dp: number[];
    hp: number[];
    wound: string[];
  } {
    const s = this.s;
    const ids = s.t.ids;
    return {
      round: s.round,
      order: Array.from(s.order.subarray(0, s.orderLen), (i) => ids[i]),
      active: s.active < 0 ? null : ids[s.active],
      dp: Array.from({ length: s.t.n }, (_, i) => s.get(i, C.F_DP)),
      hp: Array.from({ length: s.t.n }, (_, i) => s.get(i, C.F_HP)),
      wound: Array.from({ length: s.t.n }, (_, i) => C.WOUNDS[s.get(i, C.F_WOUND)]),
    };
  }
}
