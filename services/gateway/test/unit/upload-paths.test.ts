import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_URL, UPLOAD_MAX_BYTES } from '@blockbeat/contracts';
import { uploadLimitOf } from '../../src/api/upload-paths';

describe('upload limits at the edge', () => {
  test('when a demo image is posted, then the gateway holds it to 5 MB with the service\'s words, and audio keeps 15 MB', () => {
    expect(uploadLimitOf(IMAGE_UPLOADS_URL)).toEqual({ maxBytes: IMAGE_UPLOAD_MAX_BYTES, tooLarge: 'The file is larger than 5 MB' });
    expect(uploadLimitOf('/api/uploads')?.maxBytes).toBe(UPLOAD_MAX_BYTES);
    expect(uploadLimitOf('/api/uploads/images/x')).toBeUndefined();
  });
});
