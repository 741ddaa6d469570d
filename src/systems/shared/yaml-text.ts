/**
 * Parsing a data file's YAML (JSON too) with the limits of src/shared/limits.ts, checked before
 * the deep work: the text is first read into yaml's syntax tree (a flat, loop-driven pass that
 * any nesting survives), its depth and its number of documents are checked there, and only then
 * is it built into values — the step that recurses once per level and, on a 20 KB file nested
 * 2,000 deep, ran out of stack or of memory (`RegExpCompiler Allocation failed`, exit 134).
 * Every problem is a {@link YamlError} naming the file, the place and the line.
 */
import { Composer, CST, LineCounter, Parser, YAMLParseError } from "yaml";
import { echo, MAX_DEPTH, MAX_YAML_ALIASES } from "../../shared/limits.ts";
import { cutQuoted, escapeControls } from "../../shared/safe-text.ts";
import { DataFileError, renderPath } from "./data-file-error.ts";

/** A YAML problem; `bare` is its message without the file, place and position. */
export class YamlError extends DataFileError {
  constructor(
    file: string,
    path: string,
    readonly bare: string,
    line?: number,
    column?: number,
    positioned = bare,
  ) {
    super(file, path, positioned, { line, column });
  }
}

/** What a nesting deeper than the limit is told (checkShape's words, for parsed data too). */
export const TOO_DEEP = `nested too deep: expected at most ${MAX_DEPTH} levels of mappings and lists`;

/** A key of the syntax tree as a path element: its text when it is a scalar. */
function keyOf(key: CST.Token | null | undefined): string {
  if (key === null || key === undefined || !CST.isScalar(key)) return "?";
  // A broken scalar (an unclosed quote) is reported by the parse that follows.
  return CST.resolveAsScalar(key, false, () => {})?.value ?? "?";
}

/** A node still to look at: its depth, and how it was reached (for the path, built on failure). */
interface Visit {
  token: CST.Token;
  depth: number;
  up?: Visit;
  /** The key (a mapping's entry) or index (a list's) it was reached by. */
  by?: CST.Token | null | number;
}

/** The path of a visit, from the document's top. */
function pathOf(v: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = v; at?.up !== undefined; at = at.up)
    path.push(typeof at.by === "number" ? at.by : keyOf(at.by));
  return path.reverse();
}

/** A limit on the lists right under a file's top mapping (a pack's cards, decks…). */
export interface TopListLimit {
  max: number;
  /** What a list of `n` items is told. */
  say: (n: number) => string;
}

/** What the syntax tree breaks: where, and the message (nesting unless `message`). */
interface Breach {
  path: PropertyKey[];
  offset: number;
  message?: string;
}

/**
 * The first collection nested deeper than {@link MAX_DEPTH} in a document's syntax tree (or a
 * top list longer than `top` allows), with its path and offset, walked with a list of its own
 * (no recursion, whatever the depth).
 */
function breach(doc: CST.Document, top?: TopListLimit): Breach | undefined {
  const todo: Visit[] = doc.value === undefined ? [] : [{ token: doc.value, depth: 0 }];
  for (let v = todo.pop(); v !== undefined; v = todo.pop()) {
    const token = v.token;
    if (!CST.isCollection(token)) continue;
    if (v.depth >= MAX_DEPTH) return { path: pathOf(v), offset: token.offset };
    const list = token.type === "block-seq" || token.type === "flow-collection";
    if (top !== undefined && v.depth === 1 && list && token.items.length > top.max)
      return { path: pathOf(v), offset: token.offset, message: top.say(token.items.length) };
    const mapping =
      token.type === "block-map" ||
      (token.type === "flow-collection" && token.start.source === "{");
    const depth = v.depth + 1;
    token.items.forEach((item, i) => {
      const by = mapping ? item.key : i;
      if (item.key !== null && item.key !== undefined)
        todo.push({ token: item.key, depth, up: v, by });
      if (item.value !== undefined) todo.push({ token: item.value, depth, up: v, by });
    });
  }
  return undefined;
}

/**
 * The reason of a yaml error without yaml's own position and source excerpt; what it quotes of
 * the text (an alias's or a tag's name) cut and escaped.
 */
function reasonOf(err: YAMLParseError): string {
  const reason = err.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
  return echo(escapeControls(cutQuoted(reason)), 120);
}

/**
 * Parses one YAML document of `file`. Refused, each with its line: nesting deeper than
 * {@link MAX_DEPTH} and a list under the top mapping longer than `top` allows (both before any
 * value is built), a second document (`---`), a syntax error,
 * more than {@link MAX_YAML_ALIASES} alias expansions. yaml's warnings (an unknown tag) are not
 * printed: they would add lines to the CLI's one-line errors.
 */
export function parseYamlText(text: string, file: string, top?: TopListLimit): unknown {
  const lines = new LineCounter();
  const tokens = [...new Parser(lines.addNewLine).parse(text)];
  const docs = tokens.filter((t): t is CST.Document => t.type === "document");
  if (docs.length > 1) {
    const { line } = lines.linePos(docs[1].offset);
    throw new YamlError(
      file,
      "",
      `a second YAML document starts at line ${line}: expected one document per file (move it to a file of its own, or remove the "---" that starts it)`,
      line,
      1,
    );
  }
  for (const doc of docs) {
    const found = breach(doc, top);
    if (found === undefined) continue;
    const { line, col } = lines.linePos(found.offset);
    const message = found.message ?? TOO_DEEP;
    throw new YamlError(
      file,
      renderPath(found.path),
      message,
      line,
      col,
      `${message} (line ${line}, column ${col})`,
    );
  }
  const composer = new Composer({ logLevel: "error" });
  const built = [...composer.compose(tokens, true, text.length)][0];
  const err = built.errors[0];
  if (err !== undefined) {
    const { line, col } = lines.linePos(err.pos[0]);
    const reason = reasonOf(err);
    throw new YamlError(
      file,
      "",
      `YAML syntax error: ${reason}`,
      line,
      col,
      `YAML syntax error at line ${line}, column ${col}: ${reason}`,
    );
  }
  try {
    return built.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    // yaml throws a ReferenceError for an alias bomb (or an alias to nothing).
    if (e instanceof ReferenceError && /alias/i.test(e.message))
      throw new YamlError(
        file,
        "",
        `too many YAML aliases: expected at most ${MAX_YAML_ALIASES} alias expansions`,
      );
    if (e instanceof YAMLParseError) throw new YamlError(file, "", `YAML error: ${reasonOf(e)}`);
    throw e;
  }
}
