// The setting of a picture: the time of day (dawn, day, sunset, night) and the place (a lake, a beach,
// a forest, a city street, a kitchen, an office...) read from the words of the request and from the
// subjects found in it (whose CLDR keywords work in any language), drawn as the background.

import { f } from "./motifs.ts";
import { css, hex, mix, type Rgb } from "./palette.ts";
import type { BackgroundSpec } from "./raster.ts";

export type Sky = "dawn" | "day" | "sunset" | "night";
export type Place =
  | "lake"
  | "sea"
  | "beach"
  | "forest"
  | "mountain"
  | "field"
  | "snow"
  | "desert"
  | "city"
  | "kitchen"
  | "office"
  | "room"
  | "open";

export interface Setting {
  sky: Sky;
  place: Place;
  /** Whether anything in the request named the setting (else a plain open landscape by day). */
  named: boolean;
  /** Rain falling (an overcast sky, no sun, streaks outside or past the window). */
  rain?: boolean;
}

/** A whole-word pattern (plural "s" allowed) from a space-separated list; phrases use "_" for spaces. */
const words = (list: string) =>
  new RegExp(
    `(?<![\\p{L}])(${list
      .split(" ")
      .map((w) => w.replace(/_/g, " "))
      .join("|")})s?(?![\\p{L}])`,
    "iu",
  );

const SKY_WORDS: [Sky, RegExp, string][] = [
  [
    "dawn",
    words(
      "dawn sunrise daybreak morning amanecer madrugada amanhecer manhã aube matin lever_du_soleil morgen morgens sonnenaufgang fajar pagi asubuhi alfajiri рассвет рассвете утро утром सुबह सूर्योदय فجر الفجر صباح الصباح شروق صبح সকাল ভোর সূর্যোদয়",
    ),
    "🌅🌄",
  ],
  [
    "sunset",
    words(
      "sunset dusk evening golden_hour twilight atardecer pôr_do_sol coucher abend abends sonnenuntergang senja sore jioni machweo закат закате вечер вечером शाम सूर्यास्त غروب مساء المساء شام সন্ধ্যা সূর্যাস্ত",
    ),
    "🌇🌆",
  ],
  [
    "night",
    words(
      "night midnight moon starry noche noite nuit nacht nachts malam usiku ночь ночью ночной ночное ночные रात ليل الليل ليلة ليلًا رات রাত",
    ),
    "🌙🌃🌌🌛🌜",
  ],
];

const PLACE_WORDS: [Place, RegExp, string][] = [
  [
    "kitchen",
    words("kitchen cocina cozinha cuisine küche dapur jikoni кухня кухне रसोई مطبخ المطبخ রান্নাঘর"),
    "🍳",
  ],
  [
    "office",
    words(
      "office desk workplace workspace coworking oficina escritório bureau büro kantor ofisi офис офисе दफ़्तर ऑफिस مكتب المكتب دفتر অফিস",
    ),
    "🏢💼",
  ],
  [
    "room",
    words(
      "room living_room bedroom interior sala quarto chambre zimmer kamar chumba by_the_window near_the_window window_seat nook junto_a_la_ventana al_lado_de_la_ventana perto_da_janela près_de_la_fenêtre am_fenster",
    ),
    "🛋️🛏️",
  ],
  [
    "beach",
    words(
      "beach shore seaside coast playa praia plage strand pantai ufuko пляж пляже समुद्र_तट شاطئ الشاطئ ساحل সৈকত",
    ),
    "🏖️🏝️",
  ],
  [
    "lake",
    words("lake pond river lago lac danau ziwa ziwani озеро озере озера झील بحيرة البحيرة جھیل হ্রদ লেক"),
    "🏞️",
  ],
  [
    "sea",
    words(
      "sea ocean harbour harbor sailing mar océan ocean meer laut bahari море морем समुद्र بحر البحر سمندر সমুদ্র",
    ),
    "🌊⛵",
  ],
  [
    "forest",
    words(
      "forest woods woodland jungle tree bosque floresta forêt wald hutan msitu лес лесу जंगल غابة الغابة جنگل অরণ্য",
    ),
    "🌲🌳",
  ],
  [
    "mountain",
    words(
      "mountain alps peak summit hiking montaña montanha montagne berg berge gunung mlima горы горах पहाड़ جبل الجبال پہاڑ পাহাড়",
    ),
    "⛰️🏔️",
  ],
  [
    "snow",
    words("snow winter ski nieve neve neige schnee salju theluji снег снегу зима बर्फ़ ثلج الثلج برف বরফ"),
    "❄️⛄",
  ],
  ["desert", words("desert dune sahara desierto deserto désert wüste gurun jangwa"), "🏜️🐪"],
  [
    "field",
    words("field hill farm meadow garden park countryside campo jardín jardim jardin garten taman shamba"),
    "🌻🌷🚜",
  ],
  [
    "city",
    words(
      "city street downtown urban skyline storefront shopfront shop store bakery café cafe town ciudad cidade ville stadt kota mji город городе शहर مدينة المدينة شہر শহর",
    ),
    "🏙️🏪🏬🏢🏨🏦",
  ],
];

