import { randomUUID } from 'node:crypto';
import type { EmailTemplate, EmailTemplateInput, EmailTemplateList, RenderedEmail } from '@blockbeat/contracts';
import { useSupportService } from '../support/support-service';

const support = useSupportService();
const URL = '/api/admin/email-templates';
/** What every group mail, and so the preview, ends with in its text part. */
const UNSUBSCRIBE_FOOTER = '\n--\nYou get this because you have a BlockBeat account. To get no more of these e-mails, unsubscribe:\nhttps://blockbeat.test/api/unsubscribe?token=example\n';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

let names = 0;
const template = (over: Partial<EmailTemplateInput> = {}): EmailTemplateInput => ({
  name: `Trial reminder ${(names += 1)}`,
  subject: 'Hi {{firstName}}, {{ trialDaysLeft }} days left',
  body: 'Hello {{firstName}},\n\nYour trial ends soon.\nWe sent this to {{email}}.',
  ...over,
});

async function created(over: Partial<EmailTemplateInput> = {}): Promise<EmailTemplate> {
  const res = await (await support.staff()).call<EmailTemplate>('POST', URL, template(over));
  if (res.status !== 201) throw new Error(`creating a template answered ${res.status}: ${res.text}`);
  return res.body;
}

/** Every endpoint, by the name its tests carry: method, path for a template id, body. */
const ENDPOINTS: Record<string, [string, (id: string) => string, unknown]> = {
  'GET (list)': ['GET', () => URL, undefined],
  'POST (create)': ['POST', () => URL, template()],
  'GET /{id}': ['GET', (id) => `${URL}/${id}`, undefined],
  'PUT /{id}': ['PUT', (id) => `${URL}/${id}`, template()],
  'DELETE /{id}': ['DELETE', (id) => `${URL}/${id}`, undefined],
  'POST /preview': ['POST', () => `${URL}/preview`, { subject: 'Hi', body: 'Hello' }],
};
const endpointNames = Object.keys(ENDPOINTS);

describe('admins only', () => {
  test.each(endpointNames)('when a user who is not an admin calls %s, then it is 403 and the templates stay as they were', async (name) => {
    const [method, path, body] = ENDPOINTS[name]!;
    const existing = await created();
    const user = await support.user();

    const res = await user.call<Refusal>(method, path(existing.id), body);

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    const after = await (await support.staff()).call<EmailTemplate>('GET', `${URL}/${existing.id}`);
    expect(after.body).toEqual(existing);
  });

  test.each(endpointNames)('when nobody is signed in and calls %s, then it is 401', async (name) => {
    const [method, path, body] = ENDPOINTS[name]!;
    const res = await fetch(`${support.service.url}${path(randomUUID())}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Refusal).error.code).toBe('unauthenticated');
  });
});

describe('create, read, update, delete', () => {
  test('when an admin creates, lists, reads, edits and deletes a template, then each step answers what was stored', async () => {
    const staff = await support.staff();
    const input = template({ name: '  Welcome back  ' });

    const made = await staff.call<EmailTemplate>('POST', URL, input);
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ ...input, name: 'Welcome back', id: expect.any(String), createdAt: expect.any(String), updatedAt: made.body.createdAt });

    const list = await staff.call<EmailTemplateList>('GET', URL);
    expect(list.body.templates).toContainEqual(made.body);
    expect((await staff.call('GET', `${URL}/${made.body.id}`)).body).toEqual(made.body);

    const edited = await staff.call<EmailTemplate>('PUT', `${URL}/${made.body.id}`, { ...input, subject: 'New subject', body: 'New body' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: made.body.id, name: 'Welcome back', subject: 'New subject', body: 'New body', createdAt: made.body.createdAt });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.body.updatedAt));

    const deleted = await staff.fetch(`${URL}/${made.body.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await staff.call('GET', `${URL}/${made.body.id}`)).status).toBe(404);
    expect((await staff.call<EmailTemplateList>('GET', URL)).body.templates.map((t) => t.id)).not.toContain(made.body.id);
  });

  test('when templates are listed, then they come by name whatever the case', async () => {
    const marker = randomUUID().slice(0, 8);
    await created({ name: `${marker} beta` });
    await created({ name: `${marker} Alpha` });
    const res = await (await support.staff()).call<EmailTemplateList>('GET', URL);
    expect(res.body.templates.map((t) => t.name).filter((n) => n.startsWith(marker))).toEqual([`${marker} Alpha`, `${marker} beta`]);
  });

  test.each([
    ['GET', undefined],
    ['PUT', template()],
    ['DELETE', undefined],
  ])('when an admin %ss a template that does not exist, or an id that is not one, then it is 404', async (method, body) => {
    const staff = await support.staff();
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await staff.call<Refusal>(method, `${URL}/${id}`, body);
      expect([id, res.status, res.body.error.code]).toEqual([id, 404, 'not_found']);
    }
  });
});

