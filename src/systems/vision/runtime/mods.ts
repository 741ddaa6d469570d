/**
 * Modifiers (engine/modifiers.ts, Vision's stat-mods.ts) over integer records: a card's stats
 * are recomputed from its printed values in layer order (変更 → 入れ替え → 加減算 → 常に),
 * inside a layer in arrival order, whenever a modifier on it comes or goes.
 */
import * as K from "./codes.ts";
import { MW, RuntimeLoopError, type VisionState } from "./state.ts";

/** The refusal when a keyword count would overflow (the engine plays that battle). */
export const KW_OVERFLOW = "a keyword granted more than 1,000 times";

/** Offsets of the modifiers on the card being recomputed (grown when a card has more). */
let mine = new Int32Array(16);

/** Applies modifier `i` of `m` to the stats at `at` (the card's C_ATK slot). */
function apply(c: Int32Array, at: number, m: Int32Array, i: number): void {
  const op = m[i + 2];
  if (op === K.OP_SET) c[at + m[i + 3]] = m[i + 4];
  else if (op === K.OP_ADD) c[at + m[i + 3]] += m[i + 4];
  else {
    const a = c[at + K.S_ATK];
    c[at + K.S_ATK] = c[at + K.S_TGH];
    c[at + K.S_TGH] = a;
  }
}

/** Recomputes a card's stats from its definition's printed values and the modifiers on it (VIS-40, VIS-41, VIS-42). */
export function recompute(s: VisionState, card: number): void {
  const c = s.c;
  const at = card * K.SLOTS + K.C_ATK;
  const base = s.defs[s.cardDef[card]].base;
  for (let i = 0; i < K.STAT_COUNT; i++) c[at + i] = base[i];
  // One pass finds the card's modifiers (and their layers), then each layer in arrival order.
  const m = s.mods;
  const end = s.modCount * MW;
  let k = 0;
  let layers = 0;
  for (let i = 0; i < end; i += MW) {
    if (m[i] !== card) continue;
    if (k === mine.length) {
      const bigger = new Int32Array(k * 2);
      bigger.set(mine);
      mine = bigger;
    }
    mine[k++] = i;
    layers |= 1 << m[i + 1];
  }
  for (let layer = 0; layer < 4; layer++) {
    if ((layers & (1 << layer)) === 0) continue;
    for (let j = 0; j < k; j++) if (m[mine[j] + 1] === layer) apply(c, at, m, mine[j]);
  }
}

/** Adds a modifier and recomputes its target. `source`: the card granting it, or -1 (VIS-40, VIS-41). */
export function addMod(
  s: VisionState,
  target: number,
  layer: number,
  op: number,
  stat: number,
  value: number,
  source: number,
  until: number,
): void {
  if (stat >= K.S_KW) {
    // Keyword counts are packed (codes.ts): one more than KW_MAX would spill into the next.
    const shift = 31 - Math.clz32(value);
    if (((s.c[target * K.SLOTS + K.C_ATK + stat] >>> shift) & K.KW_MAX) >= K.KW_MAX - 1)
      throw new RuntimeLoopError(KW_OVERFLOW);
  }
  let i = s.modCount * MW;
  if (i + MW > s.mods.length) {
    const bigger = new Int32Array(s.mods.length * 2);
    bigger.set(s.mods);
    s.mods = bigger;
  }
  const m = s.mods;
  m[i++] = target;
  m[i++] = layer;
  m[i++] = op;
  m[i++] = stat;
  m[i++] = value;
  m[i++] = source;
  m[i] = until;
  const at = s.modCount++ * MW;
  s.doubt(target);
  // The stats are the printed values with every modifier applied, layer by layer, each layer
  // in arrival order: with none on the target in a later layer, the newest applies last.
  for (let j = 0; j < at; j += MW) {
    if (m[j] === target && m[j + 1] > layer) {
      recompute(s, target);
      return;
    }
  }
  apply(s.c, target * K.SLOTS + K.C_ATK, m, at);
}

/**
 * Removes modifiers: those lasting `until` (a U_* code), or with `card >= 0` those on or
 * granted by that card. Recomputes every card that lost one.
 * Rules: VIS-20, VIS-21.
 */
export function removeMods(s: VisionState, until: number, card: number): void {
  if (s.modCount === 0) return;
  const m = s.mods;
  const end = s.modCount * MW;
  let w = 0;
  const touched = s.touched;
  let nt = 0;
  for (let i = 0; i < end; i += MW) {
    const drop = card >= 0 ? m[i] === card || m[i + 5] === card : m[i + 6] === until;
    if (drop) {
      let k = 0;
      while (k < nt && touched[k] !== m[i]) k++;
      if (k === nt) touched[nt++] = m[i];
      continue;
    }
    if (w !== i) for (let k = 0; k < MW; k++) m[w + k] = m[i + k];
    w += MW;
  }
  if (nt === 0) return;
  s.modCount = w / MW;
  for (let k = 0; k < nt; k++) {
    recompute(s, touched[k]);
    s.doubt(touched[k]);
  }
}

/** stat-mods.ts's addStatChange: `set` in 変更, one swap in 入れ替え, `add` otherwise (VIS-41). */
export function addStatChange(
  s: VisionState,
  target: number,
  layer: number,
  hasAtk: boolean,
  atk: number,
  hasTgh: boolean,
  tgh: number,
  until: number,
  source: number,
): void {
  if (layer === K.L_SWAP) {
    addMod(s, target, layer, K.OP_SWAP, K.S_ATK, 0, source, until);
    return;
  }
  const op = layer === K.L_CHANGE ? K.OP_SET : K.OP_ADD;
  if (hasAtk) addMod(s, target, layer, op, K.S_ATK, atk, source, until);
  if (hasTgh) addMod(s, target, layer, op, K.S_TGH, tgh, source, until);
}

/** A character's own 「常に」 variation (stat-mods.ts's applyAlways) (VIS-41). */
export function applyAlways(s: VisionState, card: number): void {
  const d = s.defs[s.cardDef[card]];
  if (d.type !== K.T_CHARACTER || !d.hasAlways) return;
  addStatChange(
    s,
    card,
    K.L_ALWAYS,
    d.alwaysAtk !== 0,
    d.alwaysAtk,
    d.alwaysTgh !== 0,
    d.alwaysTgh,
    K.U_NONE,
    card,
  );
}
