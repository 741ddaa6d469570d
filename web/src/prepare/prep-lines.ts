/**
 * Where a problem's scenario path (`setup.girls[1].pos`, `content.cards[0].atk`) lies in the
 * exported YAML: its line, so a GM/KP reading or editing the file finds it. A path whose last
 * keys are absent (a missing field) points at the nearest place that is there.
 */
import { isCollection, LineCounter, parseDocument } from "yaml";

/** The keys of a path: `a.b[2].c` → `["a", "b", 2, "c"]`. */
export function pathKeys(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (m[2] !== undefined) keys.push(Number(m[2]));
    else if (/^\d+$/.test(m[1])) keys.push(Number(m[1]));
    else keys.push(m[1]);
  }
  return keys;
}

/** The 1-based line of each path in `yamlText` (null: not placed), in the order given. */
export function linesOf(yamlText: string, paths: string[]): (number | null)[] {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  if (doc.errors.length > 0) return paths.map(() => null);
  return paths.map((path) => {
    let keys = pathKeys(path);
    // The GM's/KP's entries are the scenario's one inline pack: `content: [pack]`.
    if (keys[0] === "content" && typeof keys[1] === "string")
      keys = ["content", 0, ...keys.slice(1)];
    for (let n = keys.length; n > 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true) as
        | { range?: [number, number, number] }
        | undefined;
      const range = node?.range;
      if (range !== undefined) {
        // A collection's range starts at its first key: its own line is the one above for a block map.
        const at =
          isCollection(node) && n > 0 ? (keyStart(doc, keys.slice(0, n)) ?? range[0]) : range[0];
        return counter.linePos(at).line;
      }
    }
    return null;
  });
}

/** Where the key (or sequence item) leading to a node starts. */
function keyStart(doc: ReturnType<typeof parseDocument>, keys: (string | number)[]): number | null {
  const parent = keys.length === 1 ? doc.contents : doc.getIn(keys.slice(0, -1), true);
  const last = keys[keys.length - 1];
  if (parent === null || !isCollection(parent)) return null;
  for (const item of parent.items as unknown[]) {
    const pair = item as { key?: { value?: unknown; range?: [number, number, number] } };
    if (pair.key !== undefined && pair.key?.value === last && pair.key.range !== undefined)
      return pair.key.range[0];
  }
  return null;
}
