/**
 * The log renders in Chinese (default), Japanese and English with the seed's terms: every event
 * type seen in random combats has a template in every language, every `{%term}` it uses exists,
 * and every prompt and option renders.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Battle,
  type Json,
  LANGS,
  type LogEvent,
  missingMessages,
  renderEvent,
  renderMsg,
  renderOption,
  startBattle,
} from "../../src/engine/index.ts";
import { MAGICAL_GIRL_NEW_GAME, magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { WAREHOUSE } from "./helpers.ts";

/** Plays random-ish combats in all modes and collects events, prompts and options. */
function sample(): {
  events: LogEvent[];
  battles: Battle[];
  options: string[];
  prompts: Battle["pending"][];
} {
  const setups: Json[] = [
    MAGICAL_GIRL_NEW_GAME,
    {
      mode: "spar",
      girls: [
        { seat: "p1", girl: "tsukiko", side: "a" },
        { seat: "p2", girl: "aino", side: "b" },
      ],
    },
    {
      mode: "contest",
      girls: [
        { seat: "p1", girl: "tsukiko", side: "a" },
        { seat: "p2", girl: "aino", side: "b" },
      ],
    },
    { ...MAGICAL_GIRL_NEW_GAME, surprise: "party" },
    {
      mode: "aftermath",
      girls: [
        { seat: "p1", girl: "hoshino", wound: "light" },
        { seat: "p2", girl: "aino", wound: "heavy" },
      ],
    },
    {
      map: "night-park",
      girls: [
        { seat: "p1", girl: "raimu", pos: "bench" },
        { seat: "p2", girl: "hoshino", pos: "bench" },
      ],
      enemies: [
        { enemy: "nightmare-witch", pos: "bench" },
        { enemy: "despair-toad", pos: "shed" },
      ],
    },
    WAREHOUSE,
  ];
  const out = {
    events: [] as LogEvent[],
    battles: [] as Battle[],
    options: [] as string[],
    prompts: [] as Battle["pending"][],
  };
  for (let seed = 0; seed < 40; seed++) {
    const b = startBattle(magicalGirl, {
      seed,
      setup: setups[seed % setups.length],
      options:
        seed % 3 === 0
          ? { dpReading: "clear", initiativeTie: "roll" }
          : seed % 3 === 1
            ? { kpTools: "on", reactionApproval: "auto" }
            : { groupTurns: "together" },
    });
    let i = 0;
    while (b.pending && i++ < 400) {
      out.prompts.push(b.pending);
      for (const o of b.pending.options) out.options.push(o.id);
      b.choose(b.pending.seat, b.pending.options[(i * 5 + seed) % b.pending.options.length].id);
    }
    out.events.push(...b.state.log);
    out.battles.push(b);
  }
  return out;
}

const S = sample();

test("every event type has a template in zh, ja and en", () => {
  const types = [...new Set(S.events.map((e) => e.t))];
  assert.ok(types.length > 25, `only ${types.length} event types seen`);
  assert.deepEqual(missingMessages(magicalGirl, types), []);
});

test("every {%term} an event uses exists, and nothing renders as a raw key", () => {
  for (const e of S.events) {
    const entry = magicalGirl.messages[`ev.${e.t}`];
    if (entry === undefined) continue;
    for (const [, key] of entry.zh.matchAll(/\{%(\w+)\}/g)) {
      const v = e[key];
      assert.ok(magicalGirl.messages[`term.${v}`] !== undefined, `term.${v} (event ${e.t})`);
    }
    for (const lang of LANGS) {
      const text = renderEvent(magicalGirl, e, lang, S.battles[0].state);
      assert.ok(!text.includes("undefined") && !text.startsWith(`${e.t} {`), text);
    }
  }
});

test("the default log language is Chinese, with the seed's terms", () => {
  assert.equal(magicalGirl.lang, "zh");
  const b = S.battles[0];
  const text = b.state.log.map((e) => renderEvent(magicalGirl, e, "zh", b.state)).join("\n");
  for (const term of ["先攻", "战斗轮", "检定"]) assert.ok(text.includes(term), term);
});

test("every prompt and option renders in every language", () => {
  for (const p of S.prompts) {
    if (p === null) continue;
    for (const lang of LANGS)
      assert.ok(!renderMsg(magicalGirl, p.prompt, lang).startsWith("prompt."));
  }
  for (const id of new Set(S.options))
    for (const lang of LANGS)
      assert.notEqual(renderOption(magicalGirl, id, lang), id, `${id} ${lang}`);
});
