import {
  cacheNameFor,
  isAudioUpload,
  isClientPage,
  isHashedAsset,
  isNeverCached,
  isOfflineWorkoutData,
  isRemoteEntry,
} from '../src/pwa/swRoutes';

const url = (path: string) => new URL(path, 'http://localhost:3000');

test.each(['/api/auth/user', '/api/login', '/api/logout', '/api/callback'])('when %s is requested, then it is never cached', (path) => {
  expect(isNeverCached(url(path))).toBe(true);
  expect([isRemoteEntry, isHashedAsset, isAudioUpload, isOfflineWorkoutData].some((match) => match(url(path)))).toBe(false);
});

test.each(['/api/remotes', '/remotes/mf-admin/remoteEntry.js', '/remotes/mf-admin/mf-manifest.json'])(
  'when %s is requested, then it goes network first (a new remote version is taken at once)',
  (path) => {
    expect(isRemoteEntry(url(path))).toBe(true);
    expect(isHashedAsset(url(path))).toBe(false);
  },
);

test.each(['/remotes/mf-player/__federation_expose_SharedPlayerPage.1a2b3c4d.js', '/remotes/mf-player/412.0f0f0f0f.css'])(
  'when the hashed chunk %s is requested, then the cache answers first',
  (path) => {
    expect(isHashedAsset(url(path))).toBe(true);
    expect(isRemoteEntry(url(path))).toBe(false);
  },
);

test.each([
  ['/api/shared/tok123', 'bb-shared'],
  ['/api/workouts', 'bb-private'],
  ['/api/workouts/w1', 'bb-private'],
])('when workout data %s is requested, then it goes network first with a cached copy in %s', (path, cache) => {
  expect(isOfflineWorkoutData(url(path))).toBe(true);
  expect(isAudioUpload(url(path))).toBe(false);
  expect(cacheNameFor(url(path))).toBe(cache);
});

const UPLOAD_ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

test.each([
  [`/api/uploads/${UPLOAD_ID}`, 'bb-private'],
  [`/api/shared/tok123/uploads/${UPLOAD_ID}`, 'bb-shared'],
  [`/api/c/AbC_12-xyz/uploads/${UPLOAD_ID}`, 'bb-shared'],
])('when the audio %s is requested, then it is an upload cached whole in %s', (path, cache) => {
  expect(isAudioUpload(url(path))).toBe(true);
  expect(isOfflineWorkoutData(url(path))).toBe(false);
  expect(cacheNameFor(url(path))).toBe(cache);
});

test.each(['/api/exercise-templates', '/api/subscription/status', '/api/support/notifications', '/api/workoutsx', '/api/uploads/usage', '/api/c/AbC_12-xyz', '/api/c/AbC_12-xyz/logo'])(
  'when %s is requested, then the worker leaves it alone',
  (path) => {
    expect([isRemoteEntry, isHashedAsset, isAudioUpload, isOfflineWorkoutData].some((match) => match(url(path)))).toBe(false);
  },
);

test.each(['/c/AbC_12-xyz', '/c/AbC_12-xyz/'])('when the client page %s is opened, then its document is kept for offline starts', (path) => {
  expect(isClientPage(url(path))).toBe(true);
});

test.each(['/c/', '/c/a/b', '/c/bad%20token', '/api/c/AbC_12-xyz', '/clients/AbC'])('when %s is opened, then it is not a client page', (path) => {
  expect(isClientPage(url(path))).toBe(false);
});
