// Motifs: the shapes that give a designed background its theme (waves for the sea, rising bars for
// growth, a dot grid for tech...), chosen from the words of the request.
import type { Palette } from "./palette.ts";

// ---------------------------------------------------------------- motifs
export type Motif =
  | "waves"
  | "hills"
  | "growth"
  | "tech"
  | "rings"
  | "confetti"
  | "stars"
  | "bubbles"
  | "stack"
  | "geometric";

const MOTIF_WORDS: [Motif, RegExp][] = [
  [
    "waves",
    /\b(ocean|sea|beach|water|wave|surf|swim|summer|travel|island|boat|river|lake|vacation|holiday)/i,
  ],
  [
    "hills",
    /\b(nature|garden|plant|eco|green|forest|tree|leaf|mountain|hike|outdoor|farm|earth|climate|landscape|spring|autumn|fall)/i,
  ],
  [
    "growth",
    /\b(business|finance|money|invest|growth|grow|sales|marketing|startup|profit|revenue|stock|crypto|economy|career|success|brand|productiv)/i,
  ],
  [
    "tech",
    /\b(tech|ai|artificial|code|coding|data|digital|software|app|computer|robot|cyber|cloud|program|web|internet|gadget|phone|saas)/i,
  ],
  [
    "rings",
    /\b(fitness|health|sport|run|gym|workout|sleep|wellness|yoga|medit|mind|doctor|diet|heart|body|habit)/i,
  ],
  [
    "confetti",
    /\b(party|celebrat|birthday|fun|kid|child|game|festival|wedding|gift|launch|sale|discount|event|music|dance)/i,
  ],
  ["stars", /\b(space|star|night|dream|galaxy|moon|planet|universe|astronom|magic|future|cosmic)/i],
  [
    "bubbles",
    /\b(food|coffee|cook|recipe|kitchen|drink|tea|cafe|restaurant|bake|cake|pizza|breakfast|beauty|skin|soap|clean)/i,
  ],
  [
    "stack",
    /\b(education|learn|book|school|study|course|lesson|teach|read|history|science|tips|guide|how to|tutorial)/i,
  ],
];

/**
 * The motif of the prompt's earliest word that has one (a writer's note lists what a scene shows most
 * telling first: "bread ... website" is a bakery's, not a tech company's); a seeded one when none does.
 */
export function motifFor(prompt: string, r: () => number): Motif {
  let best: { motif: Motif; at: number } | undefined;
  for (const [motif, re] of MOTIF_WORDS) {
    const at = re.exec(prompt)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { motif, at };
  }
  if (best) return best.motif;
  const fallbacks: Motif[] = ["geometric", "waves", "rings", "bubbles", "geometric"];
  return fallbacks[Math.floor(r() * fallbacks.length)]!;
}

export const PREFERRED_PALETTES: Partial<Record<Motif, number[]>> = {
  waves: [1, 5, 7],
  hills: [4, 1, 2],
  growth: [0, 6, 5],
  tech: [0, 6, 8],
  rings: [1, 3, 7],
  confetti: [8, 3, 2],
  stars: [0, 8, 6],
  bubbles: [9, 3, 2],
  stack: [7, 0, 9],
};

export interface Canvas {
  w: number;
  h: number;
  u: number; // one hundredth of the short side
  r: () => number;
  p: Palette;
}

export const f = (n: number) => Math.round(n * 10) / 10;

function wavePath(c: Canvas, baseY: number, amp: number, waves: number, phase: number): string {
  const { w, h } = c;
  const seg = w / (waves * 2);
  let d = `M0 ${f(baseY)}`;
  for (let i = 0; i < waves * 2; i++) {
    const x0 = i * seg;
    const dir = (i + phase) % 2 === 0 ? -1 : 1;
    d += ` C${f(x0 + seg / 3)} ${f(baseY + dir * amp)} ${f(x0 + (2 * seg) / 3)} ${f(baseY + dir * amp)} ${f(x0 + seg)} ${f(baseY)}`;
  }
  return `${d} L${w} ${h} L0 ${h} Z`;
}

