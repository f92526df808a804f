// Requests written for the writer's tests: twenty small businesses and products, each with its own facts.
export const TWENTY_PROMPTS = [
  "A family-owned bakery in Lisbon launching a weekly sourdough subscription for 12 euros, delivered every Friday",
  "Brightside Physio, a physiotherapy clinic offering sports massage in Leeds from £45. Book at brightsidephysio.co.uk",
  "LedgerLoop is a SaaS invoicing tool for freelancers: $19 a month, free 14-day trial, sign up at ledgerloop.io",
  "Kobo Ramen, a vegan ramen restaurant in Portland opening on March 3 with 20% off the first week. Call 555-0134.",
  "Zenflow offers hot yoga classes in Austin every Monday and Wednesday at 7pm, first class free. DM @zenflowatx",
  "Spoke & Chain, a bike repair shop in Utrecht: same-day tune-ups for €35, open Saturday from 9am",
  "Marta Silva, a wedding photographer based in Porto. 10 years of experience, packages from €1,200. Email hello@martasilva.pt",
  "Bright Smile Dental, a family dentist in Denver, now open on Saturdays. New patients get a free whitening. Call 303-555-0188",
  "Rapid Pipes, a 24-hour emergency plumber in Manchester. Call-out fee £60, no fix no fee. Call 0161 555 0199",
  "Pages & Co, an independent bookshop in Edinburgh hosting a poetry night on June 12 at 7:30pm, tickets £8",
  "Cloudnest, a cat hotel in Melbourne with heated suites from $40 a night. Book at cloudnest.com.au",
  "Green Thumb, a garden design studio in Bristol offering a free consultation this April. Visit greenthumb.design",
  "Pixel Forge, an indie game studio in Montreal launching Starfall on Steam on October 14 for $24.99",
  "Hana Florist, a flower shop in Seoul delivering fresh bouquets across the city from ₩30,000, order at hanaflorist.kr",
  "Tidewater Kayak Tours, guided sunset paddles in Sydney every Thursday for $79 per person. Book at tidewater.com.au",
  "Mama Rosa, a pizzeria in Naples serving wood-fired margherita for €9, open every Sunday until midnight",
  "CodeCamp Kids, a coding school in Nairobi with weekend classes for ages 8 to 14, KSh 4,000 a month",
  "Velvet Salon, a hair salon in Brooklyn: balayage from $180, 15% off for first visits, book at velvetsalon.nyc",
  "Fernwood Coffee Roasters, a specialty coffee shop in Portland with a new Ethiopian single origin at $18 a bag",
  "Summit Accounting, a tax advisor for small businesses in Calgary. Free 30-minute review until April 30. Visit summitaccounting.ca",
];

// Five more, from a creator's review of rendered prompts: a trip sold by its place (Cappadocia is in no
// city table), a specific drink (matcha), online software, a course and a Spanish discount.
export const MORE_PROMPTS = [
  "A hot air balloon ride over Cappadocia at sunrise, 180 euros per person. Book at skyhighballoons.com",
  "Kumo Tea House in Bristol: ceremonial matcha lattes for £4.50, open every Tuesday. Order at kumotea.co.uk",
  "Nestly, a budgeting app for couples with shared goals and bills, £3 a month. Download it at nestly.app",
  "Atlas Academy runs an 8-week online Python course for beginners from September 2, $149. Sign up at atlasacademy.dev",
  "Zapatería Luna en Sevilla: 30% de descuento en botas este fin de semana. Visítanos en zapaterialuna.es",
];

/** The twenty and the five more: what the grounding tests measure. */
export const TEST_PROMPTS = [...TWENTY_PROMPTS, ...MORE_PROMPTS];
