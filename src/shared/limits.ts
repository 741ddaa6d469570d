/**
 * Every limit on what Kassen accepts from a user, in one place (documented in docs/limits.md).
 * Each is checked before the work it bounds starts, so a hostile or mistaken input costs
 * milliseconds, never minutes or gigabytes. The numbers sit far above anything a real game
 * needs (a vision deck has 40 cards, the longest simulated game ~3,600 decisions).
 */

/** Bytes of a scenario, content or carry file. */
export const MAX_FILE_BYTES = 256 * 1024;
/** Bytes of a replay file (longer games record more choices). */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;
/**
 * Bytes of one content pack file. Parsing YAML costs ~3 s and ~300 MB a megabyte (yaml's
 * parser), so packs keep to a data file's size.
 */
export const MAX_PACK_BYTES = 256 * 1024;
/** Bytes of all the pack files of one battle (`content:` and `--content` together). */
export const MAX_PACKS_BYTES = 512 * 1024;
/** Packs of one battle: files, inline packs and a replay's carried ones together. */
export const MAX_PACKS = 64;
/** Pack files read from one folder. */
export const MAX_PACK_FILES = 64;
/** Entries in one list of a pack (its cards, its decks…), counted before any is checked. */
export const MAX_PACK_ENTRIES = 1000;
/** How deep mappings and lists may nest in any data file. */
export const MAX_DEPTH = 32;
/** YAML aliases (`*name`) per file: yaml's own guard against "billion laughs" files. */
export const MAX_YAML_ALIASES = 100;
/** Items in any one list of a battle setup: a deck, a zone, a party. */
export const MAX_SETUP_LIST = 1000;
/** Steps of a scenario's `script:`. */
export const MAX_SCRIPT_STEPS = 10_000;
/** Pinned dice of a scenario (`dice:`) or replay (`pinned`). */
export const MAX_PINNED_DICE = 10_000;
/** Decisions before a battle counts as unfinished (`maxDecisions:`, `--max-decisions`). */
export const MAX_DECISIONS = 100_000;
/** Recorded choices of a replay. */
export const MAX_REPLAY_CHOICES = 100_000;
/**
 * Steps the browser's replay viewer is sent for one replay (each step is a whole seat view, so
 * this bounds the server's work and the answer's size; `kassen replay` itself takes longer ones).
 */
export const MAX_REPLAY_VIEW_STEPS = 5000;
/**
 * Steps one ranged replay request (`count`) may ask for: the viewer asks for a small first range
 * (shown at once) and then ranges of this size, so no single answer is a whole long game.
 */
export const MAX_REPLAY_RANGE = 200;
/**
 * Bytes of one message `kassen join` takes from a server (the WebSocket's `maxPayload`): the
 * table server's largest, a state message with a long battle's whole log, measured 277 KB after
 * 756 decisions (~370 bytes a decision; bench/server-message-size.ts, docs/server.md); 8 MiB
 * holds some 22,000 decisions of log, and keeps a hostile server's giant message from costing
 * the terminal hundreds of megabytes.
 */
export const MAX_SERVER_MESSAGE_BYTES = 8 * 1024 * 1024;
/** Server messages `kassen join` holds unread while its player decides. */
export const MAX_SERVER_MESSAGES_QUEUED = 1000;
/** `kassen join --timeout` default: seconds to connect and to be answered the hello. */
export const JOIN_TIMEOUT_SECONDS = 10;
/**
 * `kassen join --idle-timeout` default: seconds without anything from the server (a message or
 * its heartbeat ping, every 30 s) before the connection counts as lost.
 */
export const JOIN_IDLE_TIMEOUT_SECONDS = 75;
/** Longest timeout `kassen join` accepts, in seconds. */
export const MAX_JOIN_TIMEOUT_SECONDS = 3600;
/** Battles of one `kassen sim` (`-n`). */
export const MAX_BATTLES = 1_000_000;
/** `--set` flags of one `kassen sim`. */
export const MAX_SET_FLAGS = 100;
/** `--option` flags of one command (run, play, sim, tune, odds). */
export const MAX_OPTION_FLAGS = 100;
/** MCTS iterations per decision (`mcts:N`). */
export const MAX_MCTS_ITERATIONS = 100_000;
/** MCTS thinking time per decision in milliseconds (`mcts:Nms`). */
export const MAX_THINK_MS = 10_000;
/** Greedy samples per option (`greedy:N`). */
export const MAX_GREEDY_SAMPLES = 1000;
/** Characters of a dice expression for `kassen odds`. */
export const MAX_EXPRESSION_CHARS = 500;
/**
 * Estimated cost of an exact dice distribution: outcome pairs combined, summed over the whole
 * expression (about a second of work). Estimated from the expression before enumerating.
 */
export const MAX_DICE_COST = 30_000_000;
/**
 * Odds the card editor may ask of the server from one address a minute (and at once): each
 * merges the editor's pack onto the shipped content (10–40 ms for a 250 KB pack) and answers.
 */
export const BUILD_ODDS_PER_MINUTE = 120;
/**
 * Battles one quick sim of a prepared battle may ask for (`POST /api/build/sim`), and how many it
 * plays when it names none. Each is a whole bot battle on the server's one sim worker.
 */
