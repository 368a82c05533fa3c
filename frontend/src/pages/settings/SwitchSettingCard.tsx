import { Box, CircularProgress, Skeleton, Switch, Typography } from '@mui/material';
import { SettingCard } from './SettingCard';

interface SwitchSettingCardProps {
  /** Prefix of the card's element ids. */
  id: string;
  title: string;
  description: string;
  label: string;
  /** What the setting does now, said for each position. */
  onText: string;
  offText: string;
  checked: boolean;
  isPending: boolean;
  isSaving: boolean;
  onChange: (checked: boolean) => void;
}

/** A settings card holding one on/off setting: its title, the switch with its label and what it does now. */
export function SwitchSettingCard({ id, title, description, label, onText, offText, checked, isPending, isSaving, onChange }: SwitchSettingCardProps) {
  return (
    <SettingCard id={id} title={title} description={description} testId={id}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="label" htmlFor={`${id}-switch`} sx={{ fontWeight: 600, display: 'block', cursor: 'pointer' }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {checked ? onText : offText}
          </Typography>
        </Box>
        {isSaving ? <CircularProgress size={18} aria-label="Saving" /> : null}
        {isPending ? (
          <Skeleton variant="rounded" width={58} height={34} />
        ) : (
          <Switch
            id={`${id}-switch`}
            checked={checked}
            disabled={isSaving}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { role: 'switch', 'aria-describedby': `${id}-title` } }}
          />
        )}
      </Box>
    </SettingCard>
  );
}
