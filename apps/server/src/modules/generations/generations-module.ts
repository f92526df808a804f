import type { AppModule } from "../app-module.ts";
import { startGenerationWorker, stopGenerationWorker } from "./generation-worker.ts";
import { generationsRoutes } from "./routes.ts";

export const generationsModule: AppModule = {
  name: "generations",
  routes: generationsRoutes,
  startWorkers: startGenerationWorker,
  stopWorkers: stopGenerationWorker,
};
