/**
 * Copy-on-write card records. A battle copied from a setup template starts with its card table
 * holding the template's records, shared by every battle (and every fork) made from it: a fresh
 * battle pays for the table's entries only, not for 80 records. A card gets a record of its own
 * the first time something writes it (a move, an attachment, a stats recompute, its flags, its
 * base), made by {@link ownCard}: a shallow copy, same keys in the same order, so the state's
 * JSON text and every hash stay what they were. A shared record's values are frozen (base,
 * stats, flags of plain values: see setup-template.ts) and stay shared by the copy until written
 * (ownFlags copies flags, a recompute or leaving the field assigns new stats, attaching to an
 * empty list assigns a new one).
 *
 * The rule for rules code: a function that writes a card fetches it with `ownCard(state, id)`,
 * not `state.cards[id]`, before it reads it, and keeps that record; read-only code reads
 * `state.cards[id]` as before. Once a card is owned it stays the same object for the rest of the
 * battle (only the first write replaces it), so a record fetched with ownCard never goes stale.
 *
 * Two ways to get this wrong, both loud in tests. Under `node --test` (or KASSEN_CHECK_CARDS=1)
 * the template's records are frozen and each battle's table holds a revocable proxy of each
 * shared record, one per battle and per fork:
 * - a missed writer (a write to a shared record, or to its frozen values) throws, instead of
 *   changing every other battle;
 * - a stale holder (code that holds `c = state.cards[id]` across a call that owns the card, a
 *   move or a modifier, then uses `c`, which no longer is the card) throws on its next use:
 *   owning the card revokes the battle's proxy.
 * Outside that mode the table holds the records themselves, unfrozen, so that shared and owned
 * records have one shape (hidden class): the rules code reads cards everywhere, and reading two
 * shapes at every site cost 5–7% of a whole game, measured. A record is known to be shared by
 * its attachment list, the one frozen empty list SHARED_MARK (`[]` in JSON, as any empty list),
 * which no owned record holds: testing it is one load and one comparison.
 */
import { EngineError } from "./errors.ts";
import type { BattleState, CardState } from "./types.ts";

/** Whether records are checked: in tests (see the module comment), never in a browser. */
const CHECK: boolean =
  typeof process !== "undefined" &&
  (process.env.KASSEN_CHECK_CARDS === "1" ||
    (process.env.NODE_TEST_CONTEXT !== undefined && process.env.KASSEN_CHECK_CARDS !== "0"));

/**
 * Whether shared records are checked (see the module comment): setup templates then also copy
 * a template's first battle, so every battle plays on shared records.
 */
export function checkingCards(): boolean {
  return CHECK;
}

/** The attachment list of a shared record, and only of one: the mark of sharing. */
const SHARED_MARK: string[] = Object.freeze([]) as unknown as string[];

/**
 * The empty attachment list owned records may share (frozen: attaching assigns a new list to an
 * empty one instead of pushing; see zones.ts). Copies of records use it for an empty list.
 */
export const NO_ATTACHED: string[] = Object.freeze([]) as unknown as string[];

/**
 * The shared record for a template card `c` (same keys in the same order): `c` must have
 * nothing attached and frozen values (setup-template.ts), so that nothing reachable from it is
 * written in place. Frozen itself in check mode.
 */
export function shareableRecord(c: CardState): CardState {
  const r: CardState = {
    id: c.id,
    def: c.def,
    owner: c.owner,
    zone: c.zone,
    attached: SHARED_MARK,
    base: c.base,
    stats: c.stats,
    f: c.f,
  };
  return CHECK ? Object.freeze(r) : r;
}

/** Check mode: each table entry's proxy → the shared record it stands for, and its revoker. */
const PROXIES = new WeakMap<object, { record: CardState; revoke: () => void }>();

/**
 * The entry a card table holds for the shared record `c`: the record itself, or in check mode a
 * proxy of it of this table's own, revoked when the card is owned. `c` may be such a proxy (a
 * fork's parent holds one): the new entry stands for the same record.
 */
export function shareRecord(c: CardState): CardState {
  if (!CHECK) return c;
  const record = PROXIES.get(c)?.record ?? c;
  const { proxy, revoke } = Proxy.revocable(record, {});
  PROXIES.set(proxy, { record, revoke });
  return proxy;
}

/** Whether `c` is a shared record, which copies share instead of copying. */
export function sharedRecord(c: CardState): boolean {
  return c.attached === SHARED_MARK;
}

/**
 * `c`, just read from `state.cards`, ready to be written: `c` itself if the battle owns it,
 * else the card's own record, made now (as {@link ownCard}, without looking the card up again
 * on hot paths). Use the result from then on: `c` is stale once replaced.
 */
export function ownRecord(state: BattleState, c: CardState): CardState {
  return c.attached !== SHARED_MARK ? c : ownCard(state, c.id);
}

/**
 * Card `id` of `state`, ready to be written: its own record, made now if the card still shares
 * the template's (see the module comment). Throws for an unknown id.
 */
export function ownCard(state: BattleState, id: string): CardState {
  const c = state.cards[id];
  if (c === undefined) throw new EngineError(`no card "${id}"`);
  if (c.attached !== SHARED_MARK) return c;
  const p = CHECK ? PROXIES.get(c) : undefined;
  const src = p === undefined ? c : p.record;
  // Keys in addCard's order: the state's JSON text (and hash) must not change. The values stay
  // shared (frozen) until written.
  const own: CardState = {
    id: src.id,
    def: src.def,
    owner: src.owner,
    zone: src.zone,
    attached: NO_ATTACHED,
    base: src.base,
    stats: src.stats,
    f: src.f,
  };
  state.cards[id] = own;
  p?.revoke();
  return own;
}
