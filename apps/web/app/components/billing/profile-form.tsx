import { zodResolver } from "@hookform/resolvers/zod";
import { type TProfile, ZUpdateProfileRequest } from "@reelforge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { z } from "zod";
import { ApiError, api, errorText } from "../../lib/api-client";
import { fieldErrorsFrom } from "../../lib/field-errors";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { FormField, inputClass } from "../dashboard/form-field";
import { UserAvatar } from "../dashboard/user-avatar";
import { Button } from "../ui/button";
import { PROFILE_KEY } from "./query-keys";

type Input = z.input<typeof ZUpdateProfileRequest>;
type Output = z.output<typeof ZUpdateProfileRequest>;
const FIELDS = ["firstName", "lastName", "userName", "phoneNumber", "bio"] as const;

// "Profile" sub-tab: the details form ("Update Info") and the avatar upload.
export function ProfileForm({ profile }: { profile: TProfile }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName ?? "",
      userName: profile.userName ?? "",
      phoneNumber: profile.phoneNumber ?? "",
      bio: profile.bio ?? "",
    },
  });
  const { errors } = form.formState;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };

  const save = useMutation({
    mutationFn: (values: Output) =>
      api("PATCH /api/user/profile", {
        json: {
          firstName: values.firstName,
          lastName: values.lastName ?? "",
          userName: values.userName ?? "",
          phoneNumber: values.phoneNumber ?? "",
          bio: values.bio ?? "",
        },
      }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await refresh();
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsFrom(error instanceof ApiError ? error.extraDetails : undefined, FIELDS);
      for (const [field, message] of Object.entries(fieldErrors)) {
        form.setError(field as (typeof FIELDS)[number], { message: message as string });
      }
      toast.error(errorText(error));
    },
  });

  const avatar = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("avatar", file);
      return api("POST /api/user/avatar", { form });
    },
    onSuccess: async ({ message }) => {
      toast.success(message);
      await refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });

  return (
    <div>
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar
          name={[profile.firstName, profile.lastName].filter(Boolean).join(" ")}
          avatar={profile.avatar}
          size="lg"
        />
        <div>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label="Upload avatar"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) avatar.mutate(file);
              event.target.value = "";
            }}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={avatar.isPending}
            className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {avatar.isPending ? "Uploading…" : "Change avatar"}
          </button>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">PNG, JPEG or WebP, up to 768 KB.</p>
        </div>
      </div>

      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <FormField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
        <FormField
          label="User name"
          autoComplete="username"
          error={errors.userName?.message}
          {...form.register("userName")}
        />
        <FormField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...form.register("phoneNumber")}
        />
        <div className="sm:col-span-2">
          <label
            htmlFor="profile-bio"
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Bio
          </label>
          <textarea
            id="profile-bio"
            rows={4}
            aria-invalid={errors.bio ? true : undefined}
            className={`${inputClass} border-slate-300 focus:border-brand-500 focus:ring-brand-500/15 dark:border-slate-700`}
            {...form.register("bio")}
          />
          {errors.bio && (
            <p className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">{errors.bio.message}</p>
          )}
        </div>
        <div className="sm:col-span-2 sm:max-w-xs">
          <Button type="submit" variant="strong" size="block" pending={save.isPending} pendingLabel="Saving">
            Update Info
          </Button>
        </div>
      </form>
    </div>
  );
}
