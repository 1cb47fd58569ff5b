import type { Workout } from '@blockbeat/contracts';

/** Demo image URL → the image as a data URL, for the blocks whose image could be read. */
export type DemoImages = ReadonlyMap<string, string>;

/** One slow image must not hold the export past its 5-second bar: it is left out instead. */
export const DEMO_FETCH_TIMEOUT_MS = 3000;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function fetchImage(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { credentials: 'include', signal: AbortSignal.timeout(DEMO_FETCH_TIMEOUT_MS) });
    if (!res.ok) return null;
    const blob = await res.blob();
    return blob.type.startsWith('image/') ? await dataUrlOf(blob) : null;
  } catch {
    return null;
  }
}

/**
 * The workout's demo images, each read once, as data URLs: made into thumbnails from memory
 * (render/pdfImages.ts), never fetched again nor tainted as a cross-origin image would be. A demo
 * that cannot be read is decoration lost, never a failed export.
 */
export async function loadDemoImages(workout: Pick<Workout, 'exercises'>, fetchOne: (url: string) => Promise<string | null> = fetchImage): Promise<DemoImages> {
  const urls = [...new Set(workout.exercises.flatMap((e) => (e.demo?.type === 'image' ? [e.demo.url] : [])))];
  const loaded = await Promise.all(urls.map(async (url) => [url, await fetchOne(url)] as const));
  return new Map(loaded.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}
