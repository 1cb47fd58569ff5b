import { Modal } from '@blockbeat/ui';
import type { DraftOffer } from '../hooks/useWorkoutDraft';

const savedAtText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Unsaved changes from an earlier visit: restore them or discard them. It asks before anything
 * else can be typed (no close button, Escape or click outside), so typing cannot overwrite the draft.
 */
export function RestoreDraftDialog({ offer, isNew }: { offer: DraftOffer | null; isNew: boolean }) {
  return (
    <Modal
      open={offer !== null}
      title="Unsaved changes found"
      okText="Restore unsaved changes"
      cancelText="Discard"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      onOk={() => offer?.restore()}
      onCancel={() => offer?.discard()}
    >
      <p>
        {isNew ? 'A new workout you were building' : 'This workout'} has changes that were not saved
        {offer ? ` (last edited ${savedAtText(offer.savedAt)})` : ''}. Restore them, or discard them
        {isNew ? ' and start empty' : ' and keep the saved version'}.
      </p>
    </Modal>
  );
}
