import { Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { PageTitle } from '../components/PageTitle';

/** Placeholder for a screen of spec §2 whose issue has not been built yet. */
export function ComingSoonPage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageTitle title={title} description={description} />
      <Card sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 } }} data-testid="coming-soon">
        <CardContent sx={{ textAlign: 'center', py: 6, px: 4 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.light',
              color: 'primary.main',
            }}
          >
            <ConstructionOutlined />
          </Box>
          <Typography variant="h5" component="h2" gutterBottom>
            {title} is coming soon
          </Typography>
          <Typography color="text.secondary">
            This screen is still being built. Everything else in the menu that is ready can be used as usual.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
