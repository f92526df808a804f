import { accountsModule } from "./accounts/accounts-module.ts";
import type { AppModule } from "./app-module.ts";
import { billingModule } from "./billing/billing-module.ts";
import { contactModule } from "./contact/contact-module.ts";
import { generationsModule } from "./generations/generations-module.ts";
import { profileModule } from "./profile/profile-module.ts";
import { systemModule } from "./system/system-module.ts";
import { tokensModule } from "./tokens/tokens-module.ts";
import { uploadsModule } from "./uploads/uploads-module.ts";
import { webhooksModule } from "./webhooks/webhooks-module.ts";

// The one list of modules. The app mounts each module's routes under /api; the worker starts
// each module's workers. Add a module with one line.
export const modules: AppModule[] = [
  systemModule,
  accountsModule,
  billingModule,
  contactModule,
  profileModule,
  generationsModule,
  tokensModule,
  uploadsModule,
  webhooksModule,
];
