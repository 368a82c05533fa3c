import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';

/** Any unknown route (spec §2): a page titled Page Not Found. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Page Not Found" />
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ textAlign: 'center', py: 6, px: 4 }}>
          <Typography sx={{ fontSize: '3.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }} aria-hidden>
            404
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 2 }} gutterBottom>
            We couldn't find that page
          </Typography>
          <Typography color="text.secondary">The address may be mistyped, or the page may have moved.</Typography>
          <Button component={LinkBase} to="/" variant="contained" sx={{ mt: 3 }}>
            Back to Dashboard
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
