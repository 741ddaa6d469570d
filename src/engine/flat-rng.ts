/**
 * The engine's generator (rng.ts: xoroshiro128+ from pure-rand, uniformInt's rejection sampling)
 * written out over four integers, for the systems' lowered runtimes (src/systems/<id>/runtime/):
 * a runtime battle draws the very numbers the engine would — shuffles and dice in the same order
 * give the same games — without an object per draw. test/engine/flat-rng.test.ts holds it to
 * rng.ts.
 */

/** A generator state: [s01, s00, s11, s10] as pure-rand keeps it (and `state.rng` holds it). */
export class FlatRng {
  s01 = 0;
  s00 = 0;
  s11 = 0;
  s10 = 0;

  /** Starts from a state as `seedRng` returns it (or a battle's `state.rng`). */
  set(state: readonly number[]): void {
    this.s01 = state[0];
    this.s00 = state[1];
    this.s11 = state[2];
    this.s10 = state[3];
  }

  /**
   * Starts from `seedRng(seed)` (rng.ts) without the lists and the closure it makes: a search
   * bot's sample seeds a generator twice (the dealing, then the dice), thousands of times per
   * decision. splitmix32's next four outputs; seeds beyond 32 bits mix their high bits in on
   * top; never the all-zero state. test/engine/flat-rng.test.ts holds it to seedRng.
   */
  seed(seed: number): void {
    let x = seed | 0;
    let a = mix((x = (x + 0x9e3779b9) | 0));
    let b = mix((x = (x + 0x9e3779b9) | 0));
    let c = mix((x = (x + 0x9e3779b9) | 0));
    let d = mix((x = (x + 0x9e3779b9) | 0));
    const high = seed >= 2 ** 32 || seed < -(2 ** 31) ? Math.floor(seed / 2 ** 32) : 0;
    if (high !== 0) {
      x = high | 0;
      a ^= mix((x = (x + 0x9e3779b9) | 0));
      b ^= mix((x = (x + 0x9e3779b9) | 0));
      c ^= mix((x = (x + 0x9e3779b9) | 0));
      d ^= mix((x = (x + 0x9e3779b9) | 0));
    }
    if (a === 0 && b === 0 && c === 0 && d === 0) d = 1;
    this.s01 = a;
    this.s00 = b;
    this.s11 = c;
    this.s10 = d;
  }

  /** The state as the engine keeps it in `state.rng`. */
  get(): number[] {
    return [this.s01, this.s00, this.s11, this.s10];
  }

  /** pure-rand's XoroShiro128Plus.next(). */
  next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** pure-rand's uniformInt(rng, 0, max) for max < 2^32: the engine's randomInt(state, 0, max). */
  below(max: number): number {
    const rangeSize = max + 1;
    const maxAllowed = rangeSize > 2 ? Math.floor(4294967296 / rangeSize) * rangeSize : 4294967296;
    let v = this.next() + 2147483648;
    while (v >= maxAllowed) v = this.next() + 2147483648;
    return v % rangeSize;
  }

  /** One die with `sides` faces: the engine's rollDie without pinned results. */
  die(sides: number): number {
    return 1 + this.below(sides - 1);
  }

  /** The engine's shuffleInPlace (Fisher–Yates) over a whole list. */
  shuffle(a: number[]): void {
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.below(i);
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** The engine's shuffleInPlace over `len` items of a byte list from `from`. */
  shuffleBytes(a: Uint8Array, from: number, len: number): void {
    for (let i = len - 1; i > 0; i--) {
      const j = this.below(i);
      const t = a[from + i];
      a[from + i] = a[from + j];
      a[from + j] = t;
    }
  }
}

/** splitmix32's output for its counter `x` (already advanced), as seedRng's `next`. */
function mix(x: number): number {
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}