const RAIN = words(
  "rain rainy raining rainfall drizzle downpour storm stormy lluvia lluvioso lloviendo llueve tormenta chuva chuvoso chovendo tempestade pluie pluvieux pleut orage regen regnerisch regnet gewitter hujan mvua",
);
const RAIN_EMOJI = "☔🌧⛈☂";

// Chinese and Japanese write no spaces, and Korean attaches its particles ("호수에서"): their words are
// found inside the text. (No bare 海 or 山: they are parts of names such as 上海 and 山田.)
const UNSPACED_WORDS: Record<Sky | Place, RegExp | undefined> = {
  dawn: /日の出|夜明け|朝焼け|早晨|清晨|日出|아침|새벽|일출/u,
  day: undefined,
  sunset: /夕日|夕方|夕暮れ|日没|黄昏|傍晚|日落|저녁|노을|일몰|석양/u,
  night: /夜|晚上|深夜|밤|야경/u,
  kitchen: /厨房|キッチン|台所|주방|부엌/u,
  office: /办公室|オフィス|事務所|사무실/u,
  room: undefined,
  beach: /ビーチ|浜辺|海辺|海滩|沙滩|해변|바닷가/u,
  // German "See" after its article ("am See"): the English verb "see" is no lake.
  lake: /湖|호수|(?:am|im|zum|vom|beim|dem|den|der) See(?![\p{L}])/u,
  sea: /大海|海洋|바다/u,
  forest: /森林|树林|森|숲/u,
  mountain: /山頂|登山|雪山|山上/u,
  snow: /雪/u,
  desert: /砂漠|沙漠|사막/u,
  field: /公园|公園|花园|庭園|공원|정원/u,
  city: /城市|都市|街道|街|도시|거리/u,
  open: undefined,
};

/** Whether the request names a sky or a place, in a spaced language's words or inside unspaced text. */
const names = (prompt: string, key: Sky | Place, re: RegExp) =>
  re.test(prompt) || !!UNSPACED_WORDS[key]?.test(prompt);

/** The setting a request names (words first, then its subjects' emoji). */
export function settingFor(prompt: string, emoji: string[]): Setting {
  const has = (chars: string) => emoji.some((e) => chars.includes(e.replace(/\uFE0F/g, "")));
  let sky: Sky = "day";
  let named = false;
  for (const [s, re, chars] of SKY_WORDS) {
    if (names(prompt, s, re) || has(chars)) {
      sky = s;
      named = true;
      break;
    }
  }
  let place: Place = "open";
  for (const [p, re, chars] of PLACE_WORDS) {
    if (names(prompt, p, re) || has(chars)) {
      place = p;
      named = true;
      break;
    }
  }
  const rain = RAIN.test(prompt) || has(RAIN_EMOJI);
  return rain ? { sky, place, named: true, rain } : { sky, place, named };
}

/** The sky's colours, overcast and darker when it rains. */
function skyColours(s: Setting): [string, string, string] {
  if (!s.rain) return SKY[s.sky];
  return s.sky === "night" ? ["#05070f", "#1a2233", "#2e3a4f"] : ["#4a5563", "#7d8896", "#b4bdc8"];
}

const SKY: Record<Sky, [string, string, string]> = {
  dawn: ["#33305e", "#e07a7f", "#ffd6a0"],
  day: ["#3f8fd8", "#8ccdf2", "#e6f6ff"],
  sunset: ["#2e1b4f", "#c8512a", "#fbc15e"],
  night: ["#060a1c", "#13214a", "#2b3f77"],
};

