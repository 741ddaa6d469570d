/**
 * A replay as the browser's viewer steps through it: the battle started as `kassen replay`
 * starts it, one step per recorded choice (step k: the state after the first k choices, so the
 * last step is the state whose hash `kassen replay` prints), each as the state message a socket
 * of the chosen seat (null: a spectator) would have been sent — the same `stateMessage` code,
 * so a step shows exactly what that seat's view carried, never more.
 */
import {
  applyChoices,
  type BattleInit,
  KassenError,
  type Lang,
  type Replay,
  ReplayMismatchError,
  type RuleSystem,
  replayStart,
  type Seat,
  seatLabel,
  startBattle,
  UNDO,
  viewFor,
} from "../../engine/index.ts";
import { grouped, MAX_REPLAY_VIEW_STEPS } from "../../shared/limits.ts";
import { DataFileError } from "../../systems/shared/data-file.ts";
import type { ReplayStep, ReplaySteps } from "../protocol/api-types.ts";
import { stateMessage } from "../protocol/state-message.ts";

/** Steps made between two yields to the event loop (about 15 ms of work). */
const YIELD_EVERY = 20;

/** The steps asked for: `count` steps from step `from` (both checked by the caller). */
export interface StepRange {
  from: number;
  count: number;
}

/**
 * Plays `replay` (already checked by `parseReplay`) step by step for `seat`; with `range`, only
 * the steps in it are made into state messages (the battle is still played to its end, so a
 * replay that does not reproduce is refused whatever range is asked), each byte for byte the
 * step the whole answer holds. Throws a
 * DataFileError naming `file` and the place for anything that does not reproduce: another
 * engine version or content, a refused choice, a different final hash, too many steps, a seat
 * the battle does not have.
 */
export async function replaySteps(
  system: RuleSystem,
  replay: Replay,
  seat: Seat | null,
  lang: Lang,
  file = "replay",
  range: StepRange | null = null,
): Promise<ReplaySteps> {
  let init: BattleInit;
  try {
    init = replayStart(system, replay);
  } catch (err) {
    // Another engine version or content: named at its field, as the other checks here.
    if (err instanceof ReplayMismatchError) throw new DataFileError(file, err.field, err.message);
    throw err;
  }
  if (replay.choices.length >= MAX_REPLAY_VIEW_STEPS)
    throw new DataFileError(
      file,
      "choices",
      `expected fewer than ${grouped(MAX_REPLAY_VIEW_STEPS)} choices for the viewer, got ${grouped(replay.choices.length)}`,
    );
  const battle = startBattle(system, init);
  const seats = battle.state.seats;
  if (seat !== null && !seats.includes(seat))
    throw new DataFileError("seat", "", `expected one of ${seats.join(", ")} or spectator`);
  const source = {
    system,
    seq: 0,
    mayUndo: () => false,
    view: (s: Seat | null, opts: { logFrom?: number }) => viewFor(battle, s, opts),
  };
  const total = replay.choices.length + 1;
  const from = range?.from ?? 0;
  const end = range === null ? total : Math.min(total, range.from + range.count);
  if (from >= total)
    throw new DataFileError("from", "", `expected a step below ${grouped(total)}, got ${from}`);
  // A step's state message is made only when it is in the range, or is the one just before it
  // (whose options name the label of the choice that makes the range's first step).
  const wanted = (k: number) => k >= from - 1 && k < end;
  const message = (k: number, logFrom: number, reset: boolean) =>
    wanted(k) ? stateMessage(source, seat, lang, logFrom, reset) : null;
  const steps: ReplayStep[] = [];
  let shown = message(0, 0, true);
  if (from === 0 && shown !== null) steps.push({ state: shown, hash: battle.hash(), choice: null });
  let logLength = battle.state.log.length;
  let hash = battle.hash();
  for (let k = 0; k < replay.choices.length; k++) {
    // A long replay is seconds of work: other tables' sockets are served between chunks.
    if (k % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((r) => setImmediate(r));
    const [who, option] = replay.choices[k];
    try {
      applyChoices(battle, [[who, option]]);
    } catch (err) {
      // A refused choice (IllegalChoiceError) or anything else the engine refuses on the way.
      if (err instanceof KassenError)
        throw new DataFileError(file, `choices[${k}]`, `a choice the battle takes: ${err.message}`);
      throw err;
    }
    source.seq = k + 1;
    const undo = option === UNDO;
    // A take-back rebuilds the log: the viewer starts it again, as a socket would.
    const state = message(k + 1, undo ? 0 : logLength, undo);
    logLength = battle.state.log.length;
    hash = battle.hash();
    if (state !== null && k + 1 >= from) {
      const mine = who === seat && !undo;
      const label = mine ? (shown?.options.find((o) => o.id === option)?.label ?? null) : null;
      steps.push({ state, hash, choice: { seat: who, undo, option: mine ? option : null, label } });
    }
    shown = state;
  }
  const last = hash;
  if (last !== replay.finalHash)
    throw new DataFileError(
      file,
      "finalHash",
      `expected the state the choices reach (${last}), got ${replay.finalHash}`,
    );
  return {
    system: system.id,
    seat,
    lang,
    seats: seats.map((s) => ({ seat: s, name: seatLabel(system, s, lang) })),
    ...(range === null ? {} : { from, total }),
    steps,
  };
}
