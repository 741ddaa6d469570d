/**
 * The content a battle plays with: a system's shipped content, or that content merged with the
 * packs the battle's options name (`options.content`: a list of packs as plain JSON, so replays
 * and simulation plans carry them). Merged content is built once per distinct list of packs and
 * kept by hash within a budget; the battle's state records only that hash
 * (`state.options.content`), so copying a state for search stays as cheap as before and a
 * battle without packs is unchanged. There is no global lookup: every name, definition and text
 * is read from one battle's content (`of(state)`), so one table's pack never renames another's
 * cards.
 */
import { type ContentRef, EngineError, type Json } from "../../engine/index.ts";
import { canonicalHash, canonicalJson } from "./content.ts";
import { type ContentProblem, Problems } from "./content-problems.ts";

/** A pack to merge, with the name its problems are reported under. */
export interface NamedPack {
  file: string;
  raw: unknown;
}

/** Builds merged content from packs (shipped content included), adding any problem found. */
export type BuildContent<C> = (packs: NamedPack[], problems: Problems) => C;

/** The option key that carries packs in a battle's init and the content hash in its state. */
export const CONTENT_OPTION = "content";

/** What tools need of a system's content store, whatever its content's shape. */
export interface PackStore {
  /** Every problem of these packs merged onto the shipped content. */
  check(packs: NamedPack[], locate?: Problems["locate"]): ContentProblem[];
  /** The hash of the content a battle with these options plays with. */
  hashOf(options: Record<string, Json> | undefined): string;
  /**
   * The entry `id` of content list `list` (`cards`, `enemies`…) as a battle with these options
   * sees it (packs included), or undefined: what `kassen tune` copies to vary one field.
   */
  entryOf(options: Record<string, Json> | undefined, list: string, id: string): unknown;
  /** The names of the content's lists (`cards`, `decks`…), for messages. */
  listNames(): string[];
}

/** One merged content kept by hash. */
interface Kept<C> {
  content: C;
  /** What it is counted as against the budget (see {@link BYTES_PER_PACK_CHAR}). */
  bytes: number;
}

/**
 * Heap bytes a merged content holds per character of its packs' JSON text: the records, indexes
 * and frozen copies built from a pack are several times its text (measured with
 * `bench/content-memory.ts`: a 250 KB vision pack's content holds ~1.7 MB). Used to count a
 * content against the store's budget without walking it.
 */
export const BYTES_PER_PACK_CHAR = 7;

/** Bytes of merged content a store keeps for reuse (see `setBudget`), beyond live battles'. */
export const DEFAULT_CONTENT_BUDGET = 16 * 1024 * 1024;

/**
 * A system's content by battle: shipped, or merged with packs, cached by hash within a byte
 * budget. A battle's state keeps only its content's hash, so the content of any battle that may
 * still ask must be found: the store holds each pack list it merged weakly (the list lives in
 * the battle's init, which whoever keeps the battle keeps — a table, a bot's cached battle) and
 * the list's content by the list (a WeakMap), and takes it back into the cache on a miss (merging
 * it again only if need be). Once every holder of the list is gone, so is its content, unless
 * the budget still keeps it for reuse: a server holds its live tables' contents plus the budget.
 */
export class ContentStore<C extends { hash: string }> implements PackStore {
  /** Merged contents by hash, least recently started first (the shipped content is not here). */
  private readonly byHash = new Map<string, Kept<C>>();
  /** Pack lists' hashes → their content's hash, for the contents kept. */
  private readonly byPacksHash = new Map<string, string>();
  /**
   * Each pack list (by identity) → its content, while the list lives: a live battle's init
   * keeps its content this way whatever the budget dropped.
   */
  private readonly byList = new WeakMap<object, C>();
  /** What each merged content counts for against the budget. */
  private readonly sizes = new WeakMap<C, number>();
  /** Content hash → the pack lists it was merged from, held weakly, for a merge on a miss. */
  private readonly recipes = new Map<string, WeakRef<Json[]>[]>();
  /** Forgets a recipe whose pack lists are all gone. */
  private readonly forget = new FinalizationRegistry<string>((hash) => this.prune(hash));
  private bytes = 0;
  private budget = DEFAULT_CONTENT_BUDGET;

