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
import { UserAvatar } from "../dashboard/user-avatar";
import { Button } from "../ui/button";
import { Input, Textarea } from "../ui/field";
import { PROFILE_KEY } from "./query-keys";

type FormInput = z.input<typeof ZUpdateProfileRequest>;
type Output = z.output<typeof ZUpdateProfileRequest>;
const FIELDS = ["firstName", "lastName", "userName", "phoneNumber", "bio"] as const;

// "Profile" sub-tab: the details form ("Update Info") and the avatar upload.
export function ProfileForm({ profile }: { profile: TProfile }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<FormInput, unknown, Output>({
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
          <Button
            variant="outline"
            size="box"
            onClick={() => fileInput.current?.click()}
            pending={avatar.isPending}
            pendingLabel="Uploading…"
          >
            Change avatar
          </Button>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">PNG, JPEG or WebP, up to 768 KB.</p>
        </div>
      </div>

      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Input
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
        <Input
          label="User name"
          autoComplete="username"
          error={errors.userName?.message}
          {...form.register("userName")}
        />
        <Input
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...form.register("phoneNumber")}
        />
        <Textarea
          id="profile-bio"
          label="Bio"
          rows={4}
          className="sm:col-span-2"
          error={errors.bio?.message}
          {...form.register("bio")}
        />
        <div className="sm:col-span-2 sm:max-w-xs">
          <Button type="submit" variant="strong" size="block" pending={save.isPending} pendingLabel="Saving">
            Update Info
          </Button>
        </div>
      </form>
    </div>
  );
}
