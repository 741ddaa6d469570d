/**
 * The nesting of JSON text, measured before it is parsed. `JSON.parse` survives any depth, but an
 * 8 MiB body of `[[[[…` (a replay sent to the viewer) cost it 5 s and 450 MB before the depth
 * check on the parsed value could refuse it; this scan costs a pass over the characters.
 */
import { MAX_DEPTH } from "../../shared/limits.ts";

/** Where JSON text first nests deeper than {@link MAX_DEPTH}. */
export interface JsonTooDeep {
  /** The place of the collection that is one level too deep (keys and indexes). */
  path: PropertyKey[];
  /** 1-based position of its opening bracket. */
  line: number;
  column: number;
}

/** One open collection: a list (its current index) or a mapping (its current key). */
interface Frame {
  list: boolean;
  index: number;
  key: string;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_LIST = 91;
const CLOSE_LIST = 93;
const OPEN_MAP = 123;
const CLOSE_MAP = 125;
const COMMA = 44;

/** A key's text without its JSON escapes (as written, if they are broken). */
function keyText(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted.slice(1, -1);
  }
}

/** The position of `offset` in `text`, 1-based. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/**
 * The first collection of JSON `text` nested deeper than {@link MAX_DEPTH} (as the parsed value's
 * check counts: the top value is at depth 0), or undefined. Text that is not JSON is left to
 * `JSON.parse` to report.
 */
export function jsonTooDeep(text: string): JsonTooDeep | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      for (i = start; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
      const top = stack[stack.length - 1];
      if (expectKey && top !== undefined && !top.list) {
        top.key = keyText(text.slice(start - 1, i + 1));
        expectKey = false;
      }
    } else if (c === OPEN_LIST || c === OPEN_MAP) {
      if (stack.length >= MAX_DEPTH) {
        const path = stack.map((f) => (f.list ? f.index : f.key));
        return { path, ...positionOf(text, i) };
      }
      stack.push({ list: c === OPEN_LIST, index: 0, key: "" });
      expectKey = c === OPEN_MAP;
    } else if (c === CLOSE_LIST || c === CLOSE_MAP) {
      stack.pop();
      expectKey = false;
    } else if (c === COMMA) {
      const top = stack[stack.length - 1];
      if (top?.list) top.index++;
      else expectKey = top !== undefined;
    }
  }
  return undefined;
}
