/**
 * The setups ygo-trpg's lowered runtime is held to, shared by its equivalence test (the games)
 * and its search test (the bots' samples): the bench's new game, the other characters and
 * encounters, a content pack, and every shipped scenario's setup the runtime accepts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { YGO_TRPG_NEW_GAME } from "../../src/systems/ygo-trpg/index.ts";
import { prepareYgoTrpg } from "../../src/systems/ygo-trpg/runtime/index.ts";

/** A setup and options, without a seed. */
export type Setup = Omit<BattleInit, "seed">;

/** The runtime plays only with the GM's tools off. */
export const OFF = { gmTools: false };

/** The bench's new game (Akane and Shiro in the wyrm's lair). */
export const NEW_GAME: Setup = { setup: YGO_TRPG_NEW_GAME, options: OFF };

/** The other characters and encounters: three players, one player with carried life, p2 + p4. */
export const OTHER_SETUPS: Record<string, Setup> = {
  three: {
    setup: {
      players: {
        p1: { character: "akane" },
        p2: { character: "shiro" },
        p3: { character: "midori" },
      },
      gm: { encounter: "haunted-pass" },
    },
    options: OFF,
  },
  one: {
    setup: {
      players: { p1: { character: "midori", life: 12 } },
      gm: { encounter: "goblin-ambush" },
    },
    options: OFF,
  },
  twoOf: {
    setup: {
      players: { p2: { character: "akane" }, p4: { character: "midori" } },
      gm: { encounter: "wyrm-lair" },
    },
    options: OFF,
  },
};

/** A content pack (scenarios/ygo-trpg/packs/frost-hall.yaml: a boss with an end-phase drain). */
export function frostHall(): Setup {
  const frost = parse(readFileSync("scenarios/ygo-trpg/packs/frost-hall.yaml", "utf8")) as Json;
  return {
    setup: {
      players: { p1: { character: "kaede" }, p2: { character: "shiro" } },
      gm: { encounter: "frost-hall" },
    },
    options: { ...OFF, content: [frost] },
  };
}

/**
 * Every shipped scenario's setup (without its script and dice; scenarios with their own content
 * left out): those the runtime accepts by file name, and why the others were refused.
 */
export function scenarioSetups(): { accepted: [string, Setup][]; refused: string[] } {
  const dir = "scenarios/ygo-trpg";
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".yaml"),
  );
  const accepted: [string, Setup][] = [];
  const refused: string[] = [];
  for (const f of files) {
    const sc = parse(readFileSync(`${dir}/${f}`, "utf8")) as Record<string, Json>;
    if (sc.setup === undefined || sc.system !== "ygo-trpg") continue;
    const options = { ...((sc.options ?? {}) as Record<string, Json>), ...OFF };
    if (sc.content !== undefined) continue;
    const init = { setup: sc.setup, options };
    const p = prepareYgoTrpg({ ...init, seed: 0 });
    if (p.reason !== null) refused.push(`${f}: ${p.reason}`);
    else accepted.push([f, init]);
  }
  return { accepted, refused };
}
