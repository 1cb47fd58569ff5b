import { Button } from 'antd';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from './icons';
import { UiStyles } from './styles';

export interface FileUploadProps {
  /** The upload button's text, e.g. 'Upload Audio File'. */
  label: string;
  /** The upload button's and file picker's accessible name when the text needs context ('… for Plank'); contains `label`. */
  name?: string;
  accept: string;
  busy?: boolean;
  /** What may be chosen, e.g. 'Supported formats: MP3, WAV, M4A, OGG'. */
  hint?: ReactNode;
  /** Why the last file was refused; read with the buttons. */
  error?: string | null;
  /** Whether a file is in place: then Change and Remove replace the upload button. */
  hasFile: boolean;
  /** The file in place: its name and a status line ('Audio file uploaded'). */
  fileName?: string | null;
  fileStatus?: string;
  /** Accessible names of Change and Remove (each contains the visible word), e.g. 'Remove audio file'. */
  changeLabel?: string;
  removeLabel: string;
  /** Beside the file in place, e.g. its preview button. */
  children?: ReactNode;
  onFile: (file: File) => void;
  /** Absent: no Remove button. */
  onRemove?: () => void;
}

/**
 * A styled file upload: a button opens the browser's file picker (the native input stays hidden),
 * then the file in place shows with Change and Remove. Uploading is the caller's: this reports the
 * file chosen, and the same file can be chosen again after a refusal.
 */
export function FileUpload(props: FileUploadProps) {
  const { label, name = label, accept, busy = false, hint, error, hasFile, fileName, fileStatus, changeLabel, removeLabel, children, onFile, onRemove } = props;
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const describedBy = [hint ? `${ids}-hint` : null, error ? `${ids}-error` : null].filter(Boolean).join(' ') || undefined;
  const pick = () => input.current?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <div className="ui-file-upload">
      <UiStyles />
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={busy}
        onChange={onChange}
      />
      {hasFile ? (
        <div className="ui-file-upload-row">
          {(fileName || fileStatus) && (
            <div className="ui-file-upload-current">
              {fileName && <span className="ui-file-upload-name">{fileName}</span>}
              {fileStatus && <span className="ui-file-upload-status">{fileStatus}</span>}
            </div>
          )}
          {children}
          <Button onClick={pick} loading={busy} aria-label={busy ? undefined : changeLabel} aria-describedby={describedBy}>
            {busy ? 'Uploading...' : 'Change'}
          </Button>
          {onRemove && (
            <Button icon={<Icon name="delete" />} aria-label={removeLabel} onClick={onRemove} disabled={busy}>
              Remove
            </Button>
          )}
        </div>
      ) : (
        <div className="ui-file-upload-row">
          <Button icon={<Icon name="upload" />} onClick={pick} loading={busy} aria-label={busy || name === label ? undefined : name} aria-describedby={describedBy}>
            {busy ? 'Uploading...' : label}
          </Button>
        </div>
      )}
      {hint && (
        <p id={`${ids}-hint`} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${ids}-error`} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
