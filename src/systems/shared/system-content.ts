/**
 * A system's content as every system wires it: the shipped files of its content folder merged
 * once (any problem throws, naming every one), and the store that merges a battle's packs onto
 * them. One function, so the four systems cannot drift in how packs meet shipped content.
 */
import type { z } from "zod";
import { Problems } from "./content-problems.ts";
import { type ContentSource, packSource, shippedSources } from "./content-sources.ts";
import { ContentStore, type NamedPack } from "./content-store.ts";

/** Merges content sources in order, adding every problem found to `problems`. */
export type MergeContent<F, C> = (sources: ContentSource<F>[], problems: Problems) => C;

/** The content of the files in `dir` alone (tests, validation); throws on any problem. */
export function contentOfFolder<F, C>(
  dir: string,
  schema: z.ZodType<F>,
  merge: MergeContent<F, C>,
): C {
  const problems = new Problems();
  const content = merge(shippedSources(dir, schema), problems);
  problems.throwIfAny();
  return content;
}

/**
 * The shipped content of `system` (its files in `dir`, read and merged once) and the store of
 * the contents its battles play with (shipped, or merged with their packs).
 */
export function systemContent<F, C extends { hash: string }>(
  system: string,
  dir: string,
  schema: z.ZodType<F>,
  merge: MergeContent<F, C>,
): { shipped: C; store: ContentStore<C> } {
  const sources = shippedSources(dir, schema);
  const problems = new Problems();
  const shipped = merge(sources, problems);
  problems.throwIfAny();
  const store = new ContentStore<C>(shipped, (packs: NamedPack[], found: Problems) => {
    const extra = packs.flatMap(
      ({ raw, file }) => packSource(raw, file, system, schema, found) ?? [],
    );
    return merge([...sources, ...extra], found);
  });
  return { shipped, store };
}
