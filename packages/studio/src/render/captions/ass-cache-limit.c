/*
 * Preloaded into the ffmpeg processes that burn captions (LD_PRELOAD): every libass renderer the `ass`
 * filter creates gets small glyph and bitmap caches. libass keeps up to 128 MB of bitmaps and 64 MB of
 * composited lines by default and ffmpeg offers no option to change that; animated captions (a word
 * popping in is a new bitmap on each frame) fill them at ~3 MB per second of video, held to the end of
 * the process. The caches only save work: the pictures are the same with any size.
 */
#define _GNU_SOURCE
#include <dlfcn.h>

typedef struct ass_library ASS_Library;
typedef struct ass_renderer ASS_Renderer;

/* Bitmap cache in MB (libass gives composited lines half of it). */
#define BITMAP_CACHE_MB 8

ASS_Renderer *ass_renderer_init(ASS_Library *library) {
  ASS_Renderer *(*init)(ASS_Library *) = (ASS_Renderer * (*)(ASS_Library *)) dlsym(RTLD_NEXT, "ass_renderer_init");
  void (*limits)(ASS_Renderer *, int, int) =
      (void (*)(ASS_Renderer *, int, int))dlsym(RTLD_NEXT, "ass_set_cache_limits");
  if (!init) return 0;
  ASS_Renderer *renderer = init(library);
  if (renderer && limits) limits(renderer, 0, BITMAP_CACHE_MB);
  return renderer;
}
