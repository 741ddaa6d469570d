/**
 * What the ygo-trpg builder tests share: the starter doc, the YAML round trip every edit must
 * keep, and entries looked up as the builders see them (the doc's own entry, else the shipped
 * one).
 */
import assert from "node:assert/strict";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import type { PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import { prepOfText, yamlOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import { type CharacterBase, ownEntry } from "../../../src/build/prepare/ygo-trpg-ops.ts";
import { YGO_CONTENT } from "../../../src/systems/ygo-trpg/content/index.ts";

type Rec = Record<string, unknown>;

/** The ygo-trpg starter (Akane and Shiro against the wyrm's lair), in Japanese. */
export const start = (): PrepDoc => newPrep("ygo-trpg", "ja");

/** Asserts the doc reads back from its scenario YAML deep-equal; returns the YAML. */
export function roundTrips(doc: PrepDoc): string {
  const yaml = yamlOfPrep(doc);
  assert.deepEqual(prepOfText(yaml, "ygo-trpg"), doc);
  return yaml;
}

/** A character as the party builder offers it: the doc's own, else the shipped one. */
export function characterEntry(doc: PrepDoc, id: string): CharacterBase | undefined {
  return (ownEntry(doc, "characters", id) ?? YGO_CONTENT.characters[id]) as
    | CharacterBase
    | undefined;
}

/** A deck as the party builder offers it: the doc's own, else the shipped one. */
export function deckEntry(doc: PrepDoc, id: string): Rec | undefined {
  return ownEntry(doc, "decks", id) ?? (YGO_CONTENT.decks[id] as Rec | undefined);
}
