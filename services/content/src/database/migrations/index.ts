import type { Migration } from '@blockbeat/service-kit';
import { createWorkouts } from './001-create-workouts';
import { createExerciseTemplates } from './002-create-exercise-templates';
import { createCustomCategories } from './003-create-custom-categories';
import { createUploads } from './004-create-uploads';
import { createCompletions } from './005-create-completions';
import { createBranding } from './006-create-branding';
import { createBlobs } from './007-create-blobs';
import { indexCompletionsByTime } from './008-index-completions-by-time';
import { createSpotifyLinks } from './009-create-spotify-links';
import { createSpotifyAuthStates } from './010-create-spotify-auth-states';
import { addStructureDemosHistory } from './011-add-structure-demos-history';
import { createLiveClassesAndFeedback } from './012-create-live-classes-and-feedback';
import { createUploadBeats } from './013-create-upload-beats';

/** In the order they run; never reorder or edit one that has shipped. */
export const migrations: Migration[] = [
  createWorkouts,
  createExerciseTemplates,
  createCustomCategories,
  createUploads,
  createCompletions,
  createBranding,
  createBlobs,
  indexCompletionsByTime,
  createSpotifyLinks,
  createSpotifyAuthStates,
  addStructureDemosHistory,
  createLiveClassesAndFeedback,
  createUploadBeats,
];
