import type { EmailTemplate } from '@app/shared';
import { DEFAULT_TEMPLATE } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { template } from './test-support';

function templatesApi(initial: EmailTemplate[], routes: Parameters<typeof mockApi>[0] = {}) {
  let stored = initial;
  return mockApi({
    ...signedInAs(),
    'GET /email-templates': () => ({ body: stored }),
    'POST /email-templates': (call: ApiCall) => {
      const created = template({ id: 'new', ...(call.body as object) });
      stored = [created, ...stored];
      return { status: 201, body: created };
    },
    'PUT /email-templates/t1': (call: ApiCall) => {
      stored = stored.map((saved) => (saved.id === 't1' ? { ...saved, ...(call.body as object) } : saved));
      return { body: stored.find((saved) => saved.id === 't1') };
    },
    'GET /email-templates/t1': () => ({ body: stored.find((saved) => saved.id === 't1') }),
    ...routes,
  });
}

describe('Templates management', () => {
  it('lists each template with name, subject, creator and created date', async () => {
    templatesApi([template()]);
    renderApp('/outreach/templates');

    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('ICU opening')).toBeInTheDocument();
    expect(within(row).getByText('ICU role for {{candidateName}}')).toBeInTheDocument();
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('Feb 3')).toBeInTheDocument();
  });

  it('When the templates cannot be loaded, then "Failed to load templates" is shown', async () => {
    mockApi({ ...signedInAs(), 'GET /email-templates': { status: 500, body: '' } });
    renderApp('/outreach/templates');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load templates');
  });

  it('Create New opens a form prefilled with the default opportunity e-mail; Create Template saves it into the list', async () => {
    const api = templatesApi([]);
    renderApp('/outreach/templates');
    await screen.findByText('No templates yet');

    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getByLabelText('Subject*')).toHaveValue(DEFAULT_TEMPLATE.subject);
    expect(screen.getByLabelText('Email Content*')).toHaveValue(DEFAULT_TEMPLATE.content);
    expect(screen.getByLabelText('Email Content*')).toHaveAttribute('rows', '12');
    expect(screen.getByLabelText('Template Name*')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Template Name*'), 'Default opening');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Our first template');
    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'New template' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Template created');
    expect(await screen.findByText('Default opening')).toBeInTheDocument();
    expect(api.callsTo('POST', '/email-templates')[0]?.body).toEqual({
      name: 'Default opening',
      subject: DEFAULT_TEMPLATE.subject,
      content: DEFAULT_TEMPLATE.content,
      description: 'Our first template',
    });
  });

  it('When a required field is blank, then "Please fill in all required fields" and nothing is sent', async () => {
    const api = templatesApi([]);
    renderApp('/outreach/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await userEvent.type(screen.getByLabelText('Template Name*'), 'Named');
    await userEvent.clear(screen.getByLabelText('Email Content*'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    expect(api.callsTo('POST', '/email-templates')).toHaveLength(0);
  });

  it('When the blank field is filled in, then "Please fill in all required fields" goes at once', async () => {
    templatesApi([]);
    renderApp('/outreach/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    await userEvent.type(screen.getByLabelText('Template Name*'), 'N');

    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it('Edit loads the template, Update Template saves it; Cancel closes the form', async () => {
    const api = templatesApi([template()]);
    renderApp('/outreach/templates');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit ICU opening' }));
    const name = await screen.findByLabelText('Template Name*');
    expect(name).toHaveValue('ICU opening');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('For critical care nurses');
    await userEvent.clear(name);
    await userEvent.type(name, 'ICU opening 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Template' }));

    expect(await screen.findByText('ICU opening 2026')).toBeInTheDocument();
    expect(screen.getByText('Template updated')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/email-templates/t1')[0]?.body).toMatchObject({ name: 'ICU opening 2026', subject: 'ICU role for {{candidateName}}' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit ICU opening 2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Template Name*')).not.toBeInTheDocument();
  });

  it('When saving fails, then the server text or "Failed to save template" is shown and the form stays', async () => {
    templatesApi([], { 'POST /email-templates': { status: 500, body: '' } });
    renderApp('/outreach/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
    await userEvent.type(screen.getByLabelText('Template Name*'), 'Broken');

    await userEvent.click(screen.getByRole('button', { name: 'Create Template' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save template');
    expect(screen.getByLabelText('Template Name*')).toHaveValue('Broken');
  });
});
