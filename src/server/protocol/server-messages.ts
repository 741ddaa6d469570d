/**
 * What the server sends a seat. Every message that carries battle state carries a view made by
 * `viewFor` for that seat (src/engine/view.ts) — never the state itself. The schemas document the
 * protocol (schemas/server-message.schema.json); the server builds the messages in code and the
 * tests check what it sends against them.
 */
import { z } from "zod";

/** Error codes, one per kind of refusal (docs/server.md lists what each means). */
export const ERROR_CODES = [
  "bad-json",
  "bad-message",
  "too-large",
  "unknown-table",
  "bad-token",
  "no-hello",
  "not-your-turn",
  "not-offered",
  "not-allowed",
  "stale",
  "flood",
  "closed",
  "full",
  "server",
] as const;

/** One error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal: nothing was stored or changed. */
export const ErrorMessage = z.strictObject({
  type: z.literal("error"),
  code: z.enum(ERROR_CODES),
  message: z.string().describe("one line in English for the client's developer"),
});

/** Sent once after a good hello: who this socket is. */
export const Welcome = z.strictObject({
  type: z.literal("welcome"),
  table: z.string(),
  system: z.string(),
  title: z.string(),
  seat: z.string().nullable().describe("null: a spectator"),
  lang: z.enum(["ja", "zh", "en"]),
  seats: z.array(
    z.strictObject({
      seat: z.string(),
      name: z.string().describe("the seat's name in this socket's language"),
      kind: z.enum(["person", "bot", "gm"]),
      bot: z.string().nullable(),
    }),
  ),
  houseRules: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("the table's house rules and readings (its options, content packs left out)"),
  houseRuleWords: z
    .array(
      z.strictObject({
        option: z.string().describe("the option's id, as in houseRules"),
        value: z.unknown().describe("the value in force (the default where the table left it out)"),
        name: z.string().describe("the option's name in this socket's language"),
        valueName: z.string().describe("the value's name in this socket's language"),
        why: z.string().describe("the rule lines the reading rests on, in this socket's language"),
        changed: z.boolean().describe("true: the table set it away from the default"),
      }),
    )
    .optional()
    .describe(
      "every house rule in force, by name: each option of the system with the value in force (the default where the table left it out), the changed ones first",
    ),
});

/** One log line: the event as the seat may see it, and its text in the seat's language. */
export const LogLine = z.strictObject({
  text: z.string(),
  event: z.record(z.string(), z.unknown()),
});

/** The table after `seq` accepted choices, as this seat may see it. */
export const StateMessage = z.strictObject({
  type: z.literal("state"),
  seq: z.number().int(),
  view: z.record(z.string(), z.unknown()).describe("viewFor(battle, seat) without its log"),
  waitingFor: z.string().nullable().describe("whose decision it is; null when the battle is over"),
  prompt: z.string().nullable().describe("the pending decision's prompt, for the seat deciding"),
  options: z
    .array(z.strictObject({ id: z.string(), label: z.string() }))
    .describe("this seat's legal options (empty unless it decides)"),
  mayUndo: z.boolean().describe("whether this seat may take back the last decision now"),
  log: z.array(LogLine).describe("the lines since the seq the client last saw"),
  logReset: z
    .boolean()
    .describe("true: `log` is the whole log (after a take-back the log was rebuilt)"),
  result: z.string().nullable().describe("how the battle ended, in this seat's language"),
  defs: z
    .record(z.string(), z.strictObject({ name: z.string(), text: z.string().optional() }))
    .describe("the printed name (and text) of each card definition the view shows, by def id"),
});

/** Any server message. */
export const ServerMessage = z.union([Welcome, StateMessage, ErrorMessage]);

/** A server message. */
export type ServerMessage = z.infer<typeof ServerMessage>;
/** A state message. */
export type StateMessage = z.infer<typeof StateMessage>;
