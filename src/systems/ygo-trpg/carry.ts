/**
 * Campaign carry-over (YGT-02): life does not recover after a battle, so the next encounter starts
 * from the last one's end state. `carrySetup` turns a battle's state into the next setup: the same
 * characters with their life as it is (a player at 0 starts fainted). Decks and hands are dealt
 * anew, because every encounter begins with its own charge of 4 items and 5 monsters (YGT-01).
 */
import { type BattleState, type Json, type Lang, SetupError } from "../../engine/index.ts";
import { YGO_STORE } from "./content/index.ts";
import { YGO_MESSAGES } from "./messages.ts";
import { ygoX } from "./x-state.ts";
import { playerSeats } from "./zones.ts";

/** The next encounter's setup: same characters with carried-over life, against `gm`. */
export function carrySetup(state: BattleState, gm: Json): Json {
  return applyCarry({ start: "encounter", gm }, saveCarry(state));
}

/** What carries over (YGT-02): each player seat's character and life. */
export function saveCarry(state: BattleState): Json {
  const { chars, life } = ygoX(state);
  const players: Record<string, Json> = {};
  for (const seat of playerSeats(state))
    players[seat] = { character: chars[seat].id, life: life[seat] };
  return { players };
}

/** Words of {@link describeCarry}. */
const LIFE = { ja: "ライフ", zh: "生命值", en: "life" } as const;
const SEP = { ja: "、", zh: "，", en: ", " } as const;

/**
 * What carries over, in `lang`: each player's seat, character and life ("プレイヤー1（赤羽あかね）
 * ライフ23、…"; a fainted player's 0 too). Characters and life are public at the table.
 */
export function describeCarry(state: BattleState, lang: Lang): string {
  const { chars, life } = ygoX(state);
  const content = YGO_STORE.of(state);
  return playerSeats(state)
    .map((seat) => {
      const name = content.characters[chars[seat].id]?.name[lang] ?? chars[seat].id;
      const who =
        lang === "en"
          ? `${YGO_MESSAGES[`seat.${seat}`][lang]} (${name})`
          : `${YGO_MESSAGES[`seat.${seat}`][lang]}（${name}）`;
      return lang === "en" ? `${who} ${LIFE.en} ${life[seat]}` : `${who}${LIFE[lang]}${life[seat]}`;
    })
    .join(SEP[lang]);
}

/** A JSON mapping (not null, not a list). */
type Mapping = { [key: string]: Json };

/** Whether `j` is a JSON mapping. */
function isMapping(j: Json | undefined): j is Mapping {
  return typeof j === "object" && j !== null && !Array.isArray(j);
}

/** The next encounter's setup with the carried-over characters and life in place. */
export function applyCarry(setup: Json, carry: Json): Json {
  const carried = isMapping(carry) ? carry.players : undefined;
  if (!isMapping(carried)) {
    throw new SetupError("carry.players", "expected the players carried over (a mapping of seats)");
  }
  const s: Mapping = isMapping(setup) ? setup : {};
  const players: Mapping = { ...(isMapping(s.players) ? s.players : {}) };
  for (const [seat, p] of Object.entries(carried)) {
    if (!isMapping(p) || typeof p.character !== "string" || typeof p.life !== "number") {
      throw new SetupError(`carry.players.${seat}`, "expected a character id and a life number");
    }
    const before = players[seat];
    players[seat] = { ...(isMapping(before) ? before : {}), character: p.character, life: p.life };
  }
  return { ...s, players };
}
