/**
 * `kassen tables list | show <id> | export <id> --replay out.json | close <id>`: the table
 * server's tables for its operators, read straight from its store (`--db`, or the SQLite file
 * in `--data` / KASSEN_DATA / ./kassen-data). Never shows a token, a token's hash or a seed.
 */
import { type Command, Option } from "commander";
import { publicTable } from "../server/public-table.ts";
import { openStore } from "../server/store/open-store.ts";
import type { StoredTable, TableStatus, TableStore } from "../server/store/types.ts";
import { terminalColumns } from "../shared/terminal-text.ts";
import { asDataFolderError, checkDataFolder } from "./data-folder.ts";
import { UsageError } from "./errors.ts";
import { say, sayJson } from "./output.ts";
import { checkOutputFile, writeOutput } from "./output-paths.ts";
import { tableReplay } from "./table-replay.ts";
import { talkFile, talkPathBeside } from "./table-talk-file.ts";

/** The flags naming the store. */
interface StoreFlags {
  db?: string;
  data?: string;
}

/** Adds `--db` and `--data` to a subcommand. */
function storeFlags(cmd: Command): Command {
  return cmd
    .option("--db <url>", "postgres://… or sqlite:<file> (default: the data folder's kassen.db)")
    .option("--data <dir>", "data folder (default: KASSEN_DATA, else ./kassen-data)");
}

/** Runs `f` on the store the flags name, closing it after. */
async function withStore<T>(flags: StoreFlags, f: (s: TableStore) => Promise<T>): Promise<T> {
  if (flags.db !== undefined && flags.data !== undefined) {
    throw new UsageError("--db and --data: give one of them (--data is where the SQLite file is)");
  }
  checkDataFolder(flags.db, flags.data);
  let store: TableStore;
  try {
    store = await openStore({ db: flags.db, dataDir: flags.data });
  } catch (err) {
    throw asDataFolderError(err, flags.db, flags.data);
  }
  try {
    return await f(store);
  } finally {
    await store.close();
  }
}

/** The table with this id, or one clear line. */
async function tableOf(store: TableStore, id: string): Promise<StoredTable> {
  const t = await store.getTable(id);
  if (t === null) throw new UsageError(`tables: no table "${id.slice(0, 60)}"`);
  return t;
}

/** A time as ISO 8601 to the second. */
function when(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");
}

/**
 * Prints rows as columns (each padded to its widest cell). A title is anyone's text: say()
 * escapes its control characters, and widths are measured as printed (escapes, wide CJK).
 */
function columns(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => terminalColumns(r[i]))));
  for (const r of rows)
    say(
      r
        .map((c, i) => c + " ".repeat(widths[i] - terminalColumns(c)))
        .join("  ")
        .trimEnd(),
    );
}

/** Registers the command. */
export function registerTables(program: Command): void {
  const tables = program
    .command("tables")
    .description("operators: list, show, export and close the table server's tables");

  storeFlags(tables.command("list").description("tables, newest activity first"))
    .addOption(
      new Option("--status <status>", "only tables in this state").choices([
        "open",
        "finished",
        "closed",
      ]),
    )
    .option("--json", "print the tables as JSON")
    .action((flags: StoreFlags & { status?: TableStatus; json?: boolean }) =>
      withStore(flags, async (store) => {
        const list = await store.listTables({ status: flags.status });
        if (flags.json) return sayJson(list.map(publicTable));
        if (list.length === 0) return say("no tables");
        columns([
          ["id", "system", "title", "status", "seq", "updated"],
          ...list.map((t) => [t.id, t.system, t.title, t.status, String(t.seq), when(t.updatedAt)]),
        ]);
      }),
    );

  storeFlags(tables.command("show").description("a table and its seats").argument("<id>"))
    .option("--json", "print the table as JSON")
    .action((id: string, flags: StoreFlags & { json?: boolean }) =>
      withStore(flags, async (store) => {
        const t = await tableOf(store, id);
        if (flags.json) return sayJson(publicTable(t));
        columns([
          ["id", t.id],
          ["system", t.system],
          ["title", t.title],
          ["status", t.status],
          ["choices", String(t.seq)],
          ["created", when(t.createdAt)],
          ["updated", when(t.updatedAt)],
        ]);
        say("seats");
        columns(t.seats.map((s) => ["", s.seat, s.kind, s.bot ?? "-", s.lang]));
      }),
    );

  storeFlags(
    tables
      .command("export")
      .description(
        "write a table's battle as a replay file (kassen replay checks it) and its talk beside it",
      )
      .argument("<id>"),
  )
    .requiredOption("--replay <file>", "the replay file to write")
    .option(
      "--talk <file>",
      "the talk file to write (default: beside the replay, <name>.talk.json)",
    )
    .action((id: string, flags: StoreFlags & { replay: string; talk?: string }) => {
      const talkPath = flags.talk ?? talkPathBeside(flags.replay);
      checkOutputFile("--replay", flags.replay);
      checkOutputFile("--talk", talkPath);
      if (talkPath === flags.replay)
        throw new UsageError("--talk: the talk goes to a file of its own, not the replay's");
      return withStore(flags, async (store) => {
        const t = await tableOf(store, id);
        const replay = tableReplay(t, await store.choices(id));
        const talk = talkFile(t, await store.talk(id));
        writeOutput("--replay", flags.replay, `${JSON.stringify(replay, null, 2)}\n`);
        writeOutput("--talk", talkPath, `${JSON.stringify(talk, null, 2)}\n`);
        say(`wrote ${flags.replay} (${replay.choices.length} choices, hash ${replay.finalHash})`);
        say(`wrote ${talkPath} (${talk.talk.length} talk lines)`);
      });
    });

  storeFlags(
    tables
      .command("close")
      .description("close a table: its seat and spectator links stop letting anyone in")
      .argument("<id>"),
  ).action((id: string, flags: StoreFlags) =>
    withStore(flags, async (store) => {
      const t = await tableOf(store, id);
      if (t.status === "closed") return say(`${id} was closed already`);
      await store.setStatus(id, "closed");
      say(`closed ${id}`);
    }),
  );
}
