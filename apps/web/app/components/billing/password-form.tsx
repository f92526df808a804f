import { zodResolver } from "@hookform/resolvers/zod";
import { type TChangePasswordRequest, ZChangePasswordRequest } from "@reelforge/contract";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { ApiError, api, errorText } from "../../lib/api-client";
import { fieldErrorsFrom } from "../../lib/field-errors";
import { Button } from "../ui/button";
import { Input } from "../ui/field";

const FIELDS = ["currentPassword", "password", "confirmpassword"] as const;
const EMPTY = { currentPassword: "", password: "", confirmpassword: "" };

// "Password" sub-tab: checks the current password; other devices are logged out on success.
export function PasswordForm() {
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (json: TChangePasswordRequest) => api("POST /api/user/change-password", { json }),
    onSuccess: ({ message }) => {
      toast.success(message);
      form.reset(EMPTY);
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsFrom(error instanceof ApiError ? error.extraDetails : undefined, FIELDS);
      for (const [field, message] of Object.entries(fieldErrors)) {
        form.setError(field as (typeof FIELDS)[number], { message: message as string });
      }
      toast.error(errorText(error));
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="grid max-w-md gap-5"
    >
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Input
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmpassword?.message}
        {...form.register("confirmpassword")}
      />
      <Button
        type="submit"
        variant="strong"
        size="block"
        pending={mutation.isPending}
        pendingLabel="Updating password"
      >
        Update Password
      </Button>
    </form>
  );
}
