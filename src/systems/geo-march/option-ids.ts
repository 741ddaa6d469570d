/**
 * Option ids built once and parsed back without string work. An id `<verb>:<a>` or
 * `<verb>:<a>@<b>` is made the first time it is offered (card and geo ids are the content's, so
 * the set stays small) and handed out as the same string ever after; its parts are remembered
 * beside it, so the handler that receives the choice looks them up instead of slicing and
 * splitting. An id not made here (a replay's text, a sample's renamed card) is parsed as before.
 */

/** The parts of an option id after its verb. */
export interface OptionParts {
  a: string;
  /** After `@`, or null for a one-part id. */
  b: string | null;
}

/** A family of option ids with one verb. */
export interface OptionIds {
  /** `<verb>:<a>` (interned). */
  one(a: string): string;
  /** `<verb>:<a>@<b>` (interned). */
  pair(a: string, b: string): string;
  /** The parts of an id of this verb. */
  parse(id: string): OptionParts;
}

/** Ids kept before the tables are dropped (a guard for long-lived processes with many packs). */
const MAX_IDS = 100_000;

/** The option ids of `verb`. */
export function optionIds(verb: string): OptionIds {
  const head = `${verb}:`;
  let ones = new Map<string, string>();
  let pairs = new Map<string, Map<string, string>>();
  let parsed = new Map<string, OptionParts>();
  const remember = (id: string, parts: OptionParts): string => {
    if (parsed.size >= MAX_IDS) {
      ones = new Map();
      pairs = new Map();
      parsed = new Map();
    }
    parsed.set(id, parts);
    return id;
  };
  return {
    one(a) {
      let id = ones.get(a);
      if (id === undefined) {
        id = remember(head + a, { a, b: null });
        ones.set(a, id);
      }
      return id;
    },
    pair(a, b) {
      let byB = pairs.get(a);
      if (byB === undefined) {
        byB = new Map();
        pairs.set(a, byB);
      }
      let id = byB.get(b);
      if (id === undefined) {
        id = remember(`${head}${a}@${b}`, { a, b });
        byB.set(b, id);
      }
      return id;
    },
    parse(id) {
      const known = parsed.get(id);
      if (known !== undefined) return known;
      const [a, b = null] = id.slice(head.length).split("@");
      return { a, b };
    },
  };
}
