import type { TContactRequest } from "@reelforge/contract/contact";
import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { ApiError, api } from "../../lib/api-client";
import { wantToasts } from "../../lib/toast-container";
import { Button } from "../ui/button";

// Contact form (SPEC 3): name, email, subject, message (5 rows). It posts to /api/contact and
// reports success and failure as toasts; field errors are shown beside their fields as well.
const input =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400";

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

  const fieldError = (name: keyof TContactRequest) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {errors[name]?.message}
      </p>
    ) : null;
  const describedBy = (name: keyof TContactRequest) => (errors[name] ? `contact-${name}-error` : undefined);

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor="contact-name" className="sr-only">
          Your Name
        </label>
        <input
          id="contact-name"
          autoComplete="name"
          placeholder="Your Name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy("name")}
          className={input}
          {...register("name")}
        />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor="contact-email" className="sr-only">
          Your Email
        </label>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          placeholder="Your Email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy("email")}
          className={input}
          {...register("email")}
        />
        {fieldError("email")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-subject" className="sr-only">
          Subject
        </label>
        <input
          id="contact-subject"
          placeholder="Subject"
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describedBy("subject")}
          className={input}
          {...register("subject")}
        />
        {fieldError("subject")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="sr-only">
          Your Message
        </label>
        <textarea
          id="contact-message"
          rows={5}
          placeholder="Your Message"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("message")}
          className={input}
          {...register("message")}
        />
        {fieldError("message")}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Contact Form"}
        </Button>
      </div>
    </form>
  );
}
