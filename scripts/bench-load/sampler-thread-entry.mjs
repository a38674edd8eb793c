// Worker-thread entry of the load bench's sampler: registers tsx in this thread (a worker does
// not inherit the main thread's loader on Node 20), then runs sampler-thread.ts.
import { register } from "tsx/esm/api";

register();
await import("./sampler-thread.ts");
