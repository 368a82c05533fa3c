import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LinkBase } from 'react-admin';

/** The in-page refusal for pages whose spec text says what a non-permitted user sees. */
export function AccessDenied({ title, message }: { title?: string; message: string }) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 } }} data-testid="access-denied">
      <CardContent sx={{ textAlign: 'center', py: 5, px: 4 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'error.light',
            color: 'error.main',
          }}
        >
          <LockOutlined />
        </Box>
        {title ? (
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
        ) : null}
        <Typography color="text.secondary">{message}</Typography>
        <Button component={LinkBase} to="/" variant="outlined" sx={{ mt: 3 }}>
          Back to Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
