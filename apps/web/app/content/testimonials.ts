import type { MiniCarouselContent, Testimonial } from "./types";

// SPEC 2.3: three sample cards, each with three filled and three empty stars.
export const TESTIMONIALS: Testimonial[] = [
  {
    stars: 3,
    title: "A week of Shorts in one afternoon",
    text: "I paste a script, pick the karaoke captions and a voice, and the video is ready before my coffee is. Our posting rhythm went from once a week to daily.",
    image: "/images/avatars/avatar-1.svg",
    name: "Maya Chen",
    designation: "Content creator",
  },
  {
    stars: 3,
    title: "Product demos without a film crew",
    text: "We turn product pages into 30 second clips with subtitles in Spanish and German. It replaced an agency retainer for our launch videos.",
    image: "/images/avatars/avatar-2.svg",
    name: "Daniel Okafor",
    designation: "Marketing lead, small business",
  },
  {
    stars: 3,
    title: "Scripts that actually sound like us",
    text: "The script writer gives a hook, three beats and a call to action. We edit a line or two and render. Our ad variations doubled.",
    image: "/images/avatars/avatar-3.svg",
    name: "Priya Raman",
    designation: "Performance marketer",
  },
];

// SPEC 2.4: 7 entries, stars 5 for most and 0 for one, one as the string '5', one without image.
export const REVIEW_CAROUSEL: MiniCarouselContent = {
  mainHeading1: "Trusted by 25mn+ users",
  mainHeading2: "Rated on a software review site",
  card: { cardH: "4.9/5", cardP: "Average rating from 2,000+ reviews", icon: "star" },
  carouselData: [
    {
      img: "/images/avatars/avatar-4.svg",
      carouselHeading: "Captions in six styles saved my edits",
      name: "Lena K.",
      stars: 5,
    },
    {
      img: "/images/avatars/avatar-5.svg",
      carouselHeading: "From blog link to video in minutes",
      name: "Tom W.",
      stars: 5,
    },
    {
      img: "/images/avatars/avatar-6.svg",
      carouselHeading: "Voiceovers in Hindi and English, same day",
      name: "Arjun S.",
      stars: "5",
    },
    { carouselHeading: "Exactly the faceless channel workflow I needed", name: "Chris P.", stars: 5 },
    {
      img: "/images/avatars/avatar-1.svg",
      carouselHeading: "Slideshows for every listing we publish",
      name: "Sofia R.",
      stars: 5,
    },
    {
      img: "/images/avatars/avatar-2.svg",
      carouselHeading: "Wished for more music moods, otherwise fine",
      name: "Ben A.",
      stars: 0,
    },
    {
      img: "/images/avatars/avatar-3.svg",
      carouselHeading: "The magic edit box is a real time saver",
      name: "Hana M.",
      stars: 5,
    },
  ],
};
