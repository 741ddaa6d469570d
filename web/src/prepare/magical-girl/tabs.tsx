/**
 * The magical-girl builders the prepare page (`/prepare/magical-girl`) shows: the party (the
 * girls), the encounter (mode, its options, house rules, enemies and their groups) and the map
 * (positions, ways, doors, levers, crates, movement costs). Each edits the prepared battle only
 * through src/build/prepare/magical-girl-ops.ts.
 */
import type { PrepTab } from "../prep-tab.ts";
import { EncounterTab } from "./encounter-tab.tsx";
import { MapTab } from "./map-tab.tsx";
import { PartyTab } from "./party-tab.tsx";
import { pw } from "./prep-words.ts";
import "./magical-girl-prep.css";

/** The tabs, in order. */
export const TABS: PrepTab[] = [
  { id: "party", label: (lang) => pw(lang, "tabParty"), Body: PartyTab },
  { id: "encounter", label: (lang) => pw(lang, "tabEncounter"), Body: EncounterTab },
  { id: "map", label: (lang) => pw(lang, "tabMap"), Body: MapTab },
];
