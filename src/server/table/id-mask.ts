/**
 * Opaque card ids at the table server's boundary only. A table's battle is started with opaque
 * ids (`BattleInit.ids`, stored so): an id that reaches a seat must not spell the card's
 * definition. The server holds instead its readable-id twin — the same battle, cards named
 * `reisen-1` — whose cards share the setup template's records (about half the memory of a live
 * battle), and renames at the boundary: each view it sends (so every label, line and option id
 * built from a view), each option id it stores or takes (`out` / `back`). What seats, the store,
 * bots and replays see is exactly what the opaque battle would have shown them: held to it
 * message for message by test/server/id-mask.test.ts. A setup whose twin cannot be told
 * (systems/shared/opaque-twin.ts) is served by the opaque battle itself, without a mask.
 *
 * Nothing per battle but the seed: the renaming is derived from it when needed, and the last
 * few tables' renamings are kept.
 */
import {
  type Battle,
  type BattleInit,
  type BattleState,
  type RuleSystem,
  rewriteIds,
  rewriteString,
  startBattle,
} from "../../engine/index.ts";
import type { OpaqueTwin } from "../../systems/shared/opaque-twin.ts";
import { opaqueTwin } from "../../systems/shared/setup-template.ts";

/** Renamings kept (a table being played renames each message; idle ones need none). */
const KEPT = 64;

/** The renamings of masks recently used, both ways, most recent last. */
const RECENT = new Map<IdMask, { out: Map<string, string>; back: Map<string, string> }>();

/** A served battle's renaming of card ids between the battle (readable) and seats (opaque). */
export class IdMask {
  constructor(
    private readonly twin: OpaqueTwin,
    private readonly seed: number,
  ) {}

  private tables(): { out: Map<string, string>; back: Map<string, string> } {
    let t = RECENT.get(this);
    if (t !== undefined) {
      RECENT.delete(this);
      RECENT.set(this, t);
      return t;
    }
    // Checked when the mask was made (see maskedStart): the seed's renaming is known.
    const out = this.twin.names(this.seed) as Map<string, string>;
    t = { out, back: new Map([...out].map(([r, o]) => [o, r])) };
    if (RECENT.size >= KEPT) RECENT.delete(RECENT.keys().next().value as IdMask);
    RECENT.set(this, t);
    return t;
  }

  /** An id or text of the battle's as seats see it. */
  out(text: string): string {
    return rewriteString(text, this.tables().out);
  }

  /** An id or text as seats see it, in the battle's names. */
  back(text: string): string {
    return rewriteString(text, this.tables().back);
  }

  /**
   * A copy of JSON data (a view, a message, a state) with the battle's card ids as seats see
   * them: copied through its text, as it would leave (a state's compact notes read as they print).
   */
  outJson<T>(v: T): T {
    return rewriteIds(JSON.parse(JSON.stringify(v)) as T, this.tables().out, false);
  }
}

/**
 * The battle a table serves for `init` and its mask: for opaque ids, the readable-id twin and
 * the mask that renames at the boundary; otherwise (or when the twin cannot be told) the battle
 * `init` starts, and no mask.
 */
export function maskedStart(
  system: RuleSystem,
  init: BattleInit,
): { battle: Battle; mask: IdMask | null } {
  if (init.ids !== "opaque") return { battle: startBattle(system, init), mask: null };
  const battle = startBattle(system, readableInit(init));
  const mask = maskOf(system, init, battle.state);
  return mask === null ? { battle: startBattle(system, init), mask } : { battle, mask };
}

/** The readable-id start of `init` (the battle a mask serves). */
export function readableInit(init: BattleInit): BattleInit {
  const { ids: _opaque, ...rest } = init;
  return rest;
}

/**
 * The mask for a table started by `init`, or null when it is served unmasked (a table loaded
 * from a snapshot: the same answer as when it was started).
 */
export function maskFor(system: RuleSystem, init: BattleInit): IdMask | null {
  if (init.ids !== "opaque") return null;
  return maskOf(system, init, startBattle(system, { ...readableInit(init), log: false }).state);
}

/** The mask for `init`, whose readable-id twin started as `start`; null when none. */
function maskOf(system: RuleSystem, init: BattleInit, start: BattleState): IdMask | null {
  let twin = opaqueTwin(start);
  if (twin === undefined) {
    // No opaque battle of this setup started yet: one makes its template.
    startBattle(system, { ...init, log: false });
    twin = opaqueTwin(start);
  }
  if (twin === null || twin === undefined || twin.names(init.seed) === null) return null;
  return new IdMask(twin, init.seed);
}
