/**
 * The ygo-trpg builders the prepare page (/prepare/ygo-trpg) shows: the party (the players'
 * characters, life, decks, hands and field) and the encounter (the GM's monsters, set cards and
 * hand, NEW monsters, the acting order and the summon chances).
 */
import type { PrepTab } from "../prep-tab.ts";
import { EncounterTab } from "./encounter-tab.tsx";
import { PartyTab } from "./party-tab.tsx";
import { pw } from "./prep-words.ts";

/** The ygo-trpg builder tabs, in the order the page shows them. */
export const TABS: PrepTab[] = [
  { id: "party", label: (lang) => pw(lang, "tabParty"), Body: PartyTab },
  { id: "encounter", label: (lang) => pw(lang, "tabEncounter"), Body: EncounterTab },
];
