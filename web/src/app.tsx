/**
 * The client's pages by address: `/` the lobby, `/t/<id>#<token>` a table, `/replay` the replay
 * viewer, `/library` this browser's library items, `/build/<system>` the card editor and deck
 * builder, `/prepare/<system>` the GM's/KP's prepare page (party, encounter, map, table). Each
 * page is its own chunk: a table link loads the table, not the lobby.
 */
import { lazy, Match, Suspense, Switch } from "solid-js";
import { t, uiLang } from "./i18n.ts";

const Lobby = lazy(() => import("./pages/lobby.tsx"));
const TablePage = lazy(() => import("./pages/table-page.tsx"));
const ReplayPage = lazy(() => import("./pages/replay-page.tsx"));
const LibraryPage = lazy(() => import("./pages/library-page.tsx"));
const BuildPage = lazy(() => import("./pages/build-page.tsx"));
const PreparePage = lazy(() => import("./pages/prepare-page.tsx"));

/** The page for the current address. */
export function App() {
  const path = location.pathname;
  const table = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  const token = decodeURIComponent(location.hash.slice(1));
  return (
    <Suspense fallback={<p class="muted">{t(uiLang(), "connecting")}</p>}>
      <Switch fallback={<Lobby />}>
        <Match when={table !== null && token === ""}>
          <p role="alert">{t(uiLang(), "noTable")}</p>
        </Match>
        <Match when={table !== null}>
          <TablePage id={table![1]} token={token} />
        </Match>
        <Match when={path === "/replay"}>
          <ReplayPage />
        </Match>
        <Match when={path === "/library" || path === "/library/"}>
          <LibraryPage />
        </Match>
        <Match when={path === "/build" || path.startsWith("/build/")}>
          <BuildPage />
        </Match>
        <Match when={path === "/prepare" || path.startsWith("/prepare/")}>
          <PreparePage />
        </Match>
      </Switch>
    </Suspense>
  );
}
