/**
 * A runtime battle at the boundary: the seat that decides, its options' ids (built on demand),
 * choosing by index. So far the runtime plays the opening (surprise, initiative, its ties,
 * round 1) and stops at the first turn (`atTurn`): a turn's options are not lowered yet, so
 * nothing offers this runtime to the simulator (see /work/notes/mg-runtime.md).
 */
import { seedRng } from "../../../engine/rng.ts";
import * as C from "./codes.ts";
import { opening, tieAnswer } from "./opening.ts";
import { MgState, P_TIE, P_TURN } from "./state.ts";
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

  /** Whether the battle waits at a turn (the runtime's frontier: not lowered yet). */
  get atTurn(): boolean {
    return this.s.pKind === P_TURN;
  }

  /** How many options the pending decision has (a tie's; a turn's are not lowered yet). */
  get optionCount(): number {
    if (this.s.pKind !== P_TIE) throw new Error("magical-girl runtime: a turn is not lowered");
    return this.s.optCount;
  }

  /** The engine's id of option `i`. */
  optionId(i: number): string {
    return `first:${this.s.t.ids[this.s.opts[i]]}`;
  }

  /** Answers the pending decision with option `i` and runs on to the next one. */
  choose(i: number): void {
    if (this.s.pKind !== P_TIE) throw new Error("magical-girl runtime: a turn is not lowered");
    tieAnswer(this.s, this.s.opts[i]);
  }

  /** The round, the order (engine ids), whose turn it is and every fighter's DP (for tests). */
  snapshot(): { round: number; order: string[]; active: string | null; dp: number[] } {
    const s = this.s;
    const ids = s.t.ids;
    return {
      round: s.round,
      order: Array.from(s.order.subarray(0, s.orderLen), (i) => ids[i]),
      active: s.active < 0 ? null : ids[s.active],
      dp: Array.from({ length: s.t.n }, (_, i) => s.get(i, C.F_DP)),
    };
  }
}
