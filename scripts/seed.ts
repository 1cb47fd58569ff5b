/**
 * `npm run seed -- coach@example.com`: fills that user's library with a realistic demo (five
 * workouts, one per built-in category, eight exercise templates, one per block colour, and a
 * custom category), so the dashboard, builder and player can be tried at once.
 *
 * Run it while `npm start` is running. The user must have signed in once (press "Log In" and use
 * that e-mail): signing in is what creates the user's row in `gateway.users`, and the seed needs
 * its id. Everything goes through the content service's HTTP API, so the same validation applies
 * as for the browser; the seed signs its own identity tokens with the launcher's development keys
 * (`DATA_DIR/identity-keys.json`), as the gateway would, and claims access for the user.
 *
 * Running it again adds only what is missing: names that already exist are skipped.
 *
 * Environment (defaults match the launcher): PORT (3000), DATA_DIR (.data), CONTENT_URL
 * (http://127.0.0.1:PORT+2), DATABASE_URL (the embedded postgres at 127.0.0.1:PORT+5, database
 * blockbeat), IDENTITY_PRIVATE_KEY (else read from DATA_DIR/identity-keys.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BLOCK_COLORS,
  type CustomCategory,
  type ExerciseTemplate,
  type ExerciseTemplateInput,
  type IdentityClaims,
  type Workout,
  type WorkoutInput,
} from '@blockbeat/contracts';
import { createSequelize, signIdentity } from '@blockbeat/service-kit';
import { QueryTypes } from 'sequelize';

const root = path.resolve(__dirname, '..');

const [purple, blue, green, red, yellow, pink, indigo, orange] = BLOCK_COLORS;
const youtube = (id: string) => ({ musicType: 'youtube' as const, musicUrl: `https://www.youtube.com/watch?v=${id}` });
const spotify = (id: string) => ({ musicType: 'spotify' as const, musicUrl: `https://open.spotify.com/track/${id}` });

const EYE_OF_THE_TIGER = youtube('btPJPFnesV4');
const UPTOWN_FUNK = youtube('OPf0YbXqDm0');
const HAPPY = youtube('ZbZSe6N_BXs');
const COUNTING_STARS = youtube('hT_nvWreIhg');
const ROAR = youtube('CevxZvSJLk8');
const BLINDING_LIGHTS = spotify('0VjIjW4GlUZAMYd2vXMi3b');
const SHAPE_OF_YOU = spotify('7qiZfU4dY1lWllzX7mPBI3');
const MR_BRIGHTSIDE = spotify('3n3Ppam7vgaVa1iaRUc9Lp');
const NEVER_GONNA = spotify('4uLU6hMCjMI75M1A2tKUQC');

const CUSTOM_CATEGORY = 'Mobility';

const WORKOUTS: WorkoutInput[] = [
  {
    name: 'Sunrise Vinyasa Flow',
    description: 'A gentle 20-minute flow to wake up the spine, hips and shoulders.',
    notes: 'Cue the breath on every transition. Offer blocks for the lunges.',
    category: 'yoga',
    difficulty: 'beginner',
    exercises: [
      // Rest 0 and the same track: the music carries on across the opening sequence.
      { name: 'Easy seat & breath', duration: 120, restTime: 0, notes: 'Inhale for four, exhale for six.', ...BLINDING_LIGHTS, blockColor: indigo },
      { name: 'Cat-cow', duration: 60, restTime: 0, notes: 'Move with the breath, eyes soft.', ...BLINDING_LIGHTS, blockColor: indigo },
      { name: 'Downward-facing dog', duration: 60, restTime: 0, notes: 'Pedal the heels.', ...BLINDING_LIGHTS, blockColor: purple },
      { name: 'Sun salutation A', duration: 180, restTime: 15, notes: 'Three rounds at your own pace.', ...SHAPE_OF_YOU, blockColor: yellow },
      { name: 'Low lunge (right)', duration: 60, restTime: 0, notes: 'Back knee down, hips forward.', ...NEVER_GONNA, blockColor: green },
      { name: 'Low lunge (left)', duration: 60, restTime: 15, notes: 'Back knee down, hips forward.', ...NEVER_GONNA, blockColor: green },
      { name: 'Warrior II flow', duration: 120, restTime: 15, notes: 'Reverse warrior on the inhale.', ...SHAPE_OF_YOU, blockColor: orange },
      { name: 'Seated forward fold', duration: 90, restTime: 0, notes: 'Bend the knees as much as needed.', ...BLINDING_LIGHTS, blockColor: blue },
      { name: 'Savasana', duration: 240, restTime: 0, notes: 'Lights down. Let the body be heavy.', blockColor: indigo },
    ],
  },
  {
    name: 'Tabata Torch 20',
    description: 'Four Tabata blocks: 20 seconds all-out, 10 seconds rest.',
    notes: 'Demo each move in the warm-up. Low-impact options: step-back burpees, march in place.',
    category: 'hiit',
    difficulty: 'advanced',
    exercises: [
      { name: 'Warm-up: jog & arm circles', duration: 180, restTime: 30, ...HAPPY, blockColor: yellow },
      { name: 'Burpees', duration: 20, restTime: 10, ...EYE_OF_THE_TIGER, blockColor: red },
      { name: 'Mountain climbers', duration: 20, restTime: 10, ...EYE_OF_THE_TIGER, blockColor: red },
      { name: 'Jump squats', duration: 20, restTime: 10, ...EYE_OF_THE_TIGER, blockColor: orange },
      { name: 'High knees', duration: 20, restTime: 10, ...EYE_OF_THE_TIGER, blockColor: orange },
      { name: 'Skater hops', duration: 20, restTime: 10, ...UPTOWN_FUNK, blockColor: pink },
      { name: 'Plank jacks', duration: 20, restTime: 10, ...UPTOWN_FUNK, blockColor: pink },
      { name: 'Speed punches', duration: 20, restTime: 10, ...UPTOWN_FUNK, blockColor: blue },
      { name: 'Tuck jumps', duration: 20, restTime: 60, notes: 'Last one: empty the tank.', ...UPTOWN_FUNK, blockColor: red },
      { name: 'Cool-down stretch', duration: 180, restTime: 0, ...BLINDING_LIGHTS, blockColor: indigo },
    ],
  },
  {
    name: 'Pilates Core Foundations',
    description: 'Mat Pilates for a strong, stable centre. No equipment.',
    notes: 'Imprinted spine for beginners; neutral for the experienced.',
    category: 'pilates',
    difficulty: 'intermediate',
    exercises: [
      { name: 'Breathing & pelvic tilts', duration: 90, restTime: 0, ...SHAPE_OF_YOU, blockColor: blue },
      { name: 'The Hundred', duration: 100, restTime: 0, notes: 'Pump the arms, five in, five out.', ...SHAPE_OF_YOU, blockColor: purple },
      { name: 'Roll-up', duration: 60, restTime: 15, notes: 'Peel up one vertebra at a time.', ...SHAPE_OF_YOU, blockColor: purple },
      { name: 'Single-leg stretch', duration: 60, restTime: 10, ...NEVER_GONNA, blockColor: pink },
      { name: 'Criss-cross', duration: 60, restTime: 10, ...NEVER_GONNA, blockColor: pink },
      { name: 'Swimming', duration: 45, restTime: 15, notes: 'Long through the crown of the head.', ...MR_BRIGHTSIDE, blockColor: green },
      { name: 'Side-lying leg series', duration: 120, restTime: 15, notes: 'Both sides; stack the hips.', ...MR_BRIGHTSIDE, blockColor: green },
      { name: 'Spine stretch forward', duration: 60, restTime: 0, ...BLINDING_LIGHTS, blockColor: indigo },
    ],
  },
  {
    name: 'Full-Body Strength Circuit',
    description: 'Three rounds of six moves with dumbbells. Build strength without the gym.',
    notes: 'Pick a weight that leaves two reps in reserve. Rest 90 s between rounds.',
    category: 'strength',
    difficulty: 'intermediate',
    exercises: [
      { name: 'Goblet squat', duration: 45, restTime: 15, notes: 'Chest tall, knees track the toes.', ...EYE_OF_THE_TIGER, blockColor: green },
      { name: 'Push-ups', duration: 45, restTime: 15, notes: 'Knees down if the form slips.', ...EYE_OF_THE_TIGER, blockColor: red },
      { name: 'Bent-over row', duration: 45, restTime: 15, ...COUNTING_STARS, blockColor: blue },
      { name: 'Reverse lunge', duration: 45, restTime: 15, notes: 'Alternate legs.', ...COUNTING_STARS, blockColor: green },
      { name: 'Overhead press', duration: 45, restTime: 15, ...ROAR, blockColor: orange },
      { name: 'Romanian deadlift', duration: 45, restTime: 15, notes: 'Hinge, soft knees, flat back.', ...ROAR, blockColor: purple },
      { name: 'Round break', duration: 90, restTime: 0, notes: 'Water, then round two.', blockColor: indigo },
      { name: 'Farmer carry', duration: 60, restTime: 20, ...MR_BRIGHTSIDE, blockColor: yellow },
      { name: 'Dead bug', duration: 45, restTime: 0, notes: 'Lower back stays down.', ...MR_BRIGHTSIDE, blockColor: pink },
    ],
  },
  {
    name: 'Cardio Intervals: Pyramid',
    description: 'Work periods climb to 90 seconds and back down. Bike, rower or bodyweight.',
    notes: 'Aim for RPE 7 on the way up and 8–9 on the way down.',
    category: 'cardio',
    difficulty: 'intermediate',
    exercises: [
      { name: 'Easy warm-up', duration: 240, restTime: 0, ...HAPPY, blockColor: yellow },
      { name: 'Interval 30 s', duration: 30, restTime: 30, ...COUNTING_STARS, blockColor: orange },
      { name: 'Interval 60 s', duration: 60, restTime: 30, ...COUNTING_STARS, blockColor: orange },
      { name: 'Interval 90 s', duration: 90, restTime: 45, ...ROAR, blockColor: red },
      { name: 'Interval 60 s (push)', duration: 60, restTime: 30, ...ROAR, blockColor: red },
      { name: 'Interval 30 s (sprint)', duration: 30, restTime: 60, notes: 'Everything you have left.', ...UPTOWN_FUNK, blockColor: pink },
      { name: 'Cool-down', duration: 240, restTime: 0, ...BLINDING_LIGHTS, blockColor: blue },
    ],
  },
];

const TEMPLATES: ExerciseTemplateInput[] = [
  { name: 'Plank hold', duration: 45, restTime: 15, notes: 'Squeeze glutes, ribs down.', ...SHAPE_OF_YOU, blockColor: purple },
  { name: 'Jumping jacks', duration: 40, restTime: 20, notes: 'Step jacks for low impact.', ...HAPPY, blockColor: blue },
  { name: 'Bodyweight squats', duration: 45, restTime: 15, notes: 'Sit back, weight in the heels.', ...EYE_OF_THE_TIGER, blockColor: green },
  { name: 'Burpees', duration: 30, restTime: 30, notes: 'Step back instead of jumping if needed.', ...UPTOWN_FUNK, blockColor: red },
  { name: 'Sun salutation A', duration: 120, restTime: 10, notes: 'One breath per movement.', ...BLINDING_LIGHTS, blockColor: yellow },
  { name: 'Glute bridge', duration: 45, restTime: 15, notes: 'Pause at the top for two counts.', ...MR_BRIGHTSIDE, blockColor: pink },
  { name: "Child's pose", duration: 60, restTime: 0, notes: 'Knees wide, arms long.', musicType: 'youtube', musicUrl: '', blockColor: indigo },
  { name: 'High knees', duration: 30, restTime: 15, notes: 'Drive the arms.', ...ROAR, blockColor: orange },
];

function env(name: string): string | undefined {
  return process.env[name] || undefined;
}

function settings() {
  const port = Number(env('PORT') ?? 3000);
  const dataDir = path.resolve(root, env('DATA_DIR') ?? '.data');
  return {
    contentUrl: (env('CONTENT_URL') ?? `http://127.0.0.1:${port + 2}`).replace(/\/+$/, ''),
    databaseUrl: env('DATABASE_URL') ?? `postgres://postgres:postgres@127.0.0.1:${port + 5}/blockbeat`,
    privateKeyPem: env('IDENTITY_PRIVATE_KEY') ?? readPrivateKey(path.join(dataDir, 'identity-keys.json')),
    baseUrl: env('BASE_URL') ?? `http://localhost:${port}`,
  };
}

function readPrivateKey(file: string): string {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: start the stack once with \`npm start\` (it writes the development keys).`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { privateKeyPem: string }).privateKeyPem;
}

interface GatewayUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

async function findUser(databaseUrl: string, email: string): Promise<GatewayUser | undefined> {
  const sequelize = createSequelize(databaseUrl, { schema: 'gateway' });
  try {
    const [user] = await sequelize.query<GatewayUser>(
      'SELECT id, email, first_name, last_name FROM gateway.users WHERE lower(email) = lower(:email) ORDER BY updated_at DESC LIMIT 1',
      { replacements: { email }, type: QueryTypes.SELECT },
    );
    return user;
  } finally {
    await sequelize.close();
  }
}

/** A client of the content service acting as `user`, as the gateway would. */
function contentClient(contentUrl: string, privateKeyPem: string, user: GatewayUser) {
  const claims: IdentityClaims = {
    sub: user.id,
    email: user.email,
    name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    ent: { status: 'active', canEdit: true, admin: false },
  };
  return async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    // Tokens live 60 s; one per call keeps a slow run valid.
    const token = await signIdentity(privateKeyPem, claims, 'content');
    const res = await fetch(`${contentUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((err: Error) => {
      throw new Error(`Cannot reach the content service at ${contentUrl} (${err.message}). Is \`npm start\` running?`);
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

async function main() {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run seed -- <e-mail of a user who has signed in once>');
    process.exit(2);
  }
  const config = settings();
  const user = await findUser(config.databaseUrl, email);
  if (!user) {
    console.error(`No user with the e-mail ${email}. Sign in once at ${config.baseUrl} ("Log In") with it, then run the seed again.`);
    process.exit(1);
  }
  const call = contentClient(config.contentUrl, config.privateKeyPem, user);

  const categories = await call<CustomCategory[]>('GET', '/api/custom-categories');
  const hasCategory = categories.some((c) => c.name.toLowerCase() === CUSTOM_CATEGORY.toLowerCase());
  if (!hasCategory) await call('POST', '/api/custom-categories', { name: CUSTOM_CATEGORY });

  const templateNames = new Set((await call<ExerciseTemplate[]>('GET', '/api/exercise-templates')).map((t) => t.name));
  const newTemplates = TEMPLATES.filter((t) => !templateNames.has(t.name));
  for (const template of newTemplates) await call('POST', '/api/exercise-templates', template);

  const workoutNames = new Set((await call<Workout[]>('GET', '/api/workouts')).map((w) => w.name));
  const newWorkouts = WORKOUTS.filter((w) => !workoutNames.has(w.name));
  for (const workout of newWorkouts) await call('POST', '/api/workouts', workout);

  console.log(`Seeded the library of ${user.email}:`);
  console.log(`  workouts:   ${newWorkouts.length} added, ${WORKOUTS.length - newWorkouts.length} already there`);
  console.log(`  templates:  ${newTemplates.length} added, ${TEMPLATES.length - newTemplates.length} already there`);
  console.log(`  category "${CUSTOM_CATEGORY}": ${hasCategory ? 'already there' : 'added'}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
