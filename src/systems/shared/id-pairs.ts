/**
 * Ids built from two parts (`<seat>:<kind>`, `geo:<geo>:<seat>`), each built once and then
 * handed out as the same string object. A freshly concatenated id is a new string that V8 hashes
 * again on every property lookup; zone ids are looked up after every step and on every option
 * listing, so systems keep them interned here.
 */

/** A function returning `build(a, b)`, built once per pair and remembered. */
export function idPairs(build: (a: string, b: string) => string): (a: string, b: string) => string {
  const byA = new Map<string, Map<string, string>>();
  return (a, b) => {
    let byB = byA.get(a);
    if (byB === undefined) {
      byB = new Map();
      byA.set(a, byB);
    }
    let id = byB.get(b);
    if (id === undefined) {
      id = build(a, b);
      byB.set(b, id);
    }
    return id;
  };
}
