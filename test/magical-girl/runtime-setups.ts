/**
 * The setups magical-girl's runtime tests play (test/magical-girl/runtime-equivalence.test.ts
 * lists the same in place; the search test reuses them from here): the bench's new game, both
 * surprises with fumble 100, five girls of one kind against ungrouped wolves, and a mixed party
 * whose girls know one skill at different places of their sheets.
 */
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { MAGICAL_GIRL_NEW_GAME } from "../../src/systems/magical-girl/index.ts";

/** The bench's options (BENCH_OPTIONS of the equivalence test). */
export const BENCH_OPTIONS = { reactionApproval: "auto" };

/** A named setup with its options. */
export interface MgSetup {
  name: string;
  init: Omit<BattleInit, "seed">;
}

/** Every setup the runtime search test covers. */
export const MG_SETUPS: readonly MgSetup[] = [
  { name: "the new game", init: { setup: MAGICAL_GIRL_NEW_GAME, options: BENCH_OPTIONS } },
  ...["party", "enemy"].map((surprise) => ({
    name: `surprise by the ${surprise}, fumble 100`,
    init: {
      setup: { ...MAGICAL_GIRL_NEW_GAME, surprise },
      options: { ...BENCH_OPTIONS, fumble: "100" },
    },
  })),
  {
    name: "five girls of one kind against ungrouped wolves",
    init: {
      setup: {
        mode: "battle",
        girls: ["p1", "p2", "p3", "p4", "p5"].map((seat) => ({ seat, girl: "aino" })),
        enemies: [{ enemy: "gloom-wolf" }, { enemy: "gloom-wolf" }, { enemy: "gloom-wolf" }],
      } as { [k: string]: Json },
      options: BENCH_OPTIONS,
    },
  },
  {
    name: "three different girls (a skill at different places) against four enemies",
    init: {
      setup: {
        mode: "battle",
        girls: [
          { seat: "p1", girl: "hoshino" },
          { seat: "p2", girl: "tsukiko" },
          { seat: "p3", girl: "aino" },
        ],
        enemies: [
          { enemy: "gloom-wolf", group: "wolves" },
          { enemy: "gloom-wolf", group: "wolves" },
          { enemy: "despair-toad" },
          { enemy: "gloom-wolf" },
        ],
      } as { [k: string]: Json },
      options: BENCH_OPTIONS,
    },
  },
];
