import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import { AuthLayout } from "../../components/dashboard/auth-layout";
import { OtpInput } from "../../components/dashboard/otp-input";
import { Button } from "../../components/ui/button";
import { api, errorText, type JsonOf } from "../../lib/api-client";
import { afterSignIn, chosenPlanFrom, chosenPlanQuery } from "../../lib/chosen-plan";
import { initialOtpState, isOtpComplete, otpCode, otpReducer } from "../../lib/otp-boxes";
import { cooldownSecondsLeft, lastCodeSentAt, rememberCodeSent } from "../../lib/resend-cooldown";
import { clearSessionUser, SESSION_QUERY_KEY, storeSessionUser, useSessionUser } from "../../lib/session";

export function meta() {
  return [{ title: "Verify your email · ReelForge" }];
}

function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export default function VerifyEmailPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const chosen = chosenPlanFrom(useSearchParams()[0]);
  const queryClient = useQueryClient();
  const [otp, dispatch] = useReducer(otpReducer, undefined, () => initialOtpState());
  const [incomplete, setIncomplete] = useState(false);
  const [sentAt, setSentAt] = useState(() => lastCodeSentAt(user.email));
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = cooldownSecondsLeft(sentAt, now);

  // Tick only while the countdown runs.
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const verify = useMutation({
    mutationFn: (json: JsonOf<"POST /api/user/verify">) => api("POST /api/user/verify", { json }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      // The guard reads the cached user: it must be the verified one before moving on.
      if (answer.user) storeSessionUser(queryClient, answer.user);
      else await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
      navigate(afterSignIn(chosen, "/dashboard/text-to-script"), { replace: true });
    },
    onError: (error) => {
      toast.error(errorText(error));
      // A rejected code is spent: empty the boxes and put the cursor back in the first one.
      dispatch({ type: "reset" });
    },
  });

  const resend = useMutation({
    mutationFn: () => api("POST /api/user/resend-otp"),
    onSuccess: ({ message }) => {
      toast.info(message);
      rememberCodeSent(user.email);
      setSentAt(Date.now());
      setNow(Date.now());
      dispatch({ type: "reset" });
    },
    onError: (error) => toast.error(errorText(error)),
  });

  const signOut = useMutation({
    mutationFn: () => api("POST /api/user/logout"),
    onSettled: () => {
      void Promise.resolve(navigate(`/dashboard/signup${chosenPlanQuery(chosen)}`, { replace: true })).then(
        () => clearSessionUser(queryClient),
      );
    },
  });

  useEffect(() => {
    if (isOtpComplete(otp)) setIncomplete(false);
  }, [otp]);

  return (
    <AuthLayout
      title="Check your inbox"
      subtitle={
        <>
          We sent a 4-digit code to{" "}
          <strong className="font-semibold break-all text-slate-900 dark:text-white">{user.email}</strong>.
          Enter it below to activate your account.
        </>
      }
      footer={
        <>
          Wrong address?{" "}
          <Button variant="link" size="inline" onClick={() => signOut.mutate()}>
            Sign up with another email
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isOtpComplete(otp)) {
            setIncomplete(true);
            return;
          }
          verify.mutate({ otp: otpCode(otp) });
        }}
        className="space-y-6"
      >
        <OtpInput
          state={otp}
          dispatch={dispatch}
          invalid={incomplete}
          describedBy={incomplete ? "otp-error" : undefined}
        />
        {incomplete && (
          <p id="otp-error" className="-mt-3 text-sm font-medium text-red-600 dark:text-red-400">
            Enter all 4 digits of the code.
          </p>
        )}
        <Button
          type="submit"
          variant="strong"
          size="block"
          pending={verify.isPending}
          pendingLabel="Checking the code"
        >
          Submit
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>Didn’t get it? Check spam, or</span>
        <Button
          variant="link"
          size="inline"
          onClick={() => resend.mutate()}
          disabled={secondsLeft > 0 || resend.isPending}
        >
          Resend OTP
        </Button>
        {secondsLeft > 0 && <span className="tabular-nums">(available in {formatSeconds(secondsLeft)})</span>}
      </div>
    </AuthLayout>
  );
}
