// What kind of business or product a request is about, so that the phrasebooks' promotional lines fit
// it: "Local, personal, dependable." suits a plumber, not a SaaS tool; "Set up in minutes" suits the tool,
// not a bakery. Read from the English words of the request's subject and of the lexicon entries it names
// (the same for a request in any language), the head of the subject deciding first.

export type BusinessKind = "local" | "online" | "shop" | "food" | "event" | "course";

export const BUSINESS_KINDS: readonly BusinessKind[] = ["local", "online", "shop", "food", "event", "course"];

const WORDS: Record<BusinessKind, string> = {
  online:
    "app apps software saas tool tools platform invoicing invoice invoices dashboard plugin extension api website site online startup crm analytics automation cloud ai chatbot template templates game games newsletter",
  food: "bakery bakeries bread sourdough cafe café coffee tea matcha latte espresso restaurant restaurants ramen pizza pizzeria margherita bistro bar pub brewery beer wine winery cake cakes croissant pastry patisserie chocolate ice cream gelato juice smoothie kombucha sushi taco tacos burger burgers food truck deli bagel donut donuts roasters kitchen catering brunch dessert desserts noodles dumplings vegan chef menu dinner lunch breakfast meal meals",
  shop: "shop shops store stores boutique perfume perfumes perfumery florist flowers bouquet bouquets bookshop bookstore books candle candles jewellery jewelry clothing fashion shoes sneakers skincare cosmetics soap furniture gift gifts toys market marketplace product products collection brand bag bags watch watches glasses mug mugs bottle bottles battery",
  event:
    "ride rides balloon tour tours trip trips cruise cruises flight flights excursion safari retreat getaway travel hotel hostel resort holiday vacation festival concert show gig party tickets ticket event events night wedding conference exhibition paddle paddles kayak hike hikes tasting tastings experience",
  course:
    "course courses class classes lesson lessons workshop workshops school coaching coach tutoring tutor bootcamp academy webinar masterclass training program programme podcast channel creator mentoring",
  local:
    "clinic physio physiotherapy massage dentist dental plumber plumbing electrician repair repairs mechanic garage salon hair barber barbershop spa nails gym fitness yoga photographer photography cleaning cleaner accountant accounting tax lawyer vet veterinary daycare nursery laundry tailor movers moving gardener landscaping garden design locksmith therapist therapy pilates",
};

const INDEX = new Map<string, BusinessKind>();
for (const kind of BUSINESS_KINDS)
  for (const w of WORDS[kind].split(" ")) if (!INDEX.has(w)) INDEX.set(w, kind);

// Offerings that make a request a business even without a price or an address ("a hot air balloon ride
// over Cappadocia at sunrise" sells the ride; "healthy sleep habits" is advice).
const OFFERINGS = new Set(
  "ride rides tour tours trip trips cruise cruises flight flights excursion safari retreat getaway tasting tastings workshop workshops masterclass festival concert tickets".split(
    " ",
  ),
);

/**
 * The kind of business, from its head noun first ("invoicing tool": online), then the other words of its
 * subject, then any word of the request; undefined when nothing says.
 */
export function businessKind(head: string | undefined, words: string[]): BusinessKind | undefined {
  const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\s-]/gu, "");
  if (head) {
    const h = INDEX.get(norm(head));
    if (h) return h;
  }
  const counts = new Map<BusinessKind, number>();
  for (const w of words) {
    const k = INDEX.get(norm(w)) ?? INDEX.get(norm(w).replace(/s$/, ""));
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Whether the subject's head is something sold as an experience (a ride, a tour, a tasting). */
export const isOffering = (head: string | undefined) => !!head && OFFERINGS.has(head.toLowerCase());
