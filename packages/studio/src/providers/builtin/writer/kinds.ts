// What kind of business or product a request is about, so that the phrasebooks' promotional lines fit
// it: "Local, personal, dependable." suits a plumber, not a SaaS tool; "Set up in minutes" suits the tool,
// not a bakery; "Small batches, big attention to detail." suits a candle maker, not a bike repair shop.
// Read from the English words of the request's subject and of the lexicon entries it names (the same for
// a request in any language), the head of the subject deciding first, unless it is a word such as "shop"
// or "studio" that many kinds share: then its modifier decides ("bike repair shop" is a service,
// "coffee shop" food, "candle shop" a shop).

export type BusinessKind = "service" | "online" | "shop" | "food" | "event" | "course" | "cause";

export const BUSINESS_KINDS: readonly BusinessKind[] = [
  "service",
  "online",
  "shop",
  "food",
  "event",
  "course",
  "cause",
];

const WORDS: Record<BusinessKind, string> = {
  online:
    "app apps software saas tool tools platform invoicing invoice invoices dashboard plugin extension api website site online startup crm analytics automation cloud ai chatbot template templates game games newsletter streaming",
  food: "bakery bakeries bread sourdough cafe café coffee tea matcha latte espresso restaurant restaurants ramen pizza pizzeria margherita bistro bar pub brewery beer wine winery cake cakes croissant croissants pastry patisserie chocolate ice cream gelato juice smoothie kombucha sushi taco tacos burger burgers food truck deli bagel donut donuts roasters kitchen catering brunch dessert desserts noodles dumplings vegan chef menu dinner lunch breakfast meal meals cheese butcher grocery groceries",
  shop: "shop shops store stores boutique perfume perfumes perfumery florist flower flowers bouquet bouquets bookshop bookstore books candle candles jewellery jewelry clothing clothes fashion shoes sneakers boots skincare cosmetics soap furniture gift gifts toys toy pet pets petshop electronics gadgets jeweller jeweler jewelers jewellers footwear shoe zapatería market marketplace product products collection brand bag bags watch watches glasses mug mugs bottle bottles battery plant plants houseplants ceramics pottery prints posters vinyl records",
  event:
    "ride rides balloon tour tours trip trips cruise cruises flight flights excursion safari retreat getaway travel hotel hotels hostel hostels resort resorts guesthouse guesthouses motel inn lodge cabin cabins cottage cottages chalet chalets villa villas glamping campsite b&b holiday vacation festival concert show gig party tickets ticket event events race races run marathon marathons night wedding conference conferences summit summits expo meetup exhibition paddle paddles kayak hike hikes tasting tastings experience",
  course:
    "course courses class classes lesson lessons workshop workshops painting drawing sketching calligraphy knitting school coaching coach tutoring tutor bootcamp academy webinar masterclass training program programme podcast channel creator mentoring",
  service:
    "service services clinic physio physiotherapy massage dentist dental plumber plumbing electrician repair repairs repairing mechanic garage salon hair haircut haircuts barber barbers barbershop spa nails nail manicure manicures pedicure facial tattoo tattoos piercing gym fitness yoga photographer photography cleaning cleaner cleaners accountant accounting tax lawyer vet veterinary veterinarian daycare nursery laundry tailor tailoring alterations movers moving gardener landscaping design locksmith therapist therapy pilates tune-up tune-ups tuneup servicing mot appointment appointments checkup checkups grooming groomer handyman installation installer driving dog-walking marketing consulting consultancy consultant branding bookkeeping recruitment recruiting legal",
  cause:
    "charity charities nonprofit non-profit ngo volunteer volunteers volunteering donate donation donations fundraiser fundraising shelter sanctuary rescue rescues adoption adoptions fostering",
};

const INDEX = new Map<string, BusinessKind>();
for (const kind of BUSINESS_KINDS)
  for (const w of WORDS[kind].split(" ")) if (!INDEX.has(w)) INDEX.set(w, kind);

