/**
 * A sample's prototype (determinize.ts) with the hidden cards numbered by place: the engine's
 * sample names each hidden card by its place (`h1`, `h2`, …), so here each hidden place gets a
 * card number that depends on nothing but the place, and every reference follows it — zones,
 * per-card records, modifiers, tasks, the response stack, options, the combat. What lies past
 * the end of a list (a card drawn, options of an earlier decision) is cleared: it would tell
 * where a hidden card was.
 */
import * as K from "./codes.ts";
import {
  abilityOf,
  cardOf,
  code,
  kindOf,
  O_BLOCK_NONE,
  O_END,
  O_GRAZE_NO,
  O_GRAZE_YES,
  O_PASS,
  targetOf,
} from "./options.ts";
import { MW, SW, T_EFFECT, T_TO_GRAVE, TW, type VisionState } from "./state.ts";

/** Card slots that belong to the place (kept by it), before the stats (dealt with the card). */
const PLACE_SLOTS = K.C_ATK;

/**
 * Writes into `d` (a clone of `s`) the hidden cards by place: each place's own slots (zone,
 * sleep, damage, doom) under its new number, stats cleared (dealt per sample), the zones'
 * entries, every reference through `map`, and nothing past the end of a list.
 */
export function renumber(
  s: VisionState,
  d: VisionState,
  map: Int32Array,
  real: Uint8Array,
  at: Int32Array,
  total: number,
): void {
  const S = K.SLOTS;
  for (let k = 0; k < total; k++) {
    const o = real[k];
    const q = map[o];
    for (let j = 0; j < PLACE_SLOTS; j++) d.c[q * S + j] = s.c[o * S + j];
    // A host is only read while the card is set; a hidden card's last host would name it.
    d.c[q * S + K.C_HOST] = -1;
    for (let j = PLACE_SLOTS; j < S; j++) d.c[q * S + j] = 0;
    d.z[at[k]] = q;
    // Hidden cards hold nothing set (leaving the field sends set cards away).
    if (d.att !== d.t.noAttachments) d.att[q] = null;
  }
  const n = s.n;
  for (let zone = 0; zone < K.ZONE_COUNT; zone++)
    d.z.fill(0, zone * n + d.zl[zone], (zone + 1) * n);
  const m = d.mods;
  for (let i = 0; i < d.modCount * MW; i += MW) {
    m[i] = map[m[i]];
    if (m[i + 5] >= 0) m[i + 5] = map[m[i + 5]];
  }
  m.fill(0, d.modCount * MW);
  const t = d.tasks;
  for (let i = 0; i < d.taskCount * TW; i += TW) {
    if (t[i] === T_EFFECT) {
      t[i + 1] = map[t[i + 1]];
      if (t[i + 3] >= 0) t[i + 3] = map[t[i + 3]];
    } else if (t[i] === T_TO_GRAVE) t[i + 1] = map[t[i + 1]];
  }
  t.fill(0, d.taskCount * TW);
  const st = d.stack;
  for (let i = 0; i < d.stackCount * SW; i += SW) {
    st[i + 2] = map[st[i + 2]];
    if (st[i + 4] >= 0) st[i + 4] = map[st[i + 4]];
  }
  st.fill(0, d.stackCount * SW);
  const o = d.opts;
  for (let i = 0; i < d.optCount; i++) o[i] = renumberOption(o[i], map);
  o.fill(0, d.optCount);
  if (d.doubted >= 0) d.doubted = map[d.doubted];
  if (d.cAtt >= 0) d.cAtt = map[d.cAtt];
  if (d.cBlk >= 0) d.cBlk = map[d.cBlk];
}

/** An option code with its card and target through `map` (kinds without a card keep 0). */
function renumberOption(c: number, map: Int32Array): number {
  const kind = kindOf(c);
  const none =
    kind === O_END ||
    kind === O_BLOCK_NONE ||
    kind === O_GRAZE_YES ||
    kind === O_GRAZE_NO ||
    kind === O_PASS;
  const card = none ? cardOf(c) : map[cardOf(c)];
  const target = targetOf(c);
  return code(kind, card, abilityOf(c), target < 0 ? -1 : map[target]);
}
