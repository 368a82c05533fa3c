import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Chip, CircularProgress, Divider, IconButton, InputAdornment, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { CustomerDetail } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toast';
import { formatMobile } from '../../i18n/format';
import { fieldErrorsOf, messageOf } from '../../providers/httpClient';
import { DisabledReason } from './DisabledReason';
import { MessagesList } from './MessagesList';
import { PanelCard } from './PanelCard';
import { ENTER_VALID_NUMBER, REFERENCE_HINT, failedTitle, linkActionsFor, queuedTitle, type LinkAction, type LinkKind } from './link-messages';
import { SendProgress } from './SendProgress';
import { useSendLinkMessage } from './messages-api';
import { isMaskedNumber, mobileNumberError, normaliseMobile, numberChoice, sameMobile, type NumberSlot } from './phone-number';
import { doNotContactRefusal } from '@crm/shared';

const ICONS: Record<LinkKind, SvgIconComponent> = {
  payment: CurrencyRupeeRounded,
  settlement: HandshakeOutlined,
  foreclosure: AccountBalanceOutlined,
  offer: LocalOfferOutlined,
};

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Box>
    </>
  );
}

/** The confirmation step: everything the message will carry. */
function SendSummary({ action, customer, toNumber, custom }: { action: LinkAction; customer: CustomerDetail; toNumber: string; custom: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        This sends a WhatsApp message with the link below. It cannot be taken back.
      </Typography>
      <Box component="dl" data-testid="send-summary" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, fontSize: '0.875rem' }}>
        <SummaryRow label="Message">{custom && action.kind === 'payment' ? 'Reference link (payment link)' : action.label}</SummaryRow>
        <SummaryRow label="To">
          {formatMobile(toNumber)}
          {custom ? <Chip size="small" label="Custom number" sx={{ ml: 1, bgcolor: 'warning.light', color: 'warning.main', fontWeight: 600 }} /> : null}
        </SummaryRow>
        <SummaryRow label="Customer">{customer.name}</SummaryRow>
        {action.details.map((detail) => (
          <SummaryRow key={detail.label} label={detail.label}>
            {detail.value}
          </SummaryRow>
        ))}
        <SummaryRow label="Link">
          <Box component="span" sx={{ fontWeight: 400, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' }}>
            {action.link}
          </Box>
        </SummaryRow>
      </Box>
    </>
  );
}

/**
 * Send Links (spec §2 "Send-link actions", §5/§9 reference number rule, §8 toasts): a number prefilled with the
 * customer's mobile (another number is a custom reference number), one button per link in the customer's data,
 * a confirmation of what will be sent, and the messages already sent below.
 */
