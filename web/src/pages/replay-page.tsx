/**
 * The replay viewer's page: `/replay` opens a replay file the player picks;
 * `/replay?table=<id>&seat=<seat>#<token>` opens a finished table's replay with one of its links'
 * tokens (kept in the fragment, which browsers never send, as table links do). The server makes
 * the steps for the seat chosen to view from (each seat or a spectator) in the chosen language;
 * the step shown is kept when either changes.
 */
import { createResource, createSignal, For, Show } from "solid-js";
import { LANG_NAMES, t, uiLang } from "../i18n.ts";
import { LANGS, type Lang } from "../net/protocol.ts";
import {
  FIRST_RANGE,
  fetchSteps,
  fetchTableReplay,
  MAX_REPLAY_BYTES,
  NEXT_RANGE,
  type ReplaySource,
  type ReplaySteps,
} from "../replay/replay-api.ts";
import { ReplayViewer } from "../replay/replay-viewer.tsx";
import { replayWord } from "../replay/replay-words.ts";

/** The seat select's value for a spectator's view. */
const SPECTATOR = "spectator";

/** The replay page. */
export default function ReplayPage() {
  const query = new URLSearchParams(location.search);
  const tableId = query.get("table");
  const token = decodeURIComponent(location.hash.slice(1));
  const [lang, setLang] = createSignal<Lang>(uiLang());
  const [seat, setSeat] = createSignal<string>(query.get("seat") ?? SPECTATOR);
  const [step, setStep] = createSignal(0);
  const [error, setError] = createSignal<string | null>(null);
  const [source, setSource] = createSignal<ReplaySource | null>(null);
  const w = (key: Parameters<typeof replayWord>[1]) => replayWord(lang(), key);

  if (tableId !== null && token !== "")
    fetchTableReplay(tableId, token).then(setSource, (e: Error) => setError(e.message));

  // The first few steps are fetched and shown at once; the rest come in ranges behind them,
  // each appended as it arrives (a step asked for before it is here shows when it is). A new
  // seat, language or file starts a new generation: the old one's ranges are dropped.
  let generation = 0;
  const [data, { mutate }] = createResource(
    () => {
      const s = source();
      return s === null ? false : { s, seat: seat(), lang: lang() };
    },
    async ({ s, seat, lang }) => {
      const gen = ++generation;
      const viewer = seat === SPECTATOR ? null : seat;
      const first = await fetchSteps(s, viewer, lang, 0, FIRST_RANGE);
      const rest = async () => {
        let have = first;
        while (have.steps.length < (have.total ?? 0)) {
          const more = await fetchSteps(s, viewer, lang, have.steps.length, NEXT_RANGE);
          if (gen !== generation) return;
          have = { ...have, steps: [...have.steps, ...more.steps] };
          mutate(have);
        }
      };
      rest().catch((e: Error) => gen === generation && setError(e.message));
      return first;
    },
  );
  /** Steps still coming. */
  const pending = (d: ReplaySteps) => d.steps.length < (d.total ?? d.steps.length);

  const onFile = async (e: Event) => {
    setError(null);
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file === undefined) return;
    if (file.size > MAX_REPLAY_BYTES) return setError(`${file.name}: ${w("tooLarge")}`);
    setStep(0);
    setSeat(SPECTATOR);
    setSource({ name: file.name, text: await file.text() });
  };

  const failure = () => error() ?? (data.error as Error | undefined)?.message ?? null;
  return (
    <div class="replay-page">
      <header class="top">
        {/* The first stop of Tab: past the header to the step controls (a button, as the table
            page's: a #fragment link would replace a table replay's token). */}
        <Show when={data.latest}>
          <button
            type="button"
            class="skip-link"
            data-testid="skip-link"
            onClick={() =>
              document
                .querySelector<HTMLElement>(
                  ".replay-controls button:not(:disabled), .replay-controls input",
                )
                ?.focus()
            }
          >
            {t(lang(), "skipToSteps")}
          </button>
        </Show>
        <a href="/" class="home">
          {t(lang(), "appName")}
        </a>
        <h1>
          {w("replay")}
          <Show when={source()}>{(s) => <> — {s().name}</>}</Show>
        </h1>
        <Show when={data.latest}>
          {(d) => (
            <label>
              {w("viewAs")}{" "}
              {/* `selected` on the options: a select's value set before its options exist is lost. */}
              <select onChange={(e) => setSeat(e.currentTarget.value)} data-testid="replay-seat">
                <For each={d().seats}>
                  {(s) => (
                    <option value={s.seat} selected={seat() === s.seat}>
                      {s.name}
                    </option>
                  )}
                </For>
                <option value={SPECTATOR} selected={seat() === SPECTATOR}>
                  {t(lang(), "spectator")}
                </option>
              </select>
            </label>
          )}
        </Show>
        <label>
          {w("language")}{" "}
          <select
            onChange={(e) => setLang(e.currentTarget.value as Lang)}
            data-testid="replay-lang"
          >
            <For each={LANGS}>
              {(l) => (
                <option value={l} selected={lang() === l}>
                  {LANG_NAMES[l]}
                </option>
              )}
            </For>
          </select>
        </label>
        <Show when={data.loading || (data.latest !== undefined && pending(data.latest))}>
          <span class="muted" role="status">
            {w("loading")}
          </span>
        </Show>
      </header>
      <Show when={failure()}>
        {(e) => (
          <p class="error panel" role="alert" data-testid="replay-error">
            ⚠ {w("cannotOpen")}: {e()}
          </p>
        )}
      </Show>
      <Show when={tableId === null || source() !== null}>
        <section class="panel source" aria-label={w("openFile")}>
          <label>
            {source() === null ? w("openFile") : w("openOther")}{" "}
            <input
              type="file"
              accept=".json,application/json"
              onChange={onFile}
              data-testid="replay-file"
            />
          </label>
          <Show when={source() === null}>
            <p class="muted">{w("fileHint")}</p>
          </Show>
        </section>
      </Show>
      <Show when={data.latest}>
        {(d) => <ReplayViewer data={d()} title={source()?.name ?? ""} step={step()} go={setStep} />}
      </Show>
    </div>
  );
}
