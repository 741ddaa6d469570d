/**
 * The shapes of the HTTP API's answers that the browser reads: declared once, here, with no
 * runtime code, so the server (which builds them) and the browser client (which imports these
 * types only) cannot drift apart.
 */
import type { Lang, Seat } from "../../engine/types.ts";
import type { PublicTable } from "../public-table.ts";
import type { StateMessage } from "./server-messages.ts";

/** One seat as the lobby offers it (a seat named `gm`/`kp` is the GM's/KP's). */
export interface LobbySeat {
  seat: string;
  name: Record<Lang, string>;
  gm: boolean;
}

/** A system as `GET /api/systems` describes it. */
export interface SystemInfo {
  id: string;
  name: Record<Lang, string>;
  lang: Lang;
  /** Seats of a new game; empty when the system needs a scenario file. */
  seats: LobbySeat[];
  newGame: boolean;
  /** The forms a new game can take (the first is the usual one); empty when there is one form. */
  modes: { id: string; name: Record<Lang, string> }[];
  /** Whether a table can continue a finished one (a campaign's carry-over). */
  carry: boolean;
  /**
   * The table options a new game may set (house rules, issue 33): each name with its values, the
   * default first, and their words in every language (the option's name, the rule lines its
   * reading rests on, each value's name); `POST /api/tables` takes them in `options`. Empty when
   * the system has none.
   */
  options: {
    name: string;
    values: string[];
    label: Record<Lang, string>;
    why: Record<Lang, string>;
    valueLabels: Record<string, Record<Lang, string>>;
  }[];
}

/** A scenario's name and seats (`POST /api/scenarios/seats`, and each preset). */
export interface ScenarioSeats {
  system: string;
  name: string;
  seats: LobbySeat[];
  /** The scenario's own bots (`bots:`), by seat: the lobby's default for those seats. */
  bots: Record<string, string>;
}

/** A preset game (`GET /api/presets`): its id (`<system>/<file name>`), name, seats and text. */
export interface Preset extends ScenarioSeats {
  id: string;
  text: string;
}

/** One seat of a made table, as `POST /api/tables` answers (a token only for a person's seat). */
export interface CreatedSeat {
  seat: string;
  kind: string;
  bot: string | null;
  lang?: Lang;
  token?: string;
  link?: string;
}

/** The answer to `POST /api/tables`: the secret links, handed out once. */
export interface CreatedTable {
  id: string;
  title: string;
  system: string;
  seats: CreatedSeat[];
  spectator: { token: string; link: string };
}

/** The decision that led to a replay step, as the viewing seat may know it. */
export interface StepChoice {
  seat: Seat;
  /** True: a take-back (`$undo`), not an option. */
  undo: boolean;
  /** The option's id, on the same terms as `label`. */
  option: string | null;
  /**
   * The option's label as its seat was shown it — only when the viewer watches from that seat:
   * another seat learns what a choice did from its own log lines, as at the table.
   */
  label: string | null;
}

/** One step of a replay for one seat. */
export interface ReplayStep {
  /** `log` holds the lines since the previous step (all of them when `logReset`). */
  state: StateMessage;
  /** The battle's state hash after this step (the last one is the replay's `finalHash`). */
  hash: string;
  /** The choice that made this step; null for step 0 (the start). */
  choice: StepChoice | null;
}

/** `POST /api/replays/steps`'s answer: the seats (named in `lang`) and every step. */
export interface ReplaySteps {
  system: string;
  seat: Seat | null;
  lang: Lang;
  seats: { seat: Seat; name: string }[];
  /** A ranged answer (`from`/`count` asked): the first step's number and every step's count. */
  from?: number;
  total?: number;
  steps: ReplayStep[];
}

/**
 * `POST /api/tables/mine`'s answer: the tables the tokens sent open (each once, newest activity
 * first), with their public facts. A token that opens nothing adds nothing.
 */
export interface HeldTables {
  tables: PublicTable[];
}
