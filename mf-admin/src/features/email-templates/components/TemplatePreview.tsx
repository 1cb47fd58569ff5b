import { SAMPLE_TEMPLATE_VALUES, templateFieldProblem, type EmailPreviewInput } from '@blockbeat/contracts';
import { serviceMessageOf } from '@blockbeat/shell-sdk';
import { LoadFailed, Skeleton } from '@blockbeat/ui';
import { useTemplatePreview } from '../api/previewEmailTemplate';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/** Typing settles this long before the service is asked for a preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** What the preview can show for this text, or null while the subject or body would be refused. */
const previewable = (text: EmailPreviewInput) =>
  templateFieldProblem('subject', text.subject) || templateFieldProblem('body', text.body) ? null : { subject: text.subject, body: text.body };

function PreviewBody({ input }: { input: EmailPreviewInput | null }) {
  const preview = useTemplatePreview(input);
  if (input === null) return <p className="tpl-preview-note">The preview appears once the subject and body are filled in and valid.</p>;
  if (preview.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (preview.isError) return <LoadFailed title={serviceMessageOf(preview.error, 'The preview could not be made.')} onRetry={() => void preview.refetch()} />;
  const { subject, html, text } = preview.data;
  return (
    <div className="tpl-preview-mail" aria-busy={preview.isPlaceholderData || undefined}>
      <dl className="tpl-preview-headers">
        <div>
          <dt>To</dt>
          <dd>{SAMPLE_TEMPLATE_VALUES.email}</dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{subject}</dd>
        </div>
      </dl>
      {/* No scripts, forms or navigation: the mail's HTML is shown, never run. */}
      <iframe className="tpl-preview-frame" title="HTML part of the mail" sandbox="" srcDoc={html} />
      <details>
        <summary>Plain-text part</summary>
        <pre className="tpl-preview-text">{text}</pre>
      </details>
    </div>
  );
}

/** The mail as a recipient would get it, with sample values, following the form as it is typed. */
export function TemplatePreview({ subject, body }: EmailPreviewInput) {
  const settled = { subject: useDebouncedValue(subject, PREVIEW_DEBOUNCE_MS), body: useDebouncedValue(body, PREVIEW_DEBOUNCE_MS) };
  return (
    <section className="tpl-preview" aria-label="Preview">
      <p className="tpl-preview-note">
        With sample values: {'{{firstName}}'} is {SAMPLE_TEMPLATE_VALUES.firstName}, {'{{trialDaysLeft}}'} is {SAMPLE_TEMPLATE_VALUES.trialDaysLeft}.
      </p>
      <PreviewBody input={previewable(settled)} />
    </section>
  );
}
