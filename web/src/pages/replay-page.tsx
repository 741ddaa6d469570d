/** The replay viewer (to be built): open an exported replay and step through its decisions. */
import { t, uiLang } from "../i18n.ts";

/** The replay page. */
export default function ReplayPage() {
  return (
    <main class="replay-page">
      <a href="/">{t(uiLang(), "lobby")}</a>
    </main>
  );
}
