import { SHARED_PLAYER_PAGE_FILES, type SharedWorkout } from '@blockbeat/contracts';

/**
 * A screen's page for a visitor without a session, drawn on the server by its remote's own
 * components (a Node bundle the remote's build writes into its dist-server/) and hydrated by the
 * page's own script: none of the app is loaded (docs/frontend.md, "The shared player page").
 */
export interface VisitorPage {
  /** In the remote's dist-server/ (REMOTE_SERVER_DIST): the Node bundle that draws the page. */
  renderer: string;
  /** In the remote's dist/: `{ scripts, styles }`, the page's own files. */
  assets: string;
  /** The page's markup for the screen's data (the loaded renderer draws it); null when it cannot be drawn. */
  render(renderer: unknown, data: unknown): string | null;
}

/** mf-player/src/entries/visitor-render.tsx, as its bundle exports it. */
interface SharedPlayerRenderer {
  renderSharedPlayer(workout: SharedWorkout): string | null;
}

/** The shared player as a visitor first gets it: its idle screen, the workout's name, blocks and totals. */
export const SHARED_PLAYER_PAGE: VisitorPage = {
  ...SHARED_PLAYER_PAGE_FILES,
  render: (renderer, data) => (renderer as SharedPlayerRenderer).renderSharedPlayer(data as SharedWorkout),
};
