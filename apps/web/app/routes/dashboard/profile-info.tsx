import { useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { STATUS_LABEL } from "../../components/billing/format";
import { PasswordForm } from "../../components/billing/password-form";
import { PricingPlans } from "../../components/billing/pricing-plans";
import { ProfileForm } from "../../components/billing/profile-form";
import { PROFILE_KEY, SUBSCRIPTION_STATUS_KEY } from "../../components/billing/query-keys";
import { ApiTokens } from "../../components/profile/api-tokens";
import { BrandKitForm } from "../../components/profile/brand-kit";
import { Spinner } from "../../components/ui/spinner";
import { api, errorText } from "../../lib/api-client";
import { useSessionUser } from "../../lib/session";

export function meta() {
  return [{ title: "Profile · ReelForge" }];
}

const cardClass =
  "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900";
const tabClass =
  "rounded-full px-5 py-2 text-sm font-semibold text-slate-700 transition hover:text-brand-700 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=active]:shadow dark:text-slate-200 dark:hover:text-brand-300 dark:data-[state=active]:text-white";
const subTabClass =
  "border-b-2 border-transparent px-1 pb-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-brand-300";

// SPEC 2.6 profile page: "Profile Details" (Profile and Password sub-tabs) and "Pricing Plan".
export default function ProfileInfoPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "pricing" ? "pricing" : "details";
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await api("GET /api/user/profile")).profile,
  });
  const status = useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: () => api("GET /api/subscription/status"),
    enabled: tab === "pricing",
  });

  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Profile
      </h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === "pricing" ? { tab: "pricing" } : {}, { replace: true })}
        className="mt-6"
      >
        <Tabs.List
          aria-label="Profile sections"
          className="flex w-fit gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800"
        >
          <Tabs.Trigger value="details" className={tabClass}>
            Profile Details
          </Tabs.Trigger>
          <Tabs.Trigger value="pricing" className={tabClass}>
            Pricing Plan
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="details" className={`${cardClass} mt-6`}>
          <Tabs.Root defaultValue="profile">
            <Tabs.List
              aria-label="Profile details"
              className="flex gap-6 border-b border-slate-200 dark:border-slate-800"
            >
              <Tabs.Trigger value="profile" className={subTabClass}>
                Profile
              </Tabs.Trigger>
              <Tabs.Trigger value="password" className={subTabClass}>
                Password
              </Tabs.Trigger>
              <Tabs.Trigger value="brand" className={subTabClass}>
                Brand kit
              </Tabs.Trigger>
              <Tabs.Trigger value="tokens" className={subTabClass}>
                API tokens
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile" className="pt-6">
              {profile.isPending && <Spinner label="Loading profile" className="size-7" />}
              {profile.isError && (
                <p role="alert" className="text-red-600 dark:text-red-400">
                  {errorText(profile.error)}
                </p>
              )}
              {profile.data && <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />}
            </Tabs.Content>
            <Tabs.Content value="password" className="pt-6">
              <PasswordForm />
            </Tabs.Content>
            <Tabs.Content value="brand" className="pt-6">
              <BrandKitForm />
            </Tabs.Content>
            <Tabs.Content value="tokens" className="pt-6">
              <ApiTokens />
            </Tabs.Content>
          </Tabs.Root>
        </Tabs.Content>

        <Tabs.Content value="pricing" className="mt-6">
          <p className="mb-6 text-[15px] text-slate-600 dark:text-slate-400">
            Your plan:{" "}
            <strong className="text-slate-900 dark:text-white">
              {STATUS_LABEL[user.subscriptionStatus]}
            </strong>
            . Limits reset every month; a paid plan starts a fresh month.
          </p>
          <PricingPlans
            current={user.subscriptionStatus === "active" ? status.data?.subscriptionPlan : undefined}
          />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
