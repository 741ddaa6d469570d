/** Starting battles, replays (seed + choices → the identical final state) and undo. */
import { Battle, initialState, UNDO } from "./battle.ts";
import { KassenError } from "./errors.ts";
import { fastStart } from "./fast-path.ts";
import { shareEvents } from "./shared-events.ts";
import { ENGINE_VERSION } from "./state.ts";
import type { BattleInit, RuleSystem } from "./system.ts";
import type { Json, Seat } from "./types.ts";

/**
 * Creates a battle and runs it to its first decision. `onEvent` (see {@link Battle.onEvent}) is
 * attached before anything runs, so it sees the events of the setup too.
 */
export function startBattle(
  system: RuleSystem,
  init: BattleInit,
  onEvent: Battle["onEvent"] = null,
): Battle {
  // Nobody watching and no log: the system's runtime plays it until someone looks (fast-path.ts).
  const fast = fastStart(system, init, onEvent !== null);
  if (fast !== null) return Battle.startedOn(system, init, fast);
  const b = new Battle(system, initialState(system, init));
  b.init = init;
  b.onEvent = onEvent;
  b.run();
  // Its setup's lines are mostly those of every battle of the system: shared, not kept per
  // battle (a server holds many battles paused at their first decision).
  if (b.state.logOn) shareEvents(system, b.state, init.ids === "opaque");
  return b;
}

/** Applies recorded decisions in order; `$undo` entries are take-backs. */
export function applyChoices(b: Battle, choices: [Seat, string][]): void {
  for (const [seat, option] of choices) {
    if (option === UNDO) b.takeBack(seat);
    else b.choose(seat, option);
  }
}

/** A replay file: enough to reproduce a battle exactly, and the hash it must end on. */
export interface Replay {
  kassen: string;
  system: string;
  contentHash: string;
  seed: number;
  setup: Json;
  options: Record<string, Json>;
  pinned: number[];
  choices: [Seat, string][];
  finalHash: string;
  /** How the battle named its cards; absent means readable (every replay before opaque ids). */
  ids?: "opaque";
}

/** Records a finished (or paused) battle as a replay (`init`: how it started, if not by startBattle). */
export function makeReplay(b: Battle, init: BattleInit | null = b.init): Replay {
  if (init === null)
    throw new KassenError("makeReplay: this battle was not started by startBattle; pass its init");
  return {
    kassen: ENGINE_VERSION,
    system: b.system.id,
    contentHash: b.system.contentHashOf?.(init) ?? b.system.contentHash,
    seed: init.seed,
    setup: init.setup,
    options: init.options ?? {},
    pinned: init.pinned ?? [],
    choices: b.state.history.map(([s, o]) => [s, o]),
    finalHash: b.hash(),
    ...(init.ids === "opaque" ? { ids: "opaque" as const } : {}),
  };
}

/** A replay that does not reproduce its recorded battle. */
export class ReplayMismatchError extends KassenError {
  /** The replay's field that does not match (`kassen`, `contentHash`, `finalHash`…), if one. */
  constructor(
    message: string,
    readonly field = "",
  ) {
    super(message);
  }
}

/**
 * The start a replay records, checked against this build: its system, its engine version and
 * its content (throws ReplayMismatchError naming the field). Every replay player starts here.
 */
export function replayStart(system: RuleSystem, replay: Replay): BattleInit {
  if (replay.system !== system.id)
    throw new ReplayMismatchError(`replay is for "${replay.system}", not "${system.id}"`, "system");
  if (replay.kassen !== ENGINE_VERSION) {
    throw new ReplayMismatchError(
      `replay was recorded by engine ${replay.kassen}, this is ${ENGINE_VERSION}, whose battles differ (dice streams or state format): record it again with this version`,
      "kassen",
    );
  }
  const init: BattleInit = {
    seed: replay.seed,
    setup: replay.setup,
    options: replay.options,
    pinned: replay.pinned,
    ids: replay.ids === "opaque" ? "opaque" : "readable",
  };
  // The replay's options carry any content packs it was played with, so this is the hash of the
  // shipped content merged with them.
  const hash = system.contentHashOf?.(init) ?? system.contentHash;
  if (replay.contentHash !== hash) {
    throw new ReplayMismatchError(
      `replay was recorded with content ${replay.contentHash}, this build has ${hash}`,
      "contentHash",
    );
  }
  return init;
}

/** Plays a replay back; checks the content hash, every choice's legality and the final hash. */
export function playReplay(system: RuleSystem, replay: Replay): Battle {
  const init = replayStart(system, replay);
  const b = startBattle(system, init);
  applyChoices(b, replay.choices);
  const h = b.hash();
  if (h !== replay.finalHash)
    throw new ReplayMismatchError(
      `final state hash ${h} differs from the recorded ${replay.finalHash}`,
      "finalHash",
    );
  return b;
}

/**
 * Returns to the moment before decision number `k` (0-based) was made, by replaying the first k
 * choices from the start: exact, because all randomness comes from the seeded state.
 */
export function undoTo(
  system: RuleSystem,
  init: BattleInit,
  history: [Seat, string][],
  k: number,
): Battle {
  const b = startBattle(system, init);
  applyChoices(b, history.slice(0, Math.max(0, k)));
  return b;
}
