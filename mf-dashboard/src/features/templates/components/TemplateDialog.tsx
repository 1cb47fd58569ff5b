import { LIMITS, type ExerciseTemplate } from '@blockbeat/contracts';
import { Button, ColorPicker, Field, Input, Modal, useMusicPreview } from '@blockbeat/ui';
import { useState, type FormEvent } from 'react';
import { useSaveTemplate } from '../hooks/useSaveTemplate';
import { useTemplateForm } from '../hooks/useTemplateForm';
import { DemoFields } from './DemoFields';
import { MusicSourceFields } from './MusicSourceFields';

export interface TemplateDialogProps {
  open: boolean;
  /** The template being edited; null creates one. */
  template: ExerciseTemplate | null;
  onClose: () => void;
}

/** Create or edit an exercise template (docs/product.md: template dialog, its defaults and rules). */
export function TemplateDialog({ open, template, onClose }: TemplateDialogProps) {
  const isEdit = template !== null;
  const previewId = template?.id ?? 0;
  const form = useTemplateForm(template);
  const { values, errors, set, leave } = form;
  const { save, pending } = useSaveTemplate(template);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const preview = useMusicPreview();

  const stopOwnPreview = () => {
    if (preview.playingId === previewId) preview.stop();
  };

  const close = () => {
    stopOwnPreview();
    form.reset();
    setUploadedName(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = form.validate();
    if (!result.ok) return;
    const outcome = await save(result.input);
    if (outcome.saved) close();
    else if (outcome.fieldErrors) form.showServerErrors(outcome.fieldErrors);
  };

  const submitLabel = isEdit ? (pending ? 'Updating...' : 'Update Template') : pending ? 'Creating...' : 'Create Template';

  return (
    <Modal open={open} title={isEdit ? 'Edit Exercise Template' : 'Create Exercise Template'} footer={null} onCancel={close} width={560}>
      <form className="template-form" onSubmit={submit} noValidate>
        <Field label="Exercise Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              maxLength={LIMITS.workoutNameMax}
              placeholder="e.g. Push-ups"
              onChange={(e) => set('name', e.target.value)}
              onBlur={() => leave('name')}
            />
          )}
        </Field>
        <div className="field-row">
          <Field label="Duration (seconds)" error={errors.duration}>
            {(control) => (
              <Input {...control} inputMode="numeric" value={values.duration} onChange={(e) => set('duration', e.target.value)} onBlur={() => leave('duration')} />
            )}
          </Field>
          <Field label="Rest Time (seconds)" error={errors.restTime}>
            {(control) => (
              <Input {...control} inputMode="numeric" value={values.restTime} onChange={(e) => set('restTime', e.target.value)} onBlur={() => leave('restTime')} />
            )}
          </Field>
        </div>
        <Field label="Notes" error={errors.notes}>
          {(control) => (
            <Input.TextArea {...control} rows={2} value={values.notes} placeholder="Form cues, modifications…" onChange={(e) => set('notes', e.target.value)} />
          )}
        </Field>
        <ColorPicker legend="Color" value={values.blockColor} onChange={(c) => set('blockColor', c)} error={errors.blockColor} />
        <MusicSourceFields
          values={values}
          errors={errors}
          previewId={previewId}
          uploadedName={uploadedName}
          onSourceChange={(musicType) => {
            stopOwnPreview();
            setUploadedName(null);
            form.changeSource(musicType);
          }}
          onUrlChange={(url) => set('musicUrl', url)}
          onUrlLeave={() => leave('musicUrl')}
          onUploaded={(url, name) => {
            set('musicUrl', url);
            setUploadedName(name);
          }}
          onUploadRemoved={() => {
            stopOwnPreview();
            set('musicUrl', '');
            setUploadedName(null);
          }}
        />
        <DemoFields
          values={values}
          errors={errors}
          onTypeChange={form.changeDemoType}
          onUrlChange={(url) => set('demoUrl', url)}
          onUrlLeave={() => leave('demoUrl')}
        />
        <div className="dialog-actions">
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