export function motifSvg(motif: Motif, c: Canvas): string {
  const { w, h, u, r, p } = c;
  const out: string[] = [];
  switch (motif) {
    case "waves":
    case "hills": {
      const layers = 4;
      if (motif === "hills") {
        out.push(
          `<circle cx="${f(w * (0.25 + r() * 0.5))}" cy="${f(h * 0.52)}" r="${f(u * 14)}" fill="url(#sun)"/>`,
        );
      }
      for (let i = 0; i < layers; i++) {
        const y = h * (0.62 + i * 0.09);
        const amp = u * (motif === "waves" ? 3 + r() * 3 : 6 + r() * 8);
        const n = motif === "waves" ? 2 + Math.floor(r() * 2) : 1 + Math.floor(r() * 2);
        const color = i % 2 === 0 ? p.accent2 : p.accent;
        out.push(
          `<path d="${wavePath(c, y, amp, n, i)}" fill="${i === layers - 1 ? p.bg[0] : color}" fill-opacity="${f(0.25 + i * 0.18)}"/>`,
        );
      }
      break;
    }
    case "growth": {
      const bars = 5;
      const bw = w * 0.09;
      const gap = w * 0.035;
      const x0 = w * 0.5 - (bars * bw + (bars - 1) * gap) / 2;
      const base = h * 0.9;
      const points: string[] = [];
      for (let i = 0; i < bars; i++) {
        // Shorter in square and wide frames, where the title sits closer to the bottom.
        const bh = h * (0.08 + i * 0.055 + r() * 0.025) * (h > w ? 1 : 0.72);
        const x = x0 + i * (bw + gap);
        out.push(
          `<rect x="${f(x + u)}" y="${f(base - bh + u)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u * 1.5)}" fill="#000" fill-opacity="0.18"/>`,
        );
        out.push(
          `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u * 1.5)}" fill="url(#bar)"/>`,
        );
        points.push(`${f(x + bw / 2)},${f(base - bh - u * 5)}`);
      }
      out.push(
        `<polyline points="${points.join(" ")}" fill="none" stroke="${p.accent2}" stroke-width="${f(u * 1.1)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      const last = points.at(-1)!.split(",").map(Number) as [number, number];
      out.push(`<circle cx="${last[0]}" cy="${last[1]}" r="${f(u * 2.2)}" fill="${p.accent2}"/>`);
      break;
    }
    case "tech": {
      out.push(`<rect width="${w}" height="${h}" fill="url(#dots)" opacity="0.35"/>`);
      for (let i = 0; i < 7; i++) {
        let x = f(r() * w);
        let y = f(h * (0.55 + r() * 0.4));
        let d = `M${x} ${y}`;
        for (let s = 0; s < 3; s++) {
          if (s % 2 === 0) x = f(x + (r() - 0.5) * w * 0.5);
          else y = f(y + (r() - 0.5) * h * 0.2);
          d += ` L${x} ${y}`;
        }
        const color = i % 2 ? p.accent : p.accent2;
        out.push(
          `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(u * 0.6)}" stroke-opacity="0.8" stroke-linejoin="round"/>`,
        );
        out.push(
          `<circle cx="${x}" cy="${y}" r="${f(u * 1.3)}" fill="${p.bg[0]}" stroke="${color}" stroke-width="${f(u * 0.6)}"/>`,
        );
      }
      break;
    }
    case "rings": {
      const cx = w * (0.2 + r() * 0.6);
      const cy = h * 0.72;
      for (let i = 0; i < 5; i++) {
        const rad = u * (10 + i * 7);
        const len = 2 * Math.PI * rad;
        const dash = len * (0.35 + r() * 0.5);
        out.push(
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${i % 2 ? p.accent : p.accent2}" stroke-width="${f(u * 2.4)}" stroke-linecap="round" stroke-dasharray="${f(dash)} ${f(len)}" transform="rotate(${Math.round(r() * 360)} ${f(cx)} ${f(cy)})" opacity="${f(0.9 - i * 0.12)}"/>`,
        );
      }
      break;
    }
    case "confetti": {
      const colors = [p.accent, p.accent2, p.bg[2], "#ffffff"];
      for (let i = 0; i < 70; i++) {
        const x = f(r() * w);
        const y = f(r() * h);
        const s = u * (0.8 + r() * 1.6);
        const color = colors[i % colors.length]!;
        out.push(
          i % 3 === 0
            ? `<circle cx="${x}" cy="${y}" r="${f(s * 0.6)}" fill="${color}" opacity="0.85"/>`
            : `<rect x="${x}" y="${y}" width="${f(s * 2)}" height="${f(s * 0.8)}" rx="${f(s * 0.3)}" fill="${color}" opacity="0.85" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`,
        );
      }
      break;
    }
    case "stars": {
      for (let i = 0; i < 90; i++) {
        out.push(
          `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(u * (0.15 + r() * 0.45))}" fill="#ffffff" opacity="${f(0.35 + r() * 0.6)}"/>`,
        );
      }
      const px = w * (0.25 + r() * 0.5);
      const py = h * 0.74;
      const pr = u * 16;
      out.push(`<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="url(#planet)"/>`);
      out.push(
        `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(pr * 1.8)}" ry="${f(pr * 0.45)}" fill="none" stroke="${p.accent}" stroke-width="${f(u * 1.2)}" opacity="0.8" transform="rotate(-18 ${f(px)} ${f(py)})"/>`,
      );
      break;
    }
    case "bubbles": {
      for (let i = 0; i < 14; i++) {
        const rad = u * (3 + r() * 14);
        out.push(
          `<circle cx="${f(r() * w)}" cy="${f(h * (0.45 + r() * 0.55))}" r="${f(rad)}" fill="${i % 2 ? p.accent : p.accent2}" fill-opacity="${f(0.12 + r() * 0.25)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${f(u * 0.4)}"/>`,
        );
      }
      break;
    }
    case "stack": {
      const cx = w / 2;
      const base = h * 0.9;
      for (let i = 0; i < 5; i++) {
        const bw = w * (0.5 - i * 0.04 + r() * 0.05);
        const bh = u * 6;
        const y = base - (i + 1) * bh * 1.08;
        const x = cx - bw / 2 + (r() - 0.5) * u * 6;
        const color = [p.accent, p.accent2, p.bg[2]][i % 3]!;
        out.push(
          `<rect x="${f(x + u)}" y="${f(y + u)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u)}" fill="#000" fill-opacity="0.2"/>`,
        );
        out.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" rx="${f(u)}" fill="${color}"/>`,
        );
        out.push(
          `<rect x="${f(x + bw * 0.06)}" y="${f(y + bh * 0.35)}" width="${f(bw * 0.88)}" height="${f(bh * 0.1)}" fill="#ffffff" fill-opacity="0.5"/>`,
        );
      }
      break;
    }
    case "geometric": {
      for (let i = 0; i < 6; i++) {
        const s = u * (12 + r() * 26);
        const x = f(r() * w);
        const y = f(h * (0.15 + r() * 0.85));
        const color = i % 2 ? p.accent : p.accent2;
        out.push(
          i % 3 === 0
            ? `<polygon points="${x},${f(y - s / 2)} ${f(x + s / 2)},${f(y + s / 2)} ${f(x - s / 2)},${f(y + s / 2)}" fill="none" stroke="${color}" stroke-width="${f(u * 0.9)}" opacity="0.75" transform="rotate(${Math.round(r() * 90)} ${x} ${y})"/>`
            : `<rect x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="${color}" fill-opacity="${f(0.12 + r() * 0.2)}" transform="rotate(${Math.round(r() * 90)} ${x} ${y})"/>`,
        );
      }
      break;
    }
  }
  return out.join("");
}
