/**
 * The tables this browser has sat at, kept in localStorage (id, link token, system, title, seat)
 * so the lobby can list and resume them. The token never leaves this browser but in a hello.
 */
import type { CreatedTable } from "../../../src/server/protocol/api-types.ts";

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

/**
 * Remembers a table just made (in the lobby or on the prepare page): by the link of the seat
 * `mine` when it has one, else by its spectator link — a table of bots or invites only is listed
 * too, for its replay and for a campaign continued from it. The seat's token when it has one.
 */
export function rememberMade(table: CreatedTable, mine: string | undefined): string | undefined {
  const seat = table.seats.find((s) => s.seat === mine && s.token !== undefined);
  const base = { id: table.id, system: table.system, title: table.title };
  if (seat?.token !== undefined) rememberTable({ ...base, token: seat.token, seat: seat.seat });
  else rememberTable({ ...base, token: table.spectator.token, seat: null });
  return seat?.token;
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
