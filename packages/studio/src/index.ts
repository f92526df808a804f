// Public API of the studio for the server and other callers. Everything here works offline with the
// built-in providers; remote providers are chosen from the environment by createProviders.

export { type AlignResult, alignTranscript, decodeMono } from "./align/align-transcript.ts";
export { defaultCacheDir, StudioCache } from "./cache.ts";
export { type Check, type CheckOptions, type CheckReport, checkVideo } from "./check/check-video.ts";
export { CAPTION_FONTS as FONT_CHOICES, type CaptionFont, fontFor, fontsDir } from "./fonts.ts";
export { LANGUAGES, type Language, resolveLanguage } from "./languages.ts";
export { AGE_GROUPS, audienceProfile } from "./pipelines/audience.ts";
export {
  type ClipPlanOptions,
  type ClipSignals,
  type PlannedClip,
  planClips,
} from "./pipelines/clip-plan.ts";
export {
  type ClipFile,
  type ClipsOptions,
  type ClipsResult,
  clips,
  sentenceBreaks,
} from "./pipelines/clips.ts";
export type { PipelineContext, PipelineProgress } from "./pipelines/context.ts";
export {
  type FacelessOptions,
  facelessStoryboard,
  facelessVideo,
  MAX_SCRIPT_CHARS,
} from "./pipelines/faceless-video.ts";
export { generateImage, type ImagePipelineOptions, type ImagePipelineResult } from "./pipelines/image.ts";
export {
  MEME_LIMITS,
  MEME_TEMPLATES,
  type MemeOptions,
  type MemeResult,
  type MemeTemplate,
  meme,
  memeLayout,
} from "./pipelines/meme.ts";
export {
  ANIMATED_LOOK,
  type PromptVideoOptions,
  type PromptVideoResult,
  promptStoryboard,
  promptVideo,
  providersForStyle,
} from "./pipelines/prompt-video.ts";
export { type RenderPipelineOptions, renderVideo, type VideoResult } from "./pipelines/render.ts";
export { keyVisual } from "./pipelines/scene-visuals.ts";
export { generateScript, type ScriptResult } from "./pipelines/script.ts";
export {
  SLIDESHOW_LIMITS,
  type SlideshowOptions,
  slideshow,
  slideshowStoryboard,
} from "./pipelines/slideshow.ts";
export {
  ALIGNER_CREDIT,
  type Cue,
  NO_RECOGNISER_MESSAGE,
  type SubtitlesOptions,
  type SubtitlesResult,
  subtitles,
} from "./pipelines/subtitles.ts";
export {
  assignMedia,
  type MediaOrder,
  type MediaOrigin,
  type UserMedia,
} from "./pipelines/user-media.ts";
export {
  MAX_VOICE_OVER_CHARS,
  type VoiceOverOptions,
  type VoiceOverResult,
  type VoicePreviewOptions,
  voiceOver,
  voicePreview,
} from "./pipelines/voice-over.ts";
export { VOICE_SAMPLES, voiceSample } from "./pipelines/voice-samples.ts";
export {
  findSubjects,
  type IllustrationHit,
  iconNameOfId,
  iconSvg,
  illustrationForEmoji,
  rasteriseSvg,
  type SubjectMatch,
  searchIllustrations,
} from "./providers/builtin/illustrations/index.ts";
export { PROVIDER_ENV, ProviderConfigError, providerConfigFromEnv } from "./providers/config.ts";
export { type CreateProvidersOptions, createProviders, type Providers } from "./providers/registry.ts";
export * from "./providers/types.ts";
export { aacArgs } from "./render/audio-args.ts";
export { FfmpegError, ffmpegVersionText, runFfmpeg, runFfprobeRaw } from "./render/run-ffmpeg.ts";
export { formatFor } from "./storyboard/build.ts";
export {
  type AppliedEdit,
  applyEdit,
  applyEditWith,
  BRAND_KIT_LOGO,
  type EditContext,
  type EditQuestion,
  EditRefused,
  editableView,
  INTRO_ID,
  illustrationImagePath,
  narrationWords,
  OUTRO_ID,
  scenesToRender,
  sentenceOf,
  splitAtWord,
  splitNarration,
  stockName,
  type Translator,
  uploadRef,
} from "./storyboard/edit.ts";
export { type Aspect, PLATFORMS, type Platform, resolvePlatform, safeAreaFor } from "./storyboard/formats.ts";
export { commandLanguage, parseCommand, parseCommandIn } from "./storyboard/magic-edit.ts";
export {
  commandWithModel,
  commandWithModelIn,
  EDIT_TOOLS,
  inputCommandWithModelIn,
  inputEditTools,
} from "./storyboard/magic-edit-model.ts";
export { QUESTION_LANGUAGES, questionIn } from "./storyboard/magic-edit-questions.ts";
export {
  CAPTION_FONTS,
  CAPTION_POSITIONS,
  CAPTION_STYLES,
  type CaptionStyle,
  MUSIC_MOODS,
  parseStoryboard,
  type Scene,
  type Storyboard,
  type StoryboardInput,
  ZStoryboard,
} from "./storyboard/schema.ts";
export { translateOperations } from "./storyboard/translate.ts";
export { extractFacts, type Fact, type RequestFacts } from "./text/facts.ts";
