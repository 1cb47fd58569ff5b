import { GROUP_EMAIL_MESSAGES } from '@blockbeat/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, staffApi } from '../support/fixtures';
import { API, campaign, CAMPAIGN_ID, CAMPAIGNS, countUrl, recipient, recipientPage, recipientsUrl, renderGroupEmail, template, TEMPLATES } from './fixtures';

const TEMPLATE = template();
const select = (name: string) => screen.findByRole('combobox', { name });
const logTable = () => screen.findByRole('table', { name: 'Campaigns' });

/** Templates, counts per audience, an empty log, and whatever else the test adds. */
function groupEmailApi(routes: Parameters<typeof staffApi>[0] = {}) {
  return staffApi({
    [TEMPLATES]: ok({ templates: [TEMPLATE, template({ id: 't2', name: 'Welcome' })] }),
    [countUrl('all')]: ok({ audience: 'all', count: 1234 }),
    [countUrl('trial')]: ok({ audience: 'trial', count: 12 }),
    [CAMPAIGNS]: ok({ campaigns: [] }),
    ...routes,
  });
}

describe('group e-mail: sending', () => {
  test('when an audience and a template are chosen, then the count shows, the dialog names both, and Send starts the campaign', async () => {
    let started = false;
    const api = groupEmailApi({
      [`POST ${CAMPAIGNS}`]: () => {
        started = true;
        return { status: 201, body: campaign({ status: 'preparing', total: 0, sent: 0, failed: 0 }) };
      },
      [CAMPAIGNS]: () => ok({ campaigns: started ? [campaign()] : [] }),
    });
    renderGroupEmail();
    expect(await screen.findByText('1,234 users')).toBeInTheDocument();
    await userEvent.selectOptions(await select('Audience'), 'trial');
    expect(await screen.findByText('12 users')).toBeInTheDocument();
    await userEvent.selectOptions(await select('Template'), 'Trial reminder');

    await userEvent.click(screen.getByRole('button', { name: 'Send to 12 users...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this group mail?' });
    expect(dialog).toHaveTextContent('Trial reminder goes to 12 users (On a running trial).');
    expect(api.callsTo(`POST ${CAMPAIGNS}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 12 users' }));

    await waitFor(() => expect(api.callsTo(`POST ${CAMPAIGNS}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${CAMPAIGNS}`)[0]!.body).toEqual({ templateId: TEMPLATE.id, audience: 'trial' });
    expect(await screen.findByRole('list', { name: 'Toasts' })).toHaveTextContent('Group mail started: Trial reminder');
    expect(within(await logTable()).getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('when no template is chosen, then Send and the test say so by the field and send nothing', async () => {
    const api = groupEmailApi();
    renderGroupEmail();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 1,234 users...' }));
    expect(await screen.findByText(GROUP_EMAIL_MESSAGES.templateRequired)).toBeInTheDocument();
    expect(await select('Template')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('when "Send a test to me" is pressed, then the template goes to the caller and a toast says where', async () => {
    const api = groupEmailApi({ [`POST ${API}/test`]: { status: 202, body: { to: 'admin@example.com' } } });
    renderGroupEmail();
    await userEvent.selectOptions(await select('Template'), 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByRole('list', { name: 'Toasts' })).toHaveTextContent('Test mail sent: Welcome is on its way to admin@example.com.');
    expect(api.callsTo(`POST ${API}/test`)[0]!.body).toEqual({ templateId: 't2' });
  });

  test('when the template was deleted meanwhile, then the dialog says so in the service words; another failure says to try again', async () => {
    let answer = refused(400, GROUP_EMAIL_MESSAGES.templateNotFound, { templateId: GROUP_EMAIL_MESSAGES.templateNotFound });
    groupEmailApi({ [`POST ${CAMPAIGNS}`]: () => answer });
    renderGroupEmail();
    await userEvent.selectOptions(await select('Template'), 'Trial reminder');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 1,234 users...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this group mail?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 1,234 users' }));
    expect(await within(dialog).findByText(GROUP_EMAIL_MESSAGES.templateNotFound)).toBeInTheDocument();

    answer = refused(503, 'down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 1,234 users' }));
    expect(await within(dialog).findByText('The group mail could not be sent. Please try again.')).toBeInTheDocument();
  });

  test('when nobody is in the audience, then it says so and Send is off', async () => {
    groupEmailApi({ [countUrl('expired')]: ok({ audience: 'expired', count: 0 }) });
    renderGroupEmail();
    await userEvent.selectOptions(await select('Audience'), 'expired');
    expect(await screen.findByText(GROUP_EMAIL_MESSAGES.noRecipients)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send...' })).toBeDisabled();
  });

  test('when billing cannot be asked for the count, then the reason shows, Send is off, and Retry counts again', async () => {
    let calls = 0;
    groupEmailApi({ [countUrl('all')]: () => ((calls += 1) === 1 ? refused(503, GROUP_EMAIL_MESSAGES.audienceUnavailable) : ok({ audience: 'all', count: 7 })) });
    renderGroupEmail();
    expect(await screen.findByText(GROUP_EMAIL_MESSAGES.audienceUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send...' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('7 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to 7 users...' })).toBeEnabled();
  });

  test('when there are no templates, then it links to the templates screen instead of the form', async () => {
    groupEmailApi({ [TEMPLATES]: ok({ templates: [] }) });
    renderGroupEmail();
    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a template' })).toHaveAttribute('href', '/admin/email-templates');
    expect(screen.queryByRole('combobox', { name: 'Template' })).not.toBeInTheDocument();
  });
});

describe('group e-mail: the sent log', () => {
  test('when nothing was sent, then the log says so', async () => {
    groupEmailApi();
    renderGroupEmail();
    expect(await screen.findByRole('heading', { name: 'Nothing sent yet' })).toBeInTheDocument();
  });

  test('when a campaign runs, then its progress is read again every 2 s until it is done, and then no more', async () => {
    const states = [campaign({ status: 'sending', sent: 1, failed: 0, queued: 2 }), campaign({ status: 'done', sent: 2, failed: 1, queued: 0, repeats: 1 })];
    let reads = 0;
    const api = groupEmailApi({ [CAMPAIGNS]: () => ok({ campaigns: [states[Math.min((reads += 1) - 1, 1)], campaign({ id: 'older', templateName: 'Welcome', audience: 'all' })] }) });
    renderGroupEmail();
    const rows = within(await logTable()).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Trial reminder.*On a running trial.*Sending.*1 of 3 recipients sent · 2 queued/);
    expect(within(rows[0]!).getByRole('progressbar', { name: 'Progress of Trial reminder' })).toHaveAttribute('value', '1');
    expect(rows[1]).toHaveTextContent(/Welcome.*All users.*Done/);

    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Campaigns' })).getAllByRole('row')[1]).toHaveTextContent('2 of 3 recipients sent · 1 failed'), { timeout: 4000 });
    const row = within(screen.getByRole('table', { name: 'Campaigns' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Done');
    expect(within(row).getByRole('cell', { name: '1' })).toHaveAttribute('data-label', 'Repeats');
    const readsWhenDone = api.callsTo(CAMPAIGNS).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo(CAMPAIGNS)).toHaveLength(readsWhenDone);
  }, 10_000);

  test("when a campaign's recipients are opened, then each outcome shows (a failure with its reason), filtered by outcome and paged", async () => {
    const api = groupEmailApi({
      [CAMPAIGNS]: ok({ campaigns: [campaign()] }),
      [recipientsUrl('page=1')]: ok(recipientPage([recipient(), recipient({ userId: 'u2', email: 'bo@example.com', status: 'failed', error: '550 mailbox unavailable', sentAt: null }), recipient({ userId: 'u3', email: 'cy@example.com', repeats: 1 })], { total: 103 })),
      [recipientsUrl('page=2')]: ok(recipientPage([recipient({ email: 'zed@example.com' })], { total: 103, page: 2 })),
      [recipientsUrl('status=failed&page=1')]: ok(recipientPage([recipient({ userId: 'u2', email: 'bo@example.com', status: 'failed', error: '550 mailbox unavailable', sentAt: null })])),
    });
    renderGroupEmail();
    await userEvent.click(within(await logTable()).getByRole('link', { name: /^Recipients of Trial reminder/ }));
    const table = await screen.findByRole('table', { name: 'Recipients' });
    expect(screen.getByRole('heading', { name: /^Recipients of Trial reminder/ })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['ada@example.com', 'bo@example.com', 'cy@example.com']);
    expect(rows[1]).toHaveTextContent(/Failed550 mailbox unavailable.*Not sent/);
    expect(rows[2]!.lastChild).toHaveTextContent('1');
    expect(screen.getByRole('navigation', { name: 'Pages of recipients' })).toHaveTextContent('Page 1 of 3 · 103 recipients');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of recipients' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Recipients' })).toHaveTextContent('zed@example.com'));
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/admin/group-email');

    await userEvent.selectOptions(await select('Outcome'), 'failed');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Recipients' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Recipients' })).toHaveTextContent('bo@example.com');
    expect(api.callsTo(recipientsUrl('status=failed&page=1'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('table', { name: 'Recipients' })).not.toBeInTheDocument();
  });

  test('when the address names a campaign whose recipients cannot be loaded, then it says so with Retry', async () => {
    let calls = 0;
    groupEmailApi({ [CAMPAIGNS]: ok({ campaigns: [campaign()] }), [recipientsUrl('page=1')]: () => ((calls += 1) === 1 ? refused(502, 'down') : ok(recipientPage([recipient()]))) });
    renderGroupEmail(`?campaign=${CAMPAIGN_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recipients' })).toHaveTextContent('ada@example.com');
  });
});
