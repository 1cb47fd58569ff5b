import { LIMITS, type ExerciseTemplate, type MusicType } from '@blockbeat/contracts';
import { useShownErrors } from '@blockbeat/ui/plain';
import { useState } from 'react';
import {
  formValuesFrom,
  settleSeconds,
  TEMPLATE_FORM_DEFAULTS,
  templateFormErrors,
  validateTemplateForm,
  type TemplateField,
  type TemplateFormErrors,
  type TemplateFormValues,
  type TemplateValidation,
} from '../model/templateForm';

const SECONDS_FALLBACK: Partial<Record<TemplateField, number>> = { duration: LIMITS.defaultDuration, restTime: LIMITS.defaultRest };

/**
 * The template form's values and the errors it shows: a field's own error once the user has left
 * it or tried to save (never while a new form is still being filled in), and the server's refusal
 * of a field until that field changes.
 */
export function useTemplateForm(template: ExerciseTemplate | null) {
  const [values, setValues] = useState<TemplateFormValues>(() => formValuesFrom(template));
  const shown = useShownErrors<TemplateField>();
  const [serverErrors, setServerErrors] = useState<TemplateFormErrors>({});

  const own = templateFormErrors(values);
  const errors: TemplateFormErrors = {};
  for (const field of Object.keys(values) as TemplateField[]) {
    const message = serverErrors[field] ?? (shown.shows(field) ? own[field] : undefined);
    if (message) errors[field] = message;
  }

  const forgetServerError = (...fields: TemplateField[]) =>
    setServerErrors((e) => (fields.some((f) => e[f]) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as TemplateField))) : e));

  const set = <K extends TemplateField>(field: K, value: TemplateFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    forgetServerError(field);
  };

  /** Leaving a field shows its error; a seconds field that is not a number takes its fallback. */
  const leave = (field: TemplateField) => {
    const fallback = SECONDS_FALLBACK[field];
    if (fallback !== undefined) setValues((v) => ({ ...v, [field]: settleSeconds(v[field], fallback) }));
    shown.leave(field);
  };

  /** A new source starts without a URL (one that belonged to the other source). */
  const changeSource = (musicType: MusicType) => {
    setValues((v) => ({ ...v, musicType, musicUrl: '' }));
    shown.forget('musicUrl');
    forgetServerError('musicType', 'musicUrl');
  };

  /** Another kind of demo starts without a URL (one for an image is no video link). */
  const changeDemoType = (demoType: TemplateFormValues['demoType']) => {
    setValues((v) => ({ ...v, demoType, demoUrl: '' }));
    shown.forget('demoUrl');
    forgetServerError('demoType', 'demoUrl');
  };

  /** A save attempt: every field's error shows from now on. */
  const validate = (): TemplateValidation => {
    shown.attempt();
    return validateTemplateForm(values);
  };

  const reset = () => {
    setValues(TEMPLATE_FORM_DEFAULTS);
    shown.reset();
    setServerErrors({});
  };

  return { values, errors, set, leave, changeSource, changeDemoType, validate, reset, showServerErrors: setServerErrors };
}
