/**
 * The encounter's state: the turn, the six phases with the current one marked ▶ (the end phase's
 * rule spelled out while it runs), the GM's monsters left and the players still in the battle, whether the GM keeps its rolls secret — and on the GM's page
 * the secret / open / reveal tools and the take-back of the last decision (the connection's undo;
 * the engine logs the audit line).
 */
import { For, Show } from "solid-js";
import type { YgoCtx } from "./ctx.ts";
import { GM, PHASES, playerSeats, sheetOf, zoneIds } from "./model.ts";
import { phaseWord, yw } from "./words.ts";

/** The encounter bar. */
export function EncounterBar(props: { ctx: YgoCtx }) {
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
      <Show when={phase() === "end"}>
        <p class="muted">{yw(lang(), "endPhase")}</p>
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
