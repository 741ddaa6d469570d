/**
 * Line and column of a place in a YAML text, from a JSON-path-like place such as
 * `cards[3].attack` or `decks[0].cards["new card"]`: the yaml package keeps each node's range, so
 * a schema problem found on the parsed data can point at the line to fix. A key that is missing
 * points at the mapping that lacks it; an unexpected key at the key itself.
 */
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";

/** The segments of a rendered path: `cards[3].attack` → ["cards", 3, "attack"]. */
export function pathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.?([A-Za-z0-9_][\w-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(m[3]) as string);
  }
  return out;
}

/** A finder of places in one YAML text. */
export type PlaceFinder = (path: string) => { line: number; column: number } | undefined;

/** Parses `text` once and returns a finder of places in it (undefined where nothing fits). */
export function yamlPlaces(text: string): PlaceFinder {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return (path) => {
    let node: unknown = doc.contents;
    let at: Node | null = (doc.contents as Node | null) ?? null;
    for (const seg of pathSegments(path)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        if (pair === undefined) break;
        at = pair.key as Node;
        node = pair.value;
      } else if (isSeq(node) && typeof seg === "number" && seg < node.items.length) {
        node = node.items[seg];
        at = node as Node;
      } else break;
    }
    const start = at?.range?.[0];
    if (start === undefined) return undefined;
    const pos = lines.linePos(start);
    return { line: pos.line, column: pos.col };
  };
}