// Heads that many kinds share: their modifier says which ("repair shop", "coffee shop", "tattoo studio",
// "moving company"); the kind after the colon when nothing else does.
const SHARED_HEADS: Record<string, BusinessKind | undefined> = {
  shop: "shop",
  shops: "shop",
  store: "shop",
  stores: "shop",
  boutique: "shop",
  market: "shop",
  bar: "food",
  house: undefined,
  studio: undefined,
  studios: undefined,
  company: undefined,
  business: undefined,
  centre: undefined,
  center: undefined,
  place: undefined,
  workshop: "course",
  service: "service",
  services: "service",
  agency: "service",
  firm: "service",
  platform: "online",
};
// Shared heads whose own kind stands unless a modifier says otherwise: "a marketing agency for SaaS
// startups" serves software companies, it is no software.
const FIRM_HEADS = new Set(["service", "services", "agency", "firm", "platform"]);

// Offerings that make a request a business even without a price or an address ("a hot air balloon ride
// over Cappadocia at sunrise" sells the ride; "healthy sleep habits" is advice).
const OFFERINGS = new Set(
  "ride rides tour tours trip trips cruise cruises flight flights excursion safari retreat getaway tasting tastings workshop workshops masterclass festival concert tickets".split(
    " ",
  ),
);

const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\s-]/gu, "");
const kindOf = (w: string): BusinessKind | undefined => {
  const n = norm(w);
  return INDEX.get(n) ?? INDEX.get(n.replace(/s$/, ""));
};

/**
 * The kind of business: from its head noun ("invoicing tool": online); for a head that many kinds share
 * ("shop", "studio"), from its nearest modifier ("bike repair shop": service), then the other words of
 * the subject and the request; undefined when nothing says. A shop on the web is still a shop ("online
 * store"), and a non-profit is a cause whatever it runs ("a non-profit food bank").
 *
 * @param head the subject's head noun
 * @param modifiers the words before the head, in order ("bike repair" of "bike repair shop")
 * @param words the other words of the subject and the request, English (lexicon keys for other languages)
 */
