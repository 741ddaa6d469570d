/**
 * What anyone may know of a stored table: the HTTP API's answer and `kassen tables --json`.
 * An allow-list, so a field added to the stored table later (a secret, say) stays in until it
 * is named here; the start (`init`) holds the seed and never leaves.
 */
import type { StoredTable } from "./store/types.ts";

/** A stored table without its start. */
export type PublicTable = Omit<StoredTable, "init">;

/** The public facts of a table. */
export function publicTable(t: StoredTable): PublicTable {
  return {
    id: t.id,
    system: t.system,
    title: t.title,
    status: t.status,
    seq: t.seq,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    seats: t.seats.map((s) => ({ seat: s.seat, kind: s.kind, bot: s.bot, lang: s.lang })),
  };
}
