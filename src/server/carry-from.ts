/**
 * A campaign's next table starts from a finished table's end (YGT-02: life does not recover
 * between encounters). The request names that table and one of its links' tokens — only someone
 * who sat at (or watched) the last encounter can continue it — and the server reads the carry-over
 * from the battle it holds, so no one can hand in a doctored life total.
 */
import type { Json, Lang } from "../engine/index.ts";
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
  const { live, carry } = await finishedTable(hub, req.system, from.table, from.token, "carryFrom");
  // In the ids the finished battle's seats knew (a served battle is renamed at the boundary).
  return live.run(() => live.outJson(carry.save(live.battle.state)));
}

/**
 * What a new table continuing table `id` would carry over, as one line in `lang` (the lobby
 * shows it before the table is made). Asked with one of that table's links' tokens.
 */
export async function carryPreview(
  hub: TableHub,
  id: string,
  token: string,
  lang: Lang,
): Promise<string> {
  const t = await hub.store.getTable(id);
  if (t === null) throw new CarryError(403, "authorization.token: not a link of that table");
  const { live, carry } = await finishedTable(hub, t.system, id, token, "authorization");
  // Without a system's own words, the carry-over itself, in the ids the seats knew (a served
  // battle's readable ids would name its hidden cards).
  return live.run(() =>
    carry.describe === undefined
      ? JSON.stringify(live.outJson(carry.save(live.battle.state)))
      : carry.describe(live.battle.state, lang),
  );
}

/**
 * The finished table `id` of `system`, held by a link's `token`, and its system's carry-over
 * (CarryError naming `field` otherwise).
 */
async function finishedTable(
  hub: TableHub,
  system: string,
  id: string,
  token: string,
  field: string,
) {
  const carry = SYSTEM_ENTRIES[system]?.system.carry;
  if (carry === undefined)
    throw new CarryError(400, `${field}: a ${system} battle carries nothing into the next`);
  const t = await hub.store.getTable(id);
  const grant = await hub.store.findToken(hashToken(token));
  // One answer for "no such table" and "not its token": a guess learns nothing from it.
  if (t === null || grant === null || grant.tableId !== t.id)
    throw new CarryError(403, `${field}.token: not a link of that table`);
  if (t.system !== system)
    throw new CarryError(400, `${field}.table: it is a ${t.system} table, not ${system}`);
  if (t.status === "open")
    throw new CarryError(409, `${field}.table: its battle is still going: continue once it ends`);
  const live = await hub.table(t.id);
  if (live === null) throw new CarryError(403, `${field}.token: not a link of that table`);
  return { live, carry };
}
