/* Speech with word timings from libespeak-ng (the espeak-ng command line reports no timings).
 * Usage: espeak-words VOICE RATE PITCH OUT.wav   (UTF-8 text on stdin)
 * Writes a mono 16-bit WAV with leading and trailing silence trimmed, and prints JSON to stdout:
 *   {"sampleRate":22050,"samples":N,"words":[[textPos,length,startMs,endMs],...]}
 * textPos is espeak's 1-based character position; times are relative to the trimmed audio; endMs is
 * where the voice falls silent before the next event (or the end). Zero-length events are kept: most
 * are punctuation, which espeak-tts.ts skips, but a word after a curly quote also has length 0.
 * Compiled once by espeak-tts.ts: gcc -O2 espeak-words.c -lespeak-ng */
#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static short *pcm; static size_t n, cap;
static int (*ev)[3]; static size_t nev, evcap; /* textPos, length, ms */

static int on_synth(short *wav, int count, espeak_EVENT *e) {
  if (wav && count > 0) {
    if (n + count > cap) { cap = (n + count) * 2; pcm = realloc(pcm, cap * sizeof *pcm); if (!pcm) exit(3); }
    memcpy(pcm + n, wav, count * sizeof *pcm); n += count;
  }
  for (; e && e->type != espeakEVENT_LIST_TERMINATED; e++) {
    if (e->type != espeakEVENT_WORD) continue;
    if (nev == evcap) { evcap = evcap ? evcap * 2 : 256; ev = realloc(ev, evcap * sizeof *ev); if (!ev) exit(3); }
    ev[nev][0] = e->text_position; ev[nev][1] = e->length; ev[nev][2] = e->audio_position; nev++;
  }
  return 0;
}

static void le(FILE *f, unsigned v, int bytes) { for (int i = 0; i < bytes; i++) fputc((v >> (8 * i)) & 255, f); }
static int loud(size_t i) { return abs(pcm[i]) > 300; } /* about -40 dBFS */

int main(int argc, char **argv) {
  if (argc != 5) { fprintf(stderr, "usage: espeak-words VOICE RATE PITCH OUT.wav < text\n"); return 2; }
  size_t tl = 0, tc = 1 << 16; char *text = malloc(tc); size_t r;
  while (text && (r = fread(text + tl, 1, tc - tl - 1, stdin)) > 0) { tl += r; if (tl + 1 == tc) text = realloc(text, tc *= 2); }
  if (!text) return 3;
  text[tl] = 0;
  int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 500, NULL, 0);
  if (rate <= 0) { fprintf(stderr, "espeak-ng failed to initialise\n"); return 4; }
  espeak_VOICE sel = {0}; sel.languages = argv[1]; /* like the CLI: a name ("en-us") or a language ("en-gb+f3") */
  if (espeak_SetVoiceByName(argv[1]) != EE_OK && espeak_SetVoiceByProperties(&sel) != EE_OK) {
    fprintf(stderr, "unknown espeak-ng voice %s\n", argv[1]); return 5;
  }
  espeak_SetParameter(espeakRATE, atoi(argv[2]), 0);
  espeak_SetParameter(espeakPITCH, atoi(argv[3]), 0);
  espeak_SetSynthCallback(on_synth);
  if (espeak_Synth(text, tl + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL) != EE_OK) return 6;
  espeak_Synchronize();
  size_t a = 0, b = n, pad = rate / 20; /* keep 50 ms of room either side */
  while (a < n && !loud(a)) a++;
  while (b > a && !loud(b - 1)) b--;
  a = a > pad ? a - pad : 0; b = b + pad < n ? b + pad : n;
  FILE *f = fopen(argv[4], "wb");
  if (!f) { fprintf(stderr, "cannot write %s\n", argv[4]); return 7; }
  unsigned bytes = (unsigned)((b - a) * 2);
  fwrite("RIFF", 1, 4, f); le(f, 36 + bytes, 4); fwrite("WAVEfmt ", 1, 8, f); le(f, 16, 4); le(f, 1, 2); le(f, 1, 2);
  le(f, rate, 4); le(f, rate * 2, 4); le(f, 2, 2); le(f, 16, 2); fwrite("data", 1, 4, f); le(f, bytes, 4);
  fwrite(pcm + a, 2, b - a, f);
  if (fclose(f) != 0) return 7;
  double ms = 1000.0 / rate, off = a * ms, total = (b - a) * ms;
  printf("{\"sampleRate\":%d,\"samples\":%zu,\"words\":[", rate, b - a);
  for (size_t i = 0; i < nev; i++) {
    size_t next = i + 1 < nev ? (size_t)(ev[i + 1][2] / ms) : b; /* end: last loud sample before the next word */
    if (next > b) next = b;
    size_t start = (size_t)(ev[i][2] / ms), end = next;
    while (end > start + 1 && !loud(end - 1)) end--;
    double s = ev[i][2] - off, t = end * ms - off + 20;
    if (s < 0) s = 0;
    if (i + 1 < nev && t > ev[i + 1][2] - off) t = ev[i + 1][2] - off; /* never overlap the next word */
    if (t > total) t = total;
    if (t < s) t = s;
    printf("%s[%d,%d,%.1f,%.1f]", i ? "," : "", ev[i][0], ev[i][1], s, t);
  }
  printf("]}\n");
  return 0;
}
