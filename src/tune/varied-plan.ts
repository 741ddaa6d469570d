/**
 * The simulation plan at one point of `kassen tune`'s search: the base plan with each `--vary`
 * set to its value — a setup path changed like `--set` does, or a content entry copied from the
 * battle's content with the field changed: in the battle's own pack that defines it, or else
 * added as a pack entry with `replaces: true` over the shipped one. Every varied setup and pack goes through the schemas a scenario's and a
 * pack's do, and the battle is built once, so a value the game refuses is one clear line.
 */
import { type Json, KassenError } from "../engine/index.ts";
import { checkSetupLists } from "../scenario/input-checks.ts";
import type { SimPlan } from "../sim/plan.ts";
import { applyOverrides } from "../sim/setup-overrides.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { CONTENT_OPTION } from "../systems/shared/content-store.ts";
import { checkData } from "../systems/shared/data-file.ts";
import { candidateSeed } from "./candidate-seed.ts";
import { showValue, type VarySpec } from "./vary-spec.ts";

/** A parameter resolved against the battle: its content list (if any) and current value. */
export interface VaryParam extends VarySpec {
  /** content: the list's name as the system has it (`cards`). */
  listName?: string;
  /** The value the setup or content has now, or null when it gives none. */
  current: number | null;
}

/** Makes the plans of a search's points. */
export interface VariedPlans {
  params: VaryParam[];
  /** The plan at `x` (one value per parameter, in order). */
  at(x: readonly number[]): SimPlan;
  /** Throws a KassenError naming the flag when the game refuses the values `x`. */
  check(x: readonly number[]): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** The value at `path` in `root`, or undefined. */
function valueAt(root: unknown, path: readonly string[]): unknown {
  let at = root;
  for (const key of path) {
    if (Array.isArray(at) && /^\d+$/.test(key)) at = at[Number(key)];
    else if (isRecord(at) && Object.hasOwn(at, key)) at = at[key];
    else return undefined;
  }
  return at;
}

/** Sets `path` in a plain-JSON mapping, making mappings on the way. */
function setIn(root: Record<string, Json>, path: readonly string[], value: number): void {
  let at: Record<string, Json> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const next = at[path[i]];
    at = isRecord(next) ? (next as Record<string, Json>) : (at[path[i]] = {});
  }
  at[path[path.length - 1]] = value;
}

/** The plural list name `typed` stands for among `lists` (`card` → `cards`, `enemy` → `enemies`). */
function listOf(typed: string, lists: readonly string[]): string | undefined {
  return lists.find(
    (l) =>
      l === typed || `${typed}s` === l || (typed.endsWith("y") && `${typed.slice(0, -1)}ies` === l),
  );
}

/** Where a pack of `packs` (the last that has it) defines entry `id` of `list`, or null. */
function packEntryOf(
  packs: readonly Json[],
  list: string,
  id: string,
): { pack: number; index: number } | null {
  for (let k = packs.length - 1; k >= 0; k--) {
    const items = isRecord(packs[k]) ? (packs[k] as Record<string, Json>)[list] : undefined;
    if (!Array.isArray(items)) continue;
    const index = items.findIndex((item) => isRecord(item) && item.id === id);
    if (index >= 0) return { pack: k, index };
  }
  return null;
}

/**
 * A problem's place in a pack, by entry id: `cards[0].graze` in a pack whose first card is
 * cirno reads `cards entry "cirno" at graze`.
 */
function entryPlace(pack: Json | undefined, path: string): string {
  const m = /^([\w-]+)\[(\d+)\]\.?(.*)$/.exec(path);
  const items = m !== null && isRecord(pack) ? (pack as Record<string, Json>)[m[1]] : undefined;
  const item = Array.isArray(items) && m !== null ? items[Number(m[2])] : undefined;
  if (m === null || !isRecord(item) || typeof item.id !== "string")
    return `the content at ${path || "the top"}`;
  return `${m[1]} entry "${item.id}"${m[3] === "" ? "" : ` at ${m[3]}`}`;
}

