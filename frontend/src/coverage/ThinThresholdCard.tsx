import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, CircularProgress, Skeleton, TextField, Typography } from '@mui/material';
import { LoadErrorState } from '../components/LoadErrorState';
import { settingKey } from '../pages/settings/settings-api';
import { useSetting } from '../pages/settings/useSetting';
import { useRefreshCoverage } from './coverage-api';

const LIMITS = { min: 1, max: 10_000 };

/** The thin threshold (setting coverageWorkPerAgent): due work per available agent above which a group shows as thin. */
export function ThinThresholdCard() {
  const setting = useSetting('coverageWorkPerAgent');
  const queryClient = useQueryClient();
  return (
    <Card component="section" aria-labelledby="thin-threshold-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          <Typography id="thin-threshold-title" variant="h6" component="h2">
            Thin threshold
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A group is thin when its due work per agent at work is above this, or fewer than half its agents are in.
          </Typography>
        </Box>
        {setting.isPending ? (
          <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360 }} />
        ) : setting.error || setting.value === undefined ? (
          <LoadErrorState dense title="Failed to fetch the threshold" error={setting.error} onRetry={() => queryClient.refetchQueries({ queryKey: settingKey('coverageWorkPerAgent') })} />
        ) : (
          <ThresholdForm saved={setting.value} save={setting.save} saving={setting.isSaving} />
        )}
      </CardContent>
    </Card>
  );
}

function ThresholdForm({ saved, save, saving }: { saved: number; save: (value: number) => Promise<number>; saving: boolean }) {
  const refresh = useRefreshCoverage();
  const [text, setText] = useState(String(saved));
  const value = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(value) && value >= LIMITS.min && value <= LIMITS.max;
  const submit = async () => {
    await save(value);
    await refresh();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !saving) void submit().catch(() => undefined);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <TextField
        label="Due work per agent"
        type="number"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={!valid}
        helperText={valid ? 'Follow-ups, promises and fresh customers due' : `A number from ${LIMITS.min} to ${LIMITS.max.toLocaleString('en-IN')}`}
        slotProps={{ htmlInput: { min: LIMITS.min, max: LIMITS.max, inputMode: 'numeric' } }}
        sx={{ width: 240 }}
      />
      <Button type="submit" variant="contained" disabled={!valid || saving || value === saved} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined} sx={{ mt: 1 }}>
        Save
      </Button>
    </Box>
  );
}
