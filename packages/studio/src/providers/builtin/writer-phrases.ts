// The offline writer's phrasebooks: hooks, beats, calls to action and titles, written by hand in the
// languages the built-in writer claims (English, Spanish, French, German). {topic} is the subject of the
// video and {k} one of its keywords; every sentence is a real, general piece of advice that holds for
// most subjects, so a script reads as useful rather than filler. Other languages need a model provider.

export type Tone = "casual" | "professional" | "kid";
export type PlatformKey =
  | "tiktok"
  | "youtube"
  | "instagram"
  | "linkedin"
  | "facebook"
  | "twitter"
  | "default";

export interface Phrasebook {
  stopwords: Set<string>;
  hooks: Record<Tone, string[]>;
  beats: Record<Tone, string[]>;
  /** For each beat of `beats`, a short English shot description for stock search (same order). */
  beatVisuals: Record<Tone, string[]>;
  /** Beats of at most ~8 words, for videos of a few seconds. */
  shortBeats: string[];
  cta: Record<PlatformKey, string>;
  ctaShort: Record<PlatformKey, string>;
  titles: string[];
  /** Titles for a young audience. */
  kidTitles: string[];
  /** Words that end an instruction before the subject ("make a video about ..."). */
  instruction: RegExp;
  /** A generic head before the real subject: "5 easy tips for" in "5 easy tips for better sleep". */
  genericHead: RegExp;
  /** Prepositions and conjunctions where a long subject can be cut ("habits | for busy parents"). */
  connectors: Set<string>;
}

// Shots for the English beats, in their order; the other phrasebooks carry a subset of those beats.
const EN_CASUAL_VISUALS = [
  "planning desk",
  "hands working close-up",
  "first step",
  "people collaborating",
  "overwhelmed person",
  "daily routine",
  "writing notebook",
  "friends talking",
  "busy commute",
  "celebration high five",
  "smiling person",
  "steady running",
];
const EN_PRO_VISUALS = [
  "team whiteboard planning",
  "business meeting",
  "small team prototype",
  "colleagues collaborating office",
  "dashboard charts laptop",
  "documents desk",
  "training workshop",
  "team presentation",
  "risk assessment meeting",
  "brainstorming sticky notes",
];
const SHORT_CASUAL_VISUALS = [0, 1, 2, 3, 4, 5, 6, 7, 9, 11].map((i) => EN_CASUAL_VISUALS[i]!);
const SHORT_PRO_VISUALS = [0, 1, 2, 3, 4, 5, 7].map((i) => EN_PRO_VISUALS[i]!);

