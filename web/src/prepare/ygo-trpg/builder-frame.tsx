/**
 * What both ygo-trpg builder tabs stand in: the tab's own part (with a note while the shipped
 * content is still on its way, since the pickers list it) and, beside it, the summary panel.
 */
import { type JSX, Show } from "solid-js";
import type { PrepProps } from "../prep-tab.ts";
import { pw } from "./prep-words.ts";
import { SummaryPanel } from "./summary-panel.tsx";
import "./ygo-prepare.css";

/** A builder tab's frame: `children` is its own part, `tab` its id (the panel's ids use it). */
export function BuilderFrame(props: {
  p: PrepProps;
  tab: "party" | "encounter";
  children: JSX.Element;
}) {
  return (
    <div class={`yp-tab yp-${props.tab}`}>
      <div class="yp-main">
        <Show when={props.p.shipped() === null}>
          <p class="muted" role="status">
            {pw(props.p.lang(), "loading")}
          </p>
        </Show>
        {props.children}
      </div>
      <SummaryPanel p={props.p} tab={props.tab} />
    </div>
  );
}
