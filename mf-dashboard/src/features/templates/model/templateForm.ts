import {
  BLOCK_COLORS,
  DEFAULT_BLOCK_COLOR,
  demoUrlError,
  exerciseFormErrors,
  LIMITS,
  readSeconds,
  type BlockColor,
  type DemoType,
  type ExerciseDemo,
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
  /** The demo shown while the exercise plays: none, an uploaded image or GIF, or a video link. */
  demoType: DemoChoice;
  demoUrl: string;
}

export type DemoChoice = 'none' | DemoType;

export const DEMO_OPTIONS: ReadonlyArray<{ value: DemoChoice; label: string }> = [
  { value: 'none', label: 'No demo' },
  { value: 'image', label: 'Image or GIF' },
  { value: 'video', label: 'Video link' },
];

export type TemplateField = keyof TemplateFormValues;
export type TemplateFormErrors = Partial<Record<TemplateField, string>>;

/** docs/product.md#data: name empty, duration 30, rest 10, notes and URL empty, YouTube, purple. */
export const TEMPLATE_FORM_DEFAULTS: TemplateFormValues = {
  name: '',
  duration: String(LIMITS.defaultDuration),
  restTime: String(LIMITS.defaultRest),
  notes: '',
  musicType: 'youtube',
  musicUrl: '',
  blockColor: DEFAULT_BLOCK_COLOR,
  demoType: 'none',
  demoUrl: '',
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
    demoType: template.demo?.type ?? 'none',
    demoUrl: template.demo?.url ?? '',
  };
}

/** What a number field shows once the user leaves it: the value the form will use. */
export function settleSeconds(text: string, fallback: number): string {
  const value = readSeconds(text, fallback);
  return value === null ? '' : String(value);
}

export type TemplateValidation = { ok: true; input: ExerciseTemplateInput } | { ok: false; errors: TemplateFormErrors };

/** The errors the form's values have now (contracts' exercise rules, the builder's too). */
export function templateFormErrors(values: TemplateFormValues): TemplateFormErrors {
  const errors: TemplateFormErrors = exerciseFormErrors({
    name: values.name,
    duration: readSeconds(values.duration, LIMITS.defaultDuration),
    restTime: readSeconds(values.restTime, LIMITS.defaultRest),
    musicType: values.musicType,
    musicUrl: values.musicUrl,
  });
  const demoError = values.demoType === 'none' ? null : demoUrlError(values.demoType, values.demoUrl.trim());
  if (demoError) errors.demoUrl = demoError;
  return errors;
}

/** The demo as the API stores it; null (sent as such) removes one the template had. */
function demoOf(values: TemplateFormValues): ExerciseDemo | null {
  return values.demoType === 'none' ? null : { type: values.demoType, url: values.demoUrl.trim() };
}

/** The API's input when the form is valid, else the errors of each field. */
export function validateTemplateForm(values: TemplateFormValues): TemplateValidation {
  const errors = templateFormErrors(values);
  const duration = readSeconds(values.duration, LIMITS.defaultDuration);
  const restTime = readSeconds(values.restTime, LIMITS.defaultRest);
  if (Object.keys(errors).length > 0 || duration === null || restTime === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      duration,
      restTime,
      notes: values.notes,
      musicType: values.musicType,
      musicUrl: values.musicUrl.trim(),
      blockColor: values.blockColor,
      demo: demoOf(values),
    },
  };
}

const FIELDS: readonly TemplateField[] = ['name', 'duration', 'restTime', 'notes', 'musicType', 'musicUrl', 'blockColor'];

/** The form field an API field's error belongs to: the API's names are the form's, but the demo's parts show on its one field. */
function formFieldOf(apiField: string): TemplateField | null {
  if (apiField === 'demo' || apiField.startsWith('demo.')) return 'demoUrl';
  return (FIELDS as readonly string[]).includes(apiField) ? (apiField as TemplateField) : null;
}

/** The server's 400 `fields` that the form can show. */
export function serverFieldErrors(fields: Record<string, string> | undefined): TemplateFormErrors | null {
  if (!fields) return null;
  const errors: TemplateFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = formFieldOf(key);
    if (field) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
