/**
 * The odds beside the entry being edited, asked of the server (`POST /api/build/odds`: the exact
 * odds of `kassen odds` over the shipped content with this pack): a ygo-trpg monster's summon
 * check for every character, a magical-girl weapon's or attack ability's hit chance and damage
 * against a chosen defender. Asked again a moment after the entry stops changing.
 */
import { createEffect, createSignal, For, on, onCleanup, Show } from "solid-js";
import type { EntryOdds } from "../../../../src/build/entry-odds-types.ts";
import type { Item } from "../../../../src/build/item-model.ts";
import type { Lang } from "../../net/protocol.ts";
import { ew } from "./editor-words.ts";

/** Whether an entry has odds to show. */
export function hasOdds(system: string, item: Item): boolean {
  if (system === "ygo-trpg") return item.list === "cards" && item.value.type === "monster";
  if (system === "magical-girl")
    return (
      item.list === "weapons" ||
      (item.list === "abilities" && (item.value.effect as { kind?: unknown })?.kind === "attack")
    );
  return false;
}

/** A probability as a percentage. */
function pct(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/** Asks the server for an entry's odds. */
async function askOdds(body: object): Promise<EntryOdds> {
  const res = await fetch("/api/build/odds", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as EntryOdds & { error?: string };
  if (!res.ok) throw new Error(json.error ?? `${res.status}`);
  return json;
}

/** The odds panel. */
export function OddsPanel(props: {
  system: string;
  item: Item;
  pack: () => Record<string, unknown>;
  valid: boolean;
  lang: Lang;
}) {
  const [odds, setOdds] = createSignal<EntryOdds | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [defender, setDefender] = createSignal<string | undefined>(undefined);
  const [skill, setSkill] = createSignal(50);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  onCleanup(() => clearTimeout(timer));
  createEffect(
    on(
      () => [props.item, props.valid, props.lang, defender(), skill()] as const,
      ([item, valid, lang, def, sk]) => {
        clearTimeout(timer);
        if (!valid || !hasOdds(props.system, item)) return;
        timer = setTimeout(async () => {
          const n = ++asked;
          setBusy(true);
          try {
            const o = await askOdds({
              system: props.system,
              list: item.list,
              entry: item.value,
              pack: props.pack(),
              lang,
              ...(def === undefined ? {} : { defender: def }),
              skill: sk,
            });
            if (n === asked) {
              setOdds(o);
              setError(null);
            }
          } catch (err) {
            if (n === asked) setError(err instanceof Error ? err.message : String(err));
          } finally {
            if (n === asked) setBusy(false);
          }
        }, 300);
      },
    ),
  );
  const o = () => odds();
  return (
    <section class="be-odds panel" aria-labelledby="be-odds-h" data-testid="odds-panel">
      <h2 id="be-odds-h">{ew(props.lang, "odds")}</h2>
      <Show
        when={hasOdds(props.system, props.item)}
        fallback={<p class="muted">{ew(props.lang, "oddsNone")}</p>}
      >
        <Show when={props.valid} fallback={<p class="muted">{ew(props.lang, "oddsFix")}</p>}>
          <Show when={error()}>{(e) => <p class="error">⚠ {e()}</p>}</Show>
          <Show when={busy() && o() === null}>
            <p class="muted">{ew(props.lang, "computing")}</p>
          </Show>
          <Show when={o()?.kind === "summon" && (o() as Extract<EntryOdds, { kind: "summon" }>)}>
            {(s) => (
              <table class="be-odds-table">
                <caption>{ew(props.lang, "summonOdds")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{ew(props.lang, "character")}</th>
                    <th scope="col">{ew(props.lang, "bonus")}</th>
                    <th scope="col">{ew(props.lang, "chance")}</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={s().rows}>
                    {(r) => (
                      <tr>
                        <td>
                          <bdi>{r.name}</bdi>
                        </td>
                        <td>{r.bonus}</td>
                        <td data-odds={r.id}>{pct(r.p)}</td>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            )}
          </Show>
          <Show when={o()?.kind === "hit" && (o() as Extract<EntryOdds, { kind: "hit" }>)}>
            {(h) => (
              <div>
                <div class="be-odds-ask">
                  <label>
                    {ew(props.lang, "defender")}{" "}
                    <select onChange={(e) => setDefender(e.currentTarget.value)}>
                      <For each={h().defenders}>
                        {(d) => (
                          <option value={d.id} selected={d.id === h().defender}>
                            {d.name}
                          </option>
                        )}
                      </For>
                    </select>
                  </label>{" "}
                  <label>
                    {ew(props.lang, "attackerSkill")}{" "}
                    <input
                      type="number"
                      min={0}
                      max={200}
                      value={skill()}
                      class="be-num"
                      onChange={(e) => {
                        const n = Number(e.currentTarget.value);
                        if (Number.isInteger(n) && n >= 0 && n <= 200) setSkill(n);
                      }}
                    />
                  </label>
                </div>
                <p>
                  {ew(props.lang, "hitChance")}:{" "}
                  <strong data-testid="hit-chance">{pct(h().hit)}</strong> ·{" "}
                  {ew(props.lang, "meanDamage")}: <strong>{h().mean.toFixed(2)}</strong>
                </p>
                <table class="be-odds-table">
                  <caption>{ew(props.lang, "damage")}</caption>
                  <tbody>
                    <For each={h().damage}>
                      {(r) => (
                        <tr>
                          <th scope="row">{r.label}</th>
                          <td>
                            <span class="be-bar" style={{ width: `${Math.round(r.p * 100)}%` }} />
                            {pct(r.p)}
                          </td>
                        </tr>
                      )}
                    </For>
                  </tbody>
                </table>
              </div>
            )}
          </Show>
        </Show>
      </Show>
    </section>
  );
}
