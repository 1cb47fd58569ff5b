// @blockbeat/contracts: what the browser and the services agree on, by topic, each name listed
// (a new export of a module is not public until it is added here). The Joi schemas are for
// servers only (`@blockbeat/contracts/schemas`, schemas.ts): this entry carries only the types
// of the bodies they check (type-only exports leave no import behind).

// Errors: the one error body every API answers with
export type { ErrorBody, ErrorCode } from './errors';

// Workouts, blocks, rounds and templates
export {
  BLOCK_COLORS,
  BUILTIN_CATEGORIES,
  CATEGORY_LABELS,
  DEFAULT_BLOCK_COLOR,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  LIMITS,
  MUSIC_TYPES,
  categoryLabel,
  difficultyLabel,
  durationBucket,
  toWorkoutSummary,
  totalDuration,
  wholeMinutes,
} from './workout';
export type {
  BlockColor,
  BuiltinCategory,
  CustomCategory,
  Difficulty,
  DurationBucket,
  Exercise,
  ExerciseTemplate,
  ImportSummary,
  MusicType,
  ShareLink,
  ShareState,
  SharedWorkout,
  Workout,
  WorkoutSummary,
} from './workout';
export {
  BREATH_PRESETS,
  CROSSFADE_SECONDS_MAX,
  CROSSFADE_SECONDS_STEP,
  CUE_PROFILES,
  CUE_PROFILE_LABELS,
  DEFAULT_WORKOUT_SOUND,
  DEMO_MESSAGES,
  DEMO_TYPES,
  STRUCTURE_LIMITS,
  blockPlayedSeconds,
  breathCycleSeconds,
  breathPatternLabel,
  demoUploadIds,
  demoUrlError,
  isRoundGroupItem,
  playedSeconds,
  roundGroupsProblem,
  workSeconds,
  workoutItems,
} from './workout-structure';
export type {
  BreathPattern,
  Breathing,
  CueProfile,
  DemoType,
  ExerciseDemo,
  RoundGroupItem,
  RoundGroupSpec,
  TimedBlock,
  WorkoutSound,
} from './workout-structure';
export {
  EXERCISE_FORM_MESSAGES,
  WORKOUT_FORM_MESSAGES,
  exerciseFormErrors,
  readSeconds,
  workoutNameError,
} from './exercise-form';
export type { ExerciseFormErrors, ExerciseFormField, ExerciseFormValues } from './exercise-form';
export type { WorkoutInput } from './workout-schema';
export type { ExerciseTemplateInput, ExerciseTemplatePatch } from './exercise-template-schema';
export type { CustomCategoryInput } from './custom-category-schema';
export {
  BLOCK_COLOR_NAMES,
  BLOCK_COLOR_OPTIONS,
  blockColorName,
  blockColorOf,
  blockColorStyle,
  blockGradient,
} from './block-colors';
export type { BlockColorName, BlockColorStyle } from './block-colors';
export { TEMPLATE_SORTS, WORKOUT_SORTS, WORKOUT_SORT_LABELS, sortItems } from './sorting';
export type { TemplateSort, WorkoutSort } from './sorting';
export type { ContentExport } from './content-export';

// Completions and history
export { COMPLETIONS_LISTED, COMPLETION_SECONDS_MAX, HISTORY_DAYS_MAX } from './completion';
export type { Completion, CompletionHistory, CompletionInput } from './completion';

// Music: links, previews, Spotify, the beat grid
export {
  MUSIC_HONESTY,
  MUSIC_MESSAGES,
  SPOTIFY_WEB_PLAYER_URL,
  detectMusicType,
  musicUrlError,
  spotifyTrackId,
  youtubeVideoId,
} from './music';
export { PLAYBACK_ERROR, PREVIEW_LIMIT_MS, previewSource } from './music-preview';
export type { PreviewId, PreviewSource } from './music-preview';
export {
  SPOTIFY_MESSAGES,
  SPOTIFY_PATHS,
  SPOTIFY_SCOPES,
  SPOTIFY_SCREEN_PATH,
  SPOTIFY_STATE_COOKIE,
  spotifyTemplateName,
  spotifyTrackSeconds,
} from './spotify';
export type {
  SpotifyCallbackError,
  SpotifyErrorReason,
  SpotifyFillRequest,
  SpotifyFillResult,
  SpotifyPage,
  SpotifyPlaylist,
  SpotifyStatus,
  SpotifyTemplatesRequest,
  SpotifyTemplatesResult,
  SpotifyTrack,
} from './spotify';
export {
  BEAT_LOW_CONFIDENCE,
  BEAT_MESSAGES,
  BPM_MAX,
  BPM_MIN,
  DOWNBEAT_MAX_MS,
  NUDGE_STEP_MS,
  PHRASE_COUNTS,
  TAP_MIN_TAPS,
  countsToSeconds,
  formatBpm,
  secondsToCounts,
  usableBpm,
} from './beat';
export type { BeatGrid, BeatStatus, BeatTapInput } from './beat';

