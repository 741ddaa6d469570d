/**
 * The prepare page (issue 30): `/prepare` picks a game; `/prepare/<system>` prepares a battle
 * for it — the GM's/KP's party, encounter and map in the builders' tabs, its difficulty, and the
 * table made from it; `/prepare/<system>/<id>#<token>` continues a library item (a read token,
 * `#r=<token>`, shows it read-only with "make a copy").
 */
import { createResource, For, Match, Show, Switch } from "solid-js";
import {
  isPrepSystem,
  PREP_SYSTEMS,
  type PrepSystem,
} from "../../../src/build/prepare/prep-types.ts";
import { t, uiLang, uiLangOr } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";
import { UiLangPicker } from "../parts/ui-lang-picker.tsx";
import { pw } from "../prepare/prep-words.ts";
import { PrepWorkspace } from "../prepare/prep-workspace.tsx";
import { fetchSystems } from "./lobby-api.ts";
import "./build-page.css";
import "./prepare-page.css";

/** Each system's rulebook language (its seed's): the page's when the reader's is none of ours. */
const RULEBOOK_LANG: Record<PrepSystem, Lang> = { "ygo-trpg": "ja", "magical-girl": "zh" };

/** What the address names: a system, and a library item with its token. */
function parseAddress(): {
  system: string | null;
  id: string | null;
  token: string;
  read: boolean;
} {
  const m = /^\/prepare(?:\/([a-z0-9-]{1,64}))?(?:\/([A-Za-z0-9_-]{1,64}))?\/?$/.exec(
    location.pathname,
  );
  const hash = decodeURIComponent(location.hash.slice(1));
  const read = hash.startsWith("r=");
  return { system: m?.[1] ?? null, id: m?.[2] ?? null, token: read ? hash.slice(2) : hash, read };
}

/** The prepare page. */
export default function PreparePage() {
  const at = parseAddress();
  // A reader whose language is none of ours meets a system's page in its rulebook's language.
  const lang = () =>
    at.system !== null && isPrepSystem(at.system) ? uiLangOr(RULEBOOK_LANG[at.system]) : uiLang();
  const [systems] = createResource(() => fetchSystems().catch(() => []));
  const nameOf = (id: string) => systems()?.find((s) => s.id === id)?.name[lang()] ?? id;
  return (
    <main class="prepare-page" lang={lang()}>
      <header class="top">
        <a class="home" href="/">
          {t(lang(), "appName")}
        </a>
        <h1>
          {pw(lang(), "title")}
          <Show when={at.system !== null && isPrepSystem(at.system) ? at.system : null}>
            {(s) => <span class="muted"> · {nameOf(s())}</span>}
          </Show>
        </h1>
        <UiLangPicker label={pw(lang(), "uiLanguage")} labelHidden current={lang()} />
        <nav class="prep-links-nav" aria-label={pw(lang(), "title")}>
          <a href="/">{pw(lang(), "lobby")}</a> · <a href="/library">{pw(lang(), "library")}</a>
          <Show when={at.system !== null && isPrepSystem(at.system) ? at.system : null}>
            {(s) => (
              <>
                {" "}
                · <a href={`/build/${s()}`}>{pw(lang(), "cardEditor")}</a>
              </>
            )}
          </Show>
        </nav>
      </header>
      <Switch>
        <Match when={at.system === null}>
          <section class="panel" aria-labelledby="prep-pick-h">
            <h2 id="prep-pick-h">{pw(lang(), "pickSystem")}</h2>
            <p class="muted">{pw(lang(), "pickIntro")}</p>
            <ul class="prep-systems">
              <For each={PREP_SYSTEMS}>
                {(s) => (
                  <li>
                    <a href={`/prepare/${s}`} data-system={s}>
                      {nameOf(s)}
                    </a>
                    <span class="muted">
                      {pw(lang(), s === "ygo-trpg" ? "about_ygo_trpg" : "about_magical_girl")}
                    </span>
                  </li>
                )}
              </For>
            </ul>
          </section>
        </Match>
        <Match when={at.system !== null && !isPrepSystem(at.system)}>
          <p class="error" role="alert">
            ⚠ {pw(lang(), "unknownSystem")}
          </p>
        </Match>
        <Match when={at.system !== null && isPrepSystem(at.system) ? at.system : null}>
          {(s) => <PrepWorkspace system={s()} at={at} lang={lang} />}
        </Match>
      </Switch>
    </main>
  );
}
