// The beat worker's entry, loaded like the SVG worker's (branding/domain/svg-worker.mjs): through
// tsx's API, the same under `node --import tsx`, `tsx` and jest.
import { tsImport } from 'tsx/esm/api';

const { analyseUploadedAudio } = await tsImport('./beat-worker.ts', import.meta.url);

export default analyseUploadedAudio;
