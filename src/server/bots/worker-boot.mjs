// Worker threads start without the TypeScript loader the main thread runs under: register tsx
// here, then load the real worker (the launcher's bundle starts dist/bot-worker.mjs instead).
import { register } from "tsx/esm/api";

register();
await import("./bot-worker.ts");
