export { apiRequest, getQueryFn, throwIfResNotOk, uploadFile } from './api/client';
export {
  ApiError,
  errorBodyOf,
  isClientError,
  isNotFoundError,
  isPaymentRequiredError,
  isUnauthorizedError,
  serviceMessageOf,
  statusOf,
} from './api/apiError';
export { pageDataSaysSignedOut, pageDataUrls, seedQueriesFromPage, takePageData } from './api/pageData';
export type { HttpMethod, UnauthorizedBehavior } from './api/client';
export { PAYWALL_PATH, useActionErrorHandler } from './api/useActionErrorHandler';
export { createQueryClient, retryMutation, retryQuery, retryUpTo } from './api/queryClient';
export { AUTH_USER_QUERY_KEY, fetchAuthUser, useAuth } from './auth/useAuth';
export type { AuthState } from './auth/useAuth';
export { handleUnauthorized, LOGIN_URL, LOGOUT_URL, UNAUTHORIZED_REDIRECT_DELAY_MS } from './auth/handleUnauthorized';
export { fetchSubscriptionStatus, SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions, useSubscription } from './subscription/useSubscription';
export type { SubscriptionInfo } from './subscription/useSubscription';
export { ToastProvider, useToast, useToastsAtTop, useToastState } from './toast/ToastProvider';
export type { ToastApi, ToastPlacement } from './toast/ToastProvider';
export { Toaster } from './toast/Toaster';
export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toastReducer } from './toast/toastState';
export type { ToastInput, ToastItem, ToastVariant } from './toast/toastState';
export { ThemedUi, ThemeProvider, useTheme } from './theme/ThemeProvider';
export type { ThemeApi, ThemedProvider } from './theme/ThemeProvider';
export {
  applyResolvedTheme,
  browserStorage,
  darkSchemeQuery,
  DEFAULT_THEME,
  LEGACY_THEME_STORAGE_KEY,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  THEME_STORAGE_KEY,
} from './theme/themeStorage';
export type { ResolvedTheme, Theme } from './theme/themeStorage';
export { registerSharedInstances, registerShellInstances } from './federation/sharedInstances';
export type { SharedInstances, SharedInstancesRegistry } from './federation/sharedInstances';
export { useFetchWorkout, useWorkout, WORKOUTS_QUERY_KEY, workoutQueryKey, workoutQueryOptions } from './endpoints/workout';
export {
  createExerciseTemplate,
  EXERCISE_TEMPLATES_QUERY_KEY,
  exerciseTemplatesQueryOptions,
  fetchExerciseTemplates,
  useCreateExerciseTemplate,
  useExerciseTemplates,
} from './endpoints/exercise-templates';
export {
  createCustomCategory,
  CUSTOM_CATEGORIES_QUERY_KEY,
  customCategoriesQueryOptions,
  fetchCustomCategories,
  useCreateCustomCategory,
  useCustomCategories,
} from './endpoints/custom-categories';
export { UPLOAD_FAILED_TITLE, uploadAudio, uploadDemoImage, UPLOADS_URL, useAudioFileUpload, useDemoImageUpload } from './endpoints/uploads';
export {
  BEAT_PENDING_POLL_MS,
  beatQueryKey,
  beatQueryOptions,
  beatUrlOf,
  fetchBeatGrid,
  saveBeatGrid,
  useBeatGrid,
  useBeatGrids,
  useSaveBeatGrid,
} from './endpoints/beat';
export { ONBOARDING_URL, setOnboardingCompleted, useSetOnboardingCompleted } from './endpoints/onboarding';
export {
  COMPLETION_HISTORY_URL,
  completionHistoryQueryKey,
  completionHistoryQueryOptions,
  COMPLETIONS_CSV_URL,
  fetchCompletionHistory,
  useCompletionHistory,
} from './endpoints/completions';
export { FEEDBACK_URL, fetchWorkoutFeedback, useWorkoutFeedback, workoutFeedbackQueryKey, workoutFeedbackQueryOptions } from './endpoints/feedback';
export {
  COMPLETION_QUEUE_KEY,
  enqueueCompletion,
  flushCompletionQueue,
  isWorthRetrying,
  postCompletion,
  queuedCompletions,
  sendCompletion,
} from './completion-queue';
export type { CompletionOutcome, QueuedCompletion, SendCompletion } from './completion-queue';
export { SHELL_SDK_VERSION } from './version';