describe('validation', () => {
  test('when another template has the name in any case, then creating or renaming is 409 naming the name field', async () => {
    const staff = await support.staff();
    const first = await created({ name: `Unique ${randomUUID()}` });
    const second = await created();

    const copy = await staff.call<Refusal>('POST', URL, template({ name: first.name.toUpperCase() }));
    const rename = await staff.call<Refusal>('PUT', `${URL}/${second.id}`, template({ name: ` ${first.name} ` }));

    for (const res of [copy, rename]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'conflict', message: 'A template with this name already exists', fields: { name: 'A template with this name already exists' } });
    }
    const kept = await staff.call<EmailTemplate>('PUT', `${URL}/${first.id}`, template({ name: first.name }));
    expect(kept.status).toBe(200);
  });

  test.each([
    ['name', 'empty', '', 'Name is required'],
    ['name', 'only spaces', '   ', 'Name is required'],
    ['name', '81 characters', 'n'.repeat(81), 'Name must be at most 80 characters'],
    ['name', 'a number', 42, 'Name is required'],
    ['subject', 'empty', '', 'Subject is required'],
    ['subject', '201 characters', 's'.repeat(201), 'Subject must be at most 200 characters'],
    ['subject', '"Hi {{firstname}}"', 'Hi {{firstname}}', 'Unknown placeholder {{firstname}}: use {{firstName}}, {{email}} or {{trialDaysLeft}}'],
    ['body', 'empty', '', 'Body is required'],
    ['body', '20,001 characters', 'b'.repeat(20_001), 'Body must be at most 20000 characters'],
    ['body', 'with {{ plan }}', 'Dear {{ firstName }},\n\nYour plan: {{ plan }}', 'Unknown placeholder {{plan}}: use {{firstName}}, {{email}} or {{trialDaysLeft}}'],
    ['body', 'with {{}}', 'Broken {{}} braces', 'Unknown placeholder {{}}: use {{firstName}}, {{email}} or {{trialDaysLeft}}'],
    ['body', 'with a NUL character', 'nul \u0000 byte', 'contains characters that cannot be stored'],
  ])('when %s is %s, then create and update are 400 with the reason on that field', async (field, _label, value, message) => {
    const staff = await support.staff();
    const existing = await created();
    const bad = { ...template(), [field]: value };

    const create = await staff.call<Refusal>('POST', URL, bad);
    const update = await staff.call<Refusal>('PUT', `${URL}/${existing.id}`, bad);

    for (const res of [create, update]) {
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ [field]: expect.stringContaining(message) });
    }
    expect((await staff.call('GET', `${URL}/${existing.id}`)).body).toEqual(existing);
  });

  test('when the longest allowed values come, then they are stored as sent', async () => {
    const res = await (await support.staff()).call<EmailTemplate>('POST', URL, {
      name: `${randomUUID()}${'n'.repeat(44)}`,
      subject: 's'.repeat(200),
      body: 'b'.repeat(20_000),
    });
    expect(res.status).toBe(201);
    expect([res.body.name.length, res.body.subject.length, res.body.body.length]).toEqual([80, 200, 20_000]);
  });

  test('when the body names a field the template does not have, or lacks all three, then it is 400 naming each', async () => {
    const staff = await support.staff();
    const extra = await staff.call<Refusal>('POST', URL, { ...template(), html: '<b>hi</b>' });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.error.fields!)).toEqual(['html']);
    const empty = await staff.call<Refusal>('POST', URL, {});
    expect(empty.body.error.fields).toEqual({ name: 'Name is required', subject: 'Subject is required', body: 'Body is required' });
    const notJson = await staff.fetch(URL, { method: 'POST', json: 'just a string' });
    expect(notJson.status).toBe(400);
  });
});

