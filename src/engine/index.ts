/** Kassen engine: the public API. No I/O here, and no rule system is imported. */
export { Battle, effectiveChoices, SETTLE_LIMIT, STEP_LIMIT, UNDO } from "./battle.ts";
export { ownFlags, sharedFlags } from "./card-flags.ts";
export {
  type CardDescriber,
  type CardEntry,
  cardMaker,
  type IdKind,
  type OpaqueDraws,
  opaqueIdStream,
  opaqueIds,
  recordOpaqueIds,
} from "./card-maker.ts";
export {
  checkingCards,
  NO_ATTACHED,
  ownCard,
  ownRecord,
  shareableRecord,
  sharedRecord,
  shareRecord,
} from "./card-records.ts";
export { contentRefOf } from "./content-ref.ts";
export { determinize, sampler } from "./determinize.ts";
export * from "./dice/index.ts";
export {
  EngineError,
  IllegalChoiceError,
  KassenError,
  SettleLoopError,
  SetupError,
} from "./errors.ts";
export { type FastBattle, FastPathStop, type FastStarter, setFastStarter } from "./fast-path.ts";
export { FlatRng } from "./flat-rng.ts";
export { invariantViolations } from "./invariants.ts";
export {
  ENGINE_MESSAGES,
  fill,
  missingMessages,
  type Reader,
  renderEvent,
  renderMsg,
  renderOption,
  seatLabel,
} from "./log.ts";
export { enOrdinal, optionLabels, ordinalTag } from "./option-labels.ts";
export { isPluralSeat, resultText, winsText } from "./result-text.ts";
export { rewriteIds, rewriteString } from "./rewrite-ids.ts";
export { randomInt, rollDie, seedRng, shuffleInPlace } from "./rng.ts";
export { engineSearch, type SearchBattle, type StateValue } from "./search-battle.ts";
export {
  applyChoices,
  makeReplay,
  playReplay,
  type Replay,
  ReplayMismatchError,
  replayStart,
  startBattle,
  undoTo,
} from "./session.ts";
export { cloneState, ENGINE_VERSION, hashState, hashText, newState, nextId } from "./state.ts";
export type * from "./system.ts";
export type * from "./types.ts";
export { LANGS } from "./types.ts";
export { allBut, HIDDEN, hiddenCards, reaches, seesZone, viewFor } from "./view.ts";
export { explainRefusal, whyRefused } from "./why.ts";
export { addCard, zoneCards } from "./zones.ts";
