import type { ExerciseTemplate, MusicType } from '@blockbeat/contracts';
import { LIMITS } from '@blockbeat/contracts';
import { errorBodyOf, statusOf, useActionErrorHandler, useCreateExerciseTemplate, useToast } from '@blockbeat/shell-sdk';
import { Button, Input, Modal } from '@blockbeat/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LabeledSelect } from '../../../shared/components/LabeledSelect';
import { useUpdateExerciseTemplate } from '../api/updateExerciseTemplate';
import {
  formValuesFrom,
  MUSIC_SOURCE_OPTIONS,
  MUSIC_URL_PLACEHOLDERS,
  serverFieldErrors,
  settleSeconds,
  TEMPLATE_FORM_DEFAULTS,
  validateTemplateForm,
  type TemplateField,
  type TemplateFormErrors,
  type TemplateFormValues,
} from '../model/templateForm';
import { MusicPreviewButton } from '../preview/MusicPreviewButton';
import { useMusicPreview } from '../preview/MusicPreviewProvider';
import { AudioUpload } from './AudioUpload';
import { ColorPicker } from './ColorPicker';

export interface TemplateDialogProps {
  open: boolean;
  /** The template being edited; null creates one. */
  template: ExerciseTemplate | null;
  onClose: () => void;
}

export const TEMPLATE_MESSAGES = {
  createFailed: 'Failed to create template. Please try again.',
  updateFailed: 'Failed to update template. Please try again.',
} as const;

/** PRODUCT.md §2, §3, §5: create or edit an exercise template. */
export function TemplateDialog({ open, template, onClose }: TemplateDialogProps) {
  const isEdit = template !== null;
  const previewId = template?.id ?? 0;
  const [values, setValues] = useState<TemplateFormValues>(() => formValuesFrom(template));
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const saving = useRef(false);
  const create = useCreateExerciseTemplate();
  const update = useUpdateExerciseTemplate();
  const pending = create.isPending || update.isPending;
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const preview = useMusicPreview();
  const ids = useId();
  const fieldId = (field: TemplateField) => `${ids}-${field}`;

  const set = <K extends TemplateField>(field: K, value: TemplateFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const stopOwnPreview = () => {
    if (preview.playingId === previewId) preview.stop();
  };

  const cancel = () => {
    stopOwnPreview();
    setValues(TEMPLATE_FORM_DEFAULTS);
    setErrors({});
    setUploadedName(null);
    onClose();
  };

  const changeSource = (musicType: MusicType) => {
    stopOwnPreview();
    setValues((v) => ({ ...v, musicType, musicUrl: '' }));
    setErrors((e) => ({ ...e, musicType: undefined, musicUrl: undefined }));
    setUploadedName(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Duplicate submits are ignored while a save is pending (PRODUCT.md §4).
    if (saving.current) return;
    const result = validateTemplateForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    saving.current = true;
    try {
      if (template) {
        const saved = await update.mutateAsync({ id: template.id, patch: result.input });
        toast({ title: 'Template Updated', description: `${saved.name} has been updated.` });
      } else {
        const saved = await create.mutateAsync(result.input);
        toast({ title: 'Template Created', description: `${saved.name} has been saved to your template library.` });
      }
      stopOwnPreview();
      setValues(TEMPLATE_FORM_DEFAULTS);
      setUploadedName(null);
      onClose();
    } catch (error) {
      if (handleActionError(error)) return;
      const body = errorBodyOf(error);
      const fieldErrors = statusOf(error) === 400 ? serverFieldErrors(body?.error.fields) : null;
      if (fieldErrors) {
        setErrors(fieldErrors);
        return;
      }
      toast({ title: 'Error', description: isEdit ? TEMPLATE_MESSAGES.updateFailed : TEMPLATE_MESSAGES.createFailed, variant: 'destructive' });
    } finally {
      saving.current = false;
    }
  };

  const submitLabel = isEdit ? (pending ? 'Updating...' : 'Update Template') : pending ? 'Creating...' : 'Create Template';
  const errorProps = (field: TemplateField) => ({
    id: fieldId(field),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });

  return (
    <Modal open={open} title={isEdit ? 'Edit Exercise Template' : 'Create Exercise Template'} footer={null} onCancel={cancel} width={560}>
      <form className="template-form" onSubmit={submit} noValidate>
        <Field label="Exercise Name" htmlFor={fieldId('name')} error={errors.name}>
          <Input {...errorProps('name')} value={values.name} maxLength={LIMITS.workoutNameMax} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Push-ups" />
        </Field>
        <div className="field-row">
          <Field label="Duration (seconds)" htmlFor={fieldId('duration')} error={errors.duration}>
            <Input
              {...errorProps('duration')}
              inputMode="numeric"
              value={values.duration}
              onChange={(e) => set('duration', e.target.value)}
              onBlur={() => set('duration', settleSeconds(values.duration, LIMITS.defaultDuration))}
            />
          </Field>
          <Field label="Rest Time (seconds)" htmlFor={fieldId('restTime')} error={errors.restTime}>
            <Input
              {...errorProps('restTime')}
              inputMode="numeric"
              value={values.restTime}
              onChange={(e) => set('restTime', e.target.value)}
              onBlur={() => set('restTime', settleSeconds(values.restTime, LIMITS.defaultRest))}
            />
          </Field>
        </div>
        <Field label="Notes" htmlFor={fieldId('notes')} error={errors.notes}>
          <Input.TextArea {...errorProps('notes')} rows={2} value={values.notes} onChange={(e) => set('notes', e.target.value)} placeholder="Form cues, modifications…" />
        </Field>
        <ColorPicker value={values.blockColor} onChange={(c) => set('blockColor', c)} error={errors.blockColor} />
        <LabeledSelect label="Music Source" value={values.musicType} options={MUSIC_SOURCE_OPTIONS} onChange={changeSource} />
        {errors.musicType && <p className="field-error">{errors.musicType}</p>}
        {values.musicType === 'upload' ? (
          <div className="field">
            <span className="field-label">Audio File</span>
            <AudioUpload
              url={values.musicUrl}
              fileName={uploadedName}
              previewId={previewId}
              title={values.name}
              describedBy={errors.musicUrl ? `${fieldId('musicUrl')}-error` : undefined}
              onUploaded={(url, name) => {
                set('musicUrl', url);
                setUploadedName(name);
              }}
              onRemove={() => {
                stopOwnPreview();
                set('musicUrl', '');
                setUploadedName(null);
              }}
            />
            {errors.musicUrl && (
              <p id={`${fieldId('musicUrl')}-error`} className="field-error">
                {errors.musicUrl}
              </p>
            )}
          </div>
        ) : (
          <Field label="Music URL" htmlFor={fieldId('musicUrl')} error={errors.musicUrl}>
            <div className="url-row">
              <Input
                {...errorProps('musicUrl')}
                value={values.musicUrl}
                placeholder={MUSIC_URL_PLACEHOLDERS[values.musicType]}
                onChange={(e) => set('musicUrl', e.target.value)}
              />
              <MusicPreviewButton
                id={previewId}
                title={values.name}
                musicType={values.musicType}
                musicUrl={values.musicUrl}
                playLabel="Preview music"
                stopLabel="Stop music"
                playText="Preview"
                stopText="Stop"
              />
            </div>
          </Field>
        )}
        <div className="dialog-actions">
          <Button onClick={cancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
