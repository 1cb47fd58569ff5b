import { BRANDING_LOGO_MAX_BYTES, type Branding } from '@blockbeat/contracts';
import { errorBodyOf, serviceMessageOf, statusOf, useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Alert, Button, Card, Field, FileUpload, Flex, LoadFailed } from '@blockbeat/ui';
import { useState } from 'react';
import { needsExplaining } from '../../../shared/actionErrors';
import { useBranding } from '../api/getBranding';
import { useRemoveLogo } from '../api/removeLogo';
import { useUpdateBranding } from '../api/updateBranding';
import { useUploadLogo } from '../api/uploadLogo';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml';
const LOGO_TOO_LARGE = 'The logo is larger than 1 MB. Choose a smaller file.';
/** What an `<input type="color">` shows before a colour is chosen (it cannot be empty). */
export const DEFAULT_COLORS = { primaryColor: '#7c3aed', accentColor: '#f59e0b' } as const;

/** The message the service gave for `field`, or null (also when the error is handled elsewhere). */
function fieldMessage(error: unknown, field: string): string | null {
  if (!error || !needsExplaining(error)) return null;
  return errorBodyOf(error)?.error.fields?.[field] ?? null;
}

function logoError(error: unknown): string | null {
  if (!error || !needsExplaining(error)) return null;
  const fromField = errorBodyOf(error)?.error.fields?.file;
  if (fromField) return fromField;
  if (statusOf(error) === 413) return LOGO_TOO_LARGE;
  return serviceMessageOf(error, 'The logo could not be uploaded. Please try again.');
}

function ColorField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error: string | null }) {
  return (
    <Field label={label} error={error} className="branding-color">
      {(control) => <input {...control} type="color" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function Colors({ branding }: { branding: Branding }) {
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const update = useUpdateBranding();
  const [primaryColor, setPrimary] = useState(branding.primaryColor ?? DEFAULT_COLORS.primaryColor);
  const [accentColor, setAccent] = useState(branding.accentColor ?? DEFAULT_COLORS.accentColor);
  const error = update.isError ? update.error : null;
  const primaryError = fieldMessage(error, 'primaryColor');
  const accentError = fieldMessage(error, 'accentColor');
  const otherError =
    error && needsExplaining(error) && !primaryError && !accentError ? serviceMessageOf(error, 'Your colours could not be saved. Please try again.') : null;
  const colorsSet = Boolean(branding.primaryColor || branding.accentColor);
  // Both buttons send a PUT; the one busy is the one whose values are on their way (clearing sends nulls).
  const clearing = update.variables?.primaryColor === null;

  const save = (input: { primaryColor: string | null; accentColor: string | null }, done: { title: string; description: string }) => {
    update.mutate(input, {
      onSuccess: (saved) => {
        setPrimary(saved.primaryColor ?? DEFAULT_COLORS.primaryColor);
        setAccent(saved.accentColor ?? DEFAULT_COLORS.accentColor);
        toast(done);
      },
      onError: (err) => void handleActionError(err),
    });
  };

  return (
    <form
      className="branding-colors"
      onSubmit={(e) => {
        e.preventDefault();
        save({ primaryColor, accentColor }, { title: 'Colours saved', description: 'Your shared workouts now use them.' });
      }}
    >
      <div className="branding-color-row">
        <ColorField label="Primary colour" value={primaryColor} onChange={setPrimary} error={primaryError} />
        <ColorField label="Accent colour" value={accentColor} onChange={setAccent} error={accentError} />
      </div>
      {!colorsSet && <p className="muted-text">No colours saved yet: your shared workouts use BlockBeat's own.</p>}
      <Flex gap={8} wrap>
        <Button htmlType="submit" loading={update.isPending && !clearing}>
          Save colours
        </Button>
        {colorsSet && (
          <Button
            loading={update.isPending && clearing}
            onClick={() =>
              save({ primaryColor: null, accentColor: null }, { title: 'Colours cleared', description: "Your shared workouts use BlockBeat's own colours again." })
            }
          >
            Clear colours
          </Button>
        )}
      </Flex>
      {otherError && <Alert className="inline-alert" type="error" showIcon title={otherError} />}
    </form>
  );
}

function Logo({ branding }: { branding: Branding }) {
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  // The logo's address stays the same when it is replaced: a new query string makes the preview fetch it again.
  const [version, setVersion] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);
  const uploadError = tooLarge ? LOGO_TOO_LARGE : upload.isError ? logoError(upload.error) : null;
  const removeError = remove.isError && needsExplaining(remove.error) ? 'The logo could not be removed. Please try again.' : null;

  const onFile = (file: File) => {
    remove.reset();
    upload.reset();
    // Refused before sending, as the service would refuse it.
    setTooLarge(file.size > BRANDING_LOGO_MAX_BYTES);
    if (file.size > BRANDING_LOGO_MAX_BYTES) return;
    upload.mutate(file, {
      onSuccess: () => {
        setVersion((v) => v + 1);
        toast({ title: 'Logo uploaded', description: 'It now appears on the workouts you share.' });
      },
      onError: (err) => void handleActionError(err),
    });
  };

  return (
    <div className="branding-logo">
      <div className="branding-preview">
        {branding.logoUrl ? (
          <img src={version ? `${branding.logoUrl}?v=${version}` : branding.logoUrl} alt="Your logo" className="branding-logo-image" />
        ) : (
          <p className="muted-text">No logo yet</p>
        )}
      </div>
      <div className="data-action">
        <FileUpload
          label="Upload logo"
          accept={LOGO_ACCEPT}
          busy={upload.isPending || remove.isPending}
          hint="(PNG, JPEG or SVG, up to 1 MB)"
          error={uploadError}
          hasFile={Boolean(branding.logoUrl)}
          changeLabel="Change logo"
          removeLabel="Remove logo"
          onFile={onFile}
          onRemove={() => {
            upload.reset();
            setTooLarge(false);
            remove.mutate(undefined, {
              onSuccess: () => toast({ title: 'Logo removed', description: 'Your shared workouts no longer show it.' }),
              onError: (err) => void handleActionError(err),
            });
          }}
        />
        {removeError && <Alert className="inline-alert" type="error" showIcon title={removeError} />}
      </div>
    </div>
  );
}

/** Logo and two brand colours (docs/product.md#branding), shown on the instructor's shared player pages and PDFs. */
export function BrandingCard() {
  const branding = useBranding();
  return (
    <Card title="Branding">
      <div className="stack">
        <p className="muted-text">Your logo and colours appear on the workouts you share and the PDFs you export.</p>
        {branding.isPending ? (
          <p className="muted-text" role="status">
            Loading your branding...
          </p>
        ) : branding.isError ? (
          <LoadFailed className="inline-alert" title="Your branding could not be loaded." onRetry={() => void branding.refetch()} />
        ) : (
          <>
            <Logo branding={branding.data} />
            <Colors branding={branding.data} />
          </>
        )}
      </div>
    </Card>
  );
}
