// One-time assets of a machine, made before the render benchmark measures anything (run as a child
// process by run.ts): the compiled espeak-ng word-timing helper and the libass cache-limit library
// (decision 23), each compiled once per cache directory by gcc. (The music bed is composed for each
// video, so it is part of what the full render measures.)
import { espeakWordsBinary } from "../../packages/studio/src/providers/builtin/espeak-tts.ts";
import { assCacheLimitLibrary } from "../../packages/studio/src/render/captions/ass-cache-limit.ts";

const cacheDir = process.argv[2];
if (!cacheDir) throw new Error("usage: setup.ts CACHE_DIR");
await espeakWordsBinary(cacheDir);
await assCacheLimitLibrary(cacheDir);
