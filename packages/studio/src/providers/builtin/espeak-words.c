/* Speech with word timings from libespeak-ng (the espeak-ng command line reports no timings).
 * Usage: espeak-words OUT.wav   with runs on stdin: VOICE\0RATE\0PITCH\0TEXT\0 repeated (UTF-8)
 * Each run is spoken by its own voice (a sentence can mix languages: an Arabic name inside English is
 * read by the Arabic voice). The runs' audio is joined with the silence between them shortened (a run
 * that ends a sentence keeps its pause), leading and trailing silence are trimmed, and the result is a
 * mono 16-bit WAV. Prints JSON to stdout:
 *   {"sampleRate":22050,"samples":N,"words":[[run,textPos,length,startMs,endMs],...]}
 * run is the 0-based run index; textPos is espeak's 1-based character position in that run's text;
 * times are relative to the joined audio; endMs is where the voice falls silent before the next event
 * (or the end). Zero-length events are kept: most are punctuation, which espeak-tts.ts skips, but a word
 * after a curly quote also has length 0.
 * Compiled once by espeak-tts.ts: gcc -O2 espeak-words.c -lespeak-ng */
#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static short *pcm; static size_t n, cap;
static long (*ev)[4]; static size_t nev, evcap; /* run, textPos, length, sample (absolute, in pcm) */
static size_t run_base; static int run_index, srate;

static int on_synth(short *wav, int count, espeak_EVENT *e) {
  if (wav && count > 0) {
    if (n + count > cap) { cap = (n + count) * 2; pcm = realloc(pcm, cap * sizeof *pcm); if (!pcm) exit(3); }
    memcpy(pcm + n, wav, count * sizeof *pcm); n += count;
  }
  for (; e && e->type != espeakEVENT_LIST_TERMINATED; e++) {
    if (e->type != espeakEVENT_WORD) continue;
    if (nev == evcap) { evcap = evcap ? evcap * 2 : 256; ev = realloc(ev, evcap * sizeof *ev); if (!ev) exit(3); }
    ev[nev][0] = run_index; ev[nev][1] = e->text_position; ev[nev][2] = e->length;
    ev[nev][3] = (long)run_base + (long)((double)e->audio_position * srate / 1000.0); nev++;
  }
  return 0;
}

static void le(FILE *f, unsigned v, int bytes) { for (int i = 0; i < bytes; i++) fputc((v >> (8 * i)) & 255, f); }
static int loud(const short *p, size_t i) { return abs(p[i]) > 300; } /* about -40 dBFS */

/* Whether text[0..k) ends with sentence punctuation: . ! ? ; : and 。！？ ؟ । (UTF-8). */
static int ends_sentence(const char *text, size_t k) {
  static const char *marks[] = {"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F", "\xD8\x9F", "\xE0\xA5\xA4", NULL};
  if (k > 0 && strchr(".!?;:", text[k - 1]) != NULL) return 1;
  for (int i = 0; marks[i]; i++) {
    size_t l = strlen(marks[i]);
    if (k >= l && memcmp(text + k - l, marks[i], l) == 0) return 1;
  }
  return 0;
}

static char *field(char **at, char *end) { /* next NUL-terminated field, or NULL at the end */
  if (*at >= end) return NULL;
  char *f = *at; size_t l = strnlen(f, (size_t)(end - f)); *at = f + l + 1; return f;
}

