import type { MediaOrder, UserMedia } from "@reelforge/studio";
import type { GeneratorRun, RunBrand } from "./types.ts";

// A video's own media for the studio: the uploads named by `media` and `musicUpload`, copied into the
// job's folder (their ids were checked to be the owner's when the generation was asked for).

export type MediaInput = {
  media?: string[];
  mediaOrder?: MediaOrder;
  musicUpload?: string;
  clipSound?: "mix" | "mute";
  brand?: boolean;
};

export async function userMediaOf(
  input: MediaInput,
  run: Pick<GeneratorRun, "upload" | "brand">,
): Promise<{ media?: UserMedia[]; mediaOrder?: MediaOrder; music?: string; brand?: RunBrand }> {
  const media: UserMedia[] = [];
  for (const id of input.media ?? []) {
    const file = await run.upload(id);
    if (file.kind === "audio") continue;
    media.push({
      path: file.path,
      kind: file.kind,
      name: file.name,
      sound: file.kind === "video" && input.clipSound !== "mute",
    });
  }
  const music = input.musicUpload ? (await run.upload(input.musicUpload)).path : undefined;
  // The brand kit, unless this video is asked without it.
  const brand = input.brand === false ? null : await run.brand();
  return {
    ...(brand ? { brand } : {}),
    ...(media.length ? { media, mediaOrder: input.mediaOrder ?? "in-order" } : {}),
    ...(music ? { music } : {}),
  };
}

/** The studio options the brand kit sets: logo, design colours, the spoken word's colour. */
export function brandOptions(brand: RunBrand | undefined): {
  logo?: string;
  brandColors?: string[];
  captionColor?: string;
} {
  if (!brand) return {};
  return {
    ...(brand.logo ? { logo: brand.logo } : {}),
    ...(brand.colors.length ? { brandColors: brand.colors, captionColor: brand.colors[0] } : {}),
  };
}
