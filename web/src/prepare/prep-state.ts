/**
 * The prepare page's document and what the server says of it: the prepared battle (a signal),
 * whether it changed since it was saved or loaded, and the server's answer (problems, summary)
 * asked ~400 ms after the last change — a newer change cancels the older request, so the answer
 * shown is always about the latest document.
 */
import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import type { PrepAnswer, PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import { prepareAnswer } from "../net/prepare-api.ts";
import type { Lang } from "../net/protocol.ts";

/** How long the page waits after a change before asking the server (ms). */
export const CHECK_DELAY_MS = 400;
/** How long a failed check waits before it is asked again (ms), and how many times. */
const RETRY_DELAY_MS = 5000;
const MAX_RETRIES = 3;

/** The page's document state. */
export interface PrepState {
  doc: Accessor<PrepDoc>;
  /** A change by the GM/KP: marks the document unsaved. */
  setDoc(next: PrepDoc): void;
  /** A document loaded or saved as it is (not a change): clears the unsaved mark. */
  resetDoc(next: PrepDoc): void;
  dirty: Accessor<boolean>;
  setDirty(d: boolean): void;
  answer: Accessor<PrepAnswer | null>;
  /** The server's refusal of the last check (one line), or null. */
  answerError: Accessor<string | null>;
  /** A check is waiting or under way. */
  checking: Accessor<boolean>;
}

/** The state of one page, its answers asked in `lang()`. */
export function createPrepState(first: PrepDoc, lang: Accessor<Lang>): PrepState {
  const [doc, setDocSignal] = createSignal<PrepDoc>(first);
  const [dirty, setDirty] = createSignal(false);
  const [answer, setAnswer] = createSignal<PrepAnswer | null>(null);
  const [answerError, setAnswerError] = createSignal<string | null>(null);
  const [checking, setChecking] = createSignal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let asked = 0;
  /** Asks the server about `d` after `delay` ms; a failed ask is asked again a few times. */
  const ask = (d: PrepDoc, l: Lang, delay: number, retries: number) => {
    clearTimeout(timer);
    // A change is "being checked" at once; a retry only once it is asked.
    if (retries === MAX_RETRIES) setChecking(true);
    timer = setTimeout(() => {
      setChecking(true);
      inFlight?.abort();
      const ctl = new AbortController();
      inFlight = ctl;
      const mine = ++asked;
      prepareAnswer(d, l, ctl.signal)
        .then((a) => {
          if (mine !== asked) return;
          setAnswer(a);
          setAnswerError(null);
          setChecking(false);
        })
        .catch((e: Error) => {
          if (mine !== asked || ctl.signal.aborted) return;
          setAnswerError(e.message);
          setChecking(false);
          // A busy or unreachable server (an allowance used up) is asked again a little later,
          // unless the document changes first (that asks anyway).
          if (retries > 0) ask(d, l, RETRY_DELAY_MS, retries - 1);
        });
    }, delay);
  };
  createEffect(on([doc, lang], ([d, l]) => ask(d, l, CHECK_DELAY_MS, MAX_RETRIES)));
  onCleanup(() => {
    clearTimeout(timer);
    inFlight?.abort();
  });
  return {
    doc,
    setDoc: (next) => {
      setDocSignal(next);
      setDirty(true);
    },
    resetDoc: (next) => {
      setDocSignal(next);
      setDirty(false);
    },
    dirty,
    setDirty,
    answer,
    answerError,
    checking,
  };
}
