/**
 * "Continue a campaign": a finished table's link pasted in (`…/t/<id>#<token>`, as the table and
 * the lobby show it) and, once it reads, what the new table would carry over from it — each
 * player's character and life, the server's one line (`GET /api/tables/:id/carry`), as the lobby
 * shows it.
 */
import { createResource, Show } from "solid-js";
import type { Lang } from "../net/protocol.ts";
import { fetchCarry } from "../pages/lobby-api.ts";
import { pw } from "./prep-words.ts";
import { parseTableLink } from "./table-link.ts";

/** The campaign input and its preview line. */
export function PrepCarry(props: { lang: Lang; text: string; setText: (t: string) => void }) {
  const link = () => parseTableLink(props.text);
  const [carried] = createResource(
    () => {
      const l = link();
      return l ? { ...l, lang: props.lang } : null;
    },
    ({ table, token, lang }) => fetchCarry(table, token, lang),
  );
  return (
    <div class="prep-carry">
      <label>
        {pw(props.lang, "carryLink")}{" "}
        <input
          name="carry-link"
          value={props.text}
          placeholder="https://…/t/…#…"
          size={40}
          onInput={(e) => props.setText(e.currentTarget.value)}
        />
      </label>
      <div role="status">
        <Show when={link() === null}>
          <p class="error">⚠ {pw(props.lang, "badCarryLink")}</p>
        </Show>
        <Show when={link() && carried.error}>
          <p class="error">⚠ {(carried.error as Error).message}</p>
        </Show>
        <Show when={link() && carried.state === "ready" && carried()}>
          {(text) => <p data-testid="carried">{text()}</p>}
        </Show>
      </div>
    </div>
  );
}
