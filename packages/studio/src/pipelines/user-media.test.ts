import { describe, expect, it } from "vitest";
import { assignMedia, withUserMedia } from "./user-media.ts";

const photo = (name: string) => ({ path: `/w/${name}`, kind: "image" as const, name });
const scenes = [
  "Every morning we open the shop at seven.",
  "Our chocolate cakes sell out before noon.",
  "Fresh croissants come out of the oven at eight.",
  "Come and see us soon.",
];

describe("the user's media in a video's scenes", () => {
  it("in order: scene by scene, each upload once, the rest of the scenes left to other sources", () => {
    const media = [photo("IMG_0001.jpg"), photo("IMG_0002.jpg")];
    expect(assignMedia(scenes, media).map((m) => m?.name)).toEqual([
      "IMG_0001.jpg",
      "IMG_0002.jpg",
      undefined,
      undefined,
    ]);
    expect(assignMedia(scenes.slice(0, 1), media).map((m) => m?.name)).toEqual(["IMG_0001.jpg"]);
  });

  it("matched: each upload goes to the scene that names what its file name names, the rest in order", () => {
    const media = [photo("croissant-tray.jpg"), photo("IMG_2041.jpg"), photo("Chocolate Cake.png")];
    expect(assignMedia(scenes, media, "match").map((m) => m?.name)).toEqual([
      "IMG_2041.jpg",
      "Chocolate Cake.png",
      "croissant-tray.jpg",
      undefined,
    ]);
  });

  it("makes chosen scenes asset visuals, a clip's sound only when asked", () => {
    const base = scenes.map((narration, i) => ({
      id: `s${i}`,
      narration,
      visual: { kind: "designer" as const, prompt: narration },
    }));
    const out = withUserMedia(base, [
      { path: "/w/a.mp4", kind: "video", name: "a.mp4", sound: true },
      { path: "/w/b.jpg", kind: "image", name: "b.jpg", sound: true },
    ]);
    expect(out.map((s) => s.visual)).toEqual([
      { kind: "asset", path: "/w/a.mp4", media: "video", sound: true },
      { kind: "asset", path: "/w/b.jpg", media: "image" },
      base[2]!.visual,
      base[3]!.visual,
    ]);
    expect(withUserMedia(base, [])).toBe(base);
  });
});
