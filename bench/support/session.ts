import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/** The shell's per-user marker that the trial welcome was shown (shell/src/trial). */
export const TRIAL_WELCOME_KEY_PREFIX = 'blockbeat-trial-welcome-shown:';

/** The Chromium the benches measure in: CHROMIUM_PATH (default /usr/bin/chromium), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_FLAGS });
}

/**
 * Signs a new user of the development identity provider in, as a person does, and waits for the
 * dashboard. `label` names the user in the database (`<label>.<time>@example.com`).
 */
export async function signInNewUser(page: Page, baseUrl: string, label: string): Promise<void> {
  await page.goto(`${baseUrl}/api/login`);
  await page.getByLabel('Email').fill(`${label}.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Marks the trial welcome shown on this browser for the signed-in user; their id. */
export async function markTrialWelcomeSeen(page: Page): Promise<string> {
  return page.evaluate(async (prefix) => {
    const user = (await (await fetch('/api/auth/user')).json()) as { id: string };
    localStorage.setItem(prefix + user.id, 'bench');
    return user.id;
  }, TRIAL_WELCOME_KEY_PREFIX);
}

/** Marks the onboarding tutorial completed for the signed-in user; their id. */
export async function completeTutorial(page: Page): Promise<string> {
  const { status, id } = await page.evaluate(async () => {
    const res = await fetch('/api/user/onboarding', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"completed":true}' });
    return { status: res.status, id: res.ok ? ((await res.json()) as { id: string }).id : '' };
  });
  if (status !== 200) throw new Error(`Completing the tutorial answered ${status}`);
  return id;
}

/** What a returning instructor has done already: the tutorial completed and the trial welcome seen, so nothing opens over the dashboard. */
export async function markReturningUser(page: Page): Promise<void> {
  await completeTutorial(page);
  await markTrialWelcomeSeen(page);
}

/** Creates workouts through the API from inside the page (its session cookie); their ids, in order. */
export async function createWorkouts(page: Page, bodies: unknown[]): Promise<string[]> {
  // No named functions inside: tsx compiles them with a helper (__name) the page does not have.
  const answers = await page.evaluate(async (json) => {
    const created: Array<{ status: number; text: string }> = [];
    for (const body of json) {
      const res = await fetch('/api/workouts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      created.push({ status: res.status, text: await res.text() });
    }
    return created;
  }, bodies.map((body) => JSON.stringify(body)));
  const refused = answers.find((answer) => answer.status !== 201);
  if (refused) throw new Error(`Creating a workout answered ${refused.status}: ${refused.text}`);
  return answers.map((answer) => (JSON.parse(answer.text) as { id: string }).id);
}

/** A small workout of two 40 s blocks, as bench/web measures pages with. */
export function twoBlockWorkout(name: string) {
  return {
    name,
    description: 'Measured by bench/web',
    category: 'hiit',
    difficulty: 'beginner',
    exercises: [
      { name: 'Jumping jacks', duration: 40, restTime: 20 },
      { name: 'Squats', duration: 40, restTime: 20 },
    ],
  };
}
