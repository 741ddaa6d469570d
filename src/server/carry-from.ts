/**
 * A campaign's next table starts from a finished table's end (YGT-02: life does not recover
 * between encounters). The request names that table and one of its links' tokens — only someone
 * who sat at (or watched) the last encounter can continue it — and the server reads the carry-over
 * from the battle it holds, so no one can hand in a doctored life total.
 */
import type { Json } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { CreateError, type CreateTableRequest } from "./create-table.ts";
import type { TableHub } from "./table/hub.ts";
import { hashToken } from "./tokens.ts";

/** A carry-over that cannot be read: the HTTP status and one line. */
export class CarryError extends CreateError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The carry-over the request's `carryFrom` names, or undefined when it names none. */
export async function carryFrom(hub: TableHub, req: CreateTableRequest): Promise<Json | undefined> {
  const from = req.carryFrom;
  if (from === undefined) return undefined;
  const save = SYSTEM_ENTRIES[req.system]?.system.carry?.save;
  if (save === undefined)
    throw new CarryError(400, `carryFrom: a ${req.system} battle carries nothing into the next`);
  const t = await hub.store.getTable(from.table);
  const grant = await hub.store.findToken(hashToken(from.token));
  // One answer for "no such table" and "not its token": a guess learns nothing from it.
  if (t === null || grant === null || grant.tableId !== t.id)
    throw new CarryError(403, "carryFrom.token: not a link of that table");
  if (t.system !== req.system)
    throw new CarryError(400, `carryFrom.table: it is a ${t.system} table, not ${req.system}`);
  if (t.status === "open")
    throw new CarryError(409, "carryFrom.table: its battle is still going: continue once it ends");
  const live = await hub.table(t.id);
  if (live === null) throw new CarryError(403, "carryFrom.token: not a link of that table");
  // In the ids the finished battle's seats knew (a served battle is renamed at the boundary).
  return live.run(() => live.outJson(save(live.battle.state)));
}
