import type { EmailTemplate, RenderedEmail } from '@blockbeat/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, renderAdmin, staffApi } from '../support/fixtures';

const LIST = '/api/admin/email-templates';
const ID = '5d1c9f0e-2b7a-4c3e-9f1d-6a8b7c6d5e4f';
const PREVIEW = `POST ${LIST}/preview`;

const stored = (over: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: ID,
  name: 'Trial reminder',
  subject: '{{firstName}}, {{trialDaysLeft}} days left',
  body: 'Hi {{firstName}},\n\nYour trial ends soon.',
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  ...over,
});

const rendered = (subject: string): RenderedEmail => ({ subject, text: 'Hi Alex,\n', html: '<p>Hi Alex,</p>' });
const table = () => screen.findByRole('table', { name: 'Email templates' });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('admin e-mail templates: the list', () => {
  test('when templates come, then each row shows its name, subject and change date, with Edit and Delete', async () => {
    staffApi({ [LIST]: ok({ templates: [stored(), stored({ id: 'b', name: 'Welcome', subject: 'Welcome, {{firstName}}' })] }) });
    renderAdmin('/admin/email-templates');
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Trial reminder', 'Welcome']);
    expect(rows[0]).toHaveTextContent('{{firstName}}, {{trialDaysLeft}} days left');
    expect(rows[0]).toHaveTextContent(/Mar 5, 2026/);
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Trial reminder' })).toHaveAttribute('href', `/admin/email-templates/${ID}`);
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email templates' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/admin/email-templates/new');
  });

  test('when there are no templates, then the empty state offers to create the first one', async () => {
    staffApi({ [LIST]: ok({ templates: [] }) });
    renderAdmin('/admin/email-templates');
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first template' })).toHaveAttribute('href', '/admin/email-templates/new');
  });

  test('when the list cannot be loaded, then it says so, and Retry loads it again', async () => {
    let calls = 0;
    staffApi({ [LIST]: () => ((calls += 1) === 1 ? refused(502, 'The support service is unavailable.') : ok({ templates: [stored()] })) });
    renderAdmin('/admin/email-templates');
    expect(screen.getByText('Loading the templates...')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await table()).toHaveTextContent('Trial reminder');
    expect(screen.queryByText('The templates could not be loaded.')).not.toBeInTheDocument();
  });

  test('when Delete is confirmed, then the template is deleted and the list read again; Keep it deletes nothing', async () => {
    let list = [stored(), stored({ id: 'b', name: 'Welcome' })];
    const api = staffApi({
      [LIST]: () => ok({ templates: list }),
      [`DELETE ${LIST}/${ID}`]: () => {
        list = list.filter((t) => t.id !== ID);
        return { status: 204, body: '' };
      },
    });
    renderAdmin('/admin/email-templates');
    await userEvent.click(within(await table()).getByRole('button', { name: 'Delete Trial reminder' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    expect(dialog).toHaveTextContent('Trial reminder will be deleted for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo(`DELETE ${LIST}/${ID}`)).toHaveLength(0);

    await userEvent.click(within(await table()).getByRole('button', { name: 'Delete Trial reminder' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Email templates' })).queryByText('Trial reminder')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE ${LIST}/${ID}`)).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Toasts' })).toHaveTextContent('Template deleted: Trial reminder');
  });

  test('when a delete fails, then the dialog stays open and says so', async () => {
    staffApi({ [LIST]: ok({ templates: [stored()] }), [`DELETE ${LIST}/${ID}`]: refused(500, 'boom') });
    renderAdmin('/admin/email-templates');
    await userEvent.click(within(await table()).getByRole('button', { name: 'Delete Trial reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    expect(await within(dialog).findByText('The template could not be deleted. Please try again.')).toBeInTheDocument();
  });
});

describe('admin e-mail templates: the editor', () => {
  test('when a new template is written, then chips insert placeholders at the cursor, the preview follows, and Create sends the trimmed fields', async () => {
    const api = staffApi({
      [PREVIEW]: (call) => ok(rendered(`Preview of ${(call.body as { subject: string }).subject}`)),
      [`POST ${LIST}`]: (call) => ({ status: 201, body: stored({ ...(call.body as object), id: 'new-id' }) }),
      [LIST]: ok({ templates: [] }),
    });
    renderAdmin('/admin/email-templates/new');
    expect(await screen.findByText('The preview appears once the subject and body are filled in and valid.')).toBeInTheDocument();

    await userEvent.type(field('Name'), '  Spring news ');
    await userEvent.type(field('Subject'), 'News for you');
    const body = field('Body') as HTMLTextAreaElement;
    await userEvent.type(body, 'Hello , welcome back');
    body.setSelectionRange(6, 6);
    await userEvent.click(screen.getByRole('button', { name: '{{firstName}}' }));
    expect(body).toHaveValue('Hello {{firstName}}, welcome back');
    expect(body.selectionStart).toBe(19);
    expect(screen.getByRole('group', { name: 'Insert a placeholder into the body' })).toBeInTheDocument();

    await userEvent.click(field('Subject'));
    expect(screen.getByRole('group', { name: 'Insert a placeholder into the subject' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '{{trialDaysLeft}}' }));
    expect(field('Subject')).toHaveValue('News for you{{trialDaysLeft}}');

    const frame = await screen.findByTitle('HTML part of the mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hi Alex,</p>');
    await waitFor(() => expect(screen.getByText('Preview of News for you{{trialDaysLeft}}')).toBeInTheDocument());
    expect(api.callsTo(PREVIEW).at(-1)!.body).toEqual({ subject: 'News for you{{trialDaysLeft}}', body: 'Hello {{firstName}}, welcome back' });

    await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/admin\/email-templates$/));
    expect(api.callsTo(`POST ${LIST}`)[0]!.body).toEqual({ name: 'Spring news', subject: 'News for you{{trialDaysLeft}}', body: 'Hello {{firstName}}, welcome back' });
    expect(screen.getByRole('list', { name: 'Toasts' })).toHaveTextContent('Template created: Spring news');
  });

  test('when the preview is asked often while typing, then only the settled text is sent', async () => {
    const api = staffApi({ [PREVIEW]: ok(rendered('Hi')) });
    renderAdmin('/admin/email-templates/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Subject/ }), { target: { value: 'Hi' } });
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) fireEvent.change(field('Body'), { target: { value: text } });
    await screen.findByTitle('HTML part of the mail');
    expect(api.callsTo(PREVIEW).map((c) => c.body)).toEqual([{ subject: 'Hi', body: 'Hello' }]);
  });

  test('when a field is empty, too long or names an unknown placeholder, then it says so by the field and nothing is sent', async () => {
    const api = staffApi({ [PREVIEW]: ok(rendered('x')) });
    renderAdmin('/admin/email-templates/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Body is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field('Name'), { target: { value: 'n'.repeat(81) } });
    fireEvent.change(field('Subject'), { target: { value: 'Your {{plan}}' } });
    fireEvent.change(field('Body'), { target: { value: 'Hello' } });
    expect(screen.getByText('Name must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByText('Unknown placeholder {{plan}}: use {{firstName}}, {{email}} or {{trialDaysLeft}}')).toBeInTheDocument();
    expect(screen.queryByText('Body is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('when the service refuses the name as taken, then the reason shows by the name and goes once the name changes', async () => {
    const taken = 'A template with this name already exists';
    staffApi({ [PREVIEW]: ok(rendered('x')), [`POST ${LIST}`]: refused(409, taken, { name: taken }) });
    renderAdmin('/admin/email-templates/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Welcome' } });
    fireEvent.change(field('Subject'), { target: { value: 'Hi' } });
    fireEvent.change(field('Body'), { target: { value: 'Hello' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field('Name'), { target: { value: 'Welcome 2' } });
    expect(screen.queryByText(taken)).not.toBeInTheDocument();
  });

  test('when the save fails for another reason, then the form says so above the button and keeps what was typed', async () => {
    staffApi({ [PREVIEW]: ok(rendered('x')), [`POST ${LIST}`]: refused(503, 'down') });
    renderAdmin('/admin/email-templates/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Welcome' } });
    fireEvent.change(field('Subject'), { target: { value: 'Hi' } });
    fireEvent.change(field('Body'), { target: { value: 'Hello' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('The template could not be saved. Please try again.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Welcome');
  });

  test('when an existing template is opened and saved, then its fields are filled and PUT replaces it', async () => {
    const api = staffApi({
      [`${LIST}/${ID}`]: ok(stored()),
      [PREVIEW]: ok(rendered('Alex, 7 days left')),
      [`PUT ${LIST}/${ID}`]: (call) => ok(stored(call.body as object)),
      [LIST]: ok({ templates: [stored()] }),
    });
    renderAdmin(`/admin/email-templates/${ID}`);
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Trial reminder');
    expect(field('Body')).toHaveValue('Hi {{firstName}},\n\nYour trial ends soon.');
    expect(await screen.findByText('Alex, 7 days left')).toBeInTheDocument();
    fireEvent.change(field('Subject'), { target: { value: 'Only {{trialDaysLeft}} days' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(`PUT ${LIST}/${ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${LIST}/${ID}`)[0]!.body).toEqual({ name: 'Trial reminder', subject: 'Only {{trialDaysLeft}} days', body: 'Hi {{firstName}},\n\nYour trial ends soon.' });
    expect(await screen.findByRole('list', { name: 'Toasts' })).toHaveTextContent('Template saved: Trial reminder');
  });

  test('when the template no longer exists, then it says so, without Retry', async () => {
    staffApi({ [`${LIST}/${ID}`]: refused(404, 'Template not found') });
    renderAdmin(`/admin/email-templates/${ID}`);
    expect(await screen.findByText('This template could not be found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All templates' })).toHaveAttribute('href', '/admin/email-templates');
  });

  test('when the preview is refused, then the pane shows the service\'s reason with Retry', async () => {
    staffApi({ [PREVIEW]: refused(400, 'Invalid request') });
    renderAdmin('/admin/email-templates/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Subject/ }), { target: { value: 'Hi' } });
    fireEvent.change(field('Body'), { target: { value: 'Hello' } });
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
