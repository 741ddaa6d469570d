/**
 * The runtime import graph of the sources, read from their import and export-from statements
 * (type-only imports create no runtime dependency and are left out), and its cycles.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Every `.ts` file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

const STATEMENT = /^\s*(import|export)\s+([^;]*?)\s+from\s+["'](\.[^"']+)["']/gms;
const SIDE_EFFECT = /^\s*import\s+["'](\.[^"']+)["']/gm;

/** Whether an import clause brings in anything at run time (not `type` only). */
function isRuntime(kind: string, clause: string): boolean {
  if (/^type\s/.test(clause)) return false;
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces === null) return true; // a default or namespace import, or `export *`
  const outside = clause.replace(braces[0], "").replace(/,/g, "").trim();
  if (outside !== "") return true;
  const names = braces[1]
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return kind === "export" || names.length === 0 || names.some((n) => !n.startsWith("type "));
}

/** Runtime imports between the files under `root` (paths relative to the working directory). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const text = readFileSync(file, "utf8");
    const deps = new Set<string>();
    const add = (spec: string) => {
      const target = resolve(dirname(file), spec);
      if (existsSync(target)) deps.add(relative(".", target));
    };
    for (const m of text.matchAll(STATEMENT)) if (isRuntime(m[1], m[2])) add(m[3]);
    for (const m of text.matchAll(SIDE_EFFECT)) add(m[1]);
    graph.set(relative(".", file), [...deps].sort());
  }
  return graph;
}

/** The cycles of a graph: each strongly connected component of more than one file (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/**
 * The graph between folders: `src/<folder>` for the top level, `src/systems/<id>` per system (a
 * file directly in a folder belongs to that folder). Folders depending on each other in a ring
 * cannot be understood, tested or moved one at a time.
 */
export function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folder = (f: string): string => {
    const parts = f.split("/");
    const depth = parts[1] === "systems" && parts.length > 3 ? 3 : 2;
    return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
  };
  const out = new Map<string, Set<string>>();
  for (const [f, deps] of graph) {
    const a = folder(f);
    if (!out.has(a)) out.set(a, new Set());
    for (const d of deps) if (folder(d) !== a) out.get(a)!.add(folder(d));
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}
