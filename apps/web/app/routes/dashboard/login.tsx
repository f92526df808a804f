import { zodResolver } from "@hookform/resolvers/zod";
import { ErrorCode, ZLoginRequest } from "@reelforge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import type { z } from "zod";
import { AuthLayout, textLinkClass } from "../../components/dashboard/auth-layout";
import { GoogleSignIn } from "../../components/dashboard/google-sign-in";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { ApiError, api, errorText, type JsonOf } from "../../lib/api-client";
import { afterSignIn, chosenPlanFrom, chosenPlanQuery } from "../../lib/chosen-plan";
import { rememberCodeSent } from "../../lib/resend-cooldown";
import { SESSION_QUERY_KEY, storeSessionUser } from "../../lib/session";
import { useSignedInUser } from "../../lib/signed-in";

export function meta() {
  return [{ title: "Log in · ReelForge" }];
}

type LoginInput = z.input<typeof ZLoginRequest>;
type LoginOutput = z.output<typeof ZLoginRequest>;

export default function LoginPage() {
  const signedIn = useSignedInUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A plan chosen on a pricing card opens its checkout once signed in.
  const chosen = chosenPlanFrom(params);
  const queryClient = useQueryClient();
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: params.get("email") ?? "", password: "" },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (json: JsonOf<"POST /api/user/login">) => api("POST /api/user/login", { json }),
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      toast.success("Log in Sucessfuly");
      form.reset({ email: "", password: "" });
      navigate(afterSignIn(chosen, "/dashboard/text-to-script"));
    },
    // What was typed stays in the form so a typo can be fixed.
    onError: (error, { email }) => {
      toast.error(errorText(error));
      // The password was right but the e-mail is unverified: the server has sent a code and
      // remembers the pending account, so go straight to the code screen.
      if (error instanceof ApiError && error.code === ErrorCode.EMAIL_NOT_VERIFIED) {
        rememberCodeSent(email);
        queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
        navigate(`/dashboard/auth/verify-email${chosenPlanQuery(chosen)}`);
      }
    },
  });

  // Already signed in on this browser: the form has nothing to do, the dashboard is the place.
  if (signedIn) return <Navigate to={afterSignIn(chosen, "/dashboard")} replace />;
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to keep creating videos, images and scripts."
      footer={
        <>
          New here?{" "}
          <Link to={`/dashboard/signup${chosenPlanQuery(chosen)}`} className={textLinkClass}>
            Create a free account
          </Link>
        </>
      }
    >
      <GoogleSignIn text="signin_with" next={afterSignIn(chosen, "/dashboard/text-to-script")} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          error={errors.email?.message}
          {...form.register("email")}
        />
        <div>
          <Input
            label="Password"
            type="password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            error={errors.password?.message}
            {...form.register("password")}
          />
          <div className="mt-2 text-right">
            <Link to="/dashboard/auth/forgetpassword" className={`text-sm ${textLinkClass}`}>
              Forgot password?
            </Link>
          </div>
        </div>
        <Button
          type="submit"
          variant="strong"
          size="block"
          pending={mutation.isPending}
          pendingLabel="Logging in"
        >
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
