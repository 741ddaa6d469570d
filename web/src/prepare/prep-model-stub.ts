/**
 * TEMPORARY stand-in for h-model's src/build/prepare/{prep-new,prep-yaml,prep-tunables}.ts until
 * that branch lands (then this file is deleted and the imports point there).
 */
import { parse, stringify } from "yaml";
import type { PrepDoc, PrepSystem, ShippedContent } from "../../../src/build/prepare/prep-types.ts";
import type { Lang } from "../../../src/engine/index.ts";

export class PrepReadError extends Error {}

export function newPrep(system: PrepSystem, lang: Lang): PrepDoc {
  if (system === "ygo-trpg")
    return {
      system,
      name: lang === "ja" ? "新しい遭遇" : lang === "zh" ? "新的遭遇" : "A new encounter",
      lang,
      seed: 1,
      content: {},
      options: {},
      setup: {
        start: "phase",
        phase: "battle",
        round: 2,
        players: {
          p1: {
            character: "akane",
            monsterDeck: [],
            itemDeck: [],
            life: 23,
            field: [{ card: "gale-hawk", atk: 2500 }],
          },
          p2: {
            character: "shiro",
            monsterDeck: [],
            itemDeck: [],
            life: 31,
            field: [{ card: "moss-beetle", atk: 2500 }],
          },
        },
        gm: { field: [{ card: "cavern-goblin", atk: 0, level: 1 }] },
      },
    };
  return { system, name: "新的战斗", lang, seed: 1, content: {}, options: {}, setup: {} };
}

export function scenarioOfPrep(doc: PrepDoc): Record<string, unknown> {
  const out: Record<string, unknown> = { name: doc.name, system: doc.system, seed: doc.seed };
  if (doc.lang !== undefined) out.lang = doc.lang;
  if (Object.keys(doc.options).length > 0) out.options = doc.options;
  if (Object.values(doc.content).some((l) => l.length > 0)) out.content = [doc.content];
  out.setup = doc.setup;
  if (doc.bots !== undefined) out.bots = doc.bots;
  return out;
}

export function yamlOfPrep(doc: PrepDoc): string {
  return stringify(scenarioOfPrep(doc));
}

export function prepOfScenario(value: unknown, system?: PrepSystem): PrepDoc {
  if (value === null || typeof value !== "object")
    throw new PrepReadError("(top): expected a scenario");
  const v = value as Record<string, unknown>;
  if (typeof v.name !== "string") throw new PrepReadError("name: expected text");
  const sys = (v.system ?? system) as PrepSystem;
  const content = Array.isArray(v.content) ? ((v.content[0] ?? {}) as PrepDoc["content"]) : {};
  return {
    system: sys,
    name: v.name,
    ...(v.lang === undefined ? {} : { lang: v.lang as Lang }),
    seed: typeof v.seed === "number" ? v.seed : 1,
    content,
    options: (v.options ?? {}) as PrepDoc["options"],
    setup: (v.setup ?? {}) as PrepDoc["setup"],
    ...(v.bots === undefined ? {} : { bots: v.bots as PrepDoc["bots"] }),
  };
}

export function prepOfText(text: string, system?: PrepSystem): PrepDoc {
  let v: unknown;
  try {
    v = parse(text);
  } catch (e) {
    throw new PrepReadError(`line ?: ${(e as Error).message.split("\n")[0]}`);
  }
  return prepOfScenario(v, system);
}

export interface Tunable {
  what: string;
  label: string;
  current: number;
  lo: number;
  hi: number;
}

export function tunables(doc: PrepDoc, _shipped: ShippedContent | null, _lang: Lang): Tunable[] {
  if (doc.system !== "ygo-trpg") return [];
  return [{ what: "players.p1.life", label: "p1 life", current: 23, lo: 1, hi: 60 }];
}
