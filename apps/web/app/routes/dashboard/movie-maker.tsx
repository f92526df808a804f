import { MOVIE_DURATIONS, VIDEO_DURATIONS } from "@reelforge/contract";
import { VideoGeneratorForm } from "./video-generator";

export function meta() {
  return [{ title: "Movie maker · ReelForge" }];
}

// Movie maker (issue 13): a preset of the video generator (`style: "movie"`) that tells the prompt as
// a story in many scenes, up to three minutes long.
export default function MovieMakerPage() {
  return (
    <VideoGeneratorForm
      title="Movie maker"
      lead="Type a story idea and get a short movie: a narrated story in many scenes, up to three minutes long, with visuals, captions and music."
      note="Story mode: your idea is told as a story with a beginning, a journey and an ending, in as many scenes as the length holds."
      preset={{ duration: "60 Seconds" }}
      durations={[...VIDEO_DURATIONS, ...MOVIE_DURATIONS]}
      style="movie"
    />
  );
}
