/** docs/product.md#access-and-subscription-states, #numbers-and-limits: shown about 1 s after the dashboard loads; seven steps. */
export const ONBOARDING_DELAY_MS = 1000;

export interface TutorialStep {
  title: string;
  body: string;
  points: string[];
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: 'Welcome to BlockBeat!',
    body: 'BlockBeat helps fitness instructors build timed, music-synced workouts, keep reusable exercise templates and share them with clients.',
    points: ['Build workouts from timed exercise blocks', 'Add music to every block', 'Play, share and export your workouts'],
  },
  {
    title: 'Exercise Blocks',
    body: 'A workout is a list of exercise blocks. Each block has a name, a duration and a rest time in seconds, optional notes and a colour.',
    points: [
      'Set the duration and rest time of each block',
      'Add notes with form cues for yourself or your clients',
      'Save blocks you use often as exercise templates',
    ],
  },
  {
    title: 'Music Integration & Controls',
    body: 'Each block can have its own music: a YouTube video, a Spotify or SoundCloud track, or an audio file you upload.',
    points: ['Paste a link or upload an MP3, WAV, M4A or OGG file', 'Preview a track before you use it', 'Play, pause and skip while the workout runs'],
  },
  {
    title: 'Continuous Music Across Blocks',
    body: 'Want one song to keep playing through several blocks? Set the rest time to 0 seconds and use the same song URL on consecutive blocks.',
    points: ['Rest time of 0 seconds between the blocks', 'The same song URL on each consecutive block', 'The music carries on without restarting'],
  },
  {
    title: 'Video Guidance for Instructors',
    body: 'Put a YouTube link on a block to show how the exercise is done: your clients see the demonstration while they train.',
    points: ['Add a YouTube link to any block', 'Demonstrate technique and modifications', 'Great for clients training on their own'],
  },
  {
    title: 'Sharing with Clients',
    body: 'Share any workout with a public link. Shared content is free to view: your clients can play it without signing up. Creating workouts needs a subscription.',
    points: ['Generate a share link from any workout card', 'Clients play shared workouts for free', 'Export a workout as a PDF to print or send'],
  },
  {
    title: "You're Ready to Start!",
    body: 'Create your first workout or an exercise template from the dashboard. You can find everything again from the top bar.',
    points: ['New Workout opens the builder', 'Create Template saves a reusable block', 'Start plays a workout with its timer and music'],
  },
];
