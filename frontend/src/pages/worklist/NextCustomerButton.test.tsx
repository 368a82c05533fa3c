import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Worklist, WorklistCustomer } from '../../api/types';
import { mockFetch, renderInAdmin } from '../../test/render';
import { NextCustomerButton } from './NextCustomerButton';

const customer = (id: number): WorklistCustomer => ({
  id, name: `Customer ${id}`, loan_application_no: `LN${id}`, status: 'overdue', next_follow_up: null, last_disposition_status: null, promised_date: null, promised_amount: null, covering_for: null,
});
const worklist = (...ids: number[]): Worklist => ({ sections: [{ key: 'due_follow_ups', title: 'Follow-ups due', count: ids.length, customers: ids.map(customer) }] });

const render = (agentId?: number) =>
  renderInAdmin(<NextCustomerButton currentId={7} origin={{ from: '/worklist', worklist: true, agentId }} />, {
    role: 'admin', path: '/customers/LN7', route: '/customers/LN7', extraRoutes: [{ path: '/customers/:loanApplicationNo', element: <p>next page</p> }],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NextCustomerButton', () => {
  it('opens the next customer of the same worklist, keeping where the worklist was', async () => {
    const { requests } = mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: worklist(7, 3) } : undefined));
    const { locations } = render(4);
    await userEvent.click(await screen.findByRole('button', { name: 'Next customer' }));
    await screen.findByText('next page');
    expect(locations.at(-1)).toBe('/customers/LN3?record=3');
    expect(requests[0].path).toBe('/api/worklist?limit=25&agent_id=4');
  });

  it('says the worklist is done when the customer on screen was the last', async () => {
    mockFetch((r) => (r.path.startsWith('/api/worklist') ? { body: worklist(7) } : undefined));
    render();
    expect(await screen.findByRole('button', { name: 'Worklist done' })).toBeDisabled();
  });
});
