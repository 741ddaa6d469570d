/**
 * A runtime battle as a search bot's {@link SearchBattle} (src/engine/search-battle.ts): samples
 * and forks are exact copies (clone.ts), answered by option number on the runtime and valued by
 * the evaluator's runtime twin (evaluate.ts).
 *
 * Option keys are the runtime's option codes, which name options one-to-one with the engine's
 * ids (options.ts idOf) once two codes that print the same id are made one: a skill's use
 * carries the fighter's own skill number (the id names only the skill), and an ability's
 * reaction may share its id with an arm's reaction (search-info.ts). Nothing is hidden, so a
 * card keeps its id in every sample.
 */
import { EngineError, type SearchBattle } from "../../../engine/index.ts";
import type { Slab } from "../../shared/buffer-slab.ts";
import { checkChoice } from "../../shared/lowered-runtime.ts";
import { cloneState } from "./clone.ts";
import { evaluateRuntime } from "./evaluate.ts";
import * as O from "./options.ts";
import { answer, playable } from "./run.ts";
import type { MgSearchInfo } from "./search-info.ts";
import type { MgState } from "./state.ts";

/** The option code bits of kind and first number (a skill use's key drops the second). */
const KIND_AND_A = (1 << 17) - 1;

/** A runtime battle (a sample or a fork of one) for search bots. */
export class MgSearch implements SearchBattle {
  readonly s: MgState;
  readonly info: MgSearchInfo;
  /** The battle's slab: its forks' lists are carved from it too. */
  readonly slab: Slab;

  constructor(s: MgState, info: MgSearchInfo, slab: Slab) {
    this.s = s;
    this.info = info;
    this.slab = slab;
  }

  get pendingIndex(): number {
    return this.s.over ? -1 : this.s.pSeat;
  }

  get optionCount(): number {
    // A finished battle has no decision, whatever the last ask left behind.
    return this.s.over ? 0 : this.s.optCount;
  }

  optionKey(i: number): number {
    const c = this.s.opts[i];
    const k = c & 31;
    if (k === O.O_USESKILL) return c & KIND_AND_A;
    // A throw as a reaction has the turn's throw's id (`throw:<arm>@<foe>`): one key for both.
    if (k === O.O_REACT_THROW) return O.code(O.O_THROW, O.aOf(c), O.bOf(c));
    if (k === O.O_REACT_ABILITY) {
      const w = this.info.reactAlias[O.aOf(c)];
      if (w >= 0) return O.code(O.O_REACT, w, O.bOf(c));
    }
    return c;
  }

  chooseIndex(i: number): void {
    const s = this.s;
    checkChoice(this.pendingIndex, this.optionCount, i);
    const c = s.opts[i];
    if (!playable(s, c))
      throw new EngineError(`magical-girl runtime: "${O.idOf(s.t, c)}" is not lowered`);
    answer(s, c);
  }

  fork(): MgSearch {
    return new MgSearch(cloneState(this.s, this.slab), this.info, this.slab);
  }

  value(seat: number): number {
    return evaluateRuntime(this.s, this.info, seat);
  }
}
