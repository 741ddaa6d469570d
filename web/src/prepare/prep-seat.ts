/** A seat of a prepared battle as the page names it. */
import type { PrepSummary } from "../../../src/build/prepare/prep-types.ts";
import { t } from "../i18n.ts";
import type { Lang } from "../net/protocol.ts";

/** Its role (GM, KP, p1), who sits there and its side: `GM — 黒曜の竜王の巣`, `p1 — アカネ`. */
export function seatLabel(s: PrepSummary["seats"][number], lang: Lang): string {
  const role = s.seat === "gm" ? t(lang, "gm") : s.seat === "kp" ? t(lang, "kp") : s.seat;
  return `${role} — ${s.name}${s.side === undefined ? "" : ` (${s.side})`}`;
}