const INDOOR = new Set<Place>(["kitchen", "office", "room"]);

/** The horizon (outdoors) or the top of the floor or counter (indoors), as a share of the height. */
export function horizonOf(setting: Setting, w: number, h: number): number {
  if (INDOOR.has(setting.place)) return h > w ? 0.68 : 0.72;
  return h > w ? 0.66 : 0.72;
}

/** The smooth layers: the sky (or the wall indoors), its sun or moon glow, a soft vignette. */
export function settingBackground(s: Setting, w: number, h: number, brand?: string): BackgroundSpec {
  const sky = skyColours(s).map(hex) as [Rgb, Rgb, Rgb];
  const hy = h * horizonOf(s, w, h);
  if (INDOOR.has(s.place)) {
    const wall = brand
      ? mix(hex(brand), [255, 248, 240], 0.72)
      : s.sky === "night"
        ? hex("#3a3550")
        : hex("#f3e3cf");
    return {
      angleDeg: 90,
      stops: [mix(wall, [0, 0, 0], 0.12), wall, mix(wall, [255, 255, 255], 0.25)],
      glows: [
        { x: w * 0.5, y: hy * 0.55, radius: Math.max(w, h) * 0.45, color: [255, 240, 210], opacity: 0.35 },
      ],
      vignette: 0.3,
    };
  }
  const sun: Rgb = s.sky === "night" ? [200, 215, 255] : s.sky === "day" ? [255, 250, 220] : [255, 214, 150];
  return {
    angleDeg: 90,
    stops: sky,
    glows: [
      {
        x: w * 0.68,
        y: s.sky === "day" ? h * 0.18 : hy,
        radius: Math.max(w, h) * 0.42,
        color: sun,
        opacity: s.rain ? 0.15 : 0.55,
      },
    ],
    vignette: 0.25,
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;

/** Sun, moon and stars above the horizon. */
function celestial(s: Setting, w: number, h: number, hy: number, r: () => number): string {
  const u = Math.min(w, h) / 100;
  const out: string[] = [];
  if (s.sky === "night") {
    for (let i = 0; i < 70; i++) {
      out.push(
        `<circle cx="${f(r() * w)}" cy="${f(r() * hy * 0.85)}" r="${f(u * (0.15 + r() * 0.35))}" fill="#fff" opacity="${f(0.4 + r() * 0.6)}"/>`,
      );
    }
    // A crescent: the moon's disc with a second disc masked out of it.
    const [mx, my] = [w * 0.76, hy * 0.26];
    out.push(
      `<mask id="moon"><circle cx="${f(mx)}" cy="${f(my)}" r="${f(u * 7)}" fill="#fff"/><circle cx="${f(mx + u * 3.2)}" cy="${f(my - u * 2)}" r="${f(u * 6)}" fill="#000"/></mask>`,
      `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(u * 7)}" fill="#f4f1de" mask="url(#moon)"/>`,
    );
  } else {
    const y = s.sky === "day" ? h * 0.16 : hy - u * 2;
    const color = s.sky === "day" ? "#fff4c2" : "#ffd58a";
    out.push(`<circle cx="${f(w * 0.68)}" cy="${f(y)}" r="${f(u * 9)}" fill="${color}" opacity="0.95"/>`);
  }
  return out.join("");
}

function skyline(w: number, hy: number, u: number, r: () => number, color: string, lit: string): string {
  const out: string[] = [];
  let x = -u * 2;
  while (x < w) {
    const bw = u * (8 + r() * 10);
    const bh = u * (14 + r() * 30);
    out.push(rect(x, hy - bh, bw - u * 0.6, bh, color));
    for (let wy = hy - bh + u * 2.5; wy < hy - u * 3; wy += u * 4) {
      for (let wx = x + u * 1.8; wx < x + bw - u * 3; wx += u * 3.5) {
        if (r() < 0.45) out.push(rect(wx, wy, u * 1.4, u * 1.8, lit, ' opacity="0.8"'));
      }
    }
    x += bw;
  }
  return out.join("");
}

function trees(w: number, baseY: number, u: number, r: () => number, color: string, scale: number): string {
  const out: string[] = [];
  for (let x = -u * 4; x < w + u * 4; x += u * (5 + r() * 5) * scale) {
    const th = u * (16 + r() * 12) * scale;
    const tw = th * 0.45;
    out.push(
      `<polygon points="${f(x)},${f(baseY - th)} ${f(x + tw / 2)},${f(baseY)} ${f(x - tw / 2)},${f(baseY)}" fill="${color}"/>`,
    );
  }
  return out.join("");
}

function hills(w: number, h: number, y: number, amp: number, color: string, phase: number): string {
  const seg = w / 3;
  let d = `M0 ${f(y)}`;
  for (let i = 0; i < 3; i++) {
    const dir = (i + phase) % 2 === 0 ? -1 : 1;
    d += ` Q${f(i * seg + seg / 2)} ${f(y + dir * amp)} ${f((i + 1) * seg)} ${f(y)}`;
  }
  return `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
}

/** The ground and what stands on it: skyline and street, water, trees, hills, a counter or a desk. */
export function settingSvg(s: Setting, w: number, h: number, r: () => number): string {
  const u = Math.min(w, h) / 100;
  const hy = h * horizonOf(s, w, h);
  const skyMid = hex(skyColours(s)[1]);
  const dark = s.sky === "night";
  const shade = (c: string, k: number) => css(mix(hex(c), skyMid, k));
  const out: string[] = [];
  if (!INDOOR.has(s.place)) out.push(s.rain ? clouds(w, hy, u, r, dark) : celestial(s, w, h, hy, r));
  switch (s.place) {
    case "city":
      out.push(
        skyline(w, hy, u * 1.3, r, shade(dark ? "#0b1026" : "#3b4a6b", 0.45), dark ? "#ffd27a" : "#dbe8ff"),
      );
      out.push(skyline(w, hy, u, r, shade(dark ? "#141a35" : "#2b3550", 0.2), dark ? "#ffe3a3" : "#f5f8ff"));
      // Pavement lit by the sky: warm at dawn and sunset, grey by day, blue at night.
      out.push(
        rect(0, hy, w, h - hy, css(mix(hex(dark ? "#2b2f3f" : "#8a8d98"), hex(skyColours(s)[2]), 0.35))),
      );
      out.push(rect(0, hy, w, u * 1.6, css(mix(hex("#b9bcc6"), hex(skyColours(s)[2]), 0.3))));
      break;
    case "lake":
    case "sea":
    case "beach": {
      const far = s.place === "lake" ? hills(w, h, hy, u * 6, shade("#2f5d50", 0.35), 0) : "";
      out.push(far);
      const water = dark ? "#10264d" : s.sky === "day" ? "#2f86c7" : "#4b6fa8";
      out.push(rect(0, hy, w, h - hy, water));
      for (let i = 0; i < 14; i++) {
        const y = hy + (h - hy) * (0.08 + r() * 0.8);
        out.push(rect(w * r(), y, u * (6 + r() * 14), u * 0.5, "#ffffff", ' opacity="0.25"'));
      }
      if (s.place === "beach") out.push(hills(w, h, hy + (h - hy) * 0.45, u * 3, "#f1d7a0", 1));
      break;
    }
    case "forest":
      out.push(hills(w, h, hy, u * 5, shade("#1f4d3a", 0.4), 0));
      out.push(trees(w, hy + u * 2, u, r, shade("#1d5a3c", 0.35), 1));
      out.push(rect(0, hy + u * 2, w, h - hy, "#2f6b3f"));
      out.push(trees(w, h * 0.98, u, r, "#245c36", 1.6));
      break;
    case "mountain":
      for (const [k, color] of [
        [0, shade("#51607d", 0.35)],
        [1, shade("#3c4a63", 0.15)],
      ] as const) {
        const peaks = 3 + k;
        for (let i = 0; i <= peaks; i++) {
          const x = (w / peaks) * i + (r() - 0.5) * u * 10;
          const ph = u * (22 + r() * 18) * (1 - k * 0.2);
          out.push(
            `<polygon points="${f(x)},${f(hy - ph)} ${f(x + ph * 1.1)},${f(hy + u)} ${f(x - ph * 1.1)},${f(hy + u)}" fill="${color}"/>`,
          );
        }
      }
      out.push(rect(0, hy, w, h - hy, "#4d7a4f"));
      break;
    case "snow":
      out.push(hills(w, h, hy, u * 6, "#dfe9f5", 0));
      out.push(hills(w, h, hy + u * 10, u * 5, "#f7fbff", 1));
      break;
    case "desert":
      out.push(hills(w, h, hy, u * 5, "#e3b46f", 0));
      out.push(hills(w, h, hy + u * 12, u * 6, "#f0c883", 1));
      break;
    case "kitchen": {
      const tile = u * 6;
      for (let y = hy * 0.45; y < hy; y += tile)
        out.push(rect(0, y, w, u * 0.25, "#ffffff", ' opacity="0.55"'));
      for (let x = 0; x < w; x += tile)
        out.push(rect(x, hy * 0.45, u * 0.25, hy * 0.55, "#ffffff", ' opacity="0.55"'));
      out.push(windowSvg(w * 0.5 - u * 18, hy * 0.08, u * 36, hy * 0.32, s, u));
      out.push(rect(0, hy, w, u * 3, "#8a5a3c"));
      out.push(rect(0, hy + u * 3, w, h - hy, "#b07a52"));
      break;
    }
    case "office":
    case "room": {
      out.push(windowSvg(w * 0.5 - u * 22, hy * 0.1, u * 44, hy * 0.5, s, u));
      if (s.place === "office") {
        out.push(rect(0, hy, w, u * 3, "#5b4636"));
        out.push(rect(0, hy + u * 3, w, h - hy, "#7a6150"));
      } else {
        out.push(rect(0, hy, w, h - hy, "#a9826a"));
        for (let x = 0; x < w; x += u * 9) out.push(rect(x, hy, u * 0.3, h - hy, "#000", ' opacity="0.08"'));
      }
      break;
    }
    case "field":
    case "open":
      out.push(hills(w, h, hy, u * 5, shade("#6fae5a", 0.35), 0));
      out.push(hills(w, h, hy + u * 9, u * 6, "#5c9c4a", 1));
      break;
  }
  // Rain outdoors falls over everything; indoors it is seen past the window.
  if (s.rain && !INDOOR.has(s.place)) out.push(rainStreaks(0, 0, w, h, u, r));
  return out.join("");
}

/** Grey clouds low over the horizon (a rainy sky has no sun). */
function clouds(w: number, hy: number, u: number, r: () => number, dark: boolean): string {
  const out: string[] = [];
  const fill = dark ? "#2a3346" : "#9aa4b1";
  for (let i = 0; i < 7; i++) {
    const cx = (i / 6) * w + (r() - 0.5) * u * 10;
    const cy = hy * (0.12 + r() * 0.3);
    const rx = u * (14 + r() * 10);
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.42)}" fill="${fill}" opacity="${f(0.55 + r() * 0.3)}"/>`,
    );
  }
  return out.join("");
}

