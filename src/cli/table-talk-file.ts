/**
 * A table's talk as a file beside its replay (`kassen tables export`, issue 31): every line the
 * table's seats said and rolled, whole and with its flags (secret, revealed, hidden), for the
 * operator. `kassen replay` never reads it: talk is no part of the battle or its hash.
 */
import type { StoredTable, TalkRow } from "../server/store/types.ts";
import { PACKAGE_VERSION } from "../shared/version.ts";

/** The talk file's content. */
export interface TalkFile {
  kassen: string;
  table: string;
  talk: Omit<TalkRow, "tableId">[];
}

/** Where the talk goes when `--talk` is not given: `out.json` → `out.talk.json`. */
export function talkPathBeside(replayPath: string): string {
  return /\.json$/i.test(replayPath)
    ? replayPath.replace(/\.json$/i, ".talk.json")
    : `${replayPath}.talk.json`;
}

/** The talk file of a table. */
export function talkFile(table: StoredTable, rows: TalkRow[]): TalkFile {
  return {
    kassen: PACKAGE_VERSION,
    table: table.id,
    talk: rows.map(({ tableId: _t, ...row }) => row),
  };
}
