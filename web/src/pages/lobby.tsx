/**
 * The lobby: make a table (system, a new game or an uploaded scenario, each seat "me", "invite"
 * or a bot, language), see the links to hand out, resume the tables this browser sat at, and
 * join or watch by a link someone sent.
 */
import { createResource, createSignal, For, Show } from "solid-js";
import { setUiLang, t, uiLang } from "../i18n.ts";
import { LANGS, type Lang } from "../net/protocol.ts";
import { type CreatedTable, createTable, fetchSystems, type SystemInfo } from "./lobby-api.ts";
import { lobbyWord } from "./lobby-words.ts";
import { forgetTable, myTables, rememberTable } from "./my-tables.ts";

/** What a seat is when the table is made. */
type SeatChoice = "me" | "invite" | "random" | "greedy" | "mcts";

const LANG_NAMES: Record<Lang, string> = { ja: "日本語", zh: "中文", en: "English" };

/** The lobby page. */
export default function Lobby() {
  const [systems] = createResource(fetchSystems);
  const [systemId, setSystemId] = createSignal<string>("vision");
  const [tableLang, setTableLang] = createSignal<Lang>(uiLang());
  const [seatChoices, setSeatChoices] = createSignal<Record<string, SeatChoice>>({});
  const [scenario, setScenario] = createSignal<{ name: string; text: string } | null>(null);
  const [made, setMade] = createSignal<CreatedTable | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const [joinLink, setJoinLink] = createSignal("");
  const [tables, setTables] = createSignal(myTables());
  const w = (key: Parameters<typeof lobbyWord>[1]) => lobbyWord(uiLang(), key);

  const system = (): SystemInfo | undefined => systems()?.find((s) => s.id === systemId());
  const choiceOf = (seat: string, index: number): SeatChoice =>
    seatChoices()[seat] ?? (index === 0 ? "me" : "greedy");

  const onCreate = async (e: Event) => {
    e.preventDefault();
    setError(null);
    const sys = system();
    if (sys === undefined) return;
    const seats: Record<string, { kind: "person" | "bot"; bot?: string }> = {};
    sys.seats.forEach((s, i) => {
      const c = choiceOf(s.seat, i);
      seats[s.seat] =
        c === "me" || c === "invite"
          ? { kind: "person" }
          : { kind: "bot", bot: c === "mcts" ? "mcts:200" : c };
    });
    try {
      const sc = scenario();
      const table = await createTable({
        system: sys.id,
        lang: tableLang(),
        seats: sc === null ? seats : {},
        ...(sc === null ? {} : { scenario: sc.text }),
      });
      const mine = sys.seats.find((s, i) => choiceOf(s.seat, i) === "me")?.seat;
      const seat = table.seats.find((s) => s.seat === mine && s.token !== undefined);
      if (seat?.token !== undefined && sc === null) {
        rememberTable({
          id: table.id,
          token: seat.token,
          system: table.system,
          title: table.title,
          seat: seat.seat,
        });
        // Invite links are shown on the way: the page for them stays until the player goes in.
        if (table.seats.every((s) => s.seat === mine || s.token === undefined)) {
          location.assign(`/t/${table.id}#${seat.token}`);
          return;
        }
      }
      setMade(table);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const onFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file === undefined) return setScenario(null);
    if (file.size > 1024 * 1024) {
      setError(`${file.name}: ${w("tooLarge")}`);
      return setScenario(null);
    }
    setScenario({ name: file.name, text: await file.text() });
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
        <label>
          <select
            value={uiLang()}
            onChange={(e) => setUiLang(e.currentTarget.value as Lang)}
            aria-label="language"
          >
            <For each={LANGS}>{(l) => <option value={l}>{LANG_NAMES[l]}</option>}</For>
          </select>
        </label>
        <a href="/replay">{w("replays")}</a>
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
          <form class="panel" onSubmit={onCreate} data-testid="create-form">
            <h2>{w("newTable")}</h2>
            <label>
              {w("system")}{" "}
              <select
                value={systemId()}
                onChange={(e) => setSystemId(e.currentTarget.value)}
                name="system"
              >
                <For each={systems() ?? []}>
                  {(s) => <option value={s.id}>{s.name[uiLang()]}</option>}
                </For>
              </select>
            </label>
            <label>
              {w("language")}{" "}
              <select
                value={tableLang()}
                onChange={(e) => setTableLang(e.currentTarget.value as Lang)}
                name="lang"
              >
                <For each={LANGS}>{(l) => <option value={l}>{LANG_NAMES[l]}</option>}</For>
              </select>
            </label>
            <label>
              {w("scenarioFile")}{" "}
              <input type="file" accept=".yaml,.yml,.json" onChange={onFile} name="scenario" />
            </label>
            <Show when={scenario() === null}>
              <fieldset>
                <legend>{w("seats")}</legend>
                <For each={system()?.seats ?? []}>
                  {(s, i) => (
                    <label class="seat-choice">
                      {s.name[uiLang()]}{" "}
                      <select
                        name={`seat-${s.seat}`}
                        value={choiceOf(s.seat, i())}
                        onChange={(e) =>
                          setSeatChoices({
                            ...seatChoices(),
                            [s.seat]: e.currentTarget.value as SeatChoice,
                          })
                        }
                      >
                        <option value="me">{w("seatMe")}</option>
                        <option value="invite">{w("seatInvite")}</option>
                        <option value="random">{w("botRandom")}</option>
                        <option value="greedy">{w("botGreedy")}</option>
                        <option value="mcts">{w("botMcts")}</option>
                      </select>
                    </label>
                  )}
                </For>
              </fieldset>
            </Show>
            <button type="submit" class="primary">
              {w("create")}
            </button>
          </form>
        }
      >
        {(table) => (
          <section class="panel" data-testid="made-table">
            <h2>{table().title}</h2>
            <p>{w("linksSecret")}</p>
            <ul class="links">
              <For each={table().seats.filter((s) => s.link !== undefined)}>
                {(s) => (
                  <li>
                    <strong>{s.seat}</strong>{" "}
                    <input readOnly value={s.link} aria-label={s.seat} size={40} />{" "}
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
                <input readOnly value={table().spectator.link} aria-label="spectator" size={40} />{" "}
                <a href={`/t/${table().id}#${table().spectator.token}`}>{w("watch")}</a>
              </li>
            </ul>
          </section>
        )}
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

      <section class="panel">
        <h2>{w("myTables")}</h2>
        <Show when={tables().length > 0} fallback={<p class="muted">{w("noTables")}</p>}>
          <ul class="my-tables" data-testid="my-tables">
            <For each={tables()}>
              {(x) => (
                <li>
                  <a href={`/t/${x.id}#${x.token}`}>
                    {x.title} — {x.seatName ?? x.seat ?? t(uiLang(), "spectator")}
                  </a>{" "}
                  <button
                    type="button"
                    aria-label={`${w("forget")} ${x.title}`}
                    onClick={() => {
                      forgetTable(x.id, x.token);
                      setTables(myTables());
                    }}
                  >
                    ✕
                  </button>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </section>
    </main>
  );
}
