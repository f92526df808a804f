import type { TContactRequest } from "@reelforge/contract/contact";
import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { ApiError, api } from "../../lib/api-client";
import { wantToasts } from "../../lib/toast-container";
import { Button } from "../ui/button";
import { Input, Textarea } from "../ui/field";

// Contact form (SPEC 3): name, email, subject, message (5 rows). It posts to /api/contact and
// reports success and failure as toasts; field errors are shown beside their fields as well.
// The zod schema (with zod itself) and the toast helper load on the first submit, not with the
// page: the prerendered contact page stays light and validation still uses the contract schema.
const contactResolver: Resolver<TContactRequest> = async (values, context, options) => {
  const [{ zodResolver }, { ZContactRequest }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@reelforge/contract/contact"),
  ]);
  return zodResolver(ZContactRequest)(values, context, options);
};

async function notify(kind: "success" | "error", message: string) {
  wantToasts();
  const { toast } = await import("react-toastify");
  toast[kind](message);
}

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TContactRequest>({ resolver: contactResolver });

  // Footer links such as "Request Quote" arrive with ?subject=...
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get("subject");
    if (subject) setValue("subject", subject.slice(0, 200));
  }, [setValue]);

  async function onSubmit(values: TContactRequest) {
    try {
      const { message } = await api("POST /api/contact", { json: values });
      await notify("success", message);
      reset({ name: "", email: "", subject: "", message: "" });
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      await notify(
        "error",
        !failure || failure.status === 0
          ? "Your message could not be sent. Check your connection and try again."
          : failure.code === "HTTP_ERROR"
            ? "Your message could not be sent. Please try again."
            : (failure.extraDetails ?? failure.message),
      );
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
      <Input
        id="contact-name"
        label="Your Name"
        hideLabel
        size="lg"
        autoComplete="name"
        placeholder="Your Name"
        error={errors.name?.message}
        {...register("name")}
      />
      <Input
        id="contact-email"
        label="Your Email"
        hideLabel
        size="lg"
        type="email"
        autoComplete="email"
        placeholder="Your Email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Input
        id="contact-subject"
        label="Subject"
        hideLabel
        size="lg"
        className="sm:col-span-2"
        placeholder="Subject"
        error={errors.subject?.message}
        {...register("subject")}
      />
      <Textarea
        id="contact-message"
        label="Your Message"
        hideLabel
        size="lg"
        className="sm:col-span-2"
        rows={5}
        placeholder="Your Message"
        error={errors.message?.message}
        {...register("message")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Contact Form"}
        </Button>
      </div>
    </form>
  );
}
