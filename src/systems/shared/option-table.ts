/**
 * Interned option ids with what each names, for a system's option-ids.ts. Listings run at every
 * decision and offer the same ids again and again: each id is built once and handed out as the
 * same string (its hash kept in the string), with its typed record (`R`, a system's OptionRef)
 * kept beside it, so answering reads the parts back by one lookup and rules code never slices an
 * id. An id not built here (a loaded state's, a renamed sample's, a typed or refused choice) is
 * read by the system's one parser the first time it is looked up, and remembered like the others.
 *
 * Outside any state: hashes, replays and saved states never see the tables. Bounded: battles with
 * opaque ids (new ids per seed) must not grow them forever, so when `max` ids are held every
 * table starts again (the fixed ids stay). A row a caller still holds then is an orphan: it is
 * only written, and the next lookup makes a fresh one.
 */

/** The ids and records of one system's options. */
export class OptionTable<R> {
  private readonly refs = new Map<string, R>();
  private readonly tables: Map<unknown, unknown>[] = [];

  /**
   * @param max ids held before every table starts again
   * @param fixed ids that name no card, kept for good
   * @param parse the system's one parser, for ids not built here (its records are frozen here)
   */
  constructor(
    private readonly max: number,
    private readonly fixed: readonly (readonly [string, R])[],
    private readonly parse: (id: string) => R,
  ) {
    this.restart();
  }

  /** A table of built ids (or rows of them), emptied whenever the tables start again. */
  table<K, V>(): Map<K, V> {
    const m = new Map<K, V>();
    this.tables.push(m as Map<unknown, unknown>);
    return m;
  }

  /** Remembers that `id` names `ref` (frozen here); returns `id`. */
  make(id: string, ref: R): string {
    this.keep(id, ref);
    return id;
  }

  /** What `id` names: remembered, or parsed now and remembered (shared and frozen). */
  ref(id: string): R {
    const known = this.refs.get(id);
    return known !== undefined ? known : this.keep(id, this.parse(id));
  }

  private keep(id: string, ref: R): R {
    if (this.refs.size >= this.max) this.restart();
    const frozen = Object.freeze(ref);
    this.refs.set(id, frozen);
    return frozen;
  }

  /** A builder of the one-part ids `<verb>:<a>`, each naming `ref(a)`. */
  ones(verb: string, ref: (a: string) => R): (a: string) => string {
    const head = `${verb}:`;
    const byA = this.table<string, string>();
    return (a) => {
      let id = byA.get(a);
      if (id === undefined) {
        id = this.make(head + a, ref(a));
        byA.set(a, id);
      }
      return id;
    };
  }

  /** A builder of the two-part ids `<verb>:<a>@<b>`, each naming `ref(a, b)`. */
  pairs(verb: string, ref: (a: string, b: string) => R): (a: string, b: string) => string {
    const head = `${verb}:`;
    const byA = this.table<string, Map<string, string>>();
    return (a, b) => {
      const byB = rowOf(byA, a);
      let id = byB.get(b);
      if (id === undefined) {
        id = this.make(`${head}${a}@${b}`, ref(a, b));
        byB.set(b, id);
      }
      return id;
    };
  }

  /** A builder of the ids `<verb>:<a>.<n>` (a card's ability by number), each naming `ref(a, n)`. */
  numbered(verb: string, ref: (a: string, n: number) => R): (a: string, n: number) => string {
    const head = `${verb}:`;
    const byA = this.table<string, string[]>();
    return (a, n) => {
      let byN = byA.get(a);
      if (byN === undefined) {
        byN = [];
        byA.set(a, byN);
      }
      let id = byN[n];
      if (id === undefined) {
        id = this.make(`${head}${a}.${n}`, ref(a, n));
        byN[n] = id;
      }
      return id;
    };
  }

  /**
   * The ids `<base>@<target>` of plays built here, each naming `retarget(ref(base), target)`:
   * look a play's row up once (`row(base)`), then `id(row, base, target)` per target.
   */
  targeted(retarget: (base: R, target: string) => R): Targeted {
    const rows = this.table<string, Map<string, string>>();
    return {
      row: (base) => rowOf(rows, base),
      id: (row, base, target) => {
        let id = row.get(target);
        if (id === undefined) {
          id = this.make(`${base}@${target}`, retarget(this.ref(base), target));
          // After a restart the row is an orphan: the next row() makes a fresh one.
          row.set(target, id);
        }
        return id;
      },
    };
  }

  private restart(): void {
    this.refs.clear();
    for (const m of this.tables) m.clear();
    for (const [id, ref] of this.fixed) this.refs.set(id, Object.freeze(ref));
  }
}

/** The targeted ids of plays (see {@link OptionTable.targeted}). */
export interface Targeted {
  /** The ids `<base>@…` made so far, by target. */
  row(base: string): Map<string, string>;
  /** `<base>@<target>` through `row` (= row(base)). */
  id(row: Map<string, string>, base: string, target: string): string;
}

/** The map under `key` in `table`, made empty the first time. */
export function rowOf<K, V>(table: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let row = table.get(key);
  if (row === undefined) {
    row = new Map();
    table.set(key, row);
  }
  return row;
}
