import { LIVE_INSTRUCTOR_ROLE, type LiveActionInput, type LiveClassInput, type LiveClassStarted, type LiveClassView, type LiveServerTime } from '@blockbeat/contracts';
import { apiRequest } from '@blockbeat/shell-sdk';

const classPath = (code: string) => `/api/live/classes/${encodeURIComponent(code)}`;

export const liveUrls = {
  time: '/api/live/time',
  classes: '/api/live/classes',
  view: (code: string) => `/api/live/${encodeURIComponent(code)}`,
  /** The instructor's panel asks as the instructor: its stream is not counted among the followers. */
  events: (code: string, asInstructor = false) => `/api/live/${encodeURIComponent(code)}/events${asInstructor ? `?role=${LIVE_INSTRUCTOR_ROLE}` : ''}`,
  actions: (code: string) => `${classPath(code)}/actions`,
  settings: (code: string) => classPath(code),
  end: (code: string) => `${classPath(code)}/end`,
};

export async function getServerTime(): Promise<number> {
  const res = await apiRequest('GET', liveUrls.time);
  return ((await res.json()) as LiveServerTime).serverMs;
}

export async function getLiveClass(code: string): Promise<LiveClassView> {
  return (await (await apiRequest('GET', liveUrls.view(code))).json()) as LiveClassView;
}

export async function startLiveClass(input: LiveClassInput): Promise<LiveClassStarted> {
  return (await (await apiRequest('POST', liveUrls.classes, input)).json()) as LiveClassStarted;
}

export async function postLiveAction(code: string, action: LiveActionInput): Promise<void> {
  await apiRequest('POST', liveUrls.actions(code), action);
}

export async function setFollowerAudio(code: string, allowFollowerAudio: boolean): Promise<void> {
  await apiRequest('PATCH', liveUrls.settings(code), { allowFollowerAudio });
}

export async function endLiveClass(code: string): Promise<void> {
  await apiRequest('POST', liveUrls.end(code));
}
