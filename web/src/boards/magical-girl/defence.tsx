/**
 * Parry / dodge / counter (MGR-40…43) with what each would cost, whether the fighter could take it
 * now, and — while she is being attacked — the button to take it.
 */
import { For, Show } from "solid-js";
import type { MgCtx } from "./ctx.ts";
import { defenceRows } from "./defence-model.ts";
import { type Fighter, thingName } from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { mw } from "./words.ts";

/** The passive actions of `f`. */
export function Defence(props: { ctx: MgCtx; f: Fighter }) {
  const lang = () => props.ctx.lang;
  const rows = () => defenceRows(props.f, props.ctx.options);
  const what = (kind: string, weapon?: string) => {
    if (kind === "parry") return mw(lang(), "parryWhat", { def: props.f.stats.def ?? 0 });
    if (kind === "dodge") return mw(lang(), "dodgeWhat", { v: props.f.stats["sk.dodge"] ?? 0 });
    return `${thingName(props.ctx.view, weapon ?? "", lang())} · ${mw(lang(), "counterWhat", { v: props.f.stats.str ?? 0 })}`;
  };
  return (
    <section class="mg-defence" data-testid="defence">
      <h3>{mw(lang(), "defence")}</h3>
      <ul class="mg-list">
        <For each={rows()}>
          {(r) => (
            <li data-defence={r.kind} data-open={r.open} classList={{ shut: !r.open }}>
              <strong>{mw(lang(), r.kind)}</strong>{" "}
              <span class="mg-cost" data-testid="defence-cost">
                {r.dp}DP
              </span>{" "}
              <span class="muted">{what(r.kind, r.weapon)}</span>
              <Show when={!r.open}>
                {" "}
                <span class="tag">{mw(lang(), "notNow")}</span>
              </Show>
              <Show when={r.option}>
                {(id) => (
                  <OptionButton ctx={props.ctx} id={id()}>
                    {mw(lang(), r.kind)} ({r.dp}DP)
                  </OptionButton>
                )}
              </Show>
            </li>
          )}
        </For>
      </ul>
    </section>
  );
}
