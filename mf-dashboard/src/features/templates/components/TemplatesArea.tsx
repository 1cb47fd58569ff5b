import type { ExerciseTemplate } from '@blockbeat/contracts';
import { TemplateDialog } from './TemplateDialog';
import { TemplatesPanel, type TemplatesPanelProps } from './TemplatesPanel';
import { MusicPreviewProvider } from '../preview/MusicPreviewProvider';

export interface TemplatesAreaProps {
  panel: TemplatesPanelProps;
  dialog: { open: boolean; template: ExerciseTemplate | null; session: number; onClose: () => void };
}

/**
 * The templates tab and the template dialog under their one music preview (one track at a time
 * across the cards and the dialog). Mounted once the tab or the dialog is first used; the dialog
 * is a modal drawn over the page, so it shows whichever tab is in view.
 */
export function TemplatesArea({ panel, dialog }: TemplatesAreaProps) {
  return (
    <MusicPreviewProvider>
      <TemplatesPanel {...panel} />
      <TemplateDialog key={`template-${dialog.session}`} open={dialog.open} template={dialog.template} onClose={dialog.onClose} />
    </MusicPreviewProvider>
  );
}
