/**
 * Rebuilding a table from the store: its newest snapshot (if any) and the choices after it,
 * replayed through the engine — deterministic, so the battle is the one that was played.
 */
import type { StoredTable, TableStore } from "../store/types.ts";
import { LiveTable } from "./live-table.ts";
import { storedStart } from "./stored-start.ts";

/** Builds the live table of a stored one (its snapshot, then the choices after it). */
export async function loadTable(store: TableStore, meta: StoredTable): Promise<LiveTable> {
  const { system, init } = storedStart(meta);
  const snap = await store.latestSnapshot(meta.id);
  const t =
    (snap === null ? null : LiveTable.fromSnapshot(meta, system, init, snap.seq, snap.state)) ??
    LiveTable.start(meta, system, init);
  for (const c of await store.choices(meta.id, t.seq)) {
    if (c.seq !== t.seq + 1) throw new Error(`table ${meta.id}: choice ${c.seq} follows ${t.seq}`);
    t.apply(c);
  }
  return t;
}
