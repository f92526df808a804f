import type { AppModule } from "../app-module.ts";
import { startWebhookWorker } from "./webhook-delivery.ts";

export const webhooksModule: AppModule = {
  name: "webhooks",
  startWorkers: startWebhookWorker,
};
