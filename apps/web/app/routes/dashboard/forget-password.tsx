import { zodResolver } from "@hookform/resolvers/zod";
import { ZForgetPasswordRequest } from "@reelforge/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { z } from "zod";
import { AuthLayout, textLinkClass } from "../../components/dashboard/auth-layout";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { ApiError, api, errorText, type JsonOf } from "../../lib/api-client";
import { fieldErrorsFrom } from "../../lib/field-errors";

export function meta() {
  return [{ title: "Reset your password · ReelForge" }];
}

type EmailInput = z.input<typeof ZForgetPasswordRequest>;
type EmailOutput = z.output<typeof ZForgetPasswordRequest>;

// Required fields only on the client; the server's rules (length, match, code) come back as
// extraDetails and are shown beside the fields and in the toast.
const ZResetForm = z.object({
  otp: z.string().trim().min(1, "Enter the 4 digit code from the email"),
  password: z.string().min(1, "Password is required"),
  confirmpassword: z.string().min(1, "Confirm Password is required"),
});
type ResetForm = z.infer<typeof ZResetForm>;
const RESET_FIELDS = ["otp", "password", "confirmpassword"] as const;

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm<EmailInput, unknown, EmailOutput>({
    resolver: zodResolver(ZForgetPasswordRequest),
    defaultValues: { email: "" },
  });
  const mutation = useMutation({
    mutationFn: (json: JsonOf<"POST /api/user/forgetpassword">) =>
      api("POST /api/user/forgetpassword", { json }),
    onSuccess: ({ message }, { email }) => {
      toast.info(message);
      onSent(email);
    },
    onError: (error) => toast.error(errorText(error, true)),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button
        type="submit"
        variant="strong"
        size="block"
        pending={mutation.isPending}
        pendingLabel="Sending the code"
      >
        Send OTP
      </Button>
    </form>
  );
}

function ResetStep({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const navigate = useNavigate();
  const form = useForm<ResetForm>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { otp: "", password: "", confirmpassword: "" },
  });
  const { errors } = form.formState;
  const otpRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => otpRef.current?.focus(), []);

  const mutation = useMutation({
    mutationFn: (json: JsonOf<"POST /api/user/resetpassword">) =>
      api("POST /api/user/resetpassword", { json }),
    onSuccess: ({ message }) => {
      toast.success(message);
      navigate(`/dashboard/login?email=${encodeURIComponent(email)}`);
    },
    onError: (error) => {
      toast.error(errorText(error, true));
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(fieldErrorsFrom(error.extraDetails, RESET_FIELDS))) {
          form.setError(field as (typeof RESET_FIELDS)[number], { message: text });
        }
      }
    },
  });
  const { ref: registerOtpRef, ...otpField } = form.register("otp");

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate({ email, ...values }))}
      className="space-y-5"
    >
      <div>
        <Input label="Email" type="email" value={email} readOnly />
        <Button variant="link" size="inline" onClick={onStartOver} className="mt-2 text-sm">
          Use another email
        </Button>
      </div>
      <Input
        label="Code from the email"
        type="number"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="Enter 4 digit OTP"
        // A code, not a quantity: no spinner arrows.
        className="[&_input]:[appearance:textfield] [&_input::-webkit-inner-spin-button]:appearance-none [&_input::-webkit-outer-spin-button]:appearance-none"
        error={errors.otp?.message}
        ref={(element) => {
          registerOtpRef(element);
          otpRef.current = element;
        }}
        {...otpField}
      />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Input
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        error={errors.confirmpassword?.message}
        {...form.register("confirmpassword")}
      />
      <Button
        type="submit"
        variant="strong"
        size="block"
        pending={mutation.isPending}
        pendingLabel="Saving the new password"
      >
        Reset Password
      </Button>
    </form>
  );
}

export default function ForgetPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthLayout
      title={email ? "Choose a new password" : "Forgot your password?"}
      subtitle={
        email
          ? "Enter the 4-digit code we e-mailed you and pick a new password."
          : "Enter your account email and we’ll send you a 4-digit code to reset it."
      }
      footer={
        <>
          Remembered it?{" "}
          <Link to="/dashboard/login" className={textLinkClass}>
            Back to log in
          </Link>
        </>
      }
    >
      {email ? (
        <ResetStep email={email} onStartOver={() => setEmail(null)} />
      ) : (
        <EmailStep onSent={setEmail} />
      )}
    </AuthLayout>
  );
}