const EN: Phrasebook = {
  stopwords: new Set(
    "a an the and or but if of to in on at by for with about from into over under is are was were be been being it its this that these those you your we our they their i me my he she his her them as so than too very can will just not no yes do does did how what why when where which who whom video script make create write short reel tiktok youtube instagram linkedin facebook twitter post please want need tips tip get more most some any all write second seconds minute minutes words people thing things way ways really".split(
      " ",
    ),
  ),
  hooks: {
    casual: [
      "Here is what nobody tells you about {topic}.",
      "Stop scrolling: this changes how you think about {topic}.",
      "You are probably getting {topic} wrong, and it is an easy fix.",
      "Want better results with {topic}? Start here.",
      "Three minutes from now, {topic} will make a lot more sense.",
    ],
    professional: [
      "Three lessons about {topic} that every team should know.",
      "What the best teams understand about {topic}.",
      "{Topic} is changing how we work. Here is what matters.",
      "A practical look at {topic}, without the hype.",
    ],
    kid: [
      "Did you know {topic} can be super fun?",
      "Let's learn about {topic} together!",
      "Get ready for something cool about {topic}!",
    ],
  },
  beats: {
    casual: [
      "Start with the basics of {topic}: decide exactly what you want from it before you spend any time or money.",
      "Focus on the fundamentals of {k} first. They make the biggest difference, and most people skip them.",
      "Keep it simple. One clear step today beats a perfect plan you never start.",
      "Look at people who already do this well, notice how they handle {k}, and borrow what fits your life.",
      "Avoid the most common mistake: trying to change everything at once.",
      "Give {k} a few minutes every day. Small sessions add up faster than you think.",
      "Write down what happens each time you try. After a week you will see what works.",
      "Ask for feedback early. A small problem is much easier to fix than a big one.",
      "Plan around your real day, not an ideal one, so you keep going when life gets busy.",
      "Celebrate small wins with {k}; they keep you motivated for the bigger ones.",
      "Here is a quick win: pick one idea from this video and try it before the day is over.",
      "Remember, consistency beats intensity. Showing up matters more than being perfect.",
    ],
    professional: [
      "Start with the outcome. Define what success with {topic} looks like and how you will measure it.",
      "Prioritise the few parts of {k} that drive most of the results; they rarely get the attention they deserve.",
      "Run a small pilot before a full rollout. You learn faster and risk less.",
      "Involve the people who do the work. Their insight about {k} saves weeks of rework.",
      "Track a few clear metrics, review them every week, and adjust quickly.",
      "Document what works so the whole team can repeat it, not just one expert.",
      "Budget time for training; new tools only pay off when people know how to use them.",
      "Communicate progress openly. Visible results build support for the next step.",
      "Review the risks around {k} early, while they are still cheap to address.",
      "Finally, keep improving. The best teams treat {topic} as a process, not a project.",
    ],
    kid: [
      "First, let's take a close look at {k}. There is so much to discover!",
      "Here is a fun fact: you can try this at home with a grown-up.",
      "Ask lots of questions. Curious people learn the most!",
      "Try it one small step at a time. Every try makes you better.",
      "Share what you learn with a friend. Teaching is a great way to remember.",
      "Mistakes are okay. They help your brain grow stronger.",
      "Make it a game: see how much you can learn about {k} this week.",
      "Be proud of yourself. Learning something new is awesome!",
    ],
  },
  beatVisuals: {
    casual: EN_CASUAL_VISUALS,
    professional: EN_PRO_VISUALS,
    kid: [
      "children exploring",
      "kids experiment",
      "curious child",
      "child learning",
      "kids sharing",
      "child drawing",
      "kids playing",
      "happy child",
    ],
  },
  shortBeats: ["Focus on {k} first.", "Start small and keep going.", "One step a day adds up."],
  cta: {
    tiktok: "Follow for more tips on {topic}!",
    youtube: "Subscribe for more videos like this, and tell me in the comments what you want to see next.",
    instagram: "Save this for later and check the link in bio for more.",
    linkedin: "If this was useful, share it with your team and follow for more insights on {topic}.",
    facebook: "Share this with a friend who needs it, and follow our page for more.",
    twitter: "Repost if this helped, and follow for more on {topic}.",
    default: "Follow for more tips on {topic}.",
  },
  ctaShort: {
    tiktok: "Follow for more!",
    youtube: "Subscribe for more!",
    instagram: "Link in bio!",
    linkedin: "Follow for more insights.",
    facebook: "Follow our page!",
    twitter: "Follow for more!",
    default: "Follow for more!",
  },
  kidTitles: ["Let's explore {topic}!", "Fun with {topic}"],
  titles: [
    "{Topic}: what actually works",
    "How to get better at {topic}",
    "{Topic} made simple",
    "The smart guide to {topic}",
  ],
  genericHead:
    /^(?:(?:\d+|easy|simple|quick|best|top|smart|practical|proven|essential|great)\s+)*(?:tips|ways|ideas|steps|secrets|tricks|reasons|mistakes|lessons|facts|things|hacks|rules)\s+(?:for|to|on|about|of)\s+/i,
  connectors: new Set(
    "for with about in on to of and or at by from during when while that which who without".split(" "),
  ),
  instruction:
    /^(?:please\s+)?(?:make|create|write|generate|produce|give me|i want|i need)?\s*(?:me\s+)?(?:an?\s+)?(?:short\s+|quick\s+|\d+[-\s]?(?:second|sec|s|minute|min)s?\s+)?(?:video|script|reel|short|tiktok|clip|post|ad)?\s*(?:about|on|for|explaining|showing|that explains)?\s+/i,
};

