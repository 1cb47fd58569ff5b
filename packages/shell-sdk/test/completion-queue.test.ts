import { ApiError, enqueueCompletion, flushCompletionQueue, queuedCompletions, sendCompletion, type QueuedCompletion } from '../src';
import { jsonResponse, mockFetch, textResponse } from './helpers';

const USER = 'u1';
const completion = (clientId: string): QueuedCompletion => ({ workoutId: '6f1d3b9e-2c4a-4e8b-9f0a-1b2c3d4e5f60', elapsedSeconds: 600, clientId, completedAt: '2026-11-20T10:00:00.000Z' });
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const ids = () => queuedCompletions(USER).map((c) => c.clientId);
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('completion queue', () => {
  test('when a completion is queued twice with one clientId, then it is kept once, for that user only', () => {
    enqueueCompletion(USER, completion(A));
    enqueueCompletion(USER, completion(A));
    enqueueCompletion(USER, completion(B));
    expect(ids()).toEqual([A, B]);
    expect(queuedCompletions('someone-else')).toEqual([]);
  });

  test('when a flush goes through, then each completion is posted with its clientId and the queue is emptied', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'c1' }, 201));
    enqueueCompletion(USER, completion(A));
    enqueueCompletion(USER, completion(B));
    await flushCompletionQueue(USER);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body)).clientId])).toEqual([
      ['/api/completions', A],
      ['/api/completions', B],
    ]);
    expect(ids()).toEqual([]);
  });

  test('when a flush fails offline or with a 5xx, then every completion stays queued', async () => {
    enqueueCompletion(USER, completion(A));
    enqueueCompletion(USER, completion(B));
    await flushCompletionQueue(USER, offline);
    expect(ids()).toEqual([A, B]);
    mockFetch(() => textResponse('Bad gateway', 502, 'Bad Gateway'));
    await flushCompletionQueue(USER);
    expect(ids()).toEqual([A, B]);
  });

  test.each([401, 408, 429])('when the service answers %i, then the completion stays queued', async (status) => {
    enqueueCompletion(USER, completion(A));
    await flushCompletionQueue(USER, () => Promise.reject(new ApiError(status, 'nope')));
    expect(ids()).toEqual([A]);
  });

  test('when the service refuses one with another 4xx, then that one is dropped with the reason logged and the rest are sent', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: string[] = [];
    enqueueCompletion(USER, completion(A));
    enqueueCompletion(USER, completion(B));
    await flushCompletionQueue(USER, async (c) => {
      if (c.clientId === A) throw new ApiError(400, '{"error":{"code":"validation","message":"completedAt must be within the last 30 days"}}');
      sent.push(c.clientId);
    });
    expect(sent).toEqual([B]);
    expect(ids()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped'), expect.objectContaining({ message: expect.stringContaining('completedAt must be within the last 30 days') }));
  });

  test('when a flush is asked while one runs, then it joins it and nothing is sent twice', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    enqueueCompletion(USER, completion(A));
    const first = flushCompletionQueue(USER, async (c) => {
      await gate;
      sent.push(c.clientId);
    });
    const second = flushCompletionQueue(USER, async (c) => void sent.push(`second ${c.clientId}`));
    expect(second).toBe(first);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([A]);
    expect(ids()).toEqual([]);
  });

  test('when a completion is queued during a flush, then the flush does not lose it', async () => {
    enqueueCompletion(USER, completion(A));
    await flushCompletionQueue(USER, async () => enqueueCompletion(USER, completion(B)));
    expect(ids()).toEqual([B]);
  });
});

describe('sendCompletion', () => {
  test('when the post fails offline, then the completion is queued', async () => {
    await expect(sendCompletion(USER, completion(A), offline)).resolves.toBe('queued');
    expect(ids()).toEqual([A]);
  });

  test('when the post goes through, then what was queued before is sent after it', async () => {
    enqueueCompletion(USER, completion(A));
    const sent: string[] = [];
    await expect(sendCompletion(USER, completion(B), async (c) => void sent.push(c.clientId))).resolves.toBe('sent');
    await flushCompletionQueue(USER);
    expect(sent).toEqual([B, A]);
    expect(ids()).toEqual([]);
  });

  test('when the post is refused with a 404, then it is dropped, not queued', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(sendCompletion(USER, completion(A), () => Promise.reject(new ApiError(404, 'Not Found')))).resolves.toBe('dropped');
    expect(ids()).toEqual([]);
  });
});
