import {
  BLOCK_COLORS,
  DEFAULT_BLOCK_COLOR,
  LIMITS,
  musicUrlError,
  type BlockColor,
  type ExerciseTemplate,
  type ExerciseTemplateInput,
  type MusicType,
} from '@blockbeat/contracts';

/** What the template form holds: the number fields keep what was typed until they are read. */
export interface TemplateFormValues {
  name: string;
  duration: string;
  restTime: string;
  notes: string;
  musicType: MusicType;
  musicUrl: string;
  blockColor: BlockColor;
}

export type TemplateField = keyof TemplateFormValues;
export type TemplateFormErrors = Partial<Record<TemplateField, string>>;

/** PRODUCT.md §3: name empty, duration 30, rest 10, notes and URL empty, YouTube, purple. */
export const TEMPLATE_FORM_DEFAULTS: TemplateFormValues = {
  name: '',
  duration: String(LIMITS.defaultDuration),
  restTime: String(LIMITS.defaultRest),
  notes: '',
  musicType: 'youtube',
  musicUrl: '',
  blockColor: DEFAULT_BLOCK_COLOR,
};

export const MUSIC_SOURCE_OPTIONS: ReadonlyArray<{ value: MusicType; label: string }> = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'spotify', label: 'Spotify' },
  { value: 'soundcloud', label: 'SoundCloud' },
  { value: 'upload', label: 'Upload audio file' },
];

export const MUSIC_URL_PLACEHOLDERS: Record<Exclude<MusicType, 'upload'>, string> = {
  youtube: 'https://www.youtube.com/watch?v=...',
  spotify: 'https://open.spotify.com/track/...',
  soundcloud: 'https://soundcloud.com/artist/track-name',
};

export function musicTypeLabel(type: MusicType): string {
  return type === 'upload' ? 'Uploaded audio' : (MUSIC_SOURCE_OPTIONS.find((o) => o.value === type)?.label ?? type);
}

function isBlockColor(value: string): value is BlockColor {
  return (BLOCK_COLORS as readonly string[]).includes(value);
}

export function formValuesFrom(template: ExerciseTemplate | null): TemplateFormValues {
  if (!template) return TEMPLATE_FORM_DEFAULTS;
  return {
    name: template.name,
    duration: String(template.duration),
    restTime: String(template.restTime),
    notes: template.notes ?? '',
    musicType: template.musicType,
    musicUrl: template.musicUrl ?? '',
    blockColor: isBlockColor(template.blockColor) ? template.blockColor : DEFAULT_BLOCK_COLOR,
  };
}

/**
 * A number field as the form reads it: empty stays empty (the field is required), anything that
 * is not a number falls back to the default (PRODUCT.md §5: 30 for duration, 10 for rest), and a
 * number is read up to its first non-digit, so "45.5" is 45.
 */
export function readSeconds(text: string, fallback: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number.parseInt(trimmed, 10);
  return Number.isNaN(value) ? fallback : value;
}

/** What a number field shows once the user leaves it: the value the form will use. */
export function settleSeconds(text: string, fallback: number): string {
  const value = readSeconds(text, fallback);
  return value === null ? '' : String(value);
}

function secondsError(label: string, value: number | null, min: number, max: number): string | undefined {
  if (value === null) return `${label} is required`;
  if (value < min) return `${label} must be at least ${min} seconds`;
  if (value > max) return `${label} must be at most ${max} seconds`;
  return undefined;
}

export type TemplateValidation = { ok: true; input: ExerciseTemplateInput } | { ok: false; errors: TemplateFormErrors };

/** PRODUCT.md §5: name required; duration 5–600 s; rest 0–300 s; a music URL must suit its source. */
export function validateTemplateForm(values: TemplateFormValues): TemplateValidation {
  const name = values.name.trim();
  const duration = readSeconds(values.duration, LIMITS.defaultDuration);
  const restTime = readSeconds(values.restTime, LIMITS.defaultRest);
  const musicUrl = values.musicUrl.trim();
  const errors: TemplateFormErrors = {
    name: name ? undefined : 'Exercise name is required',
    duration: secondsError('Duration', duration, LIMITS.durationMin, LIMITS.durationMax),
    restTime: secondsError('Rest time', restTime, LIMITS.restMin, LIMITS.restMax),
    musicUrl: musicUrl ? (musicUrlError(values.musicType, musicUrl) ?? undefined) : undefined,
  };
  if (Object.values(errors).some(Boolean) || duration === null || restTime === null) {
    return { ok: false, errors: Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as TemplateFormErrors };
  }
  return {
    ok: true,
    input: { name, duration, restTime, notes: values.notes, musicType: values.musicType, musicUrl, blockColor: values.blockColor },
  };
}

const FIELDS: readonly TemplateField[] = ['name', 'duration', 'restTime', 'notes', 'musicType', 'musicUrl', 'blockColor'];

/** The server's 400 `fields` (keyed by the API's field names, which are the form's) that the form can show. */
export function serverFieldErrors(fields: Record<string, string> | undefined): TemplateFormErrors | null {
  if (!fields) return null;
  const errors: TemplateFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if ((FIELDS as readonly string[]).includes(key)) errors[key as TemplateField] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
