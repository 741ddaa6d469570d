/**
 * Rewriting card ids wherever they occur in a JSON tree: as a whole string (`card: "k3f9x2"`),
 * as a token of a composite string (an option id `attack:k3f9x2@p2`, `act:marisa-1.0`), or as an
 * object key (a map from card ids). Views use it to mask the cards a seat cannot see; samples
 * (`determinize`) use it to rename them. One walker for both, so neither can miss a place the
 * other covers.
 */

/** Characters that separate the parts of composite ids (`verb:card@target.index`, lists). */
const SEPARATORS = /[:@.,]/;
const SPLIT = /([:@.,])/;

/**
 * `text` with every token found in `table` replaced (the whole string, or each part between
 * separators); the same string when nothing matched.
 */
export function rewriteString(text: string, table: ReadonlyMap<string, string>): string {
  const whole = table.get(text);
  if (whole !== undefined) return whole;
  if (!SEPARATORS.test(text)) return text;
  const parts = text.split(SPLIT);
  let changed = false;
  for (let i = 0; i < parts.length; i += 2) {
    const r = table.get(parts[i]);
    if (r !== undefined) {
      parts[i] = r;
      changed = true;
    }
  }
  return changed ? parts.join("") : text;
}

/**
 * Rewrites, in place, every string in `root` (and every object key) through `table`. An object
 * key found in the table is renamed, or dropped when `dropKeys` (a view: an entry about a hidden
 * card says something about it). Returns the (possibly replaced) root.
 */
export function rewriteIds<T>(root: T, table: ReadonlyMap<string, string>, dropKeys: boolean): T {
  if (table.size === 0) return root;
  return walk(root, table, dropKeys) as T;
}

function walk(v: unknown, table: ReadonlyMap<string, string>, dropKeys: boolean): unknown {
  if (typeof v === "string") return rewriteString(v, table);
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = walk(v[i], table, dropKeys);
    return v;
  }
  const o = v as Record<string, unknown>;
  let renamed = false;
  for (const k in o) {
    if (rewriteString(k, table) !== k) renamed = true;
    else o[k] = walk(o[k], table, dropKeys);
  }
  if (!renamed) return o;
  // Rebuild to keep key order (a renamed key must stay where it was, for stable hashes).
  const out: Record<string, unknown> = {};
  for (const k in o) {
    const nk = rewriteString(k, table);
    if (nk !== k) {
      if (dropKeys) continue;
      out[nk] = walk(o[k], table, dropKeys);
    } else out[k] = o[k]; // walked by the first loop
  }
  return out;
}