int main(int argc, char **argv) {
  if (argc != 2) { fprintf(stderr, "usage: espeak-words OUT.wav < runs\n"); return 2; }
  size_t tl = 0, tc = 1 << 16; char *in = malloc(tc); size_t r;
  while (in && (r = fread(in + tl, 1, tc - tl - 1, stdin)) > 0) { tl += r; if (tl + 1 == tc) in = realloc(in, tc *= 2); }
  if (!in) return 3;
  in[tl] = 0;
  srate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 500, NULL, 0);
  if (srate <= 0) { fprintf(stderr, "espeak-ng failed to initialise\n"); return 4; }
  espeak_SetSynthCallback(on_synth);
  /* Where each run's audio starts and ends in pcm, and whether it ends a sentence. */
  size_t runs_cap = 16, nruns = 0; size_t (*span)[3] = malloc(runs_cap * sizeof *span);
  char *at = in, *end = in + tl;
  for (;;) {
    char *voice = field(&at, end), *rate = field(&at, end), *pitch = field(&at, end), *text = field(&at, end);
    if (!voice || !rate || !pitch || !text) break;
    espeak_VOICE sel = {0}; sel.languages = voice; /* like the CLI: a name ("en-us") or a language ("en-gb+f3") */
    if (espeak_SetVoiceByName(voice) != EE_OK && espeak_SetVoiceByProperties(&sel) != EE_OK) {
      fprintf(stderr, "unknown espeak-ng voice %s\n", voice); return 5;
    }
    espeak_SetParameter(espeakRATE, atoi(rate), 0);
    espeak_SetParameter(espeakPITCH, atoi(pitch), 0);
    if (nruns == runs_cap) { runs_cap *= 2; span = realloc(span, runs_cap * sizeof *span); if (!span) return 3; }
    run_base = n; run_index = (int)nruns;
    size_t len = strlen(text);
    if (espeak_Synth(text, len + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL) != EE_OK) return 6;
    espeak_Synchronize();
    /* A run ending in sentence punctuation keeps its pause; others join the next run closely. */
    size_t k = len; while (k > 0 && (text[k - 1] == ' ' || text[k - 1] == '\n' || text[k - 1] == '\t')) k--;
    int sentence = ends_sentence(text, k);
    span[nruns][0] = run_base; span[nruns][1] = n; span[nruns][2] = (size_t)sentence; nruns++;
  }
  if (nruns == 0) { fprintf(stderr, "no text\n"); return 2; }
  /* Join: trim each run's leading and trailing silence to `pad` (a sentence end keeps up to `pause`). */
  size_t pad = srate / 20, pause = srate * 3 / 10; /* 50 ms, 300 ms */
  short *outp = malloc((n + 1) * sizeof *outp); size_t on = 0;
  long *shift = malloc(nruns * sizeof *shift); /* out position = in position + shift[run] */
  size_t *lo = malloc(nruns * sizeof *lo), *hi = malloc(nruns * sizeof *hi);
  if (!outp || !shift || !lo || !hi) return 3;
  for (size_t i = 0; i < nruns; i++) {
    size_t a = span[i][0], b = span[i][1];
    while (a < b && !loud(pcm, a)) a++;
    while (b > a && !loud(pcm, b - 1)) b--;
    size_t keep_after = i + 1 == nruns ? pad : span[i][2] ? pause : pad;
    a = a >= span[i][0] + pad ? a - pad : span[i][0];
    b = b + keep_after <= span[i][1] ? b + keep_after : span[i][1];
    if (b < a) b = a;
    memcpy(outp + on, pcm + a, (b - a) * sizeof *outp);
    shift[i] = (long)on - (long)a; lo[i] = on; hi[i] = on + (b - a); on += b - a;
  }
  FILE *f = fopen(argv[1], "wb");
  if (!f) { fprintf(stderr, "cannot write %s\n", argv[1]); return 7; }
  unsigned bytes = (unsigned)(on * 2);
  fwrite("RIFF", 1, 4, f); le(f, 36 + bytes, 4); fwrite("WAVEfmt ", 1, 8, f); le(f, 16, 4); le(f, 1, 2); le(f, 1, 2);
  le(f, srate, 4); le(f, srate * 2, 4); le(f, 2, 2); le(f, 16, 2); fwrite("data", 1, 4, f); le(f, bytes, 4);
  fwrite(outp, 2, on, f);
  if (fclose(f) != 0) return 7;
  /* Event positions in the joined audio, clamped to their run's kept part. */
  long *pos = malloc((nev + 1) * sizeof *pos);
  if (!pos) return 3;
  for (size_t i = 0; i < nev; i++) {
    size_t ri = (size_t)ev[i][0]; long p = ev[i][3] + shift[ri];
    if (p < (long)lo[ri]) p = (long)lo[ri];
    if (p > (long)hi[ri]) p = (long)hi[ri];
    if (i > 0 && p < pos[i - 1]) p = pos[i - 1];
    pos[i] = p;
  }
  double ms = 1000.0 / srate;
  printf("{\"sampleRate\":%d,\"samples\":%zu,\"words\":[", srate, on);
  for (size_t i = 0; i < nev; i++) {
    size_t ri = (size_t)ev[i][0];
    size_t next = i + 1 < nev ? (size_t)pos[i + 1] : on; /* end: last loud sample before the next word */
    if (next > hi[ri]) next = hi[ri];                    /* ...and within this word's run */
    size_t start = (size_t)pos[i], stop = next;
    while (stop > start + 1 && !loud(outp, stop - 1)) stop--;
    double s = start * ms, t = stop * ms + 20;
    if (i + 1 < nev && t > pos[i + 1] * ms) t = pos[i + 1] * ms; /* never overlap the next word */
    if (t > on * ms) t = on * ms;
    if (t < s) t = s;
    printf("%s[%ld,%ld,%ld,%.1f,%.1f]", i ? "," : "", ev[i][0], ev[i][1], ev[i][2], s, t);
  }
  printf("]}\n");
  return 0;
}
