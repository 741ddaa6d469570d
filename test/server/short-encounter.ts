/**
 * A ygo-trpg encounter that ends within a few decisions whatever the bots pick, for tests that
 * need a finished table (a campaign's carry-over). Random bots at the new game's encounter can
 * play thousands of decisions — one in about a thousand went past 3,800 — and a CI run once
 * waited out a test's 120 s for one.
 *
 * Two players' monsters at ATK 2500 against a 1-star goblin (life 10, ATK 0) in the battle
 * phase: the first attack wins, and nothing the goblin does can cost a player life, so the
 * players end at {@link SHORT_ENCOUNTER_LIFE}, not the new game's 40.
 */
export const SHORT_ENCOUNTER = `
name: encounter one
system: ygo-trpg
setup:
  start: phase
  phase: battle
  round: 2
  players:
    p1: { character: akane, monsterDeck: [], itemDeck: [], life: 23, field: [{ card: gale-hawk, atk: 2500 }] }
    p2: { character: shiro, monsterDeck: [], itemDeck: [], life: 31, field: [{ card: moss-beetle, atk: 2500 }] }
  gm:
    field: [{ card: cavern-goblin, atk: 0, level: 1 }]
`;

/** The life each player ends {@link SHORT_ENCOUNTER} with. */
export const SHORT_ENCOUNTER_LIFE = { p1: 23, p2: 31 };
