/**
 * "Replay tutorial" on the account page opens the dashboard with this navigation state. The
 * dashboard then shows the onboarding tutorial on that load only, finished before or not, and
 * forgets the request when it closes; the shell's trial notices wait while it is asked for, so two
 * dialogs never stack. The stored `onboardingCompleted` flag stays as it is: it is for new users,
 * whose tutorial comes back until they finish or skip it (issue 25).
 */
export const TUTORIAL_REPLAY_STATE = { replayTutorial: true } as const;

/** Whether a navigation's state asks for the tutorial again. */
export function isTutorialReplay(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { replayTutorial?: unknown }).replayTutorial === true;
}
