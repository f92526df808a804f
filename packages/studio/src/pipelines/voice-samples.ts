// What a voice says when it is previewed: one short line in each language the forms offer, so the user
// hears the voice in the language it will speak. Written so that neither speaker's gender changes a word.
export const VOICE_SAMPLES: Readonly<Record<string, string>> = {
  en: "Hello! This is how I sound. Your words will be read like this.",
  zh: "你好！这就是我的声音。你的文字会这样被朗读出来。",
  hi: "नमस्ते! यह मेरी आवाज़ है। आपका पाठ ऐसे सुनाई देगा।",
  ar: "مرحبًا! هذا هو صوتي. هكذا سيُقرأ نصك.",
  es: "¡Hola! Así suena mi voz. Tu texto se leerá así.",
  ru: "Здравствуйте! Так звучит мой голос. Ваш текст прозвучит вот так.",
  pt: "Olá! Esta é a minha voz. O seu texto será lido assim.",
  fr: "Bonjour ! Voici ma voix. Votre texte sera lu ainsi.",
  ur: "السلام علیکم! یہ میری آواز ہے۔ آپ کا متن ایسے سنائی دے گا۔",
  bn: "নমস্কার! এটা আমার কণ্ঠস্বর। আপনার লেখা এভাবে শোনা যাবে।",
  de: "Hallo! So klingt meine Stimme. Ihr Text wird so vorgelesen.",
  ja: "こんにちは！これが私の声です。あなたの文章はこのように読まれます。",
  ko: "안녕하세요! 이것이 제 목소리입니다. 당신의 글은 이렇게 읽힙니다.",
  id: "Halo! Beginilah suara saya. Teks Anda akan dibacakan seperti ini.",
  sw: "Habari! Hii ndiyo sauti yangu. Maandishi yako yatasomwa hivi.",
};

/** The sample line of a language code ("pt-br" takes "pt"); English for a language without one. */
export function voiceSample(code: string): string {
  return VOICE_SAMPLES[code] ?? VOICE_SAMPLES[code.split("-")[0] ?? ""] ?? (VOICE_SAMPLES.en as string);
}
