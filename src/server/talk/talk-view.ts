/**
 * A talk line as one reader may see it (issue 31): built per addressee, as views are. A whisper
 * reaches its sender and its seats only; a secret roll's content its roller and addressees until
 * revealed (everyone else: who rolled in secret); a hidden line the GM/KP only; spectators public
 * lines only, and only at a table that lets them read talk. Pure: the server's one gate for talk.
 */
import type { TalkLine } from "../protocol/server-messages.ts";
import type { TalkRow } from "../store/types.ts";

/** Who reads: a seat (null: a spectator), whether it is the GM/KP's, and the table's setting. */
export interface TalkReader {
  seat: string | null;
  gm: boolean;
  /** Whether this table's spectators read its public talk. */
  spectators: boolean;
}

/** Whether a non-secret line with seats addressed (a whisper) is this reader's to see. */
function addressed(row: TalkRow, seat: string | null): boolean {
  return seat !== null && (row.seat === seat || (row.to ?? []).includes(seat));
}

/**
 * Whether the reader may know the line exists at all, whatever its flags: a whisper for its
 * seats, anything else for every seat, and for spectators (where allowed) all but whispers.
 */
export function seesLine(row: TalkRow, r: TalkReader): boolean {
  if (r.seat === null && !r.spectators) return false;
  if (row.to !== null && !row.secret) return addressed(row, r.seat);
  return true;
}

/** The line's id, seq, time, speaker and kind: what every reader of it gets. */
function bare(row: TalkRow): TalkLine {
  return { id: row.id, seq: row.seq, at: row.at, from: row.seat, kind: row.kind };
}

/**
 * The line as the reader sees it, or null when the reader must not get it at all. A hidden line
 * is null for everyone but the GM/KP; {@link hiddenStub} is what a reader who had it is told.
 */
export function lineFor(row: TalkRow, r: TalkReader): TalkLine | null {
  if (!seesLine(row, r)) return null;
  if (row.hidden && !r.gm) return null;
  const line = bare(row);
  const flags = {
    ...(row.secret ? { secret: true as const } : {}),
    ...(row.revealed ? { revealed: true as const } : {}),
    ...(row.hidden ? { hidden: true as const } : {}),
  };
  // A secret roll's content: the roller, its addressees, and after a reveal everyone.
  const content = !row.secret || row.revealed || addressed(row, r.seat);
  if (!content) return { ...line, ...flags };
  const to = row.to === null ? {} : { to: [...row.to] };
  const body = "text" in row.body ? { text: row.body.text } : { roll: { ...row.body.roll } };
  return { ...line, ...body, ...to, ...flags };
}

/** What a reader other than the GM/KP is told of a line it had that is now hidden. */
export function hiddenStub(row: TalkRow): TalkLine {
  return { ...bare(row), hidden: true };
}
