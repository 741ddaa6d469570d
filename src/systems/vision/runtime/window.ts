/**
 * The response exchange (engine/stack.ts with Vision's policy): priority alternates, a seat with
 * no legal play passes by itself, two passes in succession resolve the whole stack last-in-first-
 * out (the turn player first again after), passing on an empty stack closes the exchange. Steps
 * that would be the very next task run at once (after the checks, as the engine's loop would).
 */
import { settle } from "./checks.ts";
import { addLegalPlays, mayAnswer } from "./legal.ts";
import { code, kindOf, O_PASS } from "./options.ts";
import { declare, resolve } from "./plays.ts";
import { SW, T_RESOLVE, T_WINDOW, T_WINDOW_ANSWER, type VisionState } from "./state.ts";

/** Resolves the top of the response stack; the rest resolves after its effects (VIS-04). */
export function resolveTop(s: VisionState): void {
  if (s.stackCount === 0) return;
  s.stackCount--;
  const item = s.stackCount * SW;
  if (s.stackCount > 0) s.push(T_RESOLVE);
  resolve(s, item);
}

/** After a pass: the other seat's priority, or (both passed) resolve the stack, or close (VIS-04). */
function afterPass(s: VisionState, seat: number, passes: number): void {
  if (passes < 2) {
    windowAsk(s, 1 - seat, passes);
    return;
  }
  if (s.stackCount === 0) return;
  s.push(T_WINDOW, s.active, 0);
  resolveTop(s);
}

/** A seat's priority: asked only when it has a legal play (auto-pass) (VIS-04). */
export function windowAsk(s: VisionState, seat: number, passes: number): void {
  // The engine asks "is there any?" first, then lists: one listing says both.
  s.optCount = 0;
  if (mayAnswer(s, seat)) addLegalPlays(s, seat, false);
  if (s.optCount === 0) {
    afterPass(s, seat, passes + 1);
    return;
  }
  s.opt(code(O_PASS, 0, 0, -1));
  s.ask(seat, T_WINDOW_ANSWER, seat, passes);
}

/** Opens the exchange with `seat`'s priority, after the checks (the engine's next task) (VIS-04). */
export function openExchange(s: VisionState, seat: number): void {
  settle(s);
  if (!s.over) windowAsk(s, seat, 0);
}

/** A seat's answer in the exchange: a pass, or a play that passes priority on (VIS-04). */
export function windowAnswer(s: VisionState, choice: number, seat: number, passes: number): void {
  if (kindOf(choice) === O_PASS) {
    afterPass(s, seat, passes + 1);
    return;
  }
  declare(s, seat, choice);
  openExchange(s, 1 - seat);
}
