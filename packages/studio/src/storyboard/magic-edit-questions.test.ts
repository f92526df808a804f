import { describe, expect, it } from "vitest";
import { applyEdit, EditRefused } from "./edit.ts";
import { parseCommandIn } from "./magic-edit.ts";
import { PHRASE_LANGUAGES } from "./magic-edit-phrases.ts";
import { QUESTION_LANGUAGES, questionIn } from "./magic-edit-questions.ts";
import { parseStoryboard, type Storyboard } from "./schema.ts";

// Issue 12: a magic edit written in a phrasebook's language that cannot apply asks its question in
// that language.

function board(scenes: number): Storyboard {
  return parseStoryboard({
    version: 1,
    title: "Pan",
    format: { platform: "tiktok", aspect: "9:16", width: 270, height: 480, fps: 30 },
    scenes: Array.from({ length: scenes }, (_, k) => ({
      id: `s${k + 1}`,
      narration: `Escena ${k + 1} sobre el pan.`,
      visual: { kind: "color", color: "#336699" },
    })),
    voice: { language: "es", gender: "female", speed: 1 },
    captions: { style: "bold-pop" },
  });
}

/** The question a command gets, as the server asks it: in the command's language when it has one. */
function question(command: string, sb: Storyboard): string {
  let language: string | null = null;
  try {
    const parsed = parseCommandIn(command, sb);
    language = parsed.language;
    applyEdit(sb, parsed.operations);
  } catch (error) {
    if (error instanceof EditRefused) return questionIn(language, error);
    throw error;
  }
  throw new Error(`"${command}" applied`);
}

describe("magic-edit questions in the command's language", () => {
  it("says which language a command was in: a phrasebook's, or English (null)", () => {
    expect(parseCommandIn("borra la escena 2", board(3))).toEqual({
      operations: [{ op: "delete", scene: 2 }],
      language: "es",
    });
    expect(parseCommandIn("delete scene 2", board(3)).language).toBeNull();
  });

  it("asks about a scene that does not exist in Spanish, French or German, and in English for English", () => {
    const sb = board(6);
    expect(question("borra la escena 9", sb)).toBe(
      "No hay escena 9: este vídeo tiene 6 escenas. ¿Qué escena querías decir (de 1 a 6)?",
    );
    expect(question("supprime la scène 9", sb)).toBe(
      "Il n'y a pas de scène 9 : cette vidéo a 6 scènes. De quelle scène parliez-vous (de 1 à 6) ?",
    );
    expect(question("lösche Szene 9", sb)).toBe(
      "Es gibt keine Szene 9: Dieses Video hat 6 Szenen. Welche Szene meinten Sie (1 bis 6)?",
    );
    expect(question("delete scene 9", sb)).toBe(
      "There is no scene 9: this video has 6 scenes. Which scene did you mean (1 to 6)?",
    );
  });

  it("asks about deleting the only scene in the command's language", () => {
    expect(question("borra la escena 1", board(1))).toBe(
      "Un vídeo necesita al menos una escena. ¿Quieres reescribir esta escena en su lugar?",
    );
  });

  it("has the questions in every phrasebook language; a question it has no words for stays as it is", () => {
    expect([...QUESTION_LANGUAGES].sort()).toEqual([...PHRASE_LANGUAGES].sort());
    const other = new EditRefused("Which caption style do you want?");
    expect(questionIn("es", other)).toBe("Which caption style do you want?");
    expect(questionIn(null, new EditRefused("x", { kind: "only-scene" }))).toBe("x");
  });
});
