/**
 * The server's problems (answer().problems, each at its scenario path: `setup.players.p1.life`,
 * `content.cards[0].atk`) shown at the field they name: a field takes the problems at its path
 * and below it. Messages are the checker's words (English), marked so.
 */
import { For, Show } from "solid-js";
import type { PrepProblem } from "../../../../src/build/prepare/prep-types.ts";

/** Whether `path` is `at` or inside it (`at.x`, `at[0]`). */
export function isUnder(path: string, at: string): boolean {
  return path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`);
}

/** The problems at `at` and below it. */
export function problemsUnder(problems: readonly PrepProblem[], at: string): PrepProblem[] {
  return problems.filter((p) => isUnder(p.path, at));
}

/** The DOM id of the note for path `at` (for aria-describedby). */
export function noteId(at: string): string {
  return `yp-problem-${at.replace(/[^A-Za-z0-9_-]+/g, "_")}`;
}

/** The problems at `at` (and below, unless `exact`), as ⚠ lines; nothing when there are none. */
export function ProblemNote(props: {
  problems: readonly PrepProblem[];
  at: string;
  exact?: boolean;
}) {
  const here = () =>
    props.exact === true
      ? props.problems.filter((p) => p.path === props.at)
      : problemsUnder(props.problems, props.at);
  return (
    <Show when={here().length > 0}>
      <ul class="yp-problems" id={noteId(props.at)} data-problem-at={props.at}>
        <For each={here()}>
          {(p) => (
            <li>
              ⚠ <code>{p.path}</code> <span lang="en">{p.message}</span>
            </li>
          )}
        </For>
      </ul>
    </Show>
  );
}
