/**
 * The faces of a roll in the log: one small box per die with its number (a six-sided die also
 * shows its pips' glyph), read by screen readers as "d6: 5". Rolls come as the engine's
 * `{t: "roll", expr, faces}` events, or a system's own roll (`{sides, value}`, geo-march's
 * speed `{die}`).
 */
import { For, Show } from "solid-js";

const PIPS = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/** The faces and die size of a log event that rolled dice; null for any other event. */
export function rollOf(event: Record<string, unknown>): { faces: number[]; sides: number } | null {
  if (event.t !== "roll" && event.t !== "speed-roll") return null;
  const faces = Array.isArray(event.faces)
    ? event.faces.filter((f): f is number => typeof f === "number")
    : typeof event.value === "number"
      ? [event.value]
      : typeof event.die === "number"
        ? [event.die]
        : [];
  if (faces.length === 0) return null;
  const fromExpr = /d(\d+)/i.exec(String(event.expr ?? ""))?.[1];
  const sides = typeof event.sides === "number" ? event.sides : Number(fromExpr ?? 0);
  return { faces, sides };
}

/** The dice of one roll. */
export function DiceFaces(props: { faces: number[]; sides: number }) {
  return (
    <span class="dice">
      <For each={props.faces}>
        {(f) => (
          <span
            class="die"
            role="img"
            aria-label={props.sides > 0 ? `d${props.sides}: ${f}` : String(f)}
          >
            <Show when={props.sides === 6 && f >= 1 && f <= 6}>
              <span aria-hidden="true">{PIPS[f - 1]}</span>
            </Show>
            {f}
          </span>
        )}
      </For>
    </span>
  );
}
