import type { Readable } from 'node:stream';
import { detectLogoFormat, SUPPORT_LIMITS, SUPPORT_MESSAGES, type IdentityClaims, type TicketAttachment } from '@blockbeat/contracts';
import { imagePixelProblem, ValidationError } from '@blockbeat/service-kit';
import type { NamedFiles } from '@blockbeat/object-store';
import type { ImageMimeType, SupportData, Tx } from '../data';
import { attachmentNotFound, messageNotFound, ticketClosed, ticketNotFound } from './errors';
import { isStaff } from './staff';
import { toAttachment } from './ticket-views';

export const ATTACHMENT_FIELD = 'file';

export interface IncomingImage {
  /** As the browser sent it: shown, never used to store or to decide the type. */
  originalName: string;
  bytes: Buffer;
}

const NAME_MAX = 200;
const MIME_TYPES: Partial<Record<string, ImageMimeType>> = { png: 'image/png', jpeg: 'image/jpeg' };

/** PNG or JPEG by their first bytes; an SVG or anything else is refused. */
const imageType = (bytes: Buffer): ImageMimeType | undefined => MIME_TYPES[detectLogoFormat(bytes) ?? ''];

/** The last path segment of the sent name, without control characters, never empty. */
function shownName(fileName: string, mimeType: ImageMimeType): string {
  const base = Array.from(fileName.split(/[\\/]/).pop() ?? '').filter((c) => c >= ' ' && c !== '\u007f');
  return base.slice(0, NAME_MAX).join('').trim() || (mimeType === 'image/png' ? 'image.png' : 'image.jpg');
}

/** Images on the user's own messages, served to the ticket's owner and to staff only. */
export function attachmentUseCases({ data, files }: { data: SupportData; files: NamedFiles }) {
  const { tickets, attachments, transaction } = data;

  /** Only the user's own message of their own open ticket, with room for one more image. */
  async function checkCanAttach(tx: Tx, userId: string, ticketId: string, messageId: string): Promise<void> {
    const ticket = await tickets.lockTicket(tx, ticketId);
    if (!ticket || ticket.userId !== userId) throw ticketNotFound();
    const message = await tickets.message(tx, ticketId, messageId);
    if (!message || message.author !== 'user' || message.authorId !== userId) throw messageNotFound();
    if (ticket.status === 'closed') throw ticketClosed();
    if ((await attachments.countOn(tx, messageId)) >= SUPPORT_LIMITS.attachmentsPerMessage) {
      throw new ValidationError({ [ATTACHMENT_FIELD]: SUPPORT_MESSAGES.attachmentsTooMany }, SUPPORT_MESSAGES.attachmentsTooMany);
    }
  }

  return {
    /** Before the body is read: nobody streams 5 MB at a message they may not attach to. */
    mayAttach(identity: IdentityClaims, ticketId: string, messageId: string): Promise<void> {
      return transaction((tx) => checkCanAttach(tx, identity.sub, ticketId, messageId));
    },

    async attach(identity: IdentityClaims, ticketId: string, messageId: string, image: IncomingImage): Promise<TicketAttachment> {
      const mimeType = imageType(image.bytes);
      if (!mimeType) throw new ValidationError({ [ATTACHMENT_FIELD]: SUPPORT_MESSAGES.attachmentType }, SUPPORT_MESSAGES.attachmentType);
      const pixels = imagePixelProblem(image.bytes);
      if (pixels) throw new ValidationError({ [ATTACHMENT_FIELD]: pixels }, pixels);
      const storageName = await files.write(image.bytes);
      try {
        const record = await transaction(async (tx) => {
          await checkCanAttach(tx, identity.sub, ticketId, messageId);
          return attachments.add(tx, { messageId, storageName, fileName: shownName(image.originalName, mimeType), mimeType, size: image.bytes.length });
        });
        return toAttachment(record);
      } catch (err) {
        await files.remove(storageName);
        throw err;
      }
    },

    /** The owner sees the images of their messages and staff replies; staff see all (notes' too). */
    async open(identity: IdentityClaims, id: string): Promise<{ mimeType: ImageMimeType; size: number; stream: Readable }> {
      const found = await attachments.withAccess(id);
      const allowed = found && (isStaff(identity) || (found.ownerId === identity.sub && !found.onNote));
      if (!allowed) throw attachmentNotFound();
      const stream = await files.open(found.storageName).catch(() => {
        throw attachmentNotFound();
      });
      return { mimeType: found.mimeType, size: found.size, stream };
    },
  };
}

export type AttachmentUseCases = ReturnType<typeof attachmentUseCases>;
