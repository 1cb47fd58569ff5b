import { baseUrl, signIn, uniqueEmail } from './support/browser';
import { browserForFile, pageApi as api, visible } from './support/suite';

jest.setTimeout(240_000);
const browser = browserForFile();

test('visual', async () => {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, uniqueEmail('visual'));
  const created = await api<{ id: string }>(page, 'POST', '/api/workouts', {
    name: 'Visual', exercises: [
      { name: 'Jumping jacks', duration: 40, restTime: 0, notes: 'Light on your feet', musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ', blockColor: 'bg-gradient-to-br from-orange-500 to-orange-600' },
      { name: 'Burpees', duration: 30, restTime: 15, musicType: 'youtube', musicUrl: 'https://youtu.be/dQw4w9WgXcQ', blockColor: 'bg-gradient-to-br from-green-500 to-green-600' },
      { name: 'Plank', duration: 60, restTime: 0 },
    ],
  });
  await page.evaluate(() => localStorage.setItem('blockbeat-ui-theme', 'light'));
  await page.goto(`${baseUrl()}/builder/${created.body.id}`);
  await visible(page.getByRole('heading', { name: 'Workout Builder' }));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/vis-builder-mobile-light.png', fullPage: true });
  await page.goto(`${baseUrl()}/player/${created.body.id}`);
  await visible(page.getByRole('heading', { name: 'Workout Player' }));
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/vis-player-mobile-light.png', fullPage: true });
  await context.close();
});