// Uploads and storage
export {
  AUDIO_MIME_TYPES,
  AUDIO_SNIFF_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  UNSUPPORTED_AUDIO_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  detectAudioFormat,
  fileTooLargeMessage,
  clientLogoUrl,
  clientUploadUrl,
  sharedMusicUrl,
  uploadIdOf,
  uploadUrl,
} from './upload';
export type { AudioFormat, UploadListItem, UploadedAudio } from './upload';
export { AUDIO_FILE_MESSAGES, audioFileProblem, uploadRefusalMessage } from './upload-checks';
export {
  IMAGE_FILE_MESSAGES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
  IMAGE_MIME_TYPES,
  IMAGE_SNIFF_BYTES,
  IMAGE_UPLOADS_URL,
  IMAGE_UPLOAD_MAX_BYTES,
  detectImageFormat,
  imageFileProblem,
} from './image-upload';
export type { ImageFormat, UploadedImage } from './image-upload';
export { STORAGE_USAGE_URL, formatStorageSize, storageQuotaMessage } from './storage';
export type { StorageUsage } from './storage';

// Branding
export {
  BRANDING_COLOR_MESSAGE,
  BRANDING_LOGO_FIELD,
  BRANDING_LOGO_MAX_BYTES,
  BRANDING_LOGO_URL,
  BRANDING_URL,
  LOGO_MIME_TYPES,
  UNSUPPORTED_LOGO_MESSAGE,
  detectLogoFormat,
  sharedBrandingLogoUrl,
} from './branding';
export type { Branding, BrandingInput, LogoFormat } from './branding';
export { brandColorVars, brandColors, hasBranding } from './brand-colors';

// Identity, access and billing
export { ENTITLEMENTS_CHANGED_CHANNEL, IDENTITY_ISSUER, IDENTITY_TTL_SECONDS, canEditContent } from './identity';
export type { AuthUser, Entitlement, IdentityClaims, RemotesMap, ServiceName } from './identity';
export {
  EXPIRED_ALLOWED_PREFIXES,
  PRICE_PER_MONTH_USD,
  SUBSCRIPTION_STATUSES,
  TRIAL_DAYS,
  describeSubscription,
  hasAccess,
  hasNoSubscription,
  isAllowedWhenExpired,
  isEntitled,
  isExpired,
  isTrialActive,
  isTrialExpired,
  trialDaysLeft,
} from './subscription';
export type {
  SubscriptionState,
  SubscriptionStatus,
  SubscriptionStatusAnswer,
  SubscriptionStatusResponse,
} from './subscription';
export { expiryReason } from './expiry';
export type { ExpiryReason } from './expiry';
export { maskSecret } from './billing';
export type {
  BillingExport,
  RedirectAnswer,
  StripeEventOutcome,
  StripeEventSummary,
  StripeStatusAnswer,
} from './billing';
export { TUTORIAL_REPLAY_STATE, isTutorialReplay } from './onboarding';

