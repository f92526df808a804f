import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { afterSignIn, chosenPlanFrom, chosenPlanQuery } from "../../lib/chosen-plan";
import { SessionProvider, useSessionQuery } from "../../lib/session";

const VERIFY_PATH = "/dashboard/auth/verify-email";

// Every signed-in screen sits under this layout (SPEC 2.2, 4): "Loding...." while the session is
// checked, the login screen without one, and the verify screen (only) for an unverified account.
export default function SessionGuard() {
  const { data: user, error, isPending, refetch, isFetching } = useSessionQuery();
  const { pathname, search } = useLocation();

  if (isPending) {
    return (
      <div className="grid min-h-dvh place-items-center text-slate-500 dark:text-slate-400" role="status">
        Loding....
      </div>
    );
  }
  if (error) {
    // Any answer from the server other than the user sends to login (SPEC 8); only an unreachable
    // server (status 0) offers a retry, so a dropped connection does not sign anyone out.
    if (!(error instanceof ApiError) || error.status !== 0) {
      return <Navigate to="/dashboard/login" replace />;
    }
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div>
          <h1 className="text-xl font-semibold">We couldn’t check your session</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{error.message}</p>
          <Button
            variant="strong"
            size="box"
            className="mt-6"
            onClick={() => refetch()}
            disabled={isFetching}
          >
            Try again
          </Button>
        </div>
      </main>
    );
  }

  const onVerifyPage = pathname.replace(/\/+$/, "") === VERIFY_PATH;
  // A plan chosen before signing up waits on the verify page, then opens its checkout.
  const chosen = chosenPlanFrom(new URLSearchParams(search));
  if (!user.emailVerified && !onVerifyPage) {
    return <Navigate to={`${VERIFY_PATH}${chosenPlanQuery(chosen)}`} replace />;
  }
  if (user.emailVerified && onVerifyPage) {
    return <Navigate to={afterSignIn(chosen, "/dashboard/text-to-script")} replace />;
  }

  return (
    <SessionProvider value={user}>
      <Outlet />
    </SessionProvider>
  );
}
