/**
 * Where a whole pack's problem (`cards[3].id`, from the library's check) lands in the editor:
 * the entry it is about (the k-th entry of that list) and the path inside it, or nowhere (a
 * deck's, the pack's own keys).
 */
import type { Item } from "./item-model.ts";

/** A problem of the whole pack, as the library's check answers it. */
export interface PackPlaceProblem {
  path: string;
  message: string;
}

/** A pack problem placed at an entry (by its index in the editor's items) and a path in it. */
export interface PlacedProblem {
  item: number | null;
  path: string;
  message: string;
}

/** Places each problem at its entry; problems of lists or keys the editor does not hold stay unplaced. */
export function placeProblems(
  items: readonly Item[],
  problems: readonly PackPlaceProblem[],
): PlacedProblem[] {
  return problems.map((p) => {
    const m = /^([A-Za-z0-9_][\w-]*)\[(\d+)\](?:\.(.*))?$/.exec(p.path);
    if (m === null) return { item: null, path: p.path, message: p.message };
    const [, list, k, rest] = m;
    let seen = -1;
    const index = items.findIndex((it) => it.list === list && ++seen === Number(k));
    if (index < 0) return { item: null, path: p.path, message: p.message };
    return { item: index, path: rest ?? "", message: p.message };
  });
}
