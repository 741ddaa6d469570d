/**
 * Copy-on-write card flags. A battle copied from a setup template starts with every card's
 * flags (`card.f`) shared with the template: one frozen object per distinct set of starting
 * flags, used by every card and every battle that starts with them (most of a fresh battle's
 * memory was a flags object per card). Forks keep sharing them. Rules code writes a card's
 * flags only through {@link ownFlags} (on a record of its own: card-records.ts), which gives the
 * card a private copy first; a write that skips it hits a frozen object and throws (strict
 * mode), so a missed writer fails in tests instead of changing every other battle. The state's
 * JSON text is the same either way.
 */
import { sharedRecord } from "./card-records.ts";
import { EngineError } from "./errors.ts";
import type { CardState, Json } from "./types.ts";

/**
 * `card`'s flags, ready to be written: the card's own object, made now (same keys in the same
 * order) if the card still shares frozen flags. `card` must be a record the battle owns
 * (fetched with ownCard: card-records.ts); a shared record is refused. Read-only code may read
 * `card.f` directly.
 */
export function ownFlags(card: CardState): Record<string, Json> {
  const f = card.f;
  // Extensibility is one bit of the object's shape: the common (own) case costs one test.
  if (Object.isExtensible(f)) return f;
  if (sharedRecord(card))
    throw new EngineError(`ownFlags: card ${card.id} is shared; fetch it with ownCard first`);
  // Shared flags are plain values (setup-template.ts shares no other kind): a shallow copy.
  const own: Record<string, Json> = { ...f };
  card.f = own;
  return own;
}

/** Whether `f` is a shared (frozen) flags object, which copies may share instead of copying. */
export function sharedFlags(f: Record<string, Json>): boolean {
  return !Object.isExtensible(f) && Object.isFrozen(f);
}
