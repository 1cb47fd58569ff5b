import { ADMIN_API, type ContentUserSummary } from '@blockbeat/contracts';
import { useQuery } from '@tanstack/react-query';
import { summaryQuery } from './summaryQuery';

/** GET /api/admin/content/users/{id}/summary: workouts, templates and storage, from content. */
export const useContentUserSummary = (id: string) => useQuery<ContentUserSummary>(summaryQuery(ADMIN_API.content, id));
