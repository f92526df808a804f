// Mel-frequency cepstral coefficients of mono PCM, the features the forced aligner compares (as aeneas
// does): pre-emphasis, Hamming windows, power spectrum by FFT, a mel filter bank, log, DCT-II; the
// first coefficient (loudness) is dropped and each coefficient's mean removed so two voices at
// different levels and timbres compare by what they say. Pure functions.

export interface MfccOptions {
  sampleRate: number;
  /** Window and hop in seconds. */
  window: number;
  hop: number;
  filters: number;
  coefficients: number;
}

export const MFCC_DEFAULTS: MfccOptions = {
  sampleRate: 16_000,
  window: 0.025,
  hop: 0.01,
  filters: 40,
  coefficients: 13,
};

/** In-place iterative radix-2 FFT of (re, im), length a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** Triangular mel filters over the FFT bins [0, size/2], from 60 Hz to 7.6 kHz (speech band). */
function melFilters(size: number, o: MfccOptions): Float64Array[] {
  const low = mel(60);
  const high = mel(Math.min(7600, o.sampleRate / 2));
  const points = Array.from({ length: o.filters + 2 }, (_, i) =>
    Math.floor(((size + 1) * hzOf(low + ((high - low) * i) / (o.filters + 1))) / o.sampleRate),
  );
  return Array.from({ length: o.filters }, (_, f) => {
    const bank = new Float64Array(size / 2 + 1);
    const [a, b, c] = [points[f]!, points[f + 1]!, points[f + 2]!];
    for (let k = a; k < b; k++) bank[k] = (k - a) / Math.max(1, b - a);
    for (let k = b; k <= c && k <= size / 2; k++) bank[k] = (c - k) / Math.max(1, c - b);
    return bank;
  });
}

export interface Features {
  /** frames x (coefficients - 1), row-major. */
  data: Float32Array;
  frames: number;
  dims: number;
  /** Log energy of each frame (for telling speech from silence). */
  energy: Float32Array;
  hop: number;
}

export function mfcc(samples: Float32Array, opts: Partial<MfccOptions> = {}): Features {
  const o = { ...MFCC_DEFAULTS, ...opts };
  const win = Math.round(o.window * o.sampleRate);
  const hop = Math.round(o.hop * o.sampleRate);
  let size = 1;
  while (size < win) size <<= 1;
  const frames = Math.max(0, Math.floor((samples.length - win) / hop) + 1);
  const banks = melFilters(size, o);
  const hamming = Float64Array.from(
    { length: win },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (win - 1)),
  );
  const dims = o.coefficients - 1;
  const data = new Float32Array(frames * dims);
  const energy = new Float32Array(frames);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const logMel = new Float64Array(o.filters);
  for (let f = 0; f < frames; f++) {
    re.fill(0);
    im.fill(0);
    const at = f * hop;
    let e = 0;
    for (let i = 0; i < win; i++) {
      const x = samples[at + i]! - 0.97 * (at + i > 0 ? samples[at + i - 1]! : 0);
      re[i] = x * hamming[i]!;
      e += samples[at + i]! * samples[at + i]!;
    }
    energy[f] = Math.log(e / win + 1e-10);
    fft(re, im);
    for (let m = 0; m < o.filters; m++) {
      const bank = banks[m]!;
      let sum = 0;
      for (let k = 0; k <= size / 2; k++) if (bank[k]) sum += bank[k]! * (re[k]! * re[k]! + im[k]! * im[k]!);
      logMel[m] = Math.log(sum + 1e-10);
    }
    // DCT-II, coefficients 1..n-1 (c0 is loudness).
    for (let c = 1; c < o.coefficients; c++) {
      let sum = 0;
      for (let m = 0; m < o.filters; m++) sum += logMel[m]! * Math.cos((Math.PI * c * (m + 0.5)) / o.filters);
      data[f * dims + c - 1] = sum;
    }
  }
  // Cepstral mean normalisation.
  for (let d = 0; d < dims; d++) {
    let mean = 0;
    for (let f = 0; f < frames; f++) mean += data[f * dims + d]!;
    mean /= Math.max(1, frames);
    for (let f = 0; f < frames; f++) data[f * dims + d] = data[f * dims + d]! - mean;
  }
  return { data, frames, dims, energy, hop: o.hop };
}