const ES: Phrasebook = {
  stopwords: new Set(
    "el la los las un una unos unas y o pero si de del al a en con por para sobre sin es son fue ser está están este esta estos estas ese esa eso lo le les se su sus tu tus mi mis nuestro nuestra que qué cómo como cuando donde quien muy más menos también ya no sí video guion haz crea escribe corto consejos".split(
      " ",
    ),
  ),
  hooks: {
    casual: [
      "Esto es lo que nadie te cuenta sobre {topic}.",
      "Deja de deslizar: esto cambia cómo ves {topic}.",
      "¿Quieres mejores resultados con {topic}? Empieza aquí.",
    ],
    professional: [
      "Tres lecciones sobre {topic} que todo equipo debería conocer.",
      "Una mirada práctica a {topic}, sin exageraciones.",
    ],
    kid: ["¡Vamos a aprender sobre {topic} juntos!", "¿Sabías que {topic} puede ser muy divertido?"],
  },
  beats: {
    casual: [
      "Empieza por lo básico: decide qué quieres lograr con {topic} antes de invertir tiempo o dinero.",
      "Céntrate primero en lo esencial de {k}: es lo que más diferencia marca, y casi todo el mundo lo olvida.",
      "Hazlo simple. Un paso claro hoy vale más que un plan perfecto que nunca empiezas.",
      "Fíjate en quienes ya lo hacen bien y adapta lo que te sirva a tu vida.",
      "Evita el error más común: querer cambiarlo todo de una vez.",
      "Dedica unos minutos al día a {k}. Los pequeños ratos suman más de lo que crees.",
      "Anota qué pasa cada vez que lo intentas. En una semana verás qué funciona.",
      "Pide opiniones pronto. Un problema pequeño se arregla mucho más fácil que uno grande.",
      "Celebra los pequeños logros; te mantienen motivado para los grandes.",
      "Recuerda: la constancia gana a la intensidad.",
    ],
    professional: [
      "Empieza por el resultado: define qué es el éxito con {topic} y cómo lo vas a medir.",
      "Prioriza lo que más pesa en {k}: genera la mayor parte de los resultados y rara vez recibe la atención que merece.",
      "Haz una prueba piloto antes de implantarlo del todo. Aprendes más rápido y arriesgas menos.",
      "Involucra a quienes hacen el trabajo; su experiencia ahorra semanas.",
      "Sigue pocas métricas claras, revísalas cada semana y ajusta rápido.",
      "Documenta lo que funciona para que todo el equipo pueda repetirlo.",
      "Comunica los avances. Los resultados visibles generan apoyo para el siguiente paso.",
    ],
    kid: [],
  },
  beatVisuals: { casual: SHORT_CASUAL_VISUALS, professional: SHORT_PRO_VISUALS, kid: [] },
  shortBeats: ["Empieza por {k}.", "Paso a paso, cada día."],
  cta: {
    tiktok: "¡Sígueme para más consejos sobre {topic}!",
    youtube: "Suscríbete para ver más vídeos como este y cuéntame en los comentarios qué quieres ver.",
    instagram: "Guarda esto y mira el enlace en la bio para más.",
    linkedin: "Si te ha sido útil, compártelo con tu equipo y sígueme para más ideas sobre {topic}.",
    facebook: "Compártelo con alguien que lo necesite y sigue nuestra página.",
    twitter: "Compártelo si te ayudó y sígueme para más.",
    default: "Sígueme para más consejos sobre {topic}.",
  },
  ctaShort: {
    tiktok: "¡Sígueme para más!",
    youtube: "¡Suscríbete!",
    instagram: "¡Enlace en la bio!",
    linkedin: "Sígueme para más.",
    facebook: "¡Sigue nuestra página!",
    twitter: "¡Sígueme!",
    default: "¡Sígueme para más!",
  },
  kidTitles: ["¡Exploremos {topic}!"],
  titles: ["{Topic}: lo que de verdad funciona", "Cómo mejorar en {topic}", "{Topic}, fácil"],
  genericHead:
    /^(?:(?:\d+|mejores|fáciles|simples)\s+)*(?:consejos|ideas|trucos|pasos|secretos|claves|errores)\s+(?:fáciles\s+|simples\s+)?(?:para|de|sobre)\s+/i,
  connectors: new Set("para con sobre en de del a al y o por durante cuando que sin".split(" ")),
  instruction:
    /^(?:por favor\s+)?(?:haz|crea|escribe|genera)?\s*(?:un|una)?\s*(?:vídeo|video|guion|reel)?\s*(?:sobre|de|acerca de)?\s+/i,
};

