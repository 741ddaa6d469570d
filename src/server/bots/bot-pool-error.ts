/** The error of the bot pool and its jobs (its own file so the checks and the pool share it). */
import { KassenError } from "../../engine/index.ts";

/**
 * A bot job that was refused or could not be decided: a bad field, a seat the battle does not
 * wait for, a refused recorded choice, a crashed worker, a closed or full pool. One clear line.
 */
export class BotPoolError extends KassenError {}

/**
 * A job that the pool's closing cut short, or one asked of a closed pool: a shutdown, not a
 * failure (the table server stays quiet about it).
 */
export class BotPoolClosedError extends BotPoolError {}
