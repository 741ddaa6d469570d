/**
 * The tables this browser has sat at, kept in localStorage (id, link token, system, title, seat)
 * so the lobby can list and resume them. The token never leaves this browser but in a hello.
 */

/** One remembered table. */
export interface MyTable {
  id: string;
  token: string;
  system: string;
  title: string;
  seat: string | null;
  /** The seat's name in the table's language, once the table has said it. */
  seatName?: string;
  at?: number;
}

const KEY = "kassen.tables";
/** How many tables are remembered (oldest forgotten first). */
const MAX = 50;

/** The remembered tables, newest first. */
export function myTables(): MyTable[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(list) ? (list as MyTable[]) : [];
  } catch {
    return [];
  }
}

/** Remembers a table (again: it moves to the front). */
export function rememberTable(t: MyTable): void {
  const rest = myTables().filter((x) => !(x.id === t.id && x.token === t.token));
  localStorage.setItem(KEY, JSON.stringify([{ ...t, at: Date.now() }, ...rest].slice(0, MAX)));
}

/** Forgets a table. */
export function forgetTable(id: string, token: string): void {
  localStorage.setItem(
    KEY,
    JSON.stringify(myTables().filter((x) => !(x.id === id && x.token === token))),
  );
}

/** The replay viewer's address for a table (its token in the fragment, never sent). */
export function replayHref(x: Pick<MyTable, "id" | "seat" | "token">): string {
  const q = new URLSearchParams({ table: x.id, ...(x.seat === null ? {} : { seat: x.seat }) });
  return `/replay?${q}#${x.token}`;
}
