/**
 * Where copies of a battle (clone.ts) keep their lists: carved one after another from a buffer
 * shared by the copies of that one battle. A buffer of its own per copy costs more than the copy
 * itself (an ArrayBuffer is a backing store the collector tracks; search bots make one copy per
 * sample and per fork), while carving is a few additions. One slab per battle, not per process:
 * a copy's typed arrays reach their whole buffer, which then holds only copies of the same
 * battle — never another battle's state. A buffer lives as long as any copy carved from it.
 */

/** Bytes of one buffer. */
const SIZE = 1 << 16;

/** The buffer a battle's copies are carved from now, and its next free byte (8-aligned). */
export class Slab {
  buf = new ArrayBuffer(0);
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
