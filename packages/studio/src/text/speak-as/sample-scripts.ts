// Two-scene scripts in each of the 15 languages the picker offers, each with a price, a percentage, a
// clock time and a web address: the measured test of issue 10 ("each scene's voice speaks its
// language", in espeak-tts.test.ts and prepare-voice.test.ts) speaks them and checks that each scene is
// spoken by its language's voice (a Latin name inside a non-Latin script by the English voice) and that
// no run falls back to spelling.
export const SAMPLE_SCRIPTS: [string, string[]][] = [
  [
    "English",
    ["Our new oat latte costs $5 at the corner café.", "Order at reelforge.com before 10:30 and save 20%."],
  ],
  ["Mandarin Chinese", ["我们的新燕麦拿铁只要$5。", "在reelforge.com下单，10:30之前可省20%。"]],
  ["Hindi", ["हमारी नई ओट लाटे सिर्फ ₹199 में।", "reelforge.com पर 10:30 बजे से पहले ऑर्डर करें और 20% बचाएं।"]],
  ["Arabic", ["لاتيه الشوفان الجديد بسعر $5 فقط.", "اطلب من reelforge.com قبل 10:30 ووفر 20%."]],
  [
    "Spanish",
    ["Nuestro nuevo latte de avena cuesta $5.", "Pide en reelforge.com antes de las 10:30 y ahorra un 20%."],
  ],
  [
    "Russian",
    ["Наш новый овсяный латте стоит всего $5.", "Закажите на reelforge.com до 10:30 и сэкономьте 20%."],
  ],
  [
    "Portuguese",
    ["Nosso novo latte de aveia custa R$15.", "Peça em reelforge.com até 10:30 e economize 20%."],
  ],
  [
    "France",
    [
      "Notre nouveau latte à l'avoine coûte 5 €.",
      "Commandez sur reelforge.com avant 10:30 et économisez 20 %.",
    ],
  ],
  ["Urdu", ["ہماری نئی اوٹ لاٹے صرف $5 میں۔", "reelforge.com پر 10:30 سے پہلے آرڈر کریں اور 20% بچائیں۔"]],
  ["Bengali", ["আমাদের নতুন ওট লাতে মাত্র $5।", "reelforge.com এ 10:30 এর আগে অর্ডার করুন এবং 20% বাঁচান।"]],
  [
    "German",
    [
      "Unser neuer Haferlatte kostet nur 5 €.",
      "Bestellen Sie auf reelforge.com vor 10:30 Uhr und sparen Sie 20 %.",
    ],
  ],
  ["Japanese", ["新しいオーツラテはたった$5です。", "10:30までにreelforge.comで注文すると20%お得です。"]],
  ["Korean", ["새 오트 라떼는 단 $5입니다.", "10:30 전에 reelforge.com에서 주문하고 20% 절약하세요."]],
  [
    "Indonesian",
    ["Latte oat baru kami hanya Rp 25.000.", "Pesan di reelforge.com sebelum pukul 10:30 dan hemat 20%."],
  ],
  [
    "Swahili",
    [
      "Latte yetu mpya ya shayiri ni dola 5 tu.",
      "Agiza kwenye reelforge.com kabla ya saa 10:30 na uokoe 20%.",
    ],
  ],
];
