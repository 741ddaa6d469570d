/**
 * Keeping a seat's talk lines and placing them among the battle's log lines. Plain functions on
 * plain data (no Solid), so the tests can run them without a browser.
 */
import type { LogLine, TalkLine } from "./protocol.ts";

/** A line a page has nothing to show of: hidden by the GM/KP and sent without its words. */
function emptied(line: TalkLine): boolean {
  return line.hidden === true && line.text === undefined && line.roll === undefined;
}

/**
 * `lines` added to `kept` by id (a line sent again replaces the kept one: a reconnect may send
 * what the page has), oldest first; lines emptied by a hide are left out.
 */
export function mergeTalk(kept: readonly TalkLine[], lines: readonly TalkLine[]): TalkLine[] {
  const byId = new Map(kept.map((l) => [l.id, l]));
  for (const l of lines) byId.set(l.id, l);
  return [...byId.values()].filter((l) => !emptied(l)).sort((a, b) => a.id - b.id);
}

/** `line` in place of the kept line of its id (revealed, hidden), or gone when hidden from us. */
export function updateTalk(kept: readonly TalkLine[], line: TalkLine): TalkLine[] {
  if (emptied(line)) return kept.filter((l) => l.id !== line.id);
  if (!kept.some((l) => l.id === line.id)) return mergeTalk(kept, [line]);
  return kept.map((l) => (l.id === line.id ? line : l));
}

/** A log line with the seq the server (or the state that brought it) placed it at. */
export type PlacedLogLine = LogLine & { seq?: number };

/** One entry of the table's log: a battle line or a talk line. */
export type TableLogEntry = PlacedLogLine | TalkLine;

/** Whether a log entry is a talk line. */
export function isTalk(entry: TableLogEntry): entry is TalkLine {
  return "kind" in entry && "from" in entry;
}

/**
 * The battle's lines and the talk in time order: a talk line said at seq s comes after the
 * battle lines of seq ≤ s and before the later ones. A battle line without a seq (a whole log
 * sent again by a server that does not place its lines) counts as earlier than all talk. The
 * objects are the given ones, so a list renderer keyed by reference keeps its rows.
 */
export function interleave(
  battle: readonly PlacedLogLine[],
  talk: readonly TalkLine[],
): TableLogEntry[] {
  const out: TableLogEntry[] = [];
  let t = 0;
  for (const line of battle) {
    const at = line.seq ?? Number.NEGATIVE_INFINITY;
    while (t < talk.length && talk[t].seq < at) out.push(talk[t++]);
    out.push(line);
  }
  while (t < talk.length) out.push(talk[t++]);
  return out;
}
