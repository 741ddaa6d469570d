// Worker threads start without the TypeScript loader the main thread runs under: register tsx
// here, then load the real worker.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
