/**
 * What the prepare page (`/prepare/<system>`, web/src/pages/prepare-page.tsx) hands each of a
 * system's builder tabs, and what a builder module gives the page. Each system's builders live in
 * web/src/prepare/<system>/ and export `TABS: PrepTab[]` from `tabs.tsx` there (ygo-trpg: party,
 * encounter; magical-girl: party, encounter, map). The page owns the document, its library item,
 * YAML import/export, the difficulty panel and making the table; a builder only edits its part.
 */
import type { Accessor, JSX } from "solid-js";
import type { PrepAnswer, PrepDoc, ShippedContent } from "../../../src/build/prepare/prep-types.ts";
import type { Lang } from "../../../src/engine/index.ts";

/** What a builder tab gets. */
export interface PrepProps {
  /** The prepared battle now. */
  doc: Accessor<PrepDoc>;
  /** Replaces it (the page re-checks it with the server, debounced, and marks it unsaved). */
  setDoc: (next: PrepDoc) => void;
  /** The page's language (ja/zh/en). */
  lang: Accessor<Lang>;
  /** The system's shipped content (null while loading). */
  shipped: Accessor<ShippedContent | null>;
  /** The server's latest answer about `doc` (problems, summary), null before the first. */
  answer: Accessor<PrepAnswer | null>;
  /** A read link: everything shown, nothing editable. */
  readOnly: boolean;
}

/** One tab of a system's builders. */
export interface PrepTab {
  /** Stable id, used in the address fragment-free tab state and in tests (`data-tab`). */
  id: string;
  label: (lang: Lang) => string;
  Body: (props: PrepProps) => JSX.Element;
}
