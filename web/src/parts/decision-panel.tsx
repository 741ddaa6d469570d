/**
 * The seat's pending decision: the prompt and its options as buttons, grouped (plays, attacks,
 * pass/end), with the card picked on the board first. Waiting shows whose decision it is; a
 * refusal from the server is shown here, where the player acted. Keyboard: Tab through the
 * buttons, or press 1–9 for the first nine options in the order shown.
 */
import {
  type Accessor,
  createEffect,
  createMemo,
  For,
  on,
  onCleanup,
  onMount,
  Show,
} from "solid-js";
import type { OptionGroup } from "../boards/board-props.ts";
import { t } from "../i18n.ts";
import type { Lang, Option } from "../net/protocol.ts";
import type { TableConnection } from "../net/table-connection.ts";
import { NamedText } from "./named-text.tsx";
import { optionTouches } from "./option-touches.ts";

const GROUP_ORDER = ["play", "attack", "other", "pass"] as const;
const GROUP_WORD = {
  play: "groupPlay",
  attack: "groupAttack",
  pass: "groupPass",
  other: "groupOther",
} as const;

export { optionTouches };

/** The decision panel's props. */
export interface DecisionPanelProps {
  conn: TableConnection;
  lang: Lang;
  seatName: (seat: string) => string;
  group: (optionId: string) => OptionGroup;
  focus: Accessor<string | null>;
  clearFocus: () => void;
  /** Right-to-left names to isolate in the prompt and the labels. */
  names?: Accessor<readonly string[]>;
}

const NO_NAMES = () => [] as const;

/** The decision panel. */
export function DecisionPanel(props: DecisionPanelProps) {
  const state = () => props.conn.state();
  const groups = createMemo(() => {
    const s = state();
    const out: { key: string; title: string; options: Option[] }[] = [];
    if (s === null) return out;
    const focus = props.focus();
    const picked = focus === null ? [] : s.options.filter((o) => optionTouches(o.id, focus));
    if (picked.length > 0) out.push({ key: "focus", title: "★", options: picked });
    for (const g of GROUP_ORDER) {
      const options = s.options.filter((o) => props.group(o.id) === g && !picked.includes(o));
      if (options.length > 0) out.push({ key: g, title: t(props.lang, GROUP_WORD[g]), options });
    }
    return out;
  });
  /** The GM's/KP's tools not picked on the board: folded away, after the decisions. */
  const tools = createMemo(() => {
    const s = state();
    if (s === null) return [];
    const focus = props.focus();
    return s.options.filter(
      (o) => props.group(o.id) === "tools" && (focus === null || !optionTouches(o.id, focus)),
    );
  });
  const ordered = createMemo(() => groups().flatMap((g) => g.options));
  // On a phone the decision stacks above the board: a card tapped far below would put its
  // options (★) out of sight at the top, so they are scrolled into view.
  let picked: HTMLFieldSetElement | undefined;
  createEffect(
    on(props.focus, (focus) => {
      if (focus === null || picked === undefined || !picked.isConnected) return;
      if (!window.matchMedia("(max-width: 760px)").matches) return;
      picked.scrollIntoView({ block: "nearest" });
    }),
  );

  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
    const option = ordered()[Number(e.key) - 1];
    if (option !== undefined) {
      e.preventDefault();
      props.conn.choose(option.id);
    }
  };
  onMount(() => window.addEventListener("keydown", onKey));
  onCleanup(() => window.removeEventListener("keydown", onKey));

  const heading = () => {
    const s = state();
    if (s === null) return t(props.lang, "connecting");
    if (s.waitingFor === null) return t(props.lang, "battleOver");
    if (s.options.length > 0) return t(props.lang, "yourTurn");
    return t(props.lang, "waitingFor", { who: props.seatName(s.waitingFor) });
  };

  return (
    <section
      class="panel decision"
      id="decision"
      tabindex="-1"
      aria-label={t(props.lang, "decision")}
    >
      <h2 data-testid="decision-heading">{heading()}</h2>
      <Show when={state()?.result}>
        {(r) => (
          <p class="result" data-testid="result">
            {r()}
          </p>
        )}
      </Show>
      <Show when={(state()?.options.length ?? 0) > 0 && state()?.prompt}>
        {(p) => (
          <p class="prompt">
            <NamedText text={p()} names={props.names ?? NO_NAMES} />
          </p>
        )}
      </Show>
      <Show when={props.conn.error()}>
        {(e) => (
          <p class="error" role="alert" data-testid="server-error">
            ⚠ {e().message}
          </p>
        )}
      </Show>
      <Show when={props.conn.busy()}>
        <p class="muted">{t(props.lang, "sending")}</p>
      </Show>
      <For each={groups()}>
        {(g) => (
          <fieldset
            class="option-group"
            data-group={g.key}
            ref={(el) => {
              if (g.key === "focus") picked = el;
            }}
          >
            <legend>{g.title}</legend>
            <For each={g.options}>
              {(o) => <OptionButton {...props} option={o} n={ordered().indexOf(o) + 1} />}
            </For>
          </fieldset>
        )}
      </For>
      <Show when={tools().length > 0}>
        <details class="option-group tools" data-testid="tool-options">
          <summary>{t(props.lang, "groupTools", { n: tools().length })}</summary>
          <For each={tools()}>{(o) => <OptionButton {...props} option={o} n={0} />}</For>
        </details>
      </Show>
      {/* No take-back button here: the GM screen and the KP screen (the only seats that may
          take a decision back) each have theirs in their tool bar, and one is enough. */}
    </section>
  );
}

/** One option's button; `n` 1–9 shows the key that chooses it (0: none). */
function OptionButton(props: DecisionPanelProps & { option: Option; n: number }) {
  return (
    <button
      type="button"
      class="option"
      data-option={props.option.id}
      disabled={props.conn.busy() || props.conn.status() !== "open"}
      onClick={() => {
        props.clearFocus();
        props.conn.choose(props.option.id);
      }}
    >
      <Show when={props.n >= 1 && props.n <= 9}>
        <kbd>{props.n}</kbd>
      </Show>
      <NamedText text={props.option.label} names={props.names ?? NO_NAMES} />
    </button>
  );
}
