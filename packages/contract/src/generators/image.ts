import { z } from "zod";
import { defineGenerator, titleFrom } from "./define.ts";
import { prompt } from "./fields.ts";

export const ZImageInput = z.object({ prompt: prompt("prompt") }).meta({ id: "ImageInput" });
export type TImageInput = z.infer<typeof ZImageInput>;

export const imageGenerator = defineGenerator({
  kind: "image",
  input: ZImageInput,
  feature: "images",
  units: () => 1,
  title: (input) => titleFrom(input.prompt),
  label: "Image generator",
  noun: "Image",
  icon: "image",
  page: "/dashboard/image-generator",
});
