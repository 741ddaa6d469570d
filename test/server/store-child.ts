/**
 * A second (third…) process for the store tests. `race <db> <table> <last> <name>`: keeps
 * appending the table's next seq (option `<name>`) until the table reaches seq `<last>`, then
 * prints how many of its appends were "ok". `ack <db> <table>`: appends seq 1, 2, 3… as fast as
 * it can and prints `acked <seq>` after each "ok" — until the test kills it with SIGKILL.
 * `open <db> <at>`: at the epoch millisecond `<at>` (so that every child starts at once, their
 * start-up times apart) opens the store, running its migrations, and prints `opened`.
 */
import { openStore } from "../../src/server/store/open-store.ts";

const [mode, db, tableId, arg, name] = process.argv.slice(2);
if (mode === "open") {
  // Load what opening loads before the start signal: the race is the migration, not the loading.
  await Promise.all([import("kysely"), import("pg"), import("better-sqlite3")]);
  await new Promise((r) => setTimeout(r, Math.max(0, Number(tableId) - Date.now())));
}
const store = await openStore({ db });
if (mode === "race") {
  const last = Number(arg);
  let ok = 0;
  for (;;) {
    const t = await store.getTable(tableId);
    if (t === null) throw new Error(`no table ${tableId}`);
    if (t.seq >= last) break;
    const r = await store.appendChoice({
      tableId,
      seq: t.seq + 1,
      seat: "p1",
      option: name,
      at: Date.now(),
    });
    if (r === "ok") ok++;
  }
  process.stdout.write(`ok ${ok}\n`);
} else if (mode === "open") {
  process.stdout.write("opened\n");
} else if (mode === "ack") {
  for (let seq = 1; ; seq++) {
    const r = await store.appendChoice({
      tableId,
      seq,
      seat: "p1",
      option: `o${seq}`,
      at: Date.now(),
    });
    if (r !== "ok") throw new Error(`seq ${seq}: ${r}`);
    process.stdout.write(`acked ${seq}\n`);
  }
}
await store.close();
