/**
 * The library items a create request seats (`library: { p1: {id, token} }`), loaded from the
 * store with their tokens checked: a seat plays only an item its creator holds a link to.
 */
import { echo } from "../../shared/limits.ts";
import type { LibraryKind, TableStore } from "../store/types.ts";
import { grantOf } from "./library-grant.ts";
import { LibraryRefusal } from "./library-pack.ts";

/** A seat's library item as a table is made from it. */
export interface SeatItem {
  system: string;
  kind: LibraryKind;
  title: string;
  pack: Record<string, unknown>;
}

/**
 * Each seat's item, by seat; undefined when the request seats none. An unknown id and a wrong
 * token are refused alike (400, naming the seat), as `GET /api/library/:id` does.
 */
export async function seatItems(
  store: TableStore,
  library: Record<string, { id: string; token: string }> | undefined,
): Promise<Record<string, SeatItem> | undefined> {
  if (library === undefined) return undefined;
  const out: Record<string, SeatItem> = {};
  for (const [seat, ref] of Object.entries(library)) {
    const item = await store.getLibraryItem(ref.id);
    if (item === null || grantOf(item, ref.token) === null)
      throw new LibraryRefusal(
        `library.${echo(seat, 20)}: no library item ${JSON.stringify(echo(ref.id))} for this token`,
      );
    out[seat] = {
      system: item.system,
      kind: item.kind,
      title: item.title,
      pack: JSON.parse(item.pack) as Record<string, unknown>,
    };
  }
  return out;
}
