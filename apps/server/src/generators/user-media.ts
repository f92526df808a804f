import type { MediaOrder, UserMedia } from "@reelforge/studio";
import type { GeneratorRun } from "./types.ts";

// A video's own media for the studio: the uploads named by `media` and `musicUpload`, copied into the
// job's folder (their ids were checked to be the owner's when the generation was asked for).

export type MediaInput = {
  media?: string[];
  mediaOrder?: MediaOrder;
  musicUpload?: string;
  clipSound?: "mix" | "mute";
};

export async function userMediaOf(
  input: MediaInput,
  run: Pick<GeneratorRun, "upload">,
): Promise<{ media?: UserMedia[]; mediaOrder?: MediaOrder; music?: string }> {
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
  return {
    ...(media.length ? { media, mediaOrder: input.mediaOrder ?? "in-order" } : {}),
    ...(music ? { music } : {}),
  };
}