export function businessKind(
  head: string | undefined,
  words: string[],
  modifiers: string[] = [],
): BusinessKind | undefined {
  const all = [...modifiers, ...words];
  const h = head ? norm(head) : undefined;
  // A non-profit anywhere in the request, or a charity as the subject ("a charity shop"); a bakery that
  // gives to charity is still a bakery.
  if (all.some((w) => /^(?:non-?profit|ngo)$/.test(norm(w)))) return "cause";
  if ([...modifiers, h ?? ""].some((w) => INDEX.get(norm(w)) === "cause")) return "cause";
  // A food bank gives food away, a bed and breakfast is a place to stay: neither is a food business.
  const phrase = [...modifiers, h ?? ""].join(" ");
  if (/\b(?:food|blood|clothing|diaper|nappy) banks?$/.test(phrase)) return "cause";
  if (/\bbed (?:and|&) breakfasts?$|^b&bs?$|guest ?houses?$/.test(phrase)) return "event";
  // A protein bar is a product, a juice bar a place to drink.
  if (
    h === "bar" &&
    modifiers.some((w) => /^(?:protein|granola|energy|snack|chocolate|cereal|soap|candy|nut|fruit)$/i.test(w))
  )
    return "shop";
  const shared = h !== undefined && h in SHARED_HEADS;
  // A hotel for cats is a service, not a trip.
  if (h && /^(?:hotels?|boarding)$/.test(h) && modifiers.some((w) => /^(?:cats?|dogs?|pets?)$/.test(norm(w))))
    return "service";
  if (h && !shared) {
    const k = kindOf(h);
    if (k) return k;
  }
  // A shop's "online" says where it sells, not that it is software.
  const shopHead = shared && SHARED_HEADS[h!] === "shop";
  const counts = (list: string[]) => {
    const out = new Map<BusinessKind, number>();
    for (const w of list) {
      if (w && norm(w) in SHARED_HEADS) continue;
      const k = kindOf(w);
      if (k && !(shopHead && k === "online")) out.set(k, (out.get(k) ?? 0) + 1);
    }
    return out;
  };
  if (shared) {
    for (const m of [...modifiers].reverse()) {
      const k = norm(m) in SHARED_HEADS ? undefined : kindOf(m);
      if (k && !(shopHead && k === "online")) return k;
    }
    // No modifier says: the request's own words, the head's kind on a tie ("a pet shop selling food and
    // toys" stays a shop).
    const def = SHARED_HEADS[h!];
    if (def && FIRM_HEADS.has(h!)) return def;
    const c = [...counts(words).entries()].sort((a, b) => b[1] - a[1]);
    if (!c.length) return def;
    if (def && c.some(([k, n]) => k === def && n === c[0]![1])) return def;
    return c[0]![0];
  }
  return [...counts(all).entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Whether the subject's head is something sold as an experience (a ride, a tour, a tasting). */
export const isOffering = (head: string | undefined) => !!head && OFFERINGS.has(head.toLowerCase());

/**
 * What a promotional line may take for granted about the business, beyond its kind. A line in a
 * phrasebook starts with the tags it needs ("@fix Done right the first time."), and is said only when the
 * request has each of them:
 * - visit: people come to it (not a plumber who comes to them, not an online-only store or course);
 * - near: it is near its customers ("cerca de ti"), wherever they meet: not an online therapy platform;
 * - fix: it works on the customer's things (repairs, plumbing, alterations, cleaning), not on people;
 * - book: the request asks people to book or make an appointment;
 * - made: it makes what it sells (hand-poured candles, food), not only sells it (a bookshop);
 * - remote: it is used from anywhere (an online course, not a cooking class in Lisbon on Thursdays);
 * - tour: it shows people a place (a tour, a ride, a cruise), not a festival or a conference;
 * - pro: a professional event (a conference, a summit, a trade show), not a day out;
 * - leisure: an event or trip for pleasure ("Bring your camera, and someone you love.");
 * - care: it looks after people themselves (hair, health, fitness), not their things;
 * - tool: software for getting work done (set up, saves hours, your data), not a game;
 * - play: a game, played for fun;
 * - sells: it sells something (any kind but a cause: a food bank has no "quality" to boast of);
 * - org: its name is a business's, not a person's ("At Mr. Chen, quality comes first" reads wrongly);
 * - group: lessons taught in groups (weekend classes, a workshop), not one-to-one (a driving school, a
 *   piano teacher's private lessons) nor a course taken alone online;
 * - stay: a place to stay (a hotel, a guesthouse), an event's kind but no day out ("Bring your camera");
 * - product: something made to be used (software, goods, a course), which is "built for people like you";
 * - lessons: a course that teaches in lessons, not a podcast or a channel (no "Every lesson builds on the last");
 * - media: a podcast, a channel or a newsletter, followed episode by episode;
 * - priced: the request gives a price ("Honest prices, no surprises." is not said of a free podcast);
 * - happening: an event people go to on its day (a concert, a festival, a race, a conference): "Join us at
 *   Jazz on the Lake", "Don't miss it";
 * - meet: anything else, a business, product or person that is greeted and tried ("Say hello to Cloudnest",
 *   "Try it once"), which is not said of a concert.
 */
export const TRAITS = [
  "visit",
  "near",
  "fix",
  "book",
  "made",
  "remote",
  "tour",
  "pro",
  "leisure",
  "care",
  "tool",
  "play",
  "sells",
  "org",
  "group",
  "stay",
  "product",
  "lessons",
  "media",
  "priced",
  "happening",
  "meet",
  // The request's one price is for the whole offer (a subscription, a night, a month): "All of it for
  // {price}." fits; a price per cup or per piece it would misstate.
  "whole",
] as const;
export type Trait = (typeof TRAITS)[number];

const MOBILE =
  /\b(?:plumb\w*|electrician\w*|locksmith\w*|movers?|moving|removals?|cleaners?|cleaning|gardeners?|landscap\w*|handyman|handymen|mobile|call-?out|home visits?|house calls?|we come to you|at your (?:home|door)|on-site|dog-walk\w*|photograph(?:er|ers|y))\b/i;
const FIX =
  /\b(?:repair\w*|fix(?:es|ing)?|fixmy\w*|mechanic\w*|garage|tune-?ups?|servicing|mot|plumb\w*|electrician\w*|locksmith\w*|tailor\w*|alterations?|cleaners?|cleaning|laundry|handyman|installation|install(?:er|ers|s)?|movers?|moving|removals?)\b/i;
// Words of making, in the 15 languages (a request in any of them).
const MADE =
  /\bhand[- ]?(?:made|poured|painted|crafted|knitted|sewn|thrown|bound|dyed|picked)\b|\b(?:homemade|home-made|handcrafted|crafted|artisan\w*|small[- ]batch|made|makes?|making|brew(?:s|ed|ery)?|roast(?:s|ed|ers?|ery)?|bakes?|baked|knit\w*|sews?|sewn)\b|hech[oa]s? a mano|artesan\w*|feit[oa]s? à mão|fait(?:es)? main|handgemacht|ручн\S* работ|手工|手作り|수제|हाथ से बन|يدوي|ہاتھ سے بن|হাতে তৈরি|buatan tangan|kwa mkono/iu;
const ONLINE =
  /\bonline\b|\bvirtual\b|\bzoom\b|\bremote(?:ly)?\b|on-demand|en línea|en ligne|\bonlain\b|онлайн|在线|线上|オンライン|온라인|ऑनलाइन|عبر الإنترنت|أونلاين|آن لائن|অনলাইন|\bdaring\b|mtandaoni/iu;
const TOUR =
  /\b(?:tours?|guided|rides?|trips?|excursions?|safaris?|cruises?|balloons?|paddles?|kayak\w*|hikes?|hiking|flights?|sightseeing|boat)\b/i;
const CARE =
  /\b(?:hair\w*|barber\w*|salons?|spas?|nails?|manicures?|pedicures?|facials?|beauty|massages?|clinics?|physio\w*|dent\w*|doctors?|therap\w*|gyms?|fitness|yoga|pilates|skin|wellness)\b/i;
const PRO =
  /\b(?:conferences?|summits?|expos?|trade (?:show|fair)s?|meetups?|forums?|symposi\w*|congress\w*|webinars?|networking|keynotes?|hackathons?)\b/i;
const PLAY = /\b(?:games?|gaming|play(?:ers)?|steam|console|puzzles?)\b/i;
const MEDIA = /\b(?:podcasts?|channels?|newsletters?|vlogs?|episodes?|videocasts?|radio shows?)\b/i;
const GROUP = /\b(?:class|classes|workshops?|bootcamps?|groups?|cohorts?|camps?|school|academy|clubs?)\b/i;
const ONE_TO_ONE =
  /\b(?:one-to-one|one-on-one|1[:-]1|1-(?:to|on)-1|private|individual|personal|tutor\w*|tuition|driving|instructor|mentor\w*|coach(?:ing)?)\b/i;
// Places to stay: a hotel for cats is a service (see businessKind), a hotel for people a stay.
const STAY =
  /\b(?:hotels?|hostels?|resorts?|motels?|inns?|guest ?houses?|b&bs?|bed and breakfast|lodges?|cabins?|chalets?|villas?|glamping|campsites?|holiday (?:homes?|lets?|rentals?)|apartments?|suites?|rooms?)\b/i;
// Events that happen on their day, which people go to (not a hotel, a tour or a venue open every day).
const HAPPENING =
  /\b(?:festivals?|concerts?|conferences?|summits?|expos?|gigs?|races?|marathons?|half-marathons?|fun runs?|\d+k(?: runs?)?|meetups?|exhibitions?|galas?|recitals?|premieres?|screenings?|tournaments?|hackathons?|trade (?:shows?|fairs?)|fundraising (?:dinner|night|walk)s?|open days?|open house|launch party|block party|street party)\b/i;
const BOOK = /\b(?:book(?:ing|ed)?|appointments?|reserve|reservations?)\b(?!\s*(?:shop|store|club|s\b))/i;

/**
 * The traits of the business (see Trait), from its kind, the request's text and English words (lexicon
 * keys for other languages), whether it names a place, and what its call to action asks.
 */
export function businessTraits(o: {
  kind: BusinessKind | undefined;
  text: string;
  words: string[];
  hasPlace: boolean;
  hasSchedule: boolean;
  ctaAction?: string;
  /** The request gives a price. */
  hasPrice?: boolean;
  /** The request asks people to come in ("visit", "walk-ins welcome", "in store"). */
  visitWords?: boolean;
  /** The business is a person ("Dr. Priya Shah", "Marta Silva, a wedding photographer"). */
  person?: boolean;
}): Set<Trait> {
  const en = `${o.text} ${o.words.join(" ")}`;
  const traits = new Set<Trait>();
  const online = ONLINE.test(o.text) || o.kind === "online";
  // A course with no place and no time of its own is taken at home; one in a city on Thursdays is not.
  const remote = online || (o.kind === "course" && !o.hasPlace && !o.hasSchedule);
  if (remote) traits.add("remote");
  if (!remote) traits.add("near");
  // People come to a place the request names, or one it asks them into; a product sold with no place
  // ("a vegan protein bar, $2.99 each") has no door to walk through.
  if (!remote && !MOBILE.test(en) && (o.hasPlace || o.visitWords)) traits.add("visit");
  if (o.kind === "service" && FIX.test(en)) traits.add("fix");
  if (o.ctaAction === "book" || BOOK.test(o.text)) traits.add("book");
  if (o.kind === "food" || MADE.test(o.text)) traits.add("made");
  if (o.kind === "event" && TOUR.test(en)) traits.add("tour");
  const stay =
    o.kind === "event" &&
    STAY.test(en) &&
    !TOUR.test(en) &&
    !/\b(?:festival|concert|conference|show|gig)s?\b/i.test(en);
  if (stay) traits.add("stay");
  else if (o.kind === "event") traits.add(PRO.test(en) ? "pro" : "leisure");
  if (o.kind === "course" && GROUP.test(en) && !ONE_TO_ONE.test(en) && !online) traits.add("group");
  if (o.kind === "online" || o.kind === "shop" || o.kind === "course") traits.add("product");
  if (o.kind === "course") traits.add(MEDIA.test(en) ? "media" : "lessons");
  if (o.kind === "service" && !traits.has("fix") && CARE.test(en)) traits.add("care");
  if (o.kind === "online") traits.add(PLAY.test(en) ? "play" : "tool");
  if (o.kind !== "cause") traits.add("sells");
  if (!o.person) traits.add("org");
  if (o.hasPrice) traits.add("priced");
  traits.add(!stay && HAPPENING.test(en) ? "happening" : "meet");
  return traits;
}

const TAGS = /^(?:@(\w+)\s+)+/u;

/** A phrasebook line without its tags ("@fix Done right the first time." -> "Done right the first time."). */
export const untag = (line: string) => line.replace(TAGS, "");

/** The tags a line needs. */
export const tagsOf = (line: string): string[] =>
  (TAGS.exec(line)?.[0].match(/@\w+/g) ?? []).map((t) => t.slice(1));

/** The lines that fit a business with these traits, without their tags. */
export function linesFitting(lines: readonly string[], traits: Set<Trait>): string[] {
  return lines.filter((l) => tagsOf(l).every((t) => traits.has(t as Trait))).map(untag);
}
