/**
 * "My tables": the tables this browser sat at or watched, each with its status from the server
 * — asked once for all of them with the tokens of their links (`POST /api/tables/mine`: the
 * server tells a caller only about the tables it holds links to) — an open one to resume, a
 * finished one to open in the replay viewer (its token rides in the fragment, never in the
 * address sent). One the server no longer opens (gone, or closed) says so.
 */
import { createResource, For, Show } from "solid-js";
import { t, uiLang } from "../i18n.ts";
import { fetchHeldStatus } from "./lobby-api.ts";
import { lobbyWord } from "./lobby-words.ts";
import { type MyTable, replayHref } from "./my-tables.ts";

/** The list's props: the remembered tables and how to forget one. */
export interface LobbyMyTablesProps {
  tables: MyTable[];
  forget(table: MyTable): void;
}

/**
 * One remembered table's line. `status`: the server's word for it; undefined while asked, null
 * when its link opens nothing.
 */
function TableLine(props: { table: MyTable; status: string | null | undefined; forget(): void }) {
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);
  const status = () => props.status;
  const x = () => props.table;
  return (
    <li data-status={status() ?? ""}>
      <span>
        {x().title} — {x().seatName ?? x().seat ?? t(uiLang(), "spectator")}
      </span>{" "}
      <Show when={status() === "open"}>
        <a href={`/t/${x().id}#${x().token}`}>▶ {w("resume")}</a>
      </Show>
      <Show when={status() === "finished"}>
        <span class="tag">■ {w("finished")}</span>{" "}
        <a href={replayHref(x())} data-testid="open-replay">
          {w("openReplay")}
        </a>
      </Show>
      <Show when={status() === null}>
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
  // One request for every remembered link, asked again when the links change (the source is
  // their text, so an equal list read again asks nothing).
  const [held] = createResource(
    () => props.tables.map((x) => x.token).join(" "),
    (tokens) => fetchHeldStatus(tokens === "" ? [] : tokens.split(" ")),
  );
  const statusOf = (x: MyTable): string | null | undefined => {
    if (held.state !== "ready") return undefined;
    return held()?.get(x.id) ?? null;
  };
  return (
    <section class="panel">
      <h2>{w("myTables")}</h2>
      <Show when={props.tables.length > 0} fallback={<p class="muted">{w("noTables")}</p>}>
        <ul class="my-tables" data-testid="my-tables">
          <For each={props.tables}>
            {(x) => <TableLine table={x} status={statusOf(x)} forget={() => props.forget(x)} />}
          </For>
        </ul>
      </Show>
    </section>
  );
}
