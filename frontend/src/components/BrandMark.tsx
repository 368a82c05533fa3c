import { Box, Typography } from '@mui/material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { APP_NAME } from './PageTitle';

export function BrandMark({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          flexShrink: 0,
          borderRadius: '8px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: '#fff',
        }}
      >
        <AccountBalanceWalletOutlined sx={{ fontSize: 18 }} />
      </Box>
      {!compact ? (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1rem', whiteSpace: 'nowrap', color: inverted ? '#fff' : 'text.primary' }}>
          {APP_NAME}
        </Typography>
      ) : null}
    </Box>
  );
}
