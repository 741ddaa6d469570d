/**
 * The march path: this turn's marches read from the log, and where a pending march option
 * goes. Both are read from what the seat already has (log events, option ids).
 */
import type { LogLine } from "../../net/protocol.ts";

/** This turn's marches (log events `march` since the last `turn`): from → to. */
export function latestMarches(log: LogLine[]): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event;
    if (e.t === "turn") break;
    if (e.t === "march") out.push({ from: String(e.from), to: String(e.to) });
  }
  return out.reverse();
}

/** Where an option takes a party: `march:<from>@<to>` → to; `join:<geo>` → geo. */
export function marchTarget(optionId: string): string | null {
  const m = /^march:[^@]+@(.+)$/.exec(optionId) ?? /^join:(.+)$/.exec(optionId);
  return m === null ? null : m[1];
}
