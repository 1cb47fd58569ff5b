import { youtubeVideoId, type Exercise, type ExerciseDemo } from '@blockbeat/contracts';
import type { Timeline, TimerSnapshot } from '@blockbeat/timer-engine';
import { stepTitle } from '../model/stepLabels';

const VIDEO_FILE = /\.(mp4|webm)(\?|$)/i;

/** The demo to show now: the block's own while it works, the next block's ("Next up") in the lead-in and the rest before it. */
export function demoOnScreen(snap: TimerSnapshot<Exercise>, plan: Pick<Timeline<Exercise>, 'blocks' | 'steps'>): { demo: ExerciseDemo; name: string; upNext: boolean } | null {
  if (snap.phase === 'done' || snap.blockIndex < 0) return null;
  const index = snap.phase === 'rest' ? snap.blockIndex + 1 : snap.blockIndex;
  const block = plan.blocks[index];
  const step = plan.steps[index];
  if (!block?.demo || !step) return null;
  return { demo: block.demo, name: stepTitle(block, step), upNext: snap.phase !== 'work' };
}

function DemoMedia({ demo, name }: { demo: ExerciseDemo; name: string }) {
  if (demo.type === 'image') return <img className="demo-image" src={demo.url} alt={name} />;
  const videoId = youtubeVideoId(demo.url);
  if (videoId) {
    // Muted and looped, as a silent demonstration beside the workout's own music.
    const src = `https://www.youtube.com/embed/${videoId}?autoplay=1&mute=1&loop=1&playlist=${videoId}&playsinline=1&rel=0`;
    return (
      <div className="demo-youtube">
        <iframe src={src} title={`${name}: demo video`} allow="autoplay; encrypted-media; picture-in-picture" />
      </div>
    );
  }
  if (VIDEO_FILE.test(demo.url)) return <video className="demo-video" src={demo.url} aria-label={`${name}: demo video`} muted loop playsInline autoPlay />;
  return null;
}

/**
 * The exercise's demonstration, shown large under the transport: an image or GIF, a YouTube
 * video, or a video file. A shared workout's URLs already point through its share.
 */
export function DemoPanel({ shown }: { shown: ReturnType<typeof demoOnScreen> }) {
  if (!shown) return null;
  return (
    <figure className="player-demo" aria-label="Exercise demo">
      {shown.upNext && <figcaption className="demo-caption">Next up: {shown.name}</figcaption>}
      {/* Keyed by the URL: a new demo replaces the old element instead of reloading inside it. */}
      <DemoMedia key={shown.demo.url} demo={shown.demo} name={shown.name} />
    </figure>
  );
}
