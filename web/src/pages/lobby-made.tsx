/**
 * A made table's links: each person seat's secret link (copy it, or sit there) and the
 * spectator's. Shown when the player invited someone or sits nowhere; a table where only the
 * player's own seat has a link opens at once instead.
 */
import { For } from "solid-js";
import { t, uiLang } from "../i18n.ts";
import type { CreatedTable, LobbySeat } from "./lobby-api.ts";
import { lobbyWord } from "./lobby-words.ts";
import { rememberTable } from "./my-tables.ts";

/** The made table's panel (`testid`: its test id, `made-table` when not given). */
export function LobbyMade(props: { table: CreatedTable; seats: LobbySeat[]; testid?: string }) {
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);
  const table = () => props.table;
  /** A seat as people call it, in the lobby's language (Player 1, GM, KP), not its id. */
  const nameOf = (seat: string) => props.seats.find((s) => s.seat === seat)?.name[uiLang()] ?? seat;
  return (
    <section class="panel" data-testid={props.testid ?? "made-table"}>
      <h2>{table().title}</h2>
      <p>{w("linksSecret")}</p>
      <ul class="links">
        <For each={table().seats.filter((s) => s.link !== undefined)}>
          {(s) => (
            <li>
              <strong>{nameOf(s.seat)}</strong>{" "}
              <input readOnly value={s.link} aria-label={nameOf(s.seat)} size={40} />{" "}
              <button type="button" onClick={() => navigator.clipboard?.writeText(s.link!)}>
                {w("copy")}
              </button>{" "}
              <a
                href={`/t/${table().id}#${s.token}`}
                onClick={() =>
                  rememberTable({
                    id: table().id,
                    token: s.token!,
                    system: table().system,
                    title: table().title,
                    seat: s.seat,
                  })
                }
              >
                {w("sitHere")}
              </a>
            </li>
          )}
        </For>
        <li>
          <strong>{t(uiLang(), "spectator")}</strong>{" "}
          <input
            readOnly
            value={table().spectator.link}
            aria-label={t(uiLang(), "spectator")}
            size={40}
          />{" "}
          <a href={`/t/${table().id}#${table().spectator.token}`}>{w("watch")}</a>
        </li>
      </ul>
    </section>
  );
}
