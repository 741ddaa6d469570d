/**
 * A table: `/t/<id>#<token>` — the link the lobby (or the API) handed out. The token stays in
 * the fragment, which browsers never send, so no server log or proxy sees it. Header with the
 * seats, the system's board, the decision panel, the log with the table's talk, and the talk box
 * (say, whisper, roll); a narrow screen stacks them.
 */
import { createEffect, createMemo, createSignal, For, onCleanup, Show, Suspense } from "solid-js";
import { Dynamic } from "solid-js/web";
import { boardFor } from "../boards/registry.ts";
import { LANG_NAMES, t, uiLang } from "../i18n.ts";
import { LANGS, type Lang } from "../net/protocol.ts";
import { connectTable, seatNameOf } from "../net/table-connection.ts";
import { DecisionPanel } from "../parts/decision-panel.tsx";
import { HouseRules } from "../parts/house-rules.tsx";
import { LogPanel } from "../parts/log-panel.tsx";
import { rtlNames } from "../parts/named-text.tsx";
import { SeatBar } from "../parts/seat-bar.tsx";
import { TalkBox } from "../parts/talk-box.tsx";
import { rememberTable, replayHref } from "./my-tables.ts";

/** The table page's props: the table's id and the link's secret token. */
export interface TablePageProps {
  id: string;
  token: string;
}

/**
 * The table page. A player may read the table in another language than the one it was made in
 * (a Chinese player at a Japanese table): the choice (kept per table in this browser) opens the
 * socket again saying that language, and the server sends the view, prompts and the whole log
 * in it.
 */
export default function TablePage(props: TablePageProps) {
  const key = `kassen.lang.${props.id}`;
  const saved = localStorage.getItem(key);
  const [choice, setChoice] = createSignal<Lang | "seat">(
    (LANGS as readonly string[]).includes(saved ?? "") ? (saved as Lang) : "seat",
  );
  const choose = (lang: Lang) => {
    localStorage.setItem(key, lang);
    setChoice(lang);
  };
  return (
    <Show when={choice()} keyed>
      {(c) => <TableView {...props} lang={c === "seat" ? undefined : c} chooseLang={choose} />}
    </Show>
  );
}

/** The table in one language: its own socket, closed when the language changes. */
function TableView(props: TablePageProps & { lang?: Lang; chooseLang(lang: Lang): void }) {
  const conn = connectTable(props.id, props.token, props.lang);
  onCleanup(() => conn.close());
  const [focus, setFocus] = createSignal<string | null>(null);
  const lang = () => conn.welcome()?.lang ?? uiLang();
  const seatName = (seat: string) => seatNameOf(conn, seat);
  // Every card and seat name this page has been shown, kept (a log line may name a card the
  // view no longer shows); the right-to-left ones are isolated wherever server text holds them.
  const seen = new Set<string>();
  const names = createMemo(
    () => {
      for (const d of Object.values(conn.state()?.defs ?? {})) seen.add(d.name);
      for (const s of conn.welcome()?.seats ?? []) seen.add(s.name);
      return rtlNames(seen);
    },
    [],
    { equals: (a, b) => a.length === b.length && a.every((n, i) => n === b[i]) },
  );
  // Listed in the lobby's "my tables" once the server has said who this link seats.
  createEffect(() => {
    const w = conn.welcome();
    if (w === null) return;
    rememberTable({
      id: w.table,
      token: props.token,
      system: w.system,
      title: w.title,
      seat: w.seat,
      seatName: w.seats.find((x) => x.seat === w.seat)?.name,
    });
  });

  return (
    <div class="table-page">
      <header class="top">
        {/* The first stop of Tab: straight to the decision, past the header and the board. A
            button, not a link to #decision: the fragment holds the seat's token, which a
            fragment link would replace (and a reload would then lose the seat). */}
        <button
          type="button"
          class="skip-link"
          data-testid="skip-link"
          onClick={() => {
            const first = document.querySelector<HTMLElement>("#decision button.option");
            (first ?? document.getElementById("decision"))?.focus();
          }}
        >
          {t(lang(), "skipToDecision")}
        </button>
        <a href="/" class="home">
          {t(lang(), "appName")}
        </a>
        <Show when={conn.welcome()}>
          {(w) => (
            <>
              <h1>{w().title}</h1>
              <SeatBar welcome={w()} waitingFor={conn.state()?.waitingFor ?? null} lang={lang()} />
              <Show when={w().seat === null}>
                <span class="tag">{t(lang(), "spectator")}</span>
              </Show>
              <HouseRules welcome={w()} lang={lang()} />
              <select
                class="table-lang"
                aria-label={t(lang(), "language")}
                data-testid="table-lang"
                onChange={(e) => props.chooseLang(e.currentTarget.value as Lang)}
              >
                <For each={LANGS}>
                  {(l) => (
                    <option value={l} selected={l === lang()}>
                      {LANG_NAMES[l]}
                    </option>
                  )}
                </For>
              </select>
            </>
          )}
        </Show>
        <Show when={conn.status() !== "open"}>
          <span class="status" role="status" data-testid="conn-status">
            {conn.status() === "refused"
              ? `${t(lang(), "refused")}: ${conn.error()?.message ?? ""}`
              : t(lang(), conn.status() === "connecting" ? "connecting" : "reconnecting")}
          </span>
        </Show>
      </header>
      <Show when={conn.welcome()}>
        {(w) => {
          const entry = boardFor(w().system);
          return (
            <main class="table-layout" data-system={w().system}>
              <section class="board" aria-label={t(lang(), "board")} data-testid="board">
                <h2 class="sr-only">{t(lang(), "board")}</h2>
                <Suspense>
                  <Dynamic
                    component={entry.board}
                    conn={conn}
                    lang={lang()}
                    me={w().seat}
                    focus={focus}
                    setFocus={setFocus}
                  />
                </Suspense>
              </section>
              <aside class="side">
                <DecisionPanel
                  conn={conn}
                  lang={lang()}
                  seatName={seatName}
                  group={entry.group}
                  focus={focus}
                  clearFocus={() => setFocus(null)}
                  names={names}
                />
                <Show when={conn.state()?.result}>
                  <a
                    class="panel replay-link"
                    data-testid="table-replay"
                    href={replayHref({ id: w().table, seat: w().seat, token: props.token })}
                  >
                    ▶ {t(lang(), "openReplay")}
                  </a>
                </Show>
                <LogPanel
                  lines={conn.log()}
                  lang={lang()}
                  names={names}
                  talk={conn.talk()}
                  talkLine={{
                    me: w().seat,
                    isGm: w().seats.some((s) => s.seat === w().seat && s.kind === "gm"),
                    seatName,
                    reveal: (id) => conn.sendTalk({ reveal: id }),
                    hide: (id) => conn.sendTalk({ hide: id }),
                  }}
                />
                <TalkBox conn={conn} welcome={w()} lang={lang()} />
              </aside>
            </main>
          );
        }}
      </Show>
    </div>
  );
}
