import { useFetchWorkout } from '@blockbeat/shell-sdk';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import type { WorkoutSummary } from '@blockbeat/contracts';
import { Button, Checkbox, Modal, Radio } from '@blockbeat/ui';
import { useId, useState } from 'react';
import { exportWorkoutPdf } from '../exportPdf';
import { DEFAULT_PDF_OPTIONS, ORIENTATION_LABELS, PAPER_LABELS, type Orientation, type PaperSize, type PdfOptions } from '../model/pdfOptions';

export const PDF_FAILED_MESSAGE = 'Failed to export PDF. Please try again.';

export interface PdfExportDialogProps {
  workout: WorkoutSummary | null;
  open: boolean;
  onClose: () => void;
}

const PAPER_OPTIONS = (Object.keys(PAPER_LABELS) as PaperSize[]).map((value) => ({ value, label: PAPER_LABELS[value] }));
const ORIENTATION_OPTIONS = (Object.keys(ORIENTATION_LABELS) as Orientation[]).map((value) => ({ value, label: ORIENTATION_LABELS[value] }));

/** docs/product.md#dashboard PDF export: what to include, paper and orientation, a one-line preview, Export PDF. */
export function PdfExportDialog({ workout, open, onClose }: PdfExportDialogProps) {
  const [options, setOptions] = useState<PdfOptions>(DEFAULT_PDF_OPTIONS);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const fetchWorkout = useFetchWorkout();
  const set = <K extends keyof PdfOptions>(key: K, value: PdfOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));

  const run = async () => {
    if (!workout || busy) return;
    setBusy(true);
    try {
      await exportWorkoutPdf(await fetchWorkout(workout.id), options);
      onClose();
    } catch (error) {
      console.error(error);
      window.alert(PDF_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const count = workout?.exerciseCount ?? 0;
  return (
    <Modal open={open} title={workout ? `Export ${workout.name} as PDF` : 'Export as PDF'} footer={null} onCancel={onClose}>
      <fieldset className="field pdf-fieldset">
        <legend className="field-label">Include</legend>
        <Checkbox checked={options.includeTimings} onChange={(e) => set('includeTimings', e.target.checked)}>
          Exercise durations and rest times
        </Checkbox>
        <Checkbox checked={options.includeNotes} onChange={(e) => set('includeNotes', e.target.checked)}>
          Exercise notes
        </Checkbox>
        <Checkbox checked={options.includeMusicUrls} onChange={(e) => set('includeMusicUrls', e.target.checked)}>
          Music URLs
        </Checkbox>
      </fieldset>
      <div className="field-row">
        <div className="field" role="group" aria-labelledby={`${ids}-paper`}>
          <span id={`${ids}-paper`} className="field-label">
            Paper size
          </span>
          <Radio.Group value={options.paper} options={PAPER_OPTIONS} onChange={(e) => set('paper', e.target.value as PaperSize)} />
        </div>
        <div className="field" role="group" aria-labelledby={`${ids}-orientation`}>
          <span id={`${ids}-orientation`} className="field-label">
            Orientation
          </span>
          <Radio.Group
            value={options.orientation}
            options={ORIENTATION_OPTIONS}
            onChange={(e) => set('orientation', e.target.value as Orientation)}
          />
        </div>
      </div>
      {workout && (
        <p className="pdf-preview" data-testid="pdf-preview">
          {workout.name} • {count} {count === 1 ? 'exercise' : 'exercises'} • {PAPER_LABELS[options.paper]} • {ORIENTATION_LABELS[options.orientation]}
        </p>
      )}
      <div className="dialog-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" icon={<FilePdfOutlined aria-hidden="true" />} onClick={run} disabled={busy || !workout}>
          {busy ? 'Generating PDF...' : 'Export PDF'}
        </Button>
      </div>
    </Modal>
  );
}
