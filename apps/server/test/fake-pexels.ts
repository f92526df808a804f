import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A local server answering like Pexels (its API and its CDN) with a few photos and no videos, for the
// tests of the editor's stock pictures (the API's and the browser's): searches list every photo, one
// is fetched by its id, the files and thumbnails need no key, the API needs `key` in Authorization.

export type FakePexelsPhoto = { id: number; alt: string; jpeg: Buffer };

export type FakePexels = {
  /** Origin such as http://127.0.0.1:41234: the server's PEXELS_BASE_URL. */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
};

export async function startFakePexels(key: string, photos: FakePexelsPhoto[]): Promise<FakePexels> {
  let origin = "";
  const requests: string[] = [];
  const photo = ({ id, alt }: FakePexelsPhoto) => ({
    id,
    width: 270,
    height: 480,
    url: `https://www.pexels.com/photo/item-${id}/`,
    photographer: `Photographer ${id}`,
    photographer_url: `https://www.pexels.com/@p${id}`,
    avg_color: "#000000",
    alt,
    src: {
      original: `${origin}/files/${id}.jpg`,
      medium: `${origin}/thumbs/${id}.jpg`,
      small: `${origin}/thumbs/${id}.jpg`,
    },
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url.pathname);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    // The media (Pexels' CDN) needs no key; the API does.
    const file = /^\/(files|thumbs)\/(\d+)\.jpg$/.exec(url.pathname);
    const media = file && photos.find((p) => String(p.id) === file[2]);
    if (media) {
      res.writeHead(200, { "content-type": "image/jpeg" });
      return res.end(media.jpeg);
    }
    if (req.headers.authorization !== key) return json(401, { error: "Unauthorized" });
    if (url.pathname === "/v1/search") return json(200, { page: 1, per_page: 15, photos: photos.map(photo) });
    if (url.pathname === "/videos/search") return json(200, { page: 1, per_page: 15, videos: [] });
    const one = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
    const found = one && photos.find((p) => String(p.id) === one[1]);
    if (found) return json(200, photo(found));
    return json(404, { error: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
