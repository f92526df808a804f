import { Link } from "react-router";
import { CrownIcon, ShieldIcon } from "../../components/dashboard/icons";
import { SUBSCRIPTION_ACTIONS } from "../../components/dashboard/subscription-button";
import { UserAvatar } from "../../components/dashboard/user-avatar";
import { useSessionUser } from "../../lib/session";

export function meta() {
  return [{ title: "Profile · ReelForge" }];
}

const STATUS_LABEL = { trial: "Free trial", active: "Active", inactive: "Inactive" } as const;

const cardClass =
  "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900";

// What the account really holds today, read from the session; editing and plans come with billing.
export default function ProfileInfoPage() {
  const user = useSessionUser();
  const action = SUBSCRIPTION_ACTIONS[user.subscriptionStatus];
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Profile
      </h1>
      <p className="mt-2 text-[15px] text-slate-600 dark:text-slate-400">Your account details and plan.</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="profile-details" className={`${cardClass} lg:col-span-3`}>
          <h2 id="profile-details" className="text-lg font-semibold text-slate-900 dark:text-white">
            Profile Details
          </h2>
          <div className="mt-6 flex items-center gap-4">
            <UserAvatar name={user.name} avatar={user.avatar} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">
                {user.name || "Unnamed"}
              </p>
              <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4">
            <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Name
              </dt>
              <dd className="mt-1 truncate font-medium text-slate-900 dark:text-white">
                {user.name || "Not set"}
              </dd>
            </div>
            <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Email
              </dt>
              <dd className="mt-1 flex items-center gap-1.5 font-medium text-slate-900 dark:text-white">
                <span className="truncate">{user.email}</span>
                {user.emailVerified && (
                  <ShieldIcon
                    className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-label="Verified"
                  />
                )}
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
            Editing your name, bio and password from here is coming next. To change your password now, use{" "}
            <Link
              to={`/dashboard/auth/forgetpassword`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              reset password
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="pricing-plan" className={`${cardClass} lg:col-span-2`}>
          <h2 id="pricing-plan" className="text-lg font-semibold text-slate-900 dark:text-white">
            Pricing Plan
          </h2>
          <div className="mt-6 flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200">
              <CrownIcon />
            </span>
            <div>
              <p className="text-sm text-slate-500 dark:text-slate-400">Subscription</p>
              <p className="font-semibold text-slate-900 dark:text-white" data-testid="subscription-status">
                {STATUS_LABEL[user.subscriptionStatus]}
              </p>
            </div>
          </div>
          <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
            Monthly and yearly Starter, Pro and Enterprise plans, with checkout, arrive with billing.{" "}
            <Link
              to="/pricing"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Compare the plans
            </Link>
            .
          </p>
          {user.subscriptionStatus === "active" && (
            <Link
              to={action.to}
              className="mt-5 inline-flex rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {action.label}
            </Link>
          )}
        </section>
      </div>
    </main>
  );
}