// Support, admin and group e-mail
export {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_NOTIFICATIONS_URL,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  linkSegments,
  supportMessageProblem,
  tooManyRepliesMessage,
  tooManyTicketsMessage,
} from './support';
export type {
  MailStatus,
  NewMessageInput,
  NewTicketInput,
  StaffTicketDetail,
  StaffTicketMessage,
  StaffTicketPage,
  StaffTicketSummary,
  SupportExport,
  SupportNotifications,
  TextSegment,
  TicketAttachment,
  TicketCategory,
  TicketDetail,
  TicketMessage,
  TicketStatus,
  TicketStatusInput,
  TicketSummary,
} from './support';
export { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, ADMIN_USER_FILTERS, ADMIN_USER_SORTS, AUDIT_ACTIONS } from './admin';
export type {
  AdminGrantInput,
  AdminUserDetail,
  AdminUserFilter,
  AdminUserPage,
  AdminUserRow,
  AdminUserSort,
  AuditAction,
  AuditEntry,
  AuditPage,
  BillingOverview,
  ContentOverview,
  ContentUserSummary,
  ExtendTrialInput,
  SupportUserSummary,
  WeekFigures,
} from './admin';
export {
  EMAIL_PLACEHOLDERS,
  EMAIL_TEMPLATE_LIMITS,
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_RULES,
  SAMPLE_TEMPLATE_VALUES,
  fillTemplate,
  templateFieldProblem,
  unknownPlaceholder,
  unknownPlaceholderMessage,
} from './admin-email';
export type {
  EmailPlaceholder,
  EmailPreviewInput,
  EmailTemplate,
  EmailTemplateField,
  EmailTemplateInput,
  EmailTemplateList,
  FilledTemplate,
  RenderedEmail,
  TemplateValues,
} from './admin-email';
export {
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_LABELS,
  GROUP_EMAIL_AUDIENCES,
  GROUP_EMAIL_AUDIENCE_LABELS,
  GROUP_EMAIL_LIMITS,
  GROUP_EMAIL_MESSAGES,
  RECIPIENT_STATUSES,
  RECIPIENT_STATUS_LABELS,
} from './group-email';
export type {
  AudienceCount,
  AudiencePage,
  AudienceRecipient,
  Campaign,
  CampaignInput,
  CampaignList,
  CampaignRecipient,
  CampaignRecipientPage,
  CampaignStatus,
  GroupEmailAudience,
  RecipientStatus,
  TestMailAnswer,
  TestMailInput,
} from './group-email';

// Live classes
export {
  FEEDBACK_MESSAGES,
  LIVE_ACTION_TYPES,
  LIVE_CODE_ALPHABET,
  LIVE_CODE_LENGTH,
  LIVE_CODE_PATTERN,
  LIVE_INSTRUCTOR_ROLE,
  LIVE_LIMITS,
  normaliseLiveCode,
} from './live';
export type {
  FeedbackEntry,
  FeedbackInput,
  FeedbackSummary,
  FeedbackView,
  LiveAction,
  LiveActionInput,
  LiveActionType,
  LiveClassInput,
  LiveClassStarted,
  LiveClassView,
  LiveEvents,
  LiveServerTime,
} from './live';

// Coaching: clients, programs, the client page
export {
  CLIENT_LINK_NOT_AVAILABLE,
  COACHING_LIMITS,
  COACHING_MESSAGES,
  COACHING_WORKOUTS_REQUEST_MAX,
  FALLING_BEHIND_RULE,
  ROSTER_ARCHIVED,
  ROSTER_SORTS,
  clientPageUrl,
} from './coaching';
export type {
  Assignment,
  AssignmentInput,
  CalendarDay,
  CalendarEntry,
  CalendarQuery,
  Client,
  ClientCalendar,
  ClientCompletion,
  ClientCompletionInput,
  ClientDetail,
  ClientInput,
  ClientLink,
  ClientLinkMailInput,
  ClientLinkMailSent,
  ClientPage,
  ClientPageDay,
  ClientPageWorkout,
  ClientPatch,
  CoachedWorkout,
  CoachingDayStatus,
  CoachingExport,
  CoachingNotice,
  CoachingWorkouts,
  CoachingWorkoutsRequest,
  CompletionView,
  DoneOfPlanned,
  Program,
  ProgramDay,
  ProgramInput,
  ProgramSummary,
  Roster,
  RosterArchived,
  RosterQuery,
  RosterRow,
  RosterSort,
} from './coaching';

// Pages and remotes: what the gateway's HTML and the shell agree on
export {
  AFTER_PAINT_SCRIPT,
  AFTER_PAINT_SCRIPTS_ATTRIBUTE,
  CLIENT_PAGE_CACHE,
  CLIENT_PAGE_FILES,
  PAGE_DATA_ATTRIBUTE,
  PAGE_DATA_MAX_AGE_MS,
  PAGE_DATA_READ_AT_ATTRIBUTE,
  PAGE_FRAME_ATTRIBUTE,
  PAGE_OFFLINE_FILES_ATTRIBUTE,
  SHELL_STARTS_ON_ARRIVAL,
  REMOTE_SERVER_DIST,
  SHARED_PLAYER_PAGE_FILES,
  SIGNED_IN_PAGE_DATA,
} from './page-data';
export { REMOTES, REMOTE_LIST, remoteModuleId } from './remotes';
export type { ExposedModule, RemoteDescription, RemoteKey, RemoteModuleId } from './remotes';
export { escapeHtml, jsonForHtml } from './html';
