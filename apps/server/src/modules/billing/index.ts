// What other modules use: the usage ledger (generators reserve before work, refund on failure).
export { billingFor, configureBilling } from "./billing-registry.ts";
export { type Clock, systemClock } from "./clock.ts";
export {
  createUsageLedger,
  type Reservation,
  refundUsage,
  reserveUsage,
  settleUsage,
  USAGE_FEATURES,
  USAGE_LIMIT_CODE,
  type UsageFeature,
  type UsageLedger,
  type UsageSnapshot,
  usageSnapshot,
} from "./usage-ledger.ts";
