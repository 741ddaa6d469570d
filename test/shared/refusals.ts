/**
 * Asserting a refusal: `seat` choosing `option` throws IllegalChoiceError, changes nothing, and
 * the message names the rule and the numbers (the system's `why`) before the legal list.
 */
import assert from "node:assert/strict";
import {
  type Battle,
  explainRefusal,
  IllegalChoiceError,
  type Lang,
} from "../../src/engine/index.ts";

/** Makes `seat` choose `option`, asserts it is refused without a change, returns the message. */
export function refused(b: Battle, seat: string, option: string): string {
  const before = b.hash();
  let caught: unknown;
  try {
    b.choose(seat, option);
  } catch (err) {
    caught = err;
  }
  assert.ok(caught instanceof IllegalChoiceError, `${option} was not refused`);
  assert.equal(b.hash(), before, "a refused choice changed the state");
  assert.ok(caught.why !== null, `no reason given for ${option}: ${caught.message}`);
  return caught.message;
}

/** Asserts the refusal message contains every fragment (rule id, numbers…). */
export function assertRefused(b: Battle, seat: string, option: string, ...parts: string[]): void {
  const msg = refused(b, seat, option);
  for (const p of parts) assert.ok(msg.includes(p), `"${p}" missing from: ${msg}`);
  assert.match(msg, /; legal options are: /);
}

/** The reason in each language (every one must be rendered: no raw keys, no "—" gaps). */
export function reasons(b: Battle, seat: string, option: string): Record<Lang, string> {
  const out = {} as Record<Lang, string>;
  for (const lang of ["ja", "zh", "en"] as const) {
    const text = explainRefusal(b, seat, option, lang);
    assert.ok(text !== null, `no ${lang} reason for ${option}`);
    assert.ok(!text.startsWith("why.") && !text.includes("—"), `${lang}: ${text}`);
    out[lang] = text;
  }
  return out;
}
