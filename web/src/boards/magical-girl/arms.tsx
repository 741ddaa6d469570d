/**
 * A fighter's weapons, abilities, magical items and skills with what each costs (MGR-23…25, 28):
 * the DP of using it on her turn, and at double as a reaction (MGR-35); MP for abilities; weight
 * for weapons. Under each, the options that use it now, as buttons (their labels carry the
 * engine's price); a weapon on the ground after a throw is marked.
 */
import { For, Show } from "solid-js";
import type { MgCtx } from "./ctx.ts";
import { type Fighter, optionsOfThing, skillsOf, thingName } from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { attrWord, mw } from "./words.ts";

/** The buttons of the options that use `thing`. */
function Uses(props: { ctx: MgCtx; thing: string }) {
  const uses = () => optionsOfThing(props.ctx.options, props.thing);
  return (
    <Show when={uses().length > 0}>
      <div class="mg-uses">
        <For each={uses()}>
          {(o) => (
            <OptionButton ctx={props.ctx} id={o.id}>
              {o.label}
            </OptionButton>
          )}
        </For>
      </div>
    </Show>
  );
}

/** Weapons and abilities (with their costs), items and skills of `f`. */
export function Arms(props: { ctx: MgCtx; f: Fighter }) {
  const lang = () => props.ctx.lang;
  const name = (id: string) => thingName(props.ctx.view, id, lang());
  const girl = () => props.f.f.kind === "girl";
  return (
    <div class="mg-arms">
      <h3>{mw(lang(), "weapons")}</h3>
      <ul class="mg-list" data-testid="weapons">
        <For each={props.f.sheet?.weapons ?? []}>
          {(w) => (
            <li data-weapon={w.id} classList={{ dropped: !w.held }}>
              <button type="button" class="mg-name" onClick={() => props.ctx.pick(w.id)}>
                <span class="name-clamp" title={name(w.id)}>
                  {name(w.id)}
                </span>
              </button>{" "}
              <span class="mg-cost" data-testid="weapon-cost">
                {mw(lang(), "costTurn", { n: w.dp })}
              </span>
              <Show when={girl()}>
                {" "}
                <span class="mg-cost react">{mw(lang(), "costReact", { n: w.dp * 2 })}</span>
              </Show>{" "}
              <span class="muted">
                {mw(lang(), w.ranged ? "ranged" : "melee")} · {w.damage} · {mw(lang(), "weight")}{" "}
                {w.weight}
              </span>
              <Show when={!w.held}>
                {" "}
                <span class="tag">{mw(lang(), "dropped")}</span>
              </Show>
              <Uses ctx={props.ctx} thing={w.id} />
            </li>
          )}
        </For>
      </ul>
      <Show when={(props.f.sheet?.abilities.length ?? 0) > 0}>
        <h3>{mw(lang(), "abilities")}</h3>
        <ul class="mg-list" data-testid="abilities">
          <For each={props.f.sheet?.abilities ?? []}>
            {(a) => (
              <li data-ability={a.id}>
                <button type="button" class="mg-name" onClick={() => props.ctx.pick(a.id)}>
                  <span class="name-clamp" title={name(a.id)}>
                    {name(a.id)}
                  </span>
                </button>{" "}
                <span class="mg-cost">
                  {mw(lang(), "costTurn", { n: a.dp })} {mw(lang(), "mpCost", { n: a.mp })}
                </span>
                <Show when={girl()}>
                  {" "}
                  <span class="mg-cost react">{mw(lang(), "costReact", { n: a.dp * 2 })}</span>
                </Show>{" "}
                <span class="muted">{mw(lang(), a.target === "ally" ? "toAlly" : "toEnemy")}</span>
                <Uses ctx={props.ctx} thing={a.id} />
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={props.f.f.items.length > 0}>
        <h3>{mw(lang(), "items")}</h3>
        <ul class="mg-list">
          <For each={[...new Set(props.f.f.items)]}>
            {(it) => (
              <li>
                {name(it)} ×{props.f.f.items.filter((x) => x === it).length}
                <Uses ctx={props.ctx} thing={it} />
              </li>
            )}
          </For>
        </ul>
      </Show>
      <h3>{mw(lang(), "skills")}</h3>
      <ul class="mg-skills">
        <For each={skillsOf(props.f)}>
          {(s) => {
            const use = () => props.ctx.options.find((o) => o.id === `useskill:${s.id}`);
            return (
              <li>
                <Show
                  when={use()}
                  fallback={
                    <span>
                      {attrWord(lang(), s.id) ?? name(s.id)} {s.value}
                    </span>
                  }
                >
                  {(o) => (
                    <OptionButton ctx={props.ctx} id={o().id}>
                      {name(s.id)} {s.value}
                    </OptionButton>
                  )}
                </Show>
              </li>
            );
          }}
        </For>
      </ul>
    </div>
  );
}
