// A worker process: `npm run start:worker`. Handles jobs of every module; serves no HTTP.
import { runServer } from "./server.ts";

await runServer({ api: false, workers: true });
