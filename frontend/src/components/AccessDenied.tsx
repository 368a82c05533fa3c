import { Button } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LinkBase } from 'react-admin';
import { CenteredMessageCard } from './CenteredMessageCard';

/** The in-page refusal for pages whose spec text says what a non-permitted user sees. */
export function AccessDenied({ title, message }: { title?: string; message: string }) {
  return (
    <CenteredMessageCard
      icon={LockOutlined}
      tone="error"
      title={title}
      message={message}
      maxWidth={560}
      paddingY={5}
      testId="access-denied"
      action={
        <Button component={LinkBase} to="/" variant="outlined" sx={{ mt: 3 }}>
          Back to Dashboard
        </Button>
      }
    />
  );
}