export function SendLinksPanel({ customer }: { customer: CustomerDetail }) {
  const toast = useToast();
  const send = useSendLinkMessage(customer.id);
  const actions = useMemo(() => linkActionsFor(customer), [customer]);
  const customerNumber = normaliseMobile(customer.mobile);
  // Numbers masked for this agent (98XXXXX210): the link goes to one of the customer's, picked by its slot.
  const masked = isMaskedNumber(customer.mobile);
  const [slot, setSlot] = useState<NumberSlot>('mobile');
  const slotNumber = slot === 'alternate' && customer.alternate_phone ? customer.alternate_phone : customer.mobile;

  const [number, setNumber] = useState(customerNumber);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  // The action being confirmed; kept while the dialog closes so its text does not vanish mid-animation.
  const [confirming, setConfirming] = useState<LinkAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The message sent last from this panel, whose delivery status is followed beside the buttons.
  const [lastSentId, setLastSentId] = useState<string | null>(null);

  const numberError = serverError ?? (masked ? undefined : mobileNumberError(number));
  const valid = masked || !mobileNumberError(number);
  const custom = !masked && valid && !sameMobile(number, customer.mobile);
  // Say what is wrong once the number is complete, left, or came wrong from the customer's data.
  const showError = !!numberError && (touched || normaliseMobile(number).length >= 10 || number === customerNumber || !!serverError);

  const changeNumber = (value: string) => {
    setNumber(value);
    setServerError(undefined);
  };

  const confirm = () => {
    if (!confirming || !valid || send.isPending) return;
    const action = confirming;
    const toCustom = custom;
    send.mutate(action.request(masked ? { number_slot: slot } : numberChoice(customer, number)), {
      onSuccess: (message) => {
        setDialogOpen(false);
        setLastSentId(message.id);
        toast({ title: queuedTitle(message.kind), description: `To ${formatMobile(message.to_number)}. Its delivery status shows below.` });
      },
      onError: (error) => {
        setDialogOpen(false);
        toast({ title: failedTitle(toCustom), description: messageOf(error, 'Please try again.'), variant: 'error' });
        const fieldMessage = fieldErrorsOf(error)?.toNumber;
        if (fieldMessage) {
          setServerError(fieldMessage);
          setTouched(true);
        }
      },
    });
  };

  const marked = customer.do_not_contact ? doNotContactRefusal(customer.do_not_contact) : undefined;
  const helperText = showError ? numberError : custom ? REFERENCE_HINT : valid ? "The customer's mobile" : ENTER_VALID_NUMBER;

  return (
    <PanelCard id="send-links" icon={SendOutlined} title="Send Links" testId="send-links-panel">
      <Box sx={{ px: 2.5, pt: 1.5, pb: 2 }}>
        {masked ? (
          <TextField
            select
            id="send-links-number"
            label="Send to"
            value={slot}
            onChange={(event) => setSlot(event.target.value as NumberSlot)}
            helperText="Numbers are masked: pick which of the customer's numbers gets the link"
            fullWidth
          >
            <MenuItem value="mobile">{`Mobile · ${customer.mobile}`}</MenuItem>
            {customer.alternate_phone ? <MenuItem value="alternate">{`Alternate · ${customer.alternate_phone}`}</MenuItem> : null}
          </TextField>
        ) : (
          <TextField
            id="send-links-number"
            label="Send to"
            value={number}
            onChange={(event) => changeNumber(event.target.value)}
            onBlur={() => setTouched(true)}
            error={showError}
            helperText={helperText}
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: 'tel', maxLength: 16 },
              formHelperText: { sx: custom && !showError ? { color: 'warning.main', fontWeight: 600 } : undefined },
              input: {
                endAdornment:
                  normaliseMobile(number) !== customerNumber && customerNumber ? (
                    <InputAdornment position="end">
                      <Tooltip title="Use the customer's mobile">
                        <IconButton size="small" edge="end" aria-label="Use the customer's mobile" onClick={() => changeNumber(customerNumber)}>
                          <RestartAltRounded fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ) : undefined,
              },
            }}
          />
        )}
        {marked ? (
          <Typography variant="body2" color="error.main" sx={{ mt: 1, fontWeight: 600 }} data-testid="send-links-do-not-contact-note">
            {marked}
          </Typography>
        ) : null}
        {/* Two a row where the panel is wide (below lg it spans the page; at xl its column is wide enough). */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr', xl: '1fr 1fr' }, gap: 1, mt: 1 }}>
          {actions.map((action) => {
            const Icon = ICONS[action.kind];
            const pending = send.isPending && send.variables?.kind === action.kind;
            const reason = marked ?? action.unavailable ?? (valid ? undefined : ENTER_VALID_NUMBER);
            return (
              <DisabledReason key={action.kind} reason={reason} fullWidth>
                <Button
                  variant="outlined"
                  fullWidth
                  startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <Icon />}
                  disabled={!!reason || send.isPending}
                  onClick={() => {
                    setConfirming(action);
                    setDialogOpen(true);
                  }}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {action.label}
                </Button>
              </DisabledReason>
            );
          })}
        </Box>
        {lastSentId ? <SendProgress customerId={customer.id} messageId={lastSentId} /> : null}
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, pt: 1, pb: 1.5 }}>
        <MessagesList customerId={customer.id} />
      </Box>

      {confirming ? (
        <ConfirmDialog
          open={dialogOpen}
          title={`Send the ${confirming.label.toLowerCase()}?`}
          confirmLabel="Send"
          destructive={false}
          loading={send.isPending}
          onClose={() => setDialogOpen(false)}
          onConfirm={confirm}
        >
          <SendSummary action={confirming} customer={customer} toNumber={masked ? slotNumber : normaliseMobile(number)} custom={custom} />
        </ConfirmDialog>
      ) : null}
    </PanelCard>
  );
}
