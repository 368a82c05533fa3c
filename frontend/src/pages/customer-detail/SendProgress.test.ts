import { describe, expect, it } from 'vitest';
import { sendProgressText } from './SendProgress';
import { messageFixture } from './test-fixtures';

describe('sendProgressText', () => {
  it('says queued until the provider has taken the message, then sent, then how far it got', () => {
    expect(sendProgressText(messageFixture({ status: 'queued' }))).toBe('Payment link message queued: waiting for WhatsApp to accept it');
    expect(sendProgressText(messageFixture({ status: 'sent' }))).toBe('Payment link message sent successfully');
    expect(sendProgressText(messageFixture({ kind: 'offer', status: 'delivered' }))).toBe('Offer link message sent successfully · Delivered');
    expect(sendProgressText(messageFixture({ status: 'read' }))).toBe('Payment link message sent successfully · Read');
  });

  it("says a failure with the provider's reason when there is one", () => {
    expect(sendProgressText(messageFixture({ status: 'failed', error: { title: 'Number not on WhatsApp' } }))).toBe('Payment link message failed: Number not on WhatsApp');
    expect(sendProgressText(messageFixture({ status: 'failed', error: null }))).toBe('Payment link message failed');
  });
});
