/**
 * "My tables": the tables this browser sat at or watched, each with its status from the server
 * (`GET /api/tables/<id>`, public facts) — an open one to resume, a finished or closed one to
 * open in the replay viewer (its token rides in the fragment, never in the address sent).
 */
import { createResource, For, Show } from "solid-js";
import { t, uiLang } from "../i18n.ts";
import { fetchTableStatus } from "./lobby-api.ts";
import { lobbyWord } from "./lobby-words.ts";
import { type MyTable, replayHref } from "./my-tables.ts";

/** The list's props: the remembered tables and how to forget one. */
export interface LobbyMyTablesProps {
  tables: MyTable[];
  forget(table: MyTable): void;
}

/** One remembered table's line. */
function TableLine(props: { table: MyTable; forget(): void }) {
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);
  const [status] = createResource(() => props.table.id, fetchTableStatus);
  const x = () => props.table;
  return (
    <li data-status={status() ?? ""}>
      <span>
        {x().title} — {x().seatName ?? x().seat ?? t(uiLang(), "spectator")}
      </span>{" "}
      <Show when={status() === "open"}>
        <a href={`/t/${x().id}#${x().token}`}>▶ {w("resume")}</a>
      </Show>
      <Show when={status() === "finished" || status() === "closed"}>
        <span class="tag">■ {w(status() === "finished" ? "finished" : "closed")}</span>{" "}
        <a href={replayHref(x())} data-testid="open-replay">
          {w("openReplay")}
        </a>
      </Show>
      <Show when={status.state === "ready" && status() === null}>
        <span class="muted">{w("gone")}</span>
      </Show>{" "}
      <button type="button" aria-label={`${w("forget")} ${x().title}`} onClick={props.forget}>
        ✕
      </button>
    </li>
  );
}

/** The "my tables" panel. */
export function LobbyMyTables(props: LobbyMyTablesProps) {
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);
  return (
    <section class="panel">
      <h2>{w("myTables")}</h2>
      <Show when={props.tables.length > 0} fallback={<p class="muted">{w("noTables")}</p>}>
        <ul class="my-tables" data-testid="my-tables">
          <For each={props.tables}>
            {(x) => <TableLine table={x} forget={() => props.forget(x)} />}
          </For>
        </ul>
      </Show>
    </section>
  );
}
