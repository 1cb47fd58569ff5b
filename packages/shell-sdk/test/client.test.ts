import { ApiError, apiRequest, errorBodyOf, getQueryFn, isPaymentRequiredError, isUnauthorizedError, statusOf, throwIfResNotOk } from '../src';
import { jsonResponse, mockFetch, textResponse } from './helpers';

describe('throwIfResNotOk', () => {
  test('when the response is OK, then it does not throw', async () => {
    await expect(throwIfResNotOk(jsonResponse({}))).resolves.toBeUndefined();
  });

  test('when the response has a body, then the message is "<status>: <body>"', async () => {
    await expect(throwIfResNotOk(textResponse('{"error":{"code":"not_found"}}', 404, 'Not Found'))).rejects.toThrow(
      '404: {"error":{"code":"not_found"}}',
    );
  });

  test('when the body is empty, then the message is "<status>: <status text>"', async () => {
    await expect(throwIfResNotOk(textResponse('', 503, 'Service Unavailable'))).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiRequest', () => {
  test('when there is a body, then it is sent as JSON with credentials', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }, 201));
    await apiRequest('POST', '/api/workouts', { name: 'A' });
    expect(fetchMock).toHaveBeenCalledWith('/api/workouts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
      credentials: 'include',
    });
  });

  test('when there is no body, then no content type is sent', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await apiRequest('DELETE', '/api/workouts/1');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', headers: {}, body: undefined, credentials: 'include' });
  });

  test('when the server refuses, then the error carries status and body', async () => {
    mockFetch(() => textResponse('Unauthorized', 401, 'Unauthorized'));
    await expect(apiRequest('DELETE', '/api/workouts/1')).rejects.toThrow('401: Unauthorized');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  test('when called, then it GETs the key segments joined by "/" with credentials', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'w1' }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/workouts', 'w1']))).resolves.toEqual({ id: 'w1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/workouts/w1');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  test('when on401 is returnNull and the answer is 401, then it returns null', async () => {
    mockFetch(() => textResponse('Unauthorized', 401, 'Unauthorized'));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
  });

  test('when a 401 becomes null, then its body is still read, so the browser sees the request end', async () => {
    const answer = textResponse('Unauthorized', 401, 'Unauthorized');
    const text = jest.spyOn(answer, 'text');
    mockFetch(() => answer);
    await getQueryFn({ on401: 'returnNull' })(context(['/api/workouts']));
    expect(text).toHaveBeenCalledTimes(1);
  });

  test('when on401 is throw and the answer is 401, then it throws "401: …"', async () => {
    mockFetch(() => textResponse('Unauthorized', 401, 'Unauthorized'));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/workouts']))).rejects.toThrow('401: Unauthorized');
  });
});

/** What the client throws for an answer: "<status>: <text>" (split at the first ": "). */
const answered = (message: string) => {
  const [, status, text] = /^(\d{3}): ([\s\S]*)$/.exec(message)!;
  return new ApiError(Number(status), text!);
};

describe('isUnauthorizedError', () => {
  test.each([
    ['401: Unauthorized', true],
    ['401: {"message":"Unauthorized"}', true],
    ['401: Session expired', false],
    ['403: Unauthorized', false],
  ])('when the answer is %p, then it is %p', (message, expected) => {
    expect(isUnauthorizedError(answered(message))).toBe(expected);
  });

  test('when the value is not an answer (a plain Error or a string), then it is false', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
  });
});

describe('isPaymentRequiredError', () => {
  test.each([
    ['402: {"error":{"code":"payment_required","message":"Subscription required"}}', true],
    ['402: Payment Required', true],
    ['401: Unauthorized', false],
  ])('when the answer is %p, then it is %p', (message, expected) => {
    expect(isPaymentRequiredError(answered(message))).toBe(expected);
  });
});

describe('errorBodyOf and statusOf', () => {
  test('when the answer carries a service error body, then it is returned with its fields, and the status with it', () => {
    const error = answered('400: {"error":{"code":"validation","message":"Invalid","fields":{"name":"Name is required"}}}');
    expect(errorBodyOf(error)).toEqual({ error: { code: 'validation', message: 'Invalid', fields: { name: 'Name is required' } } });
    expect(statusOf(error)).toBe(400);
    expect(error.message).toBe('400: {"error":{"code":"validation","message":"Invalid","fields":{"name":"Name is required"}}}');
  });

  test.each([['500: Internal Server Error'], ['400: {"message":"no error key"}'], ['400: null']])('when the answer is %p, then there is no body', (message) => {
    expect(errorBodyOf(answered(message))).toBeNull();
  });

  test('when the error is not an answer, then there is neither body nor status', () => {
    expect(errorBodyOf(new Error('400: {"error":{"code":"validation","message":"x"}}'))).toBeNull();
    expect(statusOf(new Error('404: Not found'))).toBeNull();
  });
});
