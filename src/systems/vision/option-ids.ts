/**
 * Option ids (`node:reisen-1`, `play:sealing-circle-1@tewi-2`, …) built once and kept: the legal
 * options are listed at every decision, and a kept string also keeps its hash for the lookups
 * the answer leads to. A battle has a few dozen cards, so the tables stay small.
 */

/** A maker of `${prefix}${id}` that returns the same string for the same id every time. */
export function idMaker(prefix: string): (id: string) => string {
  const kept = new Map<string, string>();
  return (id) => {
    let s = kept.get(id);
    if (s === undefined) {
      s = prefix + id;
      kept.set(id, s);
    }
    return s;
  };
}

const TARGETED = new Map<string, (target: string) => string>();

/** `${base}@${target}`, kept like {@link idMaker}'s ids. */
export function targetedId(base: string, target: string): string {
  let make = TARGETED.get(base);
  if (make === undefined) {
    make = idMaker(`${base}@`);
    TARGETED.set(base, make);
  }
  return make(target);
}
