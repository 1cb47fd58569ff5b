import type { ExerciseTemplate, ExerciseTemplateInput } from '@blockbeat/contracts';
import { errorBodyOf, statusOf, useActionErrorHandler, useCreateExerciseTemplate, useToast } from '@blockbeat/shell-sdk';
import { useRef } from 'react';
import { useUpdateExerciseTemplate } from '../api/updateExerciseTemplate';
import { serverFieldErrors, type TemplateFormErrors } from '../model/templateForm';

export const TEMPLATE_MESSAGES = {
  createFailed: 'Failed to create template. Please try again.',
  updateFailed: 'Failed to update template. Please try again.',
} as const;

export type SaveOutcome = { saved: true } | { saved: false; fieldErrors?: TemplateFormErrors };

/**
 * Creates the template, or updates `template`, with the spec's toasts. Duplicate submits are
 * ignored while a save is pending. A refusal of fields (400) comes back for the form to show.
 */
export function useSaveTemplate(template: ExerciseTemplate | null) {
  const create = useCreateExerciseTemplate();
  const update = useUpdateExerciseTemplate();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const saving = useRef(false);

  const save = async (input: ExerciseTemplateInput): Promise<SaveOutcome> => {
    if (saving.current) return { saved: false };
    saving.current = true;
    try {
      if (template) {
        const saved = await update.mutateAsync({ id: template.id, patch: input });
        toast({ title: 'Template Updated', description: `${saved.name} has been updated.` });
      } else {
        const saved = await create.mutateAsync(input);
        toast({ title: 'Template Created', description: `${saved.name} has been saved to your template library.` });
      }
      return { saved: true };
    } catch (error) {
      if (handleActionError(error)) return { saved: false };
      const fieldErrors = statusOf(error) === 400 ? serverFieldErrors(errorBodyOf(error)?.error.fields) : null;
      if (fieldErrors) return { saved: false, fieldErrors };
      toast({ title: 'Error', description: template ? TEMPLATE_MESSAGES.updateFailed : TEMPLATE_MESSAGES.createFailed, variant: 'destructive' });
      return { saved: false };
    } finally {
      saving.current = false;
    }
  };

  return { save, pending: create.isPending || update.isPending };
}
