/**
 * The encounter's state: the turn, the six phases with the current one marked ▶ (the end phase's
 * rule on its pill, and what the last end phase did: it takes no decision, so it is over before
 * anyone could look), the GM's monsters left and the players still in the battle, whether the GM
 * keeps its rolls secret — and on the GM's page the secret / open / reveal tools and the take-back
 * of the last decision (the connection's undo; the engine logs the audit line).
 */
import { For, Show } from "solid-js";
import type { YgoCtx } from "./ctx.ts";
import { GM, PHASES, playerSeats, sheetOf, zoneIds } from "./model.ts";
import { lastEndPhase } from "./rolls.ts";
import { phaseWord, yw } from "./words.ts";

/** The encounter bar; `events`: the seat's log events (for the last end phase). */
export function EncounterBar(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  const lang = () => props.ctx.lang;
  const x = () => props.ctx.view.x;
  const phase = () => String(x().phase ?? "");
  const secret = () => x().gmSecret === true;
  const standing = () => {
    const seats = playerSeats(props.ctx.view);
    const f = seats.filter((s) => sheetOf(props.ctx.view, s).fainted).length;
    return yw(lang(), "standing", {
      m: zoneIds(props.ctx.view, GM, "field").length,
      p: seats.length - f,
      n: seats.length,
      f,
    });
  };
  const end = () => lastEndPhase(props.events);
  const endLine = () => {
    const e = end();
    if (e === null) return "";
    const parts: string[] = [];
    if (e.effects.length > 0) {
      const names = e.effects.map((id) => {
        const c = props.ctx.view.cards[id];
        return c === undefined ? "?" : props.ctx.cardName(c);
      });
      parts.push(yw(lang(), "endEffects", { cards: names.join("・") }));
    }
    if (e.boostsEnded > 0) parts.push(yw(lang(), "boostsEnded", { n: e.boostsEnded }));
    if (parts.length === 0) parts.push(yw(lang(), "nothingAtEnd"));
    return `${yw(lang(), "lastEnd", { n: e.round })}: ${parts.join(" / ")}`;
  };
  const secretTools = () => props.ctx.options.filter((o) => /^gm:(secret|open|reveal)$/.test(o.id));
  return (
    <section class="yg-encounter panel" data-testid="encounter">
      <div class="yg-turn">
        <strong>{yw(lang(), "round", { n: Number(x().round ?? 1) })}</strong>
        <ol class="yg-phases">
          <For each={PHASES}>
            {(p) => (
              <li
                classList={{ now: p === phase() }}
                aria-current={p === phase() ? "step" : undefined}
                title={p === "end" ? yw(lang(), "endPhase") : undefined}
              >
                {p === phase() ? "▶ " : ""}
                {phaseWord(lang(), p)}
              </li>
            )}
          </For>
        </ol>
      </div>
      <p class="yg-standing" data-testid="standing">
        {standing()}
      </p>
      <Show when={end() !== null}>
        <p class="muted yg-end" data-testid="last-end" title={yw(lang(), "endPhase")}>
          {endLine()}
        </p>
      </Show>
      <div class="yg-secret-row">
        <span class="yg-secret" data-testid="gm-secret" data-secret={secret()}>
          {secret() ? `▣ ${yw(lang(), "gmSecretOn")}` : `◇ ${yw(lang(), "gmSecretOff")}`}
        </span>
        <For each={secretTools()}>
          {(o) => (
            <button
              type="button"
              class="yg-tool wide"
              data-tool={o.id}
              disabled={props.ctx.busy}
              onClick={() => props.ctx.choose(o.id)}
            >
              {o.label}
            </button>
          )}
        </For>
        <Show when={props.ctx.me === "gm" && props.ctx.state.mayUndo}>
          <button
            type="button"
            class="yg-tool wide yg-take-back"
            data-testid="take-back"
            disabled={props.ctx.busy}
            onClick={() => props.ctx.undo()}
          >
            {yw(lang(), "takeBack")}
          </button>
        </Show>
      </div>
      <Show when={props.ctx.state.result}>
        {(r) => (
          <p class="yg-over">
            {yw(lang(), "over")}: {r()}
          </p>
        )}
      </Show>
    </section>
  );
}
