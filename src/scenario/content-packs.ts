/**
 * The content packs a battle plays with: a scenario's `content:` (paths relative to the scenario,
 * or packs written inline) and `--content PATH` flags. They are read, checked against the
 * system's shipped content with every problem at its file, line and column, and handed to the
 * battle as plain JSON in `options.content` (so replays and simulation plans carry them).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Json } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { Problems } from "../systems/shared/content-problems.ts";
import type { NamedPack } from "../systems/shared/content-store.ts";
import { PackTexts, readPacks } from "../systems/shared/pack-files.ts";

/** A scenario's `content:` value: a path, or a list of paths and inline packs. */
export type ScenarioContent = string | (string | Record<string, Json>)[];

/** Where packs come from for one battle. */
export interface PackRequest {
  system: string;
  /** The scenario file (its `content:` paths are relative to it), and its `content:` value. */
  scenarioFile?: string;
  content?: ScenarioContent;
  /** `--content` paths (relative to the working folder). */
  paths?: readonly string[];
}

/** A pack's own `system:` value, if it is a mapping that has one. */
function systemOf(raw: unknown): unknown {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw)
    ? (raw as Record<string, unknown>).system
    : undefined;
}

/**
 * Reads and checks the packs of a request; throws a ContentError with every problem found.
 * Returns the packs as plain JSON, in order (scenario first, then flags), or none.
 */
export function gatherPacks(req: PackRequest): Json[] {
  const problems = new Problems();
  const texts = new PackTexts();
  problems.locate = texts.locate;
  const packs: NamedPack[] = [];
  if (req.content !== undefined && req.scenarioFile !== undefined) {
    const file = req.scenarioFile;
    const base = dirname(file);
    try {
      texts.set(file, readFileSync(file, "utf8"));
    } catch {
      // A scenario given as text (tests): its inline packs are reported without positions.
    }
    const list = typeof req.content === "string" ? [req.content] : req.content;
    list.forEach((entry, i) => {
      const at = typeof req.content === "string" ? "content" : `content[${i}]`;
      if (typeof entry === "string")
        packs.push(...readPacks(resolve(base, entry), problems, texts));
      // An inline pack belongs to the scenario's system unless it says otherwise.
      else packs.push({ file: `${file}#${at}`, raw: { system: req.system, ...entry } });
    });
  }
  for (const path of req.paths ?? []) packs.push(...readPacks(path, problems, texts));
  const store = SYSTEM_ENTRIES[req.system]?.packs;
  if (store === undefined) {
    if (packs.length > 0)
      problems.add(packs[0].file, "", `${req.system} has no content that packs could add to`);
  } else {
    for (const p of packs) {
      const sys = systemOf(p.raw);
      if (typeof sys === "string" && sys !== req.system && Object.hasOwn(SYSTEM_ENTRIES, sys))
        problems.add(p.file, "system", `a ${sys} pack, but the battle is ${req.system}`);
    }
    if (problems.list.length === 0) problems.list.push(...store.check(packs, texts.locate));
  }
  problems.throwIfAny();
  return packs.map((p) => p.raw as Json);
}

/** Options with the packs added to any the options already carry. */
export function withPacks(options: Record<string, Json>, packs: Json[]): Record<string, Json> {
  if (packs.length === 0) return options;
  const before = Array.isArray(options.content) ? options.content : [];
  return { ...options, content: [...before, ...packs] };
}