describe('preview', () => {
  test('when an admin previews, then the sample values fill the placeholders in the subject, text and HTML', async () => {
    const res = await (await support.staff()).call<RenderedEmail>('POST', `${URL}/preview`, {
      subject: 'Hi {{firstName}}, {{ trialDaysLeft }} days left',
      body: 'Hello {{firstName}},\n\nYour trial ends soon.\nWe sent this to {{email}}.',
    });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Hi Alex, 7 days left');
    expect(res.body.text).toBe(`Hello Alex,\n\nYour trial ends soon.\nWe sent this to alex@example.com.\n${UNSUBSCRIBE_FOOTER}`);
    expect(res.body.html).toContain('>BlockBeat</td>');
    expect(res.body.html).toContain('unsubscribe: <a href="https://blockbeat.test/api/unsubscribe?token=example"');
    expect(res.body.html).toContain('>Hello Alex,</p>');
    expect(res.body.html).toContain('>Your trial ends soon.<br>We sent this to alex@example.com.</p>');
  });

  test('when a sample value or the template holds markup, then the HTML part escapes it and the text part keeps it as written', async () => {
    const res = await (await support.staff()).call<RenderedEmail>('POST', `${URL}/preview`, {
      subject: '<b>News</b> for {{firstName}}',
      body: 'Hi {{firstName}} & <i>friends</i>, {{trialDaysLeft}} days',
      sample: { firstName: '<script>alert("x")</script>', trialDaysLeft: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.html).not.toContain('<script>');
    expect(res.body.html).not.toContain('<i>');
    expect(res.body.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;i&gt;friends&lt;/i&gt;, 0 days');
    expect(res.body.html).toContain('<title>&lt;b&gt;News&lt;/b&gt; for &lt;script&gt;');
    expect(res.body.text).toBe(`Hi <script>alert("x")</script> & <i>friends</i>, 0 days\n${UNSUBSCRIBE_FOOTER}`);
    expect(res.body.subject).toBe('<b>News</b> for <script>alert("x")</script>');
  });

  test('when a value itself looks like a placeholder, then it is shown as written, not filled again', async () => {
    const res = await (await support.staff()).call<RenderedEmail>('POST', `${URL}/preview`, { subject: 'Hi', body: 'Hi {{firstName}}', sample: { firstName: '{{email}}' } });
    expect(res.body.text).toBe(`Hi {{email}}\n${UNSUBSCRIBE_FOOTER}`);
  });

  test('when the preview names an unknown placeholder or a wrong sample, then it is 400 on that field', async () => {
    const staff = await support.staff();
    const unknown = await staff.call<Refusal>('POST', `${URL}/preview`, { subject: '{{coupon}}', body: 'Hi' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ subject: 'Unknown placeholder {{coupon}}: use {{firstName}}, {{email}} or {{trialDaysLeft}}' });
    const sample = await staff.call<Refusal>('POST', `${URL}/preview`, { subject: 'Hi', body: 'Hi', sample: { trialDaysLeft: -1, plan: 'pro' } });
    expect(sample.status).toBe(400);
    expect(Object.keys(sample.body.error.fields!).sort()).toEqual(['sample.plan', 'sample.trialDaysLeft']);
  });
});
