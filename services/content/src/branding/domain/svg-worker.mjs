// The SVG worker's entry. A worker thread gets neither jest's transform nor (unless its parent
// was started with `--import tsx`) tsx's loader, so the TypeScript is loaded through tsx's own
// API: the same under `node --import tsx`, `tsx` and jest. The image runs no TypeScript: its build
// writes the compiled worker to dist/svg-worker.mjs beside main.js (scripts/lib/service-build.ts).
import { tsImport } from 'tsx/esm/api';

const { checkSvg } = await tsImport('./svg-worker.ts', import.meta.url);

export default checkSvg;
