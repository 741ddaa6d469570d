/** Carried weight against 3 × STR (MGR-27): over 2 × STR movement costs double; over 3 × STR no action. */
import { Show } from "solid-js";
import type { Lang } from "../../net/protocol.ts";
import { Gauge } from "./bars.tsx";
import type { Fighter } from "./model.ts";
import { mw } from "./words.ts";

/** The weight gauge with its limits in words. */
export function Weight(props: { f: Fighter; lang: Lang }) {
  const s = () => props.f.sheet;
  return (
    <Show when={s()}>
      {(sh) => (
        <div class="mg-weight" data-testid="weight">
          <Gauge
            label={mw(props.lang, "weight")}
            value={sh().weight}
            max={sh().maxWeight}
            kind="weight"
          />
          <span class="muted">
            {mw(props.lang, "weightLimits", {
              w: sh().weight,
              max: sh().maxWeight,
              heavy: sh().heavyAt,
            })}
          </span>
          <Show when={sh().weight > sh().maxWeight}>
            <span class="error">⚠ {mw(props.lang, "overloaded")}</span>
          </Show>
        </div>
      )}
    </Show>
  );
}
