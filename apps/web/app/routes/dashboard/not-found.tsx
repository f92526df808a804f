import { Link } from "react-router";
import { AuthLayout } from "../../components/dashboard/auth-layout";

export function meta() {
  return [{ title: "Page not found · ReelForge" }];
}

export default function DashboardNotFound() {
  return (
    <AuthLayout title="Page not found" subtitle="This dashboard page does not exist. It may have moved.">
      <Link
        to="/dashboard/text-to-script"
        className="inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
      >
        Back to the dashboard
      </Link>
    </AuthLayout>
  );
}
