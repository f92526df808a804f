import type { AppDeps } from "../../deps.ts";
import { type BillingConfig, billingConfigFrom, parseBillingConfig } from "./billing-config.ts";
import { type BillingService, createBillingService } from "./billing-service.ts";
import type { PaymentGateway } from "./payment-gateway.ts";

// One billing service per app instance (AppDeps), built on first use from the process
// configuration, or from what a test or an entry point passed to configureBilling.
const services = new WeakMap<AppDeps, BillingService>();

export type BillingOptions = {
  env?: Record<string, string | undefined>;
  config?: BillingConfig;
  gateway?: PaymentGateway;
};

export function configureBilling(deps: AppDeps, options: BillingOptions = {}): BillingService {
  const config =
    options.config ??
    (options.env
      ? parseBillingConfig(options.env, deps.config.PUBLIC_URL)
      : billingConfigFrom(deps.config, deps.config.PUBLIC_URL));
  const service = createBillingService({
    db: deps.db,
    clock: () => new Date(deps.now()),
    config,
    logger: deps.logger.child({ module: "billing" }),
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  services.set(deps, service);
  return service;
}

export function billingFor(deps: AppDeps): BillingService {
  return services.get(deps) ?? configureBilling(deps);
}
