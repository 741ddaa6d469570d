/**
 * Content problems collected rather than thrown one at a time: a pack author wants every mistake
 * of a file in one run (`kassen validate`), each at its file, line and column. Loaders add
 * problems as they find them and throw one ContentError at the end.
 */
import { DataFileError } from "./data-file.ts";

/** One problem in a content file or pack: where it is and what was expected. */
export interface ContentProblem {
  file: string;
  /** JSON-path-like place (`cards[3].attack`), `` for the whole file. */
  path: string;
  message: string;
  /** 1-based position in the file's text, when the text is known. */
  line?: number;
  column?: number;
}

/** A problem as one line: `file:line:col: at path: message`. */
export function formatProblem(p: ContentProblem): string {
  const pos = p.line === undefined ? "" : `:${p.line}:${p.column ?? 1}`;
  const at = p.path === "" ? "" : `at ${p.path}: `;
  return `${p.file}${pos}: ${at}${p.message}`;
}

/**
 * Content that cannot be used, with every problem found. Its message is the first problem (so a
 * loader that used to throw on the first problem reads the same); `problems` holds them all.
 */
export class ContentError extends DataFileError {
  constructor(readonly problems: ContentProblem[]) {
    const first = problems[0];
    super(first.file, first.path, first.message, {
      issues: problems.map((p) => ({ path: p.path, message: p.message })),
      line: first.line,
      column: first.column,
    });
    const more = problems.length - 1;
    this.message =
      more === 0
        ? formatProblem(first)
        : `${formatProblem(first)} (and ${more} more: kassen validate lists them all)`;
  }
}

/** A list of problems with a file → position finder for pack texts. */
export class Problems {
  readonly list: ContentProblem[] = [];
  /** Finds a path's position in a file whose text is known (packs read from disk). */
  locate: ((file: string, path: string) => { line: number; column: number } | undefined) | null =
    null;

  /** Per file, per list, the written index of each kept entry (see {@link renumber}). */
  private readonly numbering = new Map<string, Record<string, number[]>>();

  /**
   * Says that the entries of `file`'s lists were renumbered (broken ones left out): `places`
   * gives, per list, each kept entry's index as written, so later problems point at it.
   */
  renumber(file: string, places: Record<string, number[]>): void {
    this.numbering.set(file, places);
  }

  /**
   * Where a place of a source is in the text an author wrote: the entry's written index, and a
   * pack written inside another file (`scenario.yaml#content[0]`) as that file and place.
   */
  placeIn(file: string, path: string): { file: string; path: string } {
    const places = this.numbering.get(file);
    if (places !== undefined)
      path = path.replace(/^([A-Za-z0-9_][\w-]*)\[(\d+)\]/, (m, key: string, j: string) => {
        const i = places[key]?.[Number(j)];
        return i === undefined ? m : `${key}[${i}]`;
      });
    const hash = file.indexOf("#");
    if (hash >= 0) {
      const at = file.slice(hash + 1);
      path = path === "" ? at : path.startsWith("[") ? `${at}${path}` : `${at}.${path}`;
      file = file.slice(0, hash);
    }
    return { file, path };
  }

  /** Records a problem at `path` of `file` (a source's place; see {@link placeIn}). */
  add(file: string, path: string, message: string): void {
    const at = this.placeIn(file, path);
    const pos = this.locate?.(at.file, at.path);
    this.list.push({ ...at, message, ...pos });
  }

  /** Throws a ContentError holding every problem, if there is any. */
  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentError(this.list);
  }
}
