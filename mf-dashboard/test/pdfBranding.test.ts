import { loadPdfBranding } from '../src/features/pdf-export/model/pdfBranding';

// jsdom has no fetch: each test installs the answer it needs.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body, text: async () => JSON.stringify(body) });
let decode: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  decode = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  delete (globalThis as Partial<typeof globalThis>).fetch;
});

function answerBranding(status: number, body: unknown) {
  return fetchMock.mockImplementation(() => answer(status, body));
}

test('when the instructor has a logo and colours, then the logo is decoded before drawing and both colours are kept', async () => {
  const fetchSpy = answerBranding(200, { logoUrl: '/api/branding/logo', primaryColor: '#ff0000', accentColor: '#00aa00' });
  const branding = await loadPdfBranding();
  expect(fetchSpy).toHaveBeenCalledWith('/api/branding', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  expect(branding?.logo?.src).toBe('http://localhost/api/branding/logo');
  expect(decode).toHaveBeenCalledTimes(1);
  expect(branding).toMatchObject({ primaryColor: '#ff0000', accentColor: '#00aa00' });
});

test('when a colour is not #rrggbb, then it is left out', async () => {
  answerBranding(200, { logoUrl: null, primaryColor: 'red', accentColor: '#00aa00' });
  expect(await loadPdfBranding()).toEqual({ logo: null, primaryColor: null, accentColor: '#00aa00' });
});

test('when the logo does not load, then the colours are still used', async () => {
  answerBranding(200, { logoUrl: '/api/branding/logo', primaryColor: '#ff0000', accentColor: null });
  decode.mockRejectedValue(new Error('EncodingError'));
  expect(await loadPdfBranding()).toEqual({ logo: null, primaryColor: '#ff0000', accentColor: null });
});

test.each([
  ['nothing is set', () => answerBranding(200, { logoUrl: null, primaryColor: null, accentColor: null })],
  ['the branding answer is an error', () => answerBranding(500, { error: { message: 'down' } })],
  ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
])('when %s, then the PDF has no branding', async (_case, arrange) => {
  arrange();
  expect(await loadPdfBranding()).toBeNull();
});
