import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import WrongLocationOutlined from '@mui/icons-material/WrongLocationOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import { LinkBase } from 'react-admin';
import type { LocationFailure } from '../../providers/geolocation';
import { LOCATION_DENIED_MESSAGE, LOCATION_REQUIRED_MESSAGE } from './useCustomerRows';

function StatusCard({ icon: Icon, tone, title, children, actions, testId }: { icon: SvgIconComponent; tone: 'error' | 'warning' | 'neutral'; title: string; children?: ReactNode; actions?: ReactNode; testId: string }) {
  const colors = tone === 'error' ? { bg: 'error.light', fg: 'error.main' } : tone === 'warning' ? { bg: 'warning.light', fg: 'warning.main' } : { bg: 'grey.100', fg: 'grey.500' };
  return (
    <Card sx={{ maxWidth: 600, mx: 'auto', mt: { xs: 2, md: 6 } }} data-testid={testId}>
      <CardContent sx={{ textAlign: 'center', py: 5, px: 4 }}>
        <Box sx={{ width: 56, height: 56, mx: 'auto', mb: 2, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: colors.bg, color: colors.fg }}>
          <Icon />
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children ? (
          <Typography color="text.secondary" variant="body2" component="div">
            {children}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          {actions}
          <Button component={LinkBase} to="/customers" variant="outlined">
            Back to customers
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

const FAILURE_HINTS: Record<LocationFailure, string> = {
  denied: 'Location access is blocked for this site. Allow it in your browser’s address bar, then try again.',
  unavailable: 'Your device could not determine its position. Check that location services are on, then try again.',
  timeout: 'Finding your position took too long. Move closer to a window or check your connection, then try again.',
  unsupported: 'This browser cannot share its location. Use an up-to-date browser on a device with location services.',
};

export function LocatingCard() {
  return (
    <StatusCard icon={MyLocationOutlined} tone="neutral" title="Checking your location…" testId="locating">
      <CircularProgress size={20} sx={{ mt: 1 }} />
      <Box>Customer details open only from an office location. Allow location access if your browser asks.</Box>
    </StatusCard>
  );
}

export function LocationRequiredCard({ failure, onRetry, retrying }: { failure?: LocationFailure; onRetry: () => void; retrying: boolean }) {
  return (
    <StatusCard
      icon={LocationOffOutlined}
      tone="warning"
      title={LOCATION_REQUIRED_MESSAGE}
      testId="location-required"
      actions={
        <Button variant="contained" onClick={onRetry} disabled={retrying} startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : <MyLocationOutlined />}>
          Try again
        </Button>
      }
    >
      {failure ? FAILURE_HINTS[failure] : 'Share your location with this site to open customer details.'}
    </StatusCard>
  );
}

export function LocationDeniedCard({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusCard
      icon={WrongLocationOutlined}
      tone="error"
      title={LOCATION_DENIED_MESSAGE}
      testId="location-denied"
      actions={
        <Button variant="contained" onClick={onRetry} disabled={retrying} startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : <MyLocationOutlined />}>
          Refresh my location
        </Button>
      }
    >
      Customer details can only be opened from an office location. If you are in the office, refresh your location.
    </StatusCard>
  );
}

export function CustomerNotFoundCard({ loanApplicationNo }: { loanApplicationNo: string }) {
  return (
    <StatusCard icon={PersonOffOutlined} tone="neutral" title="Customer not found" testId="customer-not-found">
      No customer you can see has the loan number “{loanApplicationNo}”.
    </StatusCard>
  );
}

export function CustomerLoadErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusCard
      icon={ErrorOutline}
      tone="error"
      title="Failed to fetch customer details"
      testId="customer-load-error"
      actions={
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </StatusCard>
  );
}