/** Resolves the specs against `plan` (its system's content lists, the current values). */
export function variedPlans(plan: SimPlan, specs: readonly VarySpec[]): VariedPlans {
  const entry = SYSTEM_ENTRIES[plan.system];
  const store = entry.packs;
  const given = plan.options[CONTENT_OPTION];
  const basePacks: Json[] = Array.isArray(given) ? given : [];
  const params: VaryParam[] = specs.map((spec) => {
    if (spec.kind === "setup") {
      const v = valueAt(plan.setup, spec.path);
      return { ...spec, current: typeof v === "number" ? v : null };
    }
    const lists = store?.listNames() ?? [];
    const listName = listOf(spec.list ?? "", lists);
    if (store === undefined || listName === undefined)
      throw new KassenError(
        `--vary ${spec.text}: ${plan.system} has no content list "${spec.list}" (lists: ${lists.join(", ") || "none"})`,
      );
    const found = store.entryOf(plan.options, listName, spec.id ?? "");
    if (!isRecord(found))
      throw new KassenError(
        `--vary ${spec.text}: ${plan.system} has no ${listName} entry "${spec.id}"`,
      );
    const v = valueAt(found, spec.path);
    if (v !== undefined && typeof v !== "number")
      throw new KassenError(
        `--vary ${spec.text}: ${spec.id}.${spec.path.join(".")} is ${JSON.stringify(v)}, not a number`,
      );
    return { ...spec, listName, current: typeof v === "number" ? v : null };
  });

  const build = (x: readonly number[]): { plan: SimPlan; packs: Json[] } => {
    let setup = plan.setup;
    const setupChanges = params.flatMap((p, i) =>
      p.kind === "setup" ? [{ text: `${p.what}=${x[i]}`, path: p.path, value: x[i] }] : [],
    );
    if (setupChanges.length > 0) setup = applyOverrides(setup, setupChanges);
    // An entry a pack of the battle defines is changed in that pack (a pack may replace only
    // shipped entries); a shipped entry is copied into one more pack, with `replaces: true`.
    const packs: Json[] = [...basePacks];
    const copied = new Set<number>();
    const entries = new Map<string, { list: string; entry: Record<string, Json> }>();
    params.forEach((p, i) => {
      if (p.kind !== "content" || p.listName === undefined || p.id === undefined) return;
      const inPack = packEntryOf(basePacks, p.listName, p.id);
      if (inPack !== null) {
        if (!copied.has(inPack.pack)) {
          packs[inPack.pack] = structuredClone(basePacks[inPack.pack]);
          copied.add(inPack.pack);
        }
        const list = (packs[inPack.pack] as Record<string, Json[]>)[p.listName];
        setIn(list[inPack.index] as Record<string, Json>, p.path, x[i]);
        return;
      }
      const key = `${p.listName}\t${p.id}`;
      let e = entries.get(key);
      if (e === undefined) {
        const found = store?.entryOf(plan.options, p.listName, p.id);
        e = { list: p.listName, entry: structuredClone(found) as Record<string, Json> };
        entries.set(key, e);
      }
      setIn(e.entry, p.path, x[i]);
    });
    if (entries.size > 0) {
      const lists: Record<string, Json[]> = {};
      for (const { list, entry } of entries.values())
        (lists[list] ??= []).push({ ...entry, replaces: true });
      packs.push({ system: plan.system, name: "kassen tune", ...lists });
    }
    const options =
      packs.length === 0 ? plan.options : { ...plan.options, [CONTENT_OPTION]: packs };
    return { plan: { ...plan, setup, options, seed: candidateSeed(plan.seed, x) }, packs };
  };

  const check = (x: readonly number[]): void => {
    const flags = params.map((p, i) => `--vary ${p.what}=${showValue(p, x[i])}`).join(" ");
    const { plan: p, packs } = build(x);
    checkSetupLists(p.setup, flags);
    if (entry.setup !== undefined) {
      const checked = checkData(p.setup, entry.setup);
      if ("issues" in checked) {
        const first = checked.issues[0];
        throw new KassenError(
          `${flags}: the setup at ${first.path || "the top"}: ${first.message}`,
        );
      }
    }
    if (packs.length > 0 && store !== undefined) {
      const problems = store.check(packs.map((raw, i) => ({ file: String(i), raw })));
      if (problems.length > 0) {
        const first = problems[0];
        throw new KassenError(
          `${flags}: ${entryPlace(packs[Number(first.file)], first.path)}: ${first.message}`,
        );
      }
    }
    try {
      entry.system.create({ seed: p.seed, setup: p.setup, options: p.options });
    } catch (err) {
      if (!(err instanceof KassenError)) throw err;
      throw new KassenError(`${flags}: ${err.message}`);
    }
  };

  return { params, at: (x) => build(x).plan, check };
}
