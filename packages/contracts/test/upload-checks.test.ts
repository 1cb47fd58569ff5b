import { AUDIO_FILE_MESSAGES, audioFileProblem, UPLOAD_MAX_BYTES, uploadRefusalMessage } from '../src';

const WAV_HEAD = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WAVE'].map((c) => c.charCodeAt(0)));

describe('audioFileProblem', () => {
  test('when the bytes are audio, then the file may be sent', async () => {
    expect(await audioFileProblem(new Blob([new Uint8Array(WAV_HEAD)]))).toBeNull();
  });
  test('when the bytes are not audio (whatever the name says), then it says which formats it takes', async () => {
    expect(await audioFileProblem(new Blob(['<html>not a song</html>']))).toBe('The file is not an MP3, WAV, M4A or OGG file.');
  });
  test('when the file is over 15 MB, then it says so before reading it', async () => {
    const big = new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)]);
    expect(await audioFileProblem(big)).toBe('The file is larger than 15 MB.');
  });
});

describe('uploadRefusalMessage', () => {
  const messages = { tooLarge: AUDIO_FILE_MESSAGES.tooLarge, failed: AUDIO_FILE_MESSAGES.failed };
  test('when a 400 names the file, then its reason is used, not "Invalid request"', () => {
    const body = { error: { code: 'validation' as const, message: 'Invalid request', fields: { file: 'Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG' } } };
    expect(uploadRefusalMessage(400, body, messages)).toBe('Unsupported audio format. Supported formats: MP3, WAV, M4A, OGG');
    expect(uploadRefusalMessage(400, { error: { code: 'validation', message: 'Invalid request' } }, messages)).toBe(messages.failed);
  });
  test('when a 413 carries a reason (the quota), then it is used; a bare 413 is the size limit', () => {
    expect(uploadRefusalMessage(413, { error: { code: 'too_large', message: 'Storage full: 500 MB of 500 MB used' } }, messages)).toBe('Storage full: 500 MB of 500 MB used');
    expect(uploadRefusalMessage(413, null, messages)).toBe('The file is larger than 15 MB.');
  });
  test('when the service failed, then the try-again message is used', () => {
    expect(uploadRefusalMessage(500, { error: { code: 'internal', message: 'Internal error' } }, messages)).toBe(messages.failed);
    expect(uploadRefusalMessage(null, null, messages)).toBe(messages.failed);
  });
});
