import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A generator form's resolver: the page's own checks first (in its words: what is chosen in a picker
 * is not typed, so "Choose or upload your video" says more than the schema's "must be the id of one of
 * your uploads"), then the contract's input schema on the request the form's values make. The
 * request's fields keep the form's names, so each of the schema's errors shows beside its field.
 */
export function pageResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toRequest: (values: V) => z.input<S>,
  check: (values: V) => FieldErrors<V> = () => ({}),
): Resolver<V, unknown, z.output<S>> {
  // biome-ignore lint/suspicious/noExplicitAny: the schema's resolver reads the request, not the form
  const bySchema = zodResolver(schema as any) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const errors = check(values);
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // biome-ignore lint/suspicious/noExplicitAny: the options name the form's fields, as the request's
    const checked = await bySchema(toRequest(values) as FieldValues, context, options as any);
    return checked as Awaited<ReturnType<Resolver<V, unknown, z.output<S>>>>;
  };
}
