import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('Capital Holdings dashboard', () => {
  it('When the planned features are listed, then each is marked Planned, not as done', async () => {
    mockApi(signedInAs({ tenant: 'Capital Holdings' }));
    renderApp('/dashboard');

    const features = within(await screen.findByRole('list', { name: 'Planned Features' })).getAllByRole('listitem');
    expect(features.map((feature) => feature.textContent)).toEqual([
      'Property portfolio managementPlanned',
      'Tenant and lease trackingPlanned',
      'Financial analytics and reportingPlanned',
      'Maintenance request trackingPlanned',
      'Document management systemPlanned',
    ]);
    for (const feature of features) expect(feature.querySelector('svg')).toBeNull();
  });
});
