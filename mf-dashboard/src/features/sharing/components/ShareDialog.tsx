import CopyOutlined from '@ant-design/icons/CopyOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import type { WorkoutSummary } from '@blockbeat/contracts';
import { useActionErrorHandler, useToast } from '@blockbeat/shell-sdk';
import { Button, Field, Input, Modal } from '@blockbeat/ui';
import { useEffect, useRef, useState } from 'react';
import { useShareWorkout } from '../api/shareWorkout';

/** docs/product.md#errors: the copy button reads 'Copied!' for 2 seconds. */
export const COPIED_MS = 2000;

export interface ShareDialogProps {
  workout: WorkoutSummary | null;
  open: boolean;
  onClose: () => void;
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Share dialog titled with the workout's name: generate the public link, copy it or share it natively. */
export function ShareDialog({ workout, open, onClose }: ShareDialogProps) {
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const share = useShareWorkout();
  const { toast } = useToast();
  const handleActionError = useActionErrorHandler();
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const generate = () => {
    if (!workout) return;
    share.mutate(workout.id, {
      onSuccess: (link) => setShareUrl(link.shareUrl),
      onError: (error) => {
        if (handleActionError(error)) return;
        toast({ title: 'Error', description: 'Failed to generate share link. Please try again.', variant: 'destructive' });
      },
    });
  };

  const copy = async () => {
    if (!shareUrl) return;
    try {
      await copyText(shareUrl);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  };

  const shareNatively = async () => {
    if (!shareUrl || !workout) return;
    try {
      await navigator.share({ title: workout.name, text: `Try this workout: ${workout.name}`, url: shareUrl });
    } catch {
      // Cancelled or refused: the link still reaches the clipboard (docs/product.md#errors).
      try {
        await copyText(shareUrl);
        toast({ title: 'Link copied!', description: 'Share link copied to clipboard' });
      } catch {
        toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
      }
    }
  };

  return (
    <Modal open={open} title={workout ? `Share ${workout.name}` : 'Share'} footer={null} onCancel={onClose} destroyOnHidden>
      <p className="muted-text">Anyone with the link can view and play this workout for free, without signing up.</p>
      {shareUrl ? (
        <div className="share-link">
          <Field label="Share link">
            {(control) => (
              <div className="url-row">
                <Input {...control} value={shareUrl} readOnly onFocus={(e) => e.currentTarget.select()} />
                <Button icon={<CopyOutlined aria-hidden="true" />} onClick={copy} aria-label={copied ? 'Copied!' : 'Copy link'}>
                  {copied ? 'Copied!' : 'Copy'}
                </Button>
              </div>
            )}
          </Field>
          {canShareNatively && (
            <Button className="share-native" icon={<ShareAltOutlined aria-hidden="true" />} onClick={shareNatively}>
              Share via...
            </Button>
          )}
        </div>
      ) : (
        <Button type="primary" icon={<LinkOutlined aria-hidden="true" />} loading={share.isPending} onClick={generate}>
          Generate Share Link
        </Button>
      )}
    </Modal>
  );
}
