/**
 * A fighter's wound (MGR-60…62) with what it forbids, in words: unhurt; a light wound (no single
 * action of 4 DP or more, half the metres per DP); a heavy wound (out of the fight).
 */
import type { Lang } from "../../net/protocol.ts";
import type { Fighter } from "./model.ts";
import { mw } from "./words.ts";

const WORD = { none: "woundNone", light: "woundLight", heavy: "woundHeavy" } as const;
const FORBIDS = { none: "forbidNone", light: "forbidLight", heavy: "forbidHeavy" } as const;
const MARK = { none: "○", light: "◐", heavy: "●" } as const;

/** The wound badge; `full` adds what it forbids. */
export function Wound(props: { f: Fighter; lang: Lang; full?: boolean }) {
  const w = () => props.f.f.wound;
  return (
    <span class={`mg-wound ${w()}`} data-testid="wound" data-wound={w()}>
      {MARK[w()]} {mw(props.lang, WORD[w()])}
      {props.full ? `：${mw(props.lang, FORBIDS[w()])}` : ""}
    </span>
  );
}
