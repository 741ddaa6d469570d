/**
 * Copy-on-write card records. A battle copied from a setup template starts with its card table
 * holding the template's own records, frozen and shared by every battle (and every fork) made
 * from it: a fresh battle pays for the table's entries only, not for 80 records. A card gets a
 * record of its own the first time something writes it (a move, an attachment, a stats
 * recompute, its flags, its base), made by {@link ownCard}: a shallow copy, same keys in the
 * same order, so the state's JSON text and every hash stay what they were. A shared record's
 * values are frozen too (base, stats, the attachment list, flags of plain values: see
 * setup-template.ts), and they stay shared by the copy until written (ownFlags copies flags,
 * a recompute or leaving the field assigns new stats, attaching to an empty list assigns a new
 * one).
 *
 * The rule for rules code: a function that writes a card fetches it with `ownCard(state, id)`,
 * not `state.cards[id]`, before anything else reads it, and keeps that record; read-only code
 * reads `state.cards[id]` as before. Two ways to get this wrong, both loud:
 * - a missed writer: writing a shared record (or its frozen values) throws in strict mode
 *   (every module is one), instead of changing every other battle;
 * - a stale holder: code that holds `c = state.cards[id]` across a call that owns the card (a
 *   move, a modifier, …) would go on reading the shared record, which no longer is the card.
 *   Under `node --test` (or with KASSEN_CHECK_CARDS=1), a battle's table holds a revocable
 *   proxy of each shared record instead of the record itself, one per battle and per fork, and
 *   owning the card revokes it: any later read or write through the stale reference throws.
 *   Outside tests the table holds the records themselves (no cost on reads).
 * Once a card is owned it stays the same object for the rest of the battle: only the first
 * write replaces it, so a reference fetched with ownCard never goes stale.
 */
import { EngineError } from "./errors.ts";
import type { BattleState, CardState } from "./types.ts";

/** Whether stale references are checked: in tests (see the module comment), never in a browser. */
const CHECK: boolean =
  typeof process !== "undefined" &&
  (process.env.KASSEN_CHECK_CARDS === "1" ||
    (process.env.NODE_TEST_CONTEXT !== undefined && process.env.KASSEN_CHECK_CARDS !== "0"));

/**
 * Whether stale references to shared records are checked (see the module comment): setup
 * templates then copy even a template's first battle, so every battle plays on shared records.
 */
export function checkingCards(): boolean {
  return CHECK;
}

/** Check mode: each table entry's proxy → the shared record it stands for, and its revoker. */
const PROXIES = new WeakMap<object, { record: CardState; revoke: () => void }>();

/**
 * The entry a card table holds for the shared record `c` (the record itself; in check mode a
 * proxy of it of this table's own, revoked when the card is owned). `c` may be such a proxy
 * (a fork's parent holds one): the new entry stands for the same record.
 */
export function shareRecord(c: CardState): CardState {
  if (!CHECK) return c;
  const record = PROXIES.get(c)?.record ?? c;
  const { proxy, revoke } = Proxy.revocable(record, {});
  PROXIES.set(proxy, { record, revoke });
  return proxy;
}

/** Whether `c` is a shared (frozen) record, which copies share instead of copying. */
export function sharedRecord(c: CardState): boolean {
  // Extensibility is one bit of the object's shape: the common (own) case costs one test.
  return !Object.isExtensible(c);
}

/**
 * Card `id` of `state`, ready to be written: its own record, made now if the card still shares
 * the template's (see the module comment). Throws for an unknown id.
 */
export function ownCard(state: BattleState, id: string): CardState {
  const c = state.cards[id];
  if (c === undefined) throw new EngineError(`no card "${id}"`);
  if (Object.isExtensible(c)) return c;
  const p = CHECK ? PROXIES.get(c) : undefined;
  const src = p === undefined ? c : p.record;
  // Keys in addCard's order: the state's JSON text (and hash) must not change. The values stay
  // shared (frozen) until written; only a non-empty attachment list is copied here, since
  // attaching and detaching write it in place.
  const own: CardState = {
    id: src.id,
    def: src.def,
    owner: src.owner,
    zone: src.zone,
    attached: src.attached.length === 0 ? src.attached : src.attached.slice(),
    base: src.base,
    stats: src.stats,
    f: src.f,
  };
  state.cards[id] = own;
  p?.revoke();
  return own;
}