/** Slanted streaks of rain inside a rectangle. */
function rainStreaks(x: number, y: number, w: number, h: number, u: number, r: () => number): string {
  const out: string[] = [];
  const n = Math.round((w * h) / (u * u * 18));
  for (let i = 0; i < n; i++) {
    const sx = x + r() * w;
    const sy = y + r() * h;
    const len = u * (2.5 + r() * 3);
    const x2 = Math.min(x + w, Math.max(x, sx - len * 0.25));
    const y2 = Math.min(y + h, sy + len);
    out.push(
      `<line x1="${f(sx)}" y1="${f(sy)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#dfe8f5" stroke-width="${f(u * 0.22)}" stroke-linecap="round" opacity="${f(0.35 + r() * 0.35)}"/>`,
    );
  }
  return out.join("");
}

/** A window showing the sky outside (its own small gradient). */
function windowSvg(x: number, y: number, ww: number, wh: number, s: Setting, u: number): string {
  const [a, b, c] = skyColours(s);
  let seed = 7;
  const r = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return [
    `<defs><linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.6" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient></defs>`,
    rect(x - u, y - u, ww + 2 * u, wh + 2 * u, "#ffffff"),
    rect(x, y, ww, wh, "url(#win)"),
    s.rain ? rainStreaks(x, y, ww, wh, u * 0.7, r) : "",
    rect(x + ww / 2 - u * 0.5, y, u, wh, "#ffffff"),
    rect(x, y + wh / 2 - u * 0.5, ww, u, "#ffffff"),
  ].join("");
}
