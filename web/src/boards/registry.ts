/**
 * The boards by system. Each board is its own chunk, loaded when a table of that system opens,
 * so the lobby's first load carries none of them; the option grouping is tiny and loads eagerly.
 */
import { type Component, lazy } from "solid-js";
import type { BoardProps, OptionGroup } from "./board-props.ts";
import { geoMarchGroup } from "./geo-march/groups.ts";
import { magicalGirlGroup } from "./magical-girl/groups.ts";
import { visionGroup } from "./vision/groups.ts";
import { ygoGroup } from "./ygo-trpg/groups.ts";

/** One system's board and option grouping. */
export interface BoardEntry {
  board: Component<BoardProps>;
  group: (optionId: string) => OptionGroup;
}

/** A grouping by the words option ids usually start with. */
export function defaultGroup(optionId: string): OptionGroup {
  if (/^(pass|end|done|skip|no)\b/.test(optionId)) return "pass";
  if (/^attack|^atk/.test(optionId)) return "attack";
  if (/^(play|cast|summon|set|node|use|activate)/.test(optionId)) return "play";
  return "other";
}

const generic = lazy(() => import("./generic/generic-board.tsx"));

const BOARDS: Record<string, BoardEntry> = {
  vision: { board: lazy(() => import("./vision/vision-board.tsx")), group: visionGroup },
  "geo-march": {
    board: lazy(() => import("./geo-march/geo-march-board.tsx")),
    group: geoMarchGroup,
  },
  "magical-girl": {
    board: lazy(() => import("./magical-girl/magical-girl-board.tsx")),
    group: magicalGirlGroup,
  },
  "ygo-trpg": { board: lazy(() => import("./ygo-trpg/ygo-trpg-board.tsx")), group: ygoGroup },
};

/** The board of `system` (a generic zone list for systems without one yet). */
export function boardFor(system: string): BoardEntry {
  return BOARDS[system] ?? { board: generic, group: defaultGroup };
}
