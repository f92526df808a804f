import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import { z } from "zod";
import { AuthLayout, textLinkClass } from "../../components/dashboard/auth-layout";
import { GoogleSignIn } from "../../components/dashboard/google-sign-in";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { ApiError, api, errorText, type JsonOf } from "../../lib/api-client";
import { afterSignIn, chosenPlanFrom, chosenPlanQuery } from "../../lib/chosen-plan";
import { fieldErrorsFrom } from "../../lib/field-errors";
import { rememberCodeSent } from "../../lib/resend-cooldown";
import { storeSessionUser } from "../../lib/session";
import { useSignedInUser } from "../../lib/signed-in";

export function meta() {
  return [{ title: "Create your account · ReelForge" }];
}

// SPEC 5: the client checks only that every field is filled and the e-mail looks like one;
// password length and matching are the server's rules, shown beside the fields when it answers.
const ZSignupForm = z.object({
  name: z.string().trim().min(1, "Name is required"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  password: z.string().min(1, "Password is required"),
  confirmpassword: z.string().min(1, "Confirm Password is required"),
});
type SignupForm = z.infer<typeof ZSignupForm>;
const FIELDS = ["name", "email", "password", "confirmpassword"] as const;

export default function SignupPage() {
  const signedIn = useSignedInUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A plan chosen on a pricing card: kept through verification, then its checkout opens.
  const chosen = chosenPlanFrom(params);
  const queryClient = useQueryClient();
  const form = useForm<SignupForm>({
    resolver: zodResolver(ZSignupForm),
    defaultValues: {
      name: params.get("name") ?? "",
      email: params.get("email") ?? "",
      password: "",
      confirmpassword: "",
    },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (json: JsonOf<"POST /api/user/signup">) => api("POST /api/user/signup", { json }),
    onSuccess: ({ user }, values) => {
      storeSessionUser(queryClient, user);
      rememberCodeSent(values.email);
      toast.info("Verifcation code is sent to your email");
      navigate(`/dashboard/auth/verify-email${chosenPlanQuery(chosen)}`);
    },
    onError: (error) => {
      toast.error(errorText(error, true));
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(fieldErrorsFrom(error.extraDetails, FIELDS))) {
          form.setError(field as (typeof FIELDS)[number], { message });
        }
      }
    },
  });

  // Already signed in on this browser: the form has nothing to do, the dashboard is the place.
  if (signedIn) return <Navigate to={afterSignIn(chosen, "/dashboard")} replace />;
  return (
    <AuthLayout
      title="Create your free account"
      subtitle="Start making videos in minutes. No credit card required."
      footer={
        <>
          Already have an account?{" "}
          <Link to={`/dashboard/login${chosenPlanQuery(chosen)}`} className={textLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <GoogleSignIn text="signup_with" next={afterSignIn(chosen, "/dashboard/text-to-script")} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Input
          label="Name"
          autoComplete="name"
          placeholder="Enter your name"
          required
          error={errors.name?.message}
          {...form.register("name")}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          hint="At least 8 characters."
          required
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Input
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Repeat the password"
          required
          error={errors.confirmpassword?.message}
          {...form.register("confirmpassword")}
        />
        <Button
          type="submit"
          variant="strong"
          size="block"
          pending={mutation.isPending}
          pendingLabel="Creating your account"
        >
          Sign up
        </Button>
      </form>
    </AuthLayout>
  );
}
