// The shape of a phrasebook. Slots in braces are filled with the user's facts already said in the
// book's language: {subject} (what the video is about), {place}, {name}, {price}, {every} ("every
// Friday"), {on} ("on Friday"), {date}, {time}, {url}, {phone}, {email}, {handle}, {percent} ("20%"),
// {thing} (what is given free), {number}, {offer} (the offer as the user wrote it), {target} (where a call
// to action points). A sentence is used only when every slot it names has a value, and each book puts
// slots only where they need no article, case or gender agreement. A capital slot ({Subject}) starts a
// sentence.

import type { CtaAction, PerUnit } from "../../../text/facts.ts";
import type { BusinessKind } from "./kinds.ts";

export type LineKind =
  | "subject"
  | "topic"
  | "place"
  | "name"
  | "price"
  | "every"
  | "on"
  | "date"
  | "time"
  /** A range of times ("11am-2pm"): {hours}. */
  | "hours"
  /** A date, day or time something ends ("until March 1", "bis Samstag"): {deadline}. */
  | "deadline"
  | "url"
  | "phone"
  | "email"
  | "handle"
  | "percent"
  | "free"
  | "number"
  | "offer"
  | "product"
  /** A name that is not the business's own (a game it launches, "Steam"): said in the book's `also` line. */
  | "named";

export type CtaKind = "follow" | "subscribe" | "bio" | "share" | "page";

export interface Book {
  code: string;
  /** Openers; those naming facts are preferred when the facts exist. */
  hooks: string[];
  /** Openers for a topic that is not a business ("healthy sleep habits"), casual and professional. */
  topicHooks?: string[];
  proHooks?: string[];
  /** Openers for a young audience. */
  kidHooks: string[];
  /** One sentence per fact kind, several wordings each. */
  lines: Partial<Record<LineKind, string[]>>;
  /** Sentences that fit any business or product; may name {subject}, {place} or {name}. */
  promo: string[];
  /** Sentences for one kind of business only (a plumber is "local, personal", a SaaS tool is not). */
  promoBy: Record<BusinessKind, string[]>;
  /** General advice for a topic that is not a business ("healthy sleep habits"). */
  advice: string[];
  /** Simpler lines and titles for a young audience (optional; the general ones otherwise). */
  kidAdvice?: string[];
  kidTitles?: string[];
  /** Platform calls to action. */
  cta: Record<CtaKind, string[]>;
  /** The user's own call to action in this language, by what it asks for ({target}: address or number). */
  actions: Record<CtaAction, string>;
  titles: string[];
  /** "every Friday" and "on Friday", by weekday (0 = Sunday). */
  every: string[];
  on: string[];
  /** A subject at a place, as a heading: "{subject} in {place}". */
  at: string;
  /** A starting price ("from {price}": "ab {price}", "{price}から") and a threshold ("over {price}"). */
  bounds: { from: string; over: string };
  /** Words of a per-unit price: "a month" -> " al mes", "a night" -> " la noche", "each" -> " cada uno". */
  per: Record<PerUnit, string>;
  /** Other things the request names, as a list: "Y además: {items}." */
  also: string;
  /** The free thing: "{thing} gratis". */
  free: string;
  /** The free thing for a time ("free for 14 days"): "{thing} gratis durante {duration}". */
  freeFor: string;
  /** A discount, kept as the offer it is: "{percent} off", "{percent} de descuento", "خصم {percent}". */
  percentOff: string;
  /**
   * A subscription to a product with its price and frequency, from the lexicon's words: {product}
   * ("pan de masa madre"), {subscription}, {delivery}, {price}, {every}. `deliver` when the request says
   * the product is delivered, `plain` otherwise. Label-like, so that no slot needs agreement.
   */
  subscription: { deliver: string; plain: string };
}
