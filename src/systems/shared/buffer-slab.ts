/**
 * Typed arrays carved one after another from a shared buffer. V8 spends several microseconds on
 * every ArrayBuffer it makes, whatever its size (a backing store the collector tracks and
 * sweeps): more than starting a runtime battle or copying one, which fit in a few KB. Carving is
 * a few additions. A buffer lives as long as any array carved from it.
 *
 * Whoever owns a slab decides who shares it, because every array reaches its whole buffer: the
 * copies of one battle (magical-girl's clone.ts), one seat's samples of one decision and their
 * forks (vision's determinize.ts), fresh battles of one template — never a seat's sample beside
 * something that seat may not see.
 */

/** Bytes of one buffer. */
const SIZE = 1 << 16;

/** Holds nothing: a slab's buffer until its first take (a slab costs no buffer until used). */
const NONE = new ArrayBuffer(0);

/** The buffer arrays are carved from now, and its next free byte (8-aligned). */
export class Slab {
  buf: ArrayBuffer = NONE;
  at = 0;

  /**
   * The offset in {@link buf} of `bytes` fresh bytes (zero-filled), or -1 when a copy that
   * large should have a buffer of its own (it would leave most of a shared one unused).
   */
  take(bytes: number): number {
    if (bytes > SIZE >> 2) return -1;
    if (this.at + bytes > this.buf.byteLength) {
      this.buf = new ArrayBuffer(SIZE);
      this.at = 0;
    }
    const off = this.at;
    this.at += (bytes + 7) & ~7;
    return off;
  }
}

/**
 * A slab per key, made on first use and dropped with the key: the runtimes keep one per template
 * for its fresh battles (held apart from the template, whose copies samples make).
 */
export function slabPer<K extends object>(): (key: K) => Slab {
  const slabs = new WeakMap<K, Slab>();
  return (key) => {
    let slab = slabs.get(key);
    if (slab === undefined) {
      slab = new Slab();
      slabs.set(key, slab);
    }
    return slab;
  };
}