export const MAX_BUILD_SIM_BATTLES = 400;
/** Battles a quick sim plays when the request names none. */
export const BUILD_SIM_BATTLES = 200;
/** Seconds a quick sim may play before it answers with the battles done (worker start included). */
export const BUILD_SIM_SECONDS = 20;
/** Battles one tune of a prepared battle may play in all (`POST /api/build/tune`). */
export const MAX_BUILD_TUNE_BATTLES = 2000;
/** Battles a tune plays at most when the request names no number. */
export const BUILD_TUNE_BATTLES = 1000;
/** Seconds a tune may search before it answers with what it measured (`timing.timeUp`). */
export const BUILD_TUNE_SECONDS = 45;
/**
 * Sims and tunes waiting for the server's one build worker beyond the one playing; one more is
 * refused (503) rather than queued for minutes.
 */
export const BUILD_QUEUE = 3;
/** Quick sims one address may ask for a minute (and at once, as a burst). */
export const BUILD_SIMS_PER_MINUTE = 10;
/** Tunes one address may ask for a minute (and at once, as a burst). */
export const BUILD_TUNES_PER_MINUTE = 4;
/**
 * Prepared battles one address may have checked a minute (`POST /api/build/prepare`): the
 * prepare page re-checks as the GM/KP edits (debounced). Each is a scenario's full check.
 */
export const BUILD_PREPARES_PER_MINUTE = 120;
/**
 * Bots a server-side sim or tune of a prepared battle may play: MCTS iterations and greedy
 * samples per decision at most, no thinking time (`mcts:50ms` does not repeat across machines).
 */
export const BUILD_MAX_MCTS_ITERATIONS = 200;
/** Greedy samples per option a server-side sim or tune may ask for. */
export const BUILD_MAX_GREEDY_SAMPLES = 8;
/** Characters of an id: a content entry's (`reisen`), a seat's, a card's in a setup. */
export const MAX_ID_CHARS = 64;
/** Characters of a printed name in one language (a card, a deck, a map) and of a scenario's name. */
export const MAX_NAME_CHARS = 100;
/** Characters of a scenario's `name:` (the table server's tables take it as their title). */
export const MAX_SCENARIO_NAME_CHARS = 200;
/** Characters of a printed text in one language (a card's rules text) and of a description. */
export const MAX_TEXT_CHARS = 2000;
/** Characters of an option id in a script or a replay (the table server takes no longer). */
export const MAX_OPTION_ID_CHARS = 256;
/** How much of a rejected expression or value an error message echoes. */
export const ECHO_CHARS = 60;
/** Characters of one error answer of the table server (docs/server.md). */
export const MAX_ERROR_CHARS = 300;

/** Characters of a library item's title (a person's own cards or deck, docs/server.md). */
export const MAX_LIBRARY_TITLE_CHARS = 100;
/** Library items one address may make a minute (and at once, as a burst). */
export const LIBRARY_ITEMS_PER_MINUTE = 30;
/**
 * Library packs one address may have checked a minute: saves of an item and `check` requests
 * (an editor checks as its author types). Each is a pack's full check, up to ~40 ms.
 */
export const LIBRARY_CHECKS_PER_MINUTE = 120;
/** Items one `POST /api/library/mine` may ask about (a browser remembers 200). */
export const MAX_LIBRARY_MINE = 200;

/** `text` cut to {@link ECHO_CHARS} characters (with `…` when cut), for echoing in errors. */
export function echo(text: string, max = ECHO_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A number with thousands separators, as limits are printed in messages and docs. */
export function grouped(n: number): string {
  return n.toLocaleString("en-US");
}

/** Characters of one table talk line (`say`), issue 31. */
export const MAX_TALK_CHARS = 500;
/** Characters of a free roll's expression (`roll`): a table's dice, not a program. */
export const MAX_TALK_EXPRESSION_CHARS = 100;
/** Characters of a free roll's label (`Spot Hidden`). */
export const MAX_TALK_LABEL_CHARS = 60;
/** Seats one whisper or secret roll may be addressed to (a table has at most six). */
export const MAX_TALK_TO = 8;
/** Dice one free roll may roll in all (each face is sent to the table). */
export const MAX_TALK_DICE = 100;
/** Sides of a free roll's die (crypto's randomInt takes ranges below 2^48). */
export const MAX_TALK_DIE_SIDES = 1_000_000;
/**
 * Estimated cost of a free roll (the odds' estimate, src/odds/dice-cost.ts): rolling is cheap,
 * but a roll of this cost is no table's roll.
 */
export const MAX_TALK_DICE_COST = 1_000_000;
/** Talk lines one table keeps (ids run from 1 to this); a line beyond it is refused. */
export const MAX_TALK_LINES = 10_000;
/** Talk lines sent on a hello (the newest; a client that missed more gets these as a reset). */
export const MAX_TALK_SENT = 200;
/** Talk lines one seat may send at once (its burst)… */
export const TALK_BURST = 8;
/** …and then a second, over time (a person types slower; a script is held to this). */
export const TALK_RATE = 1;
