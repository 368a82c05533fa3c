import { Box, Typography } from '@mui/material';
import type { MessageResponse } from '../../api/types';
import { MESSAGE_KIND_LABELS, sentTitle } from './link-messages';
import { useCustomerMessages } from './messages-api';
import { MessageStatusChip } from './MessagesList';

/** What to say of a message the agent has just sent, as its status moves (queued → sent → delivered → read, or failed). */
export function sendProgressText(message: Pick<MessageResponse, 'kind' | 'status' | 'error'>): string {
  const label = `${MESSAGE_KIND_LABELS[message.kind] ?? message.kind} link message`;
  switch (message.status) {
    case 'queued':
      return `${label} queued: waiting for WhatsApp to accept it`;
    case 'sent':
      return sentTitle(message.kind);
    case 'delivered':
      return `${sentTitle(message.kind)} · Delivered`;
    case 'read':
      return `${sentTitle(message.kind)} · Read`;
    case 'failed': {
      const reason = (message.error as { title?: unknown } | null)?.title;
      return `${label} failed${typeof reason === 'string' && reason ? `: ${reason}` : ''}`;
    }
    default:
      return label;
  }
}

/**
 * The delivery of the message just sent, beside the buttons that sent it: the server answers "queued", and the
 * messages list (re-read after a send, see messages-api.ts) tells when the provider has sent, delivered or failed it.
 * Announced politely as it changes.
 */
export function SendProgress({ customerId, messageId }: { customerId: number; messageId: string }) {
  const { data } = useCustomerMessages(customerId, { observeOnly: true });
  const message = data?.find((m) => m.id === messageId);
  return (
    <Box data-testid="send-progress" role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, minHeight: 24 }}>
      {message ? (
        <>
          <MessageStatusChip status={message.status} />
          <Typography variant="body2" sx={{ color: message.status === 'failed' ? 'error.main' : 'text.primary', minWidth: 0 }}>
            {sendProgressText(message)}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
