/**
 * The lobby: make a table (lobby-create.tsx), see the links to hand out, join or watch by a
 * link someone sent, and the tables this browser sat at — resumed while open, opened in the
 * replay viewer once finished.
 */
import { createResource, createSignal, Show } from "solid-js";
import { t, uiLang } from "../i18n.ts";
import { UiLangPicker } from "../parts/ui-lang-picker.tsx";
import { type CreatedTable, fetchSystems, type LobbySeat } from "./lobby-api.ts";
import { LobbyCreate } from "./lobby-create.tsx";
import { LobbyMade } from "./lobby-made.tsx";
import { LobbyMyTables } from "./lobby-my-tables.tsx";
import { lobbyWord } from "./lobby-words.ts";
import { forgetTable, myTables, rememberMade } from "./my-tables.ts";
import "./lobby.css";

/** The lobby page. */
export default function Lobby() {
  const [systems] = createResource(fetchSystems);
  const [made, setMade] = createSignal<{ table: CreatedTable; seats: LobbySeat[] } | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const [joinLink, setJoinLink] = createSignal("");
  const [tables, setTables] = createSignal(myTables());
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);

  const onMade = (table: CreatedTable, mine: string | undefined, seats: LobbySeat[]) => {
    const token = rememberMade(table, mine);
    // Invite links are shown on the way: the page for them stays until the player goes in.
    // Sitting nowhere (bots only, or invites only), the table is listed as its spectator.
    if (token !== undefined && table.seats.every((s) => s.seat === mine || s.token === undefined)) {
      location.assign(`/t/${table.id}#${token}`);
      return;
    }
    setTables(myTables());
    setMade({ table, seats });
  };

  const onJoin = (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const url = new URL(joinLink().trim(), location.href);
      if (!/^\/t\/[A-Za-z0-9_-]+$/.test(url.pathname) || url.hash.length < 2) throw new Error();
      location.assign(`${url.pathname}${url.hash}`);
    } catch {
      setError(w("badLink"));
    }
  };

  return (
    <main class="lobby">
      <header class="top">
        <h1>{t(uiLang(), "appName")}</h1>
        <UiLangPicker label={w("uiLanguage")} />
        <a href="/replay">{w("replays")}</a>
        <a href="/build">{w("makeCards")}</a>
        <a href="/prepare" data-testid="lobby-prepare">
          {w("prepare")}
        </a>
        <a href="/library">{w("library")}</a>
      </header>

      <Show when={error()}>
        {(e) => (
          <p class="error" role="alert" data-testid="lobby-error">
            ⚠ {e()}
          </p>
        )}
      </Show>

      <Show
        when={made()}
        fallback={
          <Show when={systems()}>
            {(list) => <LobbyCreate systems={list()} onMade={onMade} onError={setError} />}
          </Show>
        }
      >
        {(m) => <LobbyMade table={m().table} seats={m().seats} />}
      </Show>

      <form class="panel" onSubmit={onJoin}>
        <h2>{w("joinByLink")}</h2>
        <input
          value={joinLink()}
          onInput={(e) => setJoinLink(e.currentTarget.value)}
          placeholder="http://…/t/…#…"
          aria-label={w("joinByLink")}
          size={40}
        />{" "}
        <button type="submit">{w("join")}</button>
      </form>

      <LobbyMyTables
        tables={tables()}
        forget={(x) => {
          forgetTable(x.id, x.token);
          setTables(myTables());
        }}
      />
    </main>
  );
}
