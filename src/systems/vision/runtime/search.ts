/**
 * A runtime battle as search bots play it (src/engine/search-battle.ts): answered by option
 * number, forked by clone.ts, valued by evaluate.ts. Options are keyed by their integer codes:
 * in a sample (determinize.ts) card numbers go by place, as the engine's sample ids do, so a
 * code names the same option in every sample of one decision.
 */
import type { SearchBattle } from "../../../engine/index.ts";
import type { Slab } from "../../shared/buffer-slab.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { cloneVision } from "./clone.ts";
import { visionValue } from "./evaluate.ts";
import { answer } from "./run.ts";
import type { VisionState } from "./state.ts";

/** A sample (or a fork of one) for search bots. */
export class VisionSearch implements SearchBattle {
  readonly s: VisionState;
  /** Where its forks' arrays are carved from: its sampler's (one seat's samples of one decision). */
  readonly slab: Slab | null;

  constructor(s: VisionState, slab: Slab | null = null) {
    this.s = s;
    this.slab = slab;
  }

  get pendingIndex(): number {
    return this.s.pSeat;
  }

  get optionCount(): number {
    return this.s.pSeat < 0 ? 0 : this.s.optCount;
  }

  optionKey(i: number): number {
    return this.s.opts[i];
  }

  chooseIndex(i: number): void {
    const s = this.s;
    checkChoice(s.pSeat, s.optCount, i);
    answer(s, i);
  }

  fork(): VisionSearch {
    return new VisionSearch(cloneVision(this.s, this.s.t, this.slab), this.slab);
  }

  value(seat: number): number {
    return visionValue(this.s, seat);
  }
}