  constructor(
    readonly shipped: C,
    private readonly build: BuildContent<C>,
  ) {}

  /**
   * Sets the bytes of merged content kept (default {@link DEFAULT_CONTENT_BUDGET}: about nine
   * 250 KB packs); contents over it are dropped, least recently started first, and merged again
   * (10–40 ms for a 250 KB pack) or taken back if a live battle of theirs asks.
   */
  setBudget(bytes: number): void {
    this.budget = Math.max(0, bytes);
    this.trim(null);
  }

  /** Merged contents kept now, and the bytes they count for (for tests and the bench). */
  kept(): { contents: number; bytes: number; recipes: number } {
    return { contents: this.byHash.size, bytes: this.bytes, recipes: this.recipes.size };
  }

  /**
   * Every problem of these packs merged onto the shipped content (none: they can be used).
   * `locate` finds a path's position in a named file.
   */
  check(packs: NamedPack[], locate: Problems["locate"] = null): ContentProblem[] {
    const problems = new Problems();
    problems.locate = locate;
    this.build(packs, problems);
    return problems.list;
  }

  /** The content for a battle's options (the shipped content when they name no packs). */
  forOptions(options: Record<string, Json> | undefined): C {
    const packs = options?.[CONTENT_OPTION];
    if (packs === undefined) return this.shipped;
    if (!Array.isArray(packs)) {
      const problems = new Problems();
      problems.add(`options.${CONTENT_OPTION}`, "", "expected a list of content packs");
      problems.throwIfAny();
    }
    const list = packs as Json[];
    const known = this.byList.get(list);
    if (known !== undefined) {
      this.touch(known);
      return known;
    }
    const text = canonicalJson(list);
    const key = canonicalHash(text);
    const hash = this.byPacksHash.get(key);
    let c = hash === undefined ? undefined : this.byHash.get(hash)?.content;
    if (c === undefined) c = this.merge(list, key, text.length);
    else this.touch(c);
    this.byList.set(list, c);
    if (c !== this.shipped) this.remember(c.hash, list);
    return c;
  }

  /**
   * The options a battle's state keeps: the same, with the packs replaced by the merged
   * content's hash (dropped when the packs change nothing).
   */
  stateOptions(options: Record<string, Json> | undefined): Record<string, Json> {
    if (options?.[CONTENT_OPTION] === undefined) return options ?? {};
    const c = this.forOptions(options);
    const { [CONTENT_OPTION]: _packs, ...rest } = options;
    return c === this.shipped ? rest : { ...rest, [CONTENT_OPTION]: c.hash };
  }

  /** The hash of the content a battle with these options plays with (replays record it). */
  hashOf(options: Record<string, Json> | undefined): string {
    return this.forOptions(options).hash;
  }

  /** An entry of a content list for a battle's options (see {@link PackStore.entryOf}). */
  entryOf(options: Record<string, Json> | undefined, list: string, id: string): unknown {
    const lists = this.forOptions(options) as unknown as Record<string, unknown>;
    if (list === "hash" || !Object.hasOwn(lists, list)) return undefined;
    const entries = lists[list];
    if (entries === null || typeof entries !== "object" || !Object.hasOwn(entries, id))
      return undefined;
    return (entries as Record<string, unknown>)[id];
  }

  /** The names of the content's lists. */
  listNames(): string[] {
    return Object.keys(this.shipped).filter((k) => k !== "hash");
  }

  /**
   * The content a battle plays with, from its state or a seat's view of it (null: the shipped
   * content). Names and texts are always looked up here, in the battle's own content.
   */
  of(s: ContentRef): C {
    const key = s?.options[CONTENT_OPTION];
    return key === undefined ? this.shipped : this.byHashOf(key as string);
  }

