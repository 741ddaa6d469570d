/**
 * What a vision seat must not learn, step by step: the names of the cards in the other seat's
 * hand and deck, taken from the finished battle's replay played again with the engine — minus
 * every name the seat legitimately sees at that moment (a card of the same definition in its
 * view, or one its log names), so a copy in the open does not make the check fail falsely.
 */
import {
  type Battle,
  LANGS,
  playReplay,
  type Replay,
  type Seat,
  startBattle,
  viewFor,
} from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** The names a seat may not see at one seq, and the names it may (to blank out first). */
export interface Secrets {
  forbidden: string[];
  allowed: string[];
}

/** The names of definition `def` in every language (two characters or more: a word, not a letter). */
function namesOf(b: Battle, def: string): string[] {
  return LANGS.map((l) => b.system.cardName(def, l, b.state)).filter((n) => n.length >= 2);
}

/** `seat`'s secrets in battle `b` as it stands now (null: a spectator's, of both seats). */
function secretsNow(b: Battle, seat: Seat | null): Secrets {
  const others = b.state.seats.filter((s) => s !== seat);
  const view = viewFor(b, seat);
  const seen = new Set([
    ...Object.values(view.cards).map((c) => c.def),
    ...Object.values(view.names),
  ]);
  const hiddenDefs = new Set(
    others
      .flatMap((o) => [...b.state.zones[`${o}:hand`], ...b.state.zones[`${o}:deck`]])
      .map((id) => b.state.cards[id].def),
  );
  const forbidden = [...hiddenDefs].filter((d) => !seen.has(d)).flatMap((d) => namesOf(b, d));
  // Longest first: a seen name that contains a hidden one is blanked out whole.
  const allowed = [...seen].flatMap((d) => namesOf(b, d)).sort((x, y) => y.length - x.length);
  return { forbidden: [...new Set(forbidden)], allowed };
}

/**
 * Every seat's (and a spectator's, under null) secrets after each number of choices (index =
 * seq), from a replay that must reproduce its recorded battle (playReplay checks its final hash).
 */
export function secretsBySeq(replay: Replay): Map<Seat | null, Secrets[]> {
  const system = SYSTEM_ENTRIES.vision.system;
  playReplay(system, replay);
  const b = startBattle(system, {
    seed: replay.seed,
    setup: replay.setup,
    options: replay.options,
    pinned: replay.pinned,
    ids: replay.ids === "opaque" ? "opaque" : "readable",
  });
  const watchers: (Seat | null)[] = [...b.state.seats, null];
  const out = new Map<Seat | null, Secrets[]>(watchers.map((s) => [s, []]));
  for (let k = 0; ; k++) {
    for (const seat of watchers) out.get(seat)?.push(secretsNow(b, seat));
    if (k === replay.choices.length) break;
    const [seat, option] = replay.choices[k];
    b.choose(seat, option);
  }
  return out;
}

/** The secret names found in `text` (after blanking out the names the seat may see). */
export function leaked(text: string, s: Secrets): string[] {
  let rest = text;
  for (const name of s.allowed) rest = rest.split(name).join("\u0000");
  return s.forbidden.filter((name) => rest.includes(name));
}
