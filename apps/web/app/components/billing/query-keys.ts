// TanStack Query keys of the billing and profile answers, shared by the pages that read and refresh them.
export const SUBSCRIPTION_STATUS_KEY = ["subscription-status"] as const;
export const PROFILE_KEY = ["profile"] as const;
