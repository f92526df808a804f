// The API process: `npm run start:api`. Jobs are handled by worker processes (src/worker.ts).
import { runServer } from "./server.ts";

await runServer({ api: true, workers: false });
