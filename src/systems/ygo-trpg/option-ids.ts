/**
 * Option ids `verb:card[@target]`, each built once and then handed out as the same string, with
 * its parts remembered beside it. Listing options runs every decision and answering one parses
 * it back: an interned id costs two map lookups to list (its hash is kept in the string) and one
 * to read back, where building and splitting it allocated every time. An id that was never
 * listed here (a typed or loaded choice) is split once and remembered like the others.
 * Bounded: battles with opaque ids (new ids per seed) must not grow the tables forever.
 */

/** An option id's parts: `verb:card@target`. */
export interface OptionParts {
  verb: string;
  card: string;
  target: string | null;
}

/** Entries kept before the tables start again (a run of fixed-id battles needs a few hundred). */
const MAX_IDS = 50_000;

/** Parts by id. */
const PARTS = new Map<string, OptionParts>();
/** Ids by verb, card and target ("" for none). */
const IDS = new Map<string, Map<string, Map<string, string>>>();

/** Bumped when the tables start again: the per-verb tables then start again too. */
let era = 0;

function restart(): void {
  PARTS.clear();
  IDS.clear();
  era++;
}

/** The interned id `verb:card` or `verb:card@target`. */
export function optionId(verb: string, card: string, target: string | null): string {
  let byCard = IDS.get(verb);
  if (byCard === undefined) {
    byCard = new Map();
    IDS.set(verb, byCard);
  }
  let byTarget = byCard.get(card);
  if (byTarget === undefined) {
    byTarget = new Map();
    byCard.set(card, byTarget);
  }
  const key = target ?? "";
  let id = byTarget.get(key);
  if (id === undefined) {
    if (PARTS.size >= MAX_IDS) restart();
    id = target === null ? `${verb}:${card}` : `${verb}:${card}@${target}`;
    byTarget.set(key, id);
    PARTS.set(id, { verb, card, target });
  }
  return id;
}

/**
 * The interned ids of one verb: `verb:card` by card, `verb:card@target` by card and target — one
 * map lookup fewer than {@link optionId} (the verb is known where the options are listed).
 */
export class VerbIds {
  private readonly single = new Map<string, string>();
  private readonly paired = new Map<string, Map<string, string>>();
  private era = era;
  constructor(readonly verb: string) {}

  /** `verb:card`. */
  of(card: string): string {
    if (this.era !== era) this.reset();
    const id = this.single.get(card);
    if (id !== undefined) return id;
    const made = optionId(this.verb, card, null);
    this.single.set(card, made);
    return made;
  }

  /** `verb:card@target`. */
  to(card: string, target: string): string {
    if (this.era !== era) this.reset();
    let byTarget = this.paired.get(card);
    if (byTarget === undefined) {
      byTarget = new Map();
      this.paired.set(card, byTarget);
    }
    const id = byTarget.get(target);
    if (id !== undefined) return id;
    const made = optionId(this.verb, card, target);
    byTarget.set(target, made);
    return made;
  }

  /**
   * The ids `verb:card@…` made so far, by target: one lookup for the card, then one per target
   * (read with {@link toIn}).
   */
  row(card: string): Map<string, string> {
    if (this.era !== era) this.reset();
    let byTarget = this.paired.get(card);
    if (byTarget === undefined) {
      byTarget = new Map();
      this.paired.set(card, byTarget);
    }
    return byTarget;
  }

  /** `verb:card@target` through the card's {@link row}. */
  toIn(row: Map<string, string>, card: string, target: string): string {
    const id = row.get(target);
    if (id !== undefined) return id;
    const made = optionId(this.verb, card, target);
    // After a restart the row is an orphan: the next row() call makes a fresh one.
    row.set(target, made);
    return made;
  }

  /** Forgets what was made before the shared tables started again. */
  private reset(): void {
    this.single.clear();
    this.paired.clear();
    this.era = era;
  }
}

/** Splits `verb:card@target` (the parts are shared: do not modify). */
export function optionParts(id: string): OptionParts {
  let p = PARTS.get(id);
  if (p === undefined) {
    const colon = id.indexOf(":");
    const [card, target] = id.slice(colon + 1).split("@");
    p = { verb: id.slice(0, colon), card, target: target ?? null };
    if (PARTS.size >= MAX_IDS) restart();
    PARTS.set(id, p);
  }
  return p;
}
