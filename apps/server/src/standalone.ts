// API and workers in one process: what `npm start` runs.
import { runServer } from "./server.ts";

await runServer({ api: true, workers: true });
