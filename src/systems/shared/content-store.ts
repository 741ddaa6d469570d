/**
 * The content a battle plays with: a system's shipped content, or that content merged with the
 * packs the battle's options name (`options.content`: a list of packs as plain JSON, so replays
 * and simulation plans carry them). Merged content is built once per distinct list of packs and
 * kept by hash; the battle's state records only that hash (`state.options.content`), so copying
 * a state for search stays as cheap as before and a battle without packs is unchanged.
 */
import { type BattleState, EngineError, type Json } from "../../engine/index.ts";
import { contentHash } from "./content.ts";
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

/** A system's content by battle: shipped, or merged with packs, cached by hash. */
export class ContentStore<C extends { hash: string }> implements PackStore {
  private readonly byHash = new Map<string, C>();
  private readonly byPacksHash = new Map<string, C>();
  private readonly byList = new WeakMap<object, C>();

  /** Called once for each newly merged content (to add its names to a message table). */
  private readonly listeners: ((content: C) => void)[] = [];

  constructor(
    readonly shipped: C,
    private readonly build: BuildContent<C>,
  ) {
    this.byHash.set(shipped.hash, shipped);
  }

  /** Calls `fn` with every merged content from now on (names for message tables). */
  onNew(fn: (content: C) => void): void {
    this.listeners.push(fn);
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
    if (known !== undefined) return known;
    const key = contentHash(list);
    let c = this.byPacksHash.get(key);
    if (c === undefined) {
      const problems = new Problems();
      c = this.build(
        list.map((raw, i) => ({ file: `options.${CONTENT_OPTION}[${i}]`, raw })),
        problems,
      );
      problems.throwIfAny();
      this.byPacksHash.set(key, c);
      if (!this.byHash.has(c.hash)) {
        this.byHash.set(c.hash, c);
        for (const fn of this.listeners) fn(c);
      }
    }
    this.byList.set(list, c);
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

  /** The content a battle state plays with. */
  of(s: Pick<BattleState, "options">): C {
    const key = s.options[CONTENT_OPTION];
    return key === undefined ? this.shipped : this.byHashOf(key as string);
  }

  /** Merged content by its hash (as a state records it). */
  byHashOf(key: string): C {
    const c = this.byHash.get(key);
    if (c === undefined)
      throw new EngineError(`content ${key} is not loaded (start the battle from its init)`);
    return c;
  }

  /**
   * The first value `pick` finds in the contents loaded so far, newest first (the shipped
   * content last): for display lookups that have no state (a card's name by its id). A process
   * plays one battle's content at a time in practice, and that content is the newest.
   */
  find<T>(pick: (c: C) => T | undefined): T | undefined {
    if (this.byHash.size === 1) return pick(this.shipped);
    const all = [...this.byHash.values()];
    for (let i = all.length - 1; i >= 0; i--) {
      const v = pick(all[i]);
      if (v !== undefined) return v;
    }
    return undefined;
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
