import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPLETE_DRAFT } from '../../test/profile-fixtures';
import { mockFetch, renderInAdmin } from '../../test/render';
import { EmployeeProfileView } from './EmployeeProfileView';
import { payloadOf } from './profile-form';

// jsdom does not lay out, so it has no scrollIntoView; the form calls it to bring a section or a field into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const saved = (overrides: Record<string, unknown> = {}) => ({
  ...payloadOf(COMPLETE_DRAFT),
  id: 5,
  user_id: 2,
  aadhaar_no: 'XXXX XXXX 2346',
  is_submitted: true,
  last_working_date: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  ...overrides,
});

/** The slide-over renders every field of the form: about 4 s in jsdom on a quiet machine, so these tests get room. */
const DRAWER_TEST_MS = 60_000;

const PROFILE_PATH = '/api/employee/get-employee-details?user_id=2';

function renderView(isAdmin: boolean) {
  return renderInAdmin(<EmployeeProfileView userId={2} isAdmin={isAdmin} fallbackName="Priya Sharma" />, { role: isAdmin ? 'admin' : 'agent' });
}

describe('EmployeeProfileView', () => {
  it('an agent with no profile yet (404) is asked to fill it in, card by card', async () => {
    mockFetch(({ path }) => (path === PROFILE_PATH ? { status: 404, body: { statusCode: 404, message: 'No employee details for this user' } } : undefined));
    renderView(false);
    expect(await screen.findByText('Fill in your employee profile')).toBeInTheDocument();
    expect(screen.getByText('Not submitted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Bank details' })).toBeInTheDocument();
    expect(screen.getByText('13 to fill')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Bank details' }));
    const drawer = (await screen.findByText('Your employee profile', { selector: 'h2' })).closest<HTMLElement>('.MuiDrawer-paper')!;
    expect(drawer.querySelector('#profile-field-last_working_date')).toBeNull();
    expect(drawer.querySelector('#profile-field-dob')).not.toBeNull();
    fireEvent.click(within(drawer).getByText('Submit', { selector: 'button' }));
    expect(await within(drawer).findByText('30 fields need attention')).toBeInTheDocument();
    expect(within(drawer).getByText('Medical Information is required')).toBeInTheDocument();
  }, DRAWER_TEST_MS);

  it('checks every rule the server checks before asking to confirm: the Aadhaar check digit, a DRA issue date to come', async () => {
    const { requests } = mockFetch(({ path }) => (path === PROFILE_PATH ? { status: 404, body: { statusCode: 404, message: 'No employee details for this user' } } : undefined));
    renderView(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bank details' }));
    const drawer = (await screen.findByText('Your employee profile', { selector: 'h2' })).closest<HTMLElement>('.MuiDrawer-paper')!;
    // The email the account already has is there to start with.
    expect(drawer.querySelector<HTMLInputElement>('#profile-field-email')!.value).toBe('agent@example.com');
    fireEvent.change(drawer.querySelector('#profile-field-aadhaar_no')!, { target: { value: '2341 2341 2347' } });
    fireEvent.click(within(drawer).getByLabelText('I hold a DRA certificate'));
    fireEvent.change(drawer.querySelector('#profile-field-dra_date_of_issue')!, { target: { value: '01/01/2099' } });
    fireEvent.click(within(drawer).getByText('Submit', { selector: 'button' }));
    expect(await within(drawer).findByText('Aadhaar number is not valid (its check digit is wrong)')).toBeInTheDocument();
    expect(within(drawer).getByText('DRA date of issue cannot be in the future')).toBeInTheDocument();
    expect(screen.queryByText('Submit your profile?')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  }, DRAWER_TEST_MS);

  it('after submitting, the agent reads "Form Already Submitted", the Aadhaar masked, and has no edit button', async () => {
    mockFetch(({ path }) => (path === PROFILE_PATH ? { body: { data: saved() } } : undefined));
    renderView(false);
    expect(await screen.findByText('Form Already Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByText('15/06/1995')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('XXXX XXXX 2346')).toBeInTheDocument();
  });

  it("an admin's save sends the whole form with the profile id, the masked Aadhaar as it came, and the last working date", async () => {
    const { requests } = mockFetch(({ method, path, body }) => {
      if (path === PROFILE_PATH) return { body: { data: saved() } };
      if (method === 'PUT' && path === '/api/employee/update-employee-details') return { body: { data: saved({ vehicle_number: body.vehicle_number, parking_required: true }), message: 'Employee Edited Successfully' } };
      return undefined;
    });
    renderView(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vehicle' }));
    const drawer = (await screen.findByText("Edit Asha Nair's profile", { selector: 'h2' })).closest<HTMLElement>('.MuiDrawer-paper')!;
    expect(drawer.querySelector('#profile-field-last_working_date')).not.toBeNull();
    fireEvent.click(within(drawer).getByLabelText('I need parking for a vehicle'));
    fireEvent.change(drawer.querySelector('#profile-field-vehicle_number')!, { target: { value: 'ka01ab1234' } });
    fireEvent.click(within(drawer).getByText('Save changes', { selector: 'button' }));
    expect(await screen.findByText('Employee Edited Successfully')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ id: 5, aadhaar_no: 'XXXX XXXX 2346', parking_required: true, vehicle_number: 'KA01AB1234', last_working_date: null, pan_no: 'ABCDE1234F' });
    await waitFor(() => expect(screen.getByText('KA01AB1234')).toBeInTheDocument());
  }, DRAWER_TEST_MS);

  it("shows the server's field message on its field and 'Error saving employee'", async () => {
    // What only the server can know: whether a photo's file is still in storage.
    const PHOTO_GONE = 'PAN photo must be an image uploaded for this employee';
    mockFetch(({ method, path }) => {
      if (path === PROFILE_PATH) return { body: { data: saved() } };
      if (method === 'PUT') return { status: 400, body: { statusCode: 400, message: PHOTO_GONE, errors: { pan_photo_url: PHOTO_GONE } } };
      return undefined;
    });
    renderView(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const drawer = (await screen.findByText("Edit Asha Nair's profile", { selector: 'h2' })).closest<HTMLElement>('.MuiDrawer-paper')!;
    fireEvent.click(within(drawer).getByText('Save changes', { selector: 'button' }));
    expect(await screen.findByText('Error saving employee')).toBeInTheDocument();
    expect(within(drawer).getAllByText(PHOTO_GONE).length).toBeGreaterThan(0);
    expect(within(drawer).getByText('1 field needs attention')).toBeInTheDocument();
  }, DRAWER_TEST_MS);

  it('an admin sees "No profile yet" when the user has none, and a failed load offers Try again', async () => {
    let fail = true;
    mockFetch(({ path }) => (path === PROFILE_PATH ? (fail ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { status: 404, body: {} }) : undefined));
    renderView(true);
    expect(await screen.findByText('Failed to fetch employee details')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No profile yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
