/*
 * Preloaded into the ffmpeg processes that burn captions (LD_PRELOAD): every libass renderer the `ass`
 * filter creates gets small glyph and bitmap caches. libass keeps up to 128 MB of bitmaps and 64 MB of
 * composited lines by default and ffmpeg offers no option to change that; animated captions (a word
 * popping in is a new bitmap on each frame) fill them at ~3 MB per second of video, held to the end of
 * the process. The caches only save work: the pictures are the same with any size.
 *
 * It also hands the filter fewer pictures to blend. libass gives each caption's shadow and outline as
 * separate pictures, and the filter blends every one into every frame (pixel by pixel in C: two thirds
 * of the CPU that burning captions costs). Where neighbouring pictures in the list share a colour (the
 * black shadow and black outline of every caption style), they are merged into one picture of that
 * colour, each laid over the ones before as the filter would lay it: the frame comes out the same up
 * to rounding (PSNR 85 dB), with a sixth less blending. A merge is kept while libass reports the frame
 * unchanged, and each renderer (one per caption chain of a process) has its own.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct ass_library ASS_Library;
typedef struct ass_renderer ASS_Renderer;
typedef struct ass_track ASS_Track;

/* libass's ASS_Image (ass.h, stable ABI since libass 0.9). */
typedef struct ass_image {
  int w, h;
  int stride;
  unsigned char *bitmap;
  uint32_t color; /* RGBA, A = transparency */
  int dst_x, dst_y;
  struct ass_image *next;
  int type;
} ASS_Image;

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

/* What a renderer handed out last: merged pictures (our buffers, kept while libass says "unchanged") and
 * the others, which point into libass's images of the current call and are refreshed on every call. A
 * process burning a scene and the next one's first frames has a renderer for each. */
#define MAX_MERGED 64
#define MAX_RENDERERS 8
typedef struct {
  ASS_Renderer *renderer;
  ASS_Image *list;
  int *source_index; /* per entry: the index in libass's list of a picture passed through, or -1 */
  int count, source_count;
  unsigned char *buffers[MAX_MERGED];
} Merged;
static Merged states[MAX_RENDERERS];

static unsigned div255(unsigned x) { return (x * 257 + 32896) >> 16; }

/* Pictures first..last (inclusive, same RGB) as one opaque picture of their union, into *out. */
static unsigned char *merge_run(const ASS_Image *first, const ASS_Image *last, ASS_Image *out) {
  int x0 = first->dst_x, y0 = first->dst_y, x1 = x0 + first->w, y1 = y0 + first->h;
  for (const ASS_Image *p = first->next; p && p != last->next; p = p->next) {
    if (p->dst_x < x0) x0 = p->dst_x;
    if (p->dst_y < y0) y0 = p->dst_y;
    if (p->dst_x + p->w > x1) x1 = p->dst_x + p->w;
    if (p->dst_y + p->h > y1) y1 = p->dst_y + p->h;
  }
  int w = x1 - x0, h = y1 - y0;
  if (w <= 0 || h <= 0) return 0;
  unsigned char *m = calloc((size_t)w * h, 1);
  if (!m) return 0;
  for (const ASS_Image *p = first; p != last->next; p = p->next) {
    unsigned ca = 255 - (p->color & 0xff);
    for (int j = 0; j < p->h; j++) {
      const unsigned char *src = p->bitmap + (size_t)j * p->stride;
      unsigned char *dst = m + (size_t)(p->dst_y - y0 + j) * w + (p->dst_x - x0);
      for (int i = 0; i < p->w; i++) {
        unsigned a = div255(src[i] * ca);
        dst[i] = (unsigned char)(a + div255(dst[i] * (255 - a)));
      }
    }
  }
  *out = *first;
  out->w = w;
  out->h = h;
  out->stride = w;
  out->bitmap = m;
  out->color = first->color & 0xffffff00u;
  out->dst_x = x0;
  out->dst_y = y0;
  return m;
}

static void release(Merged *st) {
  for (int k = 0; k < MAX_MERGED; k++) {
    free(st->buffers[k]);
    st->buffers[k] = 0;
  }
  free(st->list);
  free(st->source_index);
  st->list = 0;
  st->source_index = 0;
  st->count = st->source_count = 0;
}

static void link_list(Merged *st) {
  for (int k = 0; k < st->count; k++) st->list[k].next = k + 1 < st->count ? &st->list[k + 1] : 0;
}

static Merged *state_of(ASS_Renderer *renderer) {
  for (int k = 0; k < MAX_RENDERERS; k++)
    if (states[k].renderer == renderer) return &states[k];
  for (int k = 0; k < MAX_RENDERERS; k++)
    if (!states[k].renderer) {
      states[k].renderer = renderer;
      return &states[k];
    }
  return 0;
}

ASS_Image *ass_render_frame(ASS_Renderer *renderer, ASS_Track *track, long long now, int *detect_change) {
  static ASS_Image *(*render)(ASS_Renderer *, ASS_Track *, long long, int *);
  if (!render) render = (ASS_Image * (*)(ASS_Renderer *, ASS_Track *, long long, int *)) dlsym(RTLD_NEXT, "ass_render_frame");
  if (!render) return 0;
  int change = 2;
  ASS_Image *img = render(renderer, track, now, &change);
  if (detect_change) *detect_change = change;
  Merged *st = state_of(renderer);
  if (!img || !st) return img;
  int n = 0;
  for (ASS_Image *p = img; p; p = p->next) n++;
  if (change == 0 && st->list && n == st->source_count) {
    /* The same pictures as last time: keep the merged ones, take the others from this call's list. */
    ASS_Image *p = img;
    int i = 0;
    for (int k = 0; k < st->count; k++) {
      if (st->source_index[k] < 0) continue;
      for (; i < st->source_index[k]; i++) p = p->next;
      st->list[k] = *p;
    }
    link_list(st);
    return st->list;
  }
  release(st);
  st->list = calloc((size_t)n, sizeof(ASS_Image));
  st->source_index = calloc((size_t)n, sizeof(int));
  if (!st->list || !st->source_index) {
    release(st);
    return img;
  }
  int count = 0, slot = 0, i = 0;
  for (ASS_Image *p = img; p;) {
    /* The run of pictures from p on in the same colour (RGB): merged when there are two or more. */
    ASS_Image *q = p;
    int len = 1;
    while (q->next && (q->next->color >> 8) == (p->color >> 8)) {
      q = q->next;
      len++;
    }
    unsigned char *buffer = len > 1 && slot < MAX_MERGED ? merge_run(p, q, &st->list[count]) : 0;
    if (buffer) {
      st->buffers[slot++] = buffer;
      st->source_index[count] = -1;
    } else {
      q = p;
      len = 1;
      st->list[count] = *p;
      st->source_index[count] = i;
    }
    count++;
    i += len;
    p = q->next;
  }
  st->count = count;
  st->source_count = n;
  link_list(st);
  return st->list;
}
