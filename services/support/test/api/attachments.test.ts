import { readdir } from 'node:fs/promises';
import { IMAGE_FILE_MESSAGES, SUPPORT_LIMITS, SUPPORT_MESSAGES, type TicketAttachment, type TicketDetail } from '@blockbeat/contracts';
import { jpegBytes, jpegHeader, openTicket, pngBytes, pngHeader, staffWrites, useSupportService, withSignature } from '../support/support-service';

const support = useSupportService();

async function ticketWithMessage() {
  const user = await support.user();
  const ticket = await openTicket(user);
  return { user, ticket, messageId: ticket.messages[0]!.id };
}

const storedFiles = async () => (await readdir(support.uploadDir()).catch(() => [])).filter((name) => !name.endsWith('.part'));

describe('attaching images', () => {
  test('when the owner attaches a PNG to their message, then it is 201, in the thread, and served to them as stored', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    const bytes = pngBytes(2048);

    const res = await user.attach(ticket.id, messageId, bytes, '../../etc/screen.png');

    expect(res.status).toBe(201);
    const attachment = res.body as TicketAttachment;
    expect(attachment).toEqual({ id: expect.any(String), fileName: 'screen.png', mimeType: 'image/png', size: 2048, url: `/api/support/attachments/${attachment.id}` });
    const thread = (await user.call<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`)).body;
    expect(thread.messages[0]!.attachments).toEqual([attachment]);

    const served = await user.fetch(attachment.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  test.each([
    ['a 65535×65535 PNG', withSignature(pngHeader(65_535, 65_535), 1024)],
    ['a 20000×20000 PNG', withSignature(pngHeader(20_000, 20_000), 1024)],
    ['a 9000×100 JPEG', withSignature(jpegHeader(9_000, 100), 1024)],
  ])('when the image is %s, then 400 says it is too large in pixels and nothing is stored', async (_case, bytes) => {
    const { user, ticket, messageId } = await ticketWithMessage();
    const before = (await storedFiles()).length;
    const res = await user.attach(ticket.id, messageId, bytes, 'huge.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: IMAGE_FILE_MESSAGES.tooManyPixels, fields: { file: IMAGE_FILE_MESSAGES.tooManyPixels } } });
    expect((await storedFiles()).length).toBe(before);
  });

  test('when staff open the image, then they get it; another user gets 404', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    const attachment = (await user.attach(ticket.id, messageId, jpegBytes(), 'photo.jpg')).body as TicketAttachment;
    expect(attachment.mimeType).toBe('image/jpeg');

    expect((await (await support.staff()).fetch(attachment.url)).status).toBe(200);
    const other = await (await support.user()).fetch(attachment.url);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'not_found', message: 'Attachment not found' } });
  });

  test("when another user attaches to someone's message, or the owner to a staff reply, then it is 404 and nothing is stored", async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    const before = (await storedFiles()).length;
    expect((await (await support.user()).attach(ticket.id, messageId, pngBytes())).status).toBe(404);
    const reply = await staffWrites(await support.staff(), ticket.id, 'See the screenshot');
    expect((await user.attach(ticket.id, reply.id, pngBytes())).status).toBe(404);
    expect((await storedFiles()).length).toBe(before);
  });

  test('when the file is not a PNG or JPEG by its bytes, whatever its name, then it is 400 with the type message', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await user.attach(ticket.id, messageId, svg, 'innocent.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'validation', message: SUPPORT_MESSAGES.attachmentType, fields: { file: SUPPORT_MESSAGES.attachmentType } } });
  });

  test('when the image is exactly 5 MB it is accepted; one byte more is 413 with the size message', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    expect((await user.attach(ticket.id, messageId, pngBytes(SUPPORT_LIMITS.attachmentMaxBytes))).status).toBe(201);
    const before = (await storedFiles()).length;

    const res = await user.attach(ticket.id, messageId, pngBytes(SUPPORT_LIMITS.attachmentMaxBytes + 1));

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'too_large', message: SUPPORT_MESSAGES.attachmentTooLarge } });
    expect((await storedFiles()).length).toBe(before);
  });

  test('when a body is far larger than any image, then it is 413 too', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    expect((await user.attach(ticket.id, messageId, pngBytes(12 * 1024 * 1024))).status).toBe(413);
  });

  test('when a message has 3 images, then a 4th is refused', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    for (let i = 0; i < SUPPORT_LIMITS.attachmentsPerMessage; i++) expect((await user.attach(ticket.id, messageId, pngBytes())).status).toBe(201);
    const res = await user.attach(ticket.id, messageId, pngBytes());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { file: SUPPORT_MESSAGES.attachmentsTooMany } } });
  });

  test('when the form has no file, or the file in another field, then it is 400; JSON is 415', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    expect((await user.attach(ticket.id, messageId, pngBytes(), 'a.png', 'image')).status).toBe(400);
    const json = await user.fetch(`/api/support/tickets/${ticket.id}/messages/${messageId}/attachments`, { method: 'POST', json: {} });
    expect(json.status).toBe(415);
  });

  test('when an image is on a staff note, then the user never gets it', async () => {
    const { user, ticket, messageId } = await ticketWithMessage();
    const attachment = (await user.attach(ticket.id, messageId, pngBytes())).body as TicketAttachment;
    await support.service.sequelize.query("UPDATE support.ticket_messages SET author = 'note' WHERE id = :id", { replacements: { id: messageId } });
    expect((await user.fetch(attachment.url)).status).toBe(404);
    expect((await (await support.staff()).fetch(attachment.url)).status).toBe(200);
  });
});
