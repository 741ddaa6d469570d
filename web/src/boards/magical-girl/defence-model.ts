/**
 * Parry, dodge and counter (被动行动, MGR-40…43) as a sheet lists them: what each would cost and
 * whether it could be taken, read from the fighter's flags and sheet the way defence.ts decides
 * (a focus stance allows only its own passive action; a counter needs a melee weapon in hand and
 * half its attack DP, rounded up; no DP at all means exhaustion). When the fighter is being
 * attacked, the options the server offers are the truth and are linked to each row.
 */
import type { Option } from "../../net/protocol.ts";
import type { Fighter } from "./model.ts";

/** One passive action. */
export interface DefenceRow {
  kind: "parry" | "dodge" | "counter";
  /** The counter's weapon. */
  weapon?: string;
  dp: number;
  /** Whether the fighter's state allows it (ignoring the attack's range). */
  open: boolean;
  /** The option to choose it now, when offered. */
  option?: string;
}

/** The passive actions of `f`, with the offered options of a pending defence (if any). */
export function defenceRows(f: Fighter, options: Option[]): DefenceRow[] {
  const ids = new Set(options.map((o) => o.id));
  const down = f.f.hp <= 0 || f.f.wound === "heavy";
  const stance = f.f.stance;
  const dp = f.f.dp;
  const rows: DefenceRow[] = [
    { kind: "parry", dp: 0, open: !down && stance !== "dodge" && dp > 0, option: "defend:parry" },
    { kind: "dodge", dp: 1, open: !down && stance !== "parry" && dp >= 1, option: "defend:dodge" },
  ];
  for (const w of f.sheet?.weapons ?? []) {
    if (w.ranged || !w.held) continue;
    const cost = Math.ceil(w.dp / 2);
    rows.push({
      kind: "counter",
      weapon: w.id,
      dp: cost,
      open: !down && stance === "none" && dp >= cost && !(f.f.wound === "light" && cost > 3),
      option: `counter:${w.id}`,
    });
  }
  return rows.map((r) => ({ ...r, option: r.option && ids.has(r.option) ? r.option : undefined }));
}