  /**
   * Merged content by its hash (as a state records it): kept, or the content of a pack list a
   * live battle's init still holds (taken back into the cache; merged again if need be).
   */
  byHashOf(key: string): C {
    if (key === this.shipped.hash) return this.shipped;
    const kept = this.byHash.get(key);
    if (kept !== undefined) return kept.content;
    for (const ref of this.recipes.get(key) ?? []) {
      const list = ref.deref();
      if (list === undefined) continue;
      const known = this.byList.get(list);
      if (known !== undefined) {
        this.admit(known, this.sizes.get(known) ?? 0);
        return known;
      }
      const text = canonicalJson(list);
      const c = this.merge(list, canonicalHash(text), text.length);
      this.byList.set(list, c);
      return c;
    }
    throw new EngineError(`content ${key} is not loaded (start the battle from its init)`);
  }

  /** Keeps `c` (counted as `bytes`) as the newest content, dropping the oldest over budget. */
  private admit(c: C, bytes: number): void {
    if (c === this.shipped || this.byHash.has(c.hash)) return;
    this.byHash.set(c.hash, { content: c, bytes });
    this.bytes += bytes;
    this.trim(c.hash);
  }

  /** Merges `list` (whose pack hash is `key`), keeps it, and drops the oldest over budget. */
  private merge(list: Json[], key: string, chars: number): C {
    const problems = new Problems();
    const c = this.build(
      list.map((raw, i) => ({ file: `options.${CONTENT_OPTION}[${i}]`, raw })),
      problems,
    );
    problems.throwIfAny();
    if (c.hash === this.shipped.hash) return this.shipped;
    const old = this.byHash.get(c.hash);
    if (old !== undefined) {
      this.byPacksHash.set(key, c.hash);
      this.touch(old.content);
      return old.content;
    }
    const bytes = chars * BYTES_PER_PACK_CHAR;
    this.sizes.set(c, bytes);
    this.byPacksHash.set(key, c.hash);
    this.admit(c, bytes);
    return c;
  }

  /** Marks `c` as the most recently started content. */
  private touch(c: C): void {
    const kept = this.byHash.get(c.hash);
    if (kept === undefined || c === this.shipped) return;
    this.byHash.delete(c.hash);
    this.byHash.set(c.hash, kept);
  }

  /** Drops the least recently started contents until the rest fit the budget (never `keep`). */
  private trim(keep: string | null): void {
    for (const [hash, kept] of this.byHash) {
      if (this.bytes <= this.budget) break;
      if (hash === keep) continue;
      this.byHash.delete(hash);
      this.bytes -= kept.bytes;
      for (const [k, h] of this.byPacksHash) if (h === hash) this.byPacksHash.delete(k);
    }
  }

  /** Holds `list` weakly as a way to merge content `hash` again. */
  private remember(hash: string, list: Json[]): void {
    const refs = (this.recipes.get(hash) ?? []).filter((r) => r.deref() !== undefined);
    if (refs.some((r) => r.deref() === list)) return;
    refs.push(new WeakRef(list));
    this.recipes.set(hash, refs);
    this.forget.register(list, hash);
  }

  /** Drops the dead references of `hash`'s recipe, and the recipe once none is left. */
  private prune(hash: string): void {
    const refs = this.recipes.get(hash)?.filter((r) => r.deref() !== undefined) ?? [];
    if (refs.length === 0) this.recipes.delete(hash);
    else this.recipes.set(hash, refs);
  }
}

/**
 * A table derived from content (facts per card, cards per trigger window), built once per
 * content object: the shipped content's table is built once as before, a pack's on first use.
 */
export function perContent<C extends object, T>(build: (c: C) => T): (c: C) => T {
  const cache = new WeakMap<C, T>();
  return (c) => {
    let t = cache.get(c);
    if (t === undefined) {
      t = build(c);
      cache.set(c, t);
    }
    return t;
  };
}
