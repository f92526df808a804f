import { z } from "zod";
import { defineGenerator, titleFrom } from "./define.ts";
import { prompt } from "./fields.ts";

export const ZScriptInput = z
  .object({
    script: prompt("script"),
    // The id of the previous reply in the same conversation (Text to script keeps the exchange).
    follows: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "follows must be the id of an earlier script")
      .optional(),
  })
  .meta({ id: "ScriptInput" });
export type TScriptInput = z.infer<typeof ZScriptInput>;

export const scriptGenerator = defineGenerator({
  kind: "script",
  input: ZScriptInput,
  feature: "scripts",
  units: () => 1,
  title: (input) => titleFrom(input.script),
  label: "Text to script",
  noun: "Script",
  icon: "script",
  page: "/dashboard/text-to-script",
});
