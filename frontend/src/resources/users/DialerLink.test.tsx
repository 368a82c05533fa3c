import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/user-fixtures';
import { DialerLink } from './UserList';

describe('DialerLink', () => {
  it('says a user without a dialer agent cannot call yet', () => {
    render(<DialerLink user={userFixture({ dialer_agent_id: null, dialer_extension: null })} />);
    expect(screen.getByText('Not linked')).toBeInTheDocument();
  });

  it('shows the linked agent with its extension', () => {
    render(<DialerLink user={userFixture({ dialer_agent_id: '0500000000007', dialer_extension: '1007' })} />);
    expect(screen.getByText('Linked · ext 1007')).toBeInTheDocument();
  });
});
