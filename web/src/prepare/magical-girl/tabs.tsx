/**
 * magical-girl's builder tabs on the prepare page (placeholder: the builders replace this file).
 */
import type { PrepTab } from "../prep-tab.ts";

/** The tabs, in order. */
export const TABS: PrepTab[] = [];
