/**
 * An option as a button on the thing it acts on (a weapon's attack on a foe, a KP tool on a
 * fighter, "move here" on a place): the same choice as the decision panel's, with its cost, and
 * hovering or focusing it previews on the DP bar what it would spend.
 */
import type { JSX } from "solid-js";
import type { MgCtx } from "./ctx.ts";

/** A button that chooses `id` (disabled while a choice is on its way). */
export function OptionButton(props: {
  ctx: MgCtx;
  id: string;
  children: JSX.Element;
  class?: string;
  title?: string;
}) {
  const on = () => props.ctx.setPreview([props.id]);
  const off = () => props.ctx.setPreview([]);
  return (
    <button
      type="button"
      class={`mg-act ${props.class ?? ""}`}
      data-act={props.id}
      title={props.title}
      disabled={!props.ctx.ready}
      onClick={() => {
        off();
        props.ctx.choose(props.id);
      }}
      onMouseEnter={on}
      onMouseLeave={off}
      onFocus={on}
      onBlur={off}
    >
      {props.children}
    </button>
  );
}
