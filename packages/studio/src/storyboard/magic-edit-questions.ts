// The magic edit's questions in the languages of its phrasebooks (issue 12): a command written in
// Spanish ("borra la escena 9") that cannot apply is answered in Spanish. The questions a command most
// often meets are here (a scene that does not exist, deleting the only scene); any other stays in English.

import type { EditQuestion, EditRefused } from "./edit.ts";

type Questions = {
  noScene: (scene: number, count: number) => string;
  onlyScene: string;
};

const QUESTIONS: Record<string, Questions> = {
  es: {
    noScene: (n, c) =>
      `No hay escena ${n}: este vídeo tiene ${c} escena${c === 1 ? "" : "s"}. ¿Qué escena querías decir (de 1 a ${c})?`,
    onlyScene: "Un vídeo necesita al menos una escena. ¿Quieres reescribir esta escena en su lugar?",
  },
  pt: {
    noScene: (n, c) =>
      `Não existe a cena ${n}: este vídeo tem ${c} cena${c === 1 ? "" : "s"}. Qual cena você quis dizer (de 1 a ${c})?`,
    onlyScene: "Um vídeo precisa de pelo menos uma cena. Quer reescrever esta cena em vez disso?",
  },
  fr: {
    noScene: (n, c) =>
      `Il n'y a pas de scène ${n} : cette vidéo a ${c} scène${c === 1 ? "" : "s"}. De quelle scène parliez-vous (de 1 à ${c}) ?`,
    onlyScene: "Une vidéo a besoin d'au moins une scène. Voulez-vous plutôt réécrire cette scène ?",
  },
  de: {
    noScene: (n, c) =>
      `Es gibt keine Szene ${n}: Dieses Video hat ${c} Szene${c === 1 ? "" : "n"}. Welche Szene meinten Sie (1 bis ${c})?`,
    onlyScene: "Ein Video braucht mindestens eine Szene. Möchten Sie diese Szene stattdessen umschreiben?",
  },
  ru: {
    noScene: (n, c) =>
      `Сцены ${n} нет: число сцен в этом видео — ${c}. Какую сцену вы имели в виду (от 1 до ${c})?`,
    onlyScene: "В видео должна быть хотя бы одна сцена. Может быть, переписать эту сцену?",
  },
  zh: {
    noScene: (n, c) => `没有第 ${n} 个场景：这个视频有 ${c} 个场景。您指的是哪个场景（1 到 ${c}）？`,
    onlyScene: "视频至少需要一个场景。要不要改写这个场景？",
  },
  ja: {
    noScene: (n, c) =>
      `シーン ${n} はありません。この動画のシーンは ${c} 個です。どのシーンのことですか（1〜${c}）？`,
    onlyScene: "動画には少なくとも 1 つのシーンが必要です。代わりにこのシーンを書き直しますか？",
  },
  ko: {
    noScene: (n, c) =>
      `${n}번 장면은 없습니다. 이 동영상에는 장면이 ${c}개 있습니다. 어느 장면을 말씀하신 건가요(1~${c})?`,
    onlyScene: "동영상에는 장면이 하나 이상 있어야 합니다. 대신 이 장면을 다시 쓸까요?",
  },
  hi: {
    noScene: (n, c) => `दृश्य ${n} नहीं है: इस वीडियो में ${c} दृश्य हैं। आपका मतलब कौन-सा दृश्य था (1 से ${c})?`,
    onlyScene: "वीडियो में कम से कम एक दृश्य होना चाहिए। क्या आप इसके बजाय इस दृश्य को दोबारा लिखना चाहेंगे?",
  },
  ar: {
    noScene: (n, c) => `لا يوجد مشهد رقم ${n}: عدد مشاهد هذا الفيديو ${c}. أي مشهد تقصد (من 1 إلى ${c})؟`,
    onlyScene: "يحتاج الفيديو إلى مشهد واحد على الأقل. هل تريد إعادة كتابة هذا المشهد بدلًا من ذلك؟",
  },
  ur: {
    noScene: (n, c) =>
      `منظر ${n} موجود نہیں: اس ویڈیو میں ${c} منظر ہیں۔ آپ کی مراد کون سا منظر تھا (1 سے ${c} تک)؟`,
    onlyScene: "ویڈیو میں کم از کم ایک منظر ہونا چاہیے۔ کیا آپ اس کے بجائے یہ منظر دوبارہ لکھنا چاہیں گے؟",
  },
  bn: {
    noScene: (n, c) => `দৃশ্য ${n} নেই: এই ভিডিওতে ${c}টি দৃশ্য আছে। আপনি কোন দৃশ্যের কথা বলছেন (1 থেকে ${c})?`,
    onlyScene: "একটি ভিডিওতে অন্তত একটি দৃশ্য থাকতে হয়। এর বদলে কি এই দৃশ্যটি আবার লিখবেন?",
  },
  id: {
    noScene: (n, c) =>
      `Tidak ada adegan ${n}: video ini memiliki ${c} adegan. Adegan mana yang Anda maksud (1 sampai ${c})?`,
    onlyScene: "Video memerlukan setidaknya satu adegan. Apakah Anda ingin menulis ulang adegan ini saja?",
  },
  sw: {
    noScene: (n, c) =>
      `Hakuna onyesho la ${n}: video hii ina maonyesho ${c}. Ulimaanisha onyesho lipi (1 hadi ${c})?`,
    onlyScene: "Video inahitaji angalau onyesho moja. Je, ungependa kuandika upya onyesho hili badala yake?",
  },
};

function asked(q: Questions, question: EditQuestion): string {
  switch (question.kind) {
    case "no-scene":
      return q.noScene(question.scene, question.count);
    case "only-scene":
      return q.onlyScene;
  }
}

/** The refusal's question in `language` (a phrasebook's code) when it is known there, else as it is. */
export function questionIn(language: string | null | undefined, refused: EditRefused): string {
  const q = language ? QUESTIONS[language] : undefined;
  return q && refused.question ? asked(q, refused.question) : refused.message;
}

export const QUESTION_LANGUAGES = Object.keys(QUESTIONS);