const FR: Phrasebook = {
  stopwords: new Set(
    "le la les un une des et ou mais si de du au aux à en dans avec par pour sur sans est sont était être ce cette ces cet il elle ils elles on nous vous leur leurs son sa ses ton ta tes mon ma mes qui que quoi comment quand où très plus moins aussi ne pas oui vidéo video script fais crée écris courte conseils".split(
      " ",
    ),
  ),
  hooks: {
    casual: [
      "Voici ce que personne ne vous dit sur {topic}.",
      "Arrêtez de scroller : ceci change votre façon de voir {topic}.",
      "Vous voulez de meilleurs résultats avec {topic} ? Commencez ici.",
    ],
    professional: [
      "Trois leçons sur {topic} que chaque équipe devrait connaître.",
      "Un regard pratique sur {topic}, sans le battage.",
    ],
    kid: [
      "Apprenons ensemble plein de choses sur {topic} !",
      "Savais-tu que {topic} peut être super amusant ?",
    ],
  },
  beats: {
    casual: [
      "Commencez par les bases : décidez ce que vous attendez de {topic} avant d'y mettre du temps ou de l'argent.",
      "Concentrez-vous d'abord sur l'essentiel de {k} : c'est ce qui fait la plus grande différence, et presque tout le monde l'oublie.",
      "Restez simple. Un petit pas aujourd'hui vaut mieux qu'un plan parfait jamais commencé.",
      "Observez ceux qui le font déjà bien et gardez ce qui convient à votre vie.",
      "Évitez l'erreur la plus courante : vouloir tout changer d'un coup.",
      "Consacrez quelques minutes par jour à {k}. Ces petits moments comptent vite.",
      "Notez ce qui se passe à chaque essai. En une semaine, vous verrez ce qui marche.",
      "Demandez des avis tôt. Un petit problème se corrige bien plus facilement qu'un grand.",
      "Célébrez les petites victoires ; elles vous motivent pour les grandes.",
      "Souvenez-vous : la régularité bat l'intensité.",
    ],
    professional: [
      "Partez du résultat : définissez ce qu'est la réussite avec {topic} et comment la mesurer.",
      "Donnez la priorité à {k}. C'est là que se jouent la plupart des résultats.",
      "Lancez un pilote avant un déploiement complet : on apprend plus vite et on risque moins.",
      "Impliquez ceux qui font le travail ; leur expérience fait gagner des semaines.",
      "Suivez quelques indicateurs clairs, revoyez-les chaque semaine et ajustez vite.",
      "Documentez ce qui fonctionne pour que toute l'équipe puisse le reproduire.",
      "Partagez les progrès. Des résultats visibles créent du soutien pour la suite.",
    ],
    kid: [],
  },
  beatVisuals: { casual: SHORT_CASUAL_VISUALS, professional: SHORT_PRO_VISUALS, kid: [] },
  shortBeats: ["Commencez par {k}.", "Un petit pas chaque jour."],
  cta: {
    tiktok: "Abonne-toi pour plus d'astuces sur {topic} !",
    youtube:
      "Abonnez-vous pour d'autres vidéos comme celle-ci, et dites-moi en commentaire ce que vous voulez voir.",
    instagram: "Enregistrez ce post et retrouvez le lien en bio.",
    linkedin:
      "Si cela vous a été utile, partagez-le avec votre équipe et suivez-moi pour plus d'idées sur {topic}.",
    facebook: "Partagez avec un ami qui en a besoin et suivez notre page.",
    twitter: "Partagez si cela vous a aidé, et suivez-moi pour plus.",
    default: "Abonnez-vous pour plus d'astuces sur {topic}.",
  },
  ctaShort: {
    tiktok: "Abonne-toi !",
    youtube: "Abonnez-vous !",
    instagram: "Lien en bio !",
    linkedin: "Suivez-moi pour plus.",
    facebook: "Suivez notre page !",
    twitter: "Suivez-moi !",
    default: "Abonnez-vous !",
  },
  kidTitles: ["Explorons {topic} !"],
  titles: ["{Topic} : ce qui marche vraiment", "Progresser en {topic}", "{Topic}, simplement"],
  genericHead:
    /^(?:(?:\d+|meilleurs|meilleures|petits|petites)\s+)*(?:conseils|idées|astuces|étapes|secrets|clés|erreurs)\s+(?:faciles\s+|simples\s+)?(?:pour|de|sur)\s+/i,
  connectors: new Set("pour avec sur en de du des à au aux et ou par pendant quand que qui sans".split(" ")),
  instruction:
    /^(?:s'il te plaît\s+)?(?:fais|crée|écris|génère)?\s*(?:une?)?\s*(?:vidéo|video|script)?\s*(?:sur|à propos de|de)?\s+/i,
};

const DE: Phrasebook = {
  stopwords: new Set(
    "der die das ein eine einen einem einer und oder aber wenn von zu im in am an auf mit für über ohne ist sind war sein es dies diese dieser dieses du dein deine wir unser ihr sie er ich mich mein wie was warum wann wo wer sehr mehr weniger auch nicht nein ja video skript mach erstelle schreibe kurz tipps".split(
      " ",
    ),
  ),
  hooks: {
    casual: [
      "Das sagt dir niemand über {topic}.",
      "Nicht weiterscrollen: Das verändert, wie du {topic} siehst.",
      "Du willst bessere Ergebnisse mit {topic}? Fang hier an.",
    ],
    professional: [
      "Drei Lektionen über {topic}, die jedes Team kennen sollte.",
      "Ein praktischer Blick auf {topic}, ohne Hype.",
    ],
    kid: [
      "Lass uns zusammen etwas über {topic} lernen!",
      "Wusstest du, dass {topic} richtig Spaß machen kann?",
    ],
  },
  beats: {
    casual: [
      "Fang mit den Grundlagen an: Entscheide, was du von {topic} willst, bevor du Zeit oder Geld investierst.",
      "Konzentrier dich zuerst auf das Wesentliche bei {k}. Das macht den größten Unterschied, und die meisten übersehen es.",
      "Halte es einfach. Ein klarer Schritt heute schlägt einen perfekten Plan, den du nie beginnst.",
      "Schau dir an, wer es schon gut macht, und übernimm, was zu deinem Leben passt.",
      "Vermeide den häufigsten Fehler: alles auf einmal ändern zu wollen.",
      "Nimm dir jeden Tag ein paar Minuten für {k}. Das summiert sich schneller, als du denkst.",
      "Schreib auf, was bei jedem Versuch passiert. Nach einer Woche siehst du, was funktioniert.",
      "Hol dir früh Feedback. Ein kleines Problem ist viel leichter zu lösen als ein großes.",
      "Feiere kleine Erfolge; sie motivieren dich für die großen.",
      "Denk daran: Beständigkeit schlägt Intensität.",
    ],
    professional: [
      "Beginnen Sie beim Ergebnis: Legen Sie fest, was Erfolg mit {topic} bedeutet und wie Sie ihn messen.",
      "Priorisieren Sie {k}. Hier entsteht der Großteil der Ergebnisse.",
      "Starten Sie mit einem Pilotprojekt. Sie lernen schneller und riskieren weniger.",
      "Beziehen Sie die Menschen ein, die die Arbeit machen; ihr Wissen spart Wochen.",
      "Verfolgen Sie wenige klare Kennzahlen, prüfen Sie sie wöchentlich und passen Sie schnell an.",
      "Dokumentieren Sie, was funktioniert, damit das ganze Team es wiederholen kann.",
      "Machen Sie Fortschritte sichtbar. Sichtbare Ergebnisse schaffen Rückhalt für den nächsten Schritt.",
    ],
    kid: [],
  },
  beatVisuals: { casual: SHORT_CASUAL_VISUALS, professional: SHORT_PRO_VISUALS, kid: [] },
  shortBeats: ["Fang mit {k} an.", "Jeden Tag ein kleiner Schritt."],
  cta: {
    tiktok: "Folge mir für mehr Tipps zu {topic}!",
    youtube:
      "Abonniere den Kanal für mehr Videos wie dieses, und schreib mir in die Kommentare, was du sehen willst.",
    instagram: "Speichere dir das und schau für mehr in den Link in der Bio.",
    linkedin:
      "Wenn das hilfreich war, teilen Sie es mit Ihrem Team und folgen Sie mir für mehr Einblicke zu {topic}.",
    facebook: "Teile das mit jemandem, der es braucht, und folge unserer Seite.",
    twitter: "Teile das, wenn es geholfen hat, und folge mir für mehr.",
    default: "Folge mir für mehr Tipps zu {topic}.",
  },
  ctaShort: {
    tiktok: "Folge für mehr!",
    youtube: "Jetzt abonnieren!",
    instagram: "Link in der Bio!",
    linkedin: "Folgen Sie mir für mehr.",
    facebook: "Folge unserer Seite!",
    twitter: "Folge mir!",
    default: "Folge für mehr!",
  },
  kidTitles: ["Entdecke {topic}!"],
  titles: ["{Topic}: was wirklich funktioniert", "Besser werden in {topic}", "{Topic} einfach erklärt"],
  genericHead:
    /^(?:(?:\d+|einfache|beste|schnelle)\s+)*(?:tipps|ideen|tricks|schritte|geheimnisse|fehler|regeln)\s+(?:für|zum|zur|zu|gegen)\s+/i,
  connectors: new Set(
    "für mit über in im an am auf zu zum zur von vom und oder bei während wenn dass ohne".split(" "),
  ),
  instruction:
    /^(?:bitte\s+)?(?:mach|erstelle|schreibe|generiere)?\s*(?:ein|eine|einen)?\s*(?:video|skript|reel)?\s*(?:über|zu|zum|zur)?\s+/i,
};

export const PHRASEBOOKS: Record<string, Phrasebook> = { en: EN, es: ES, fr: FR, de: DE };
