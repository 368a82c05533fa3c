import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';

export const APP_NAME = 'Collections CRM';

/**
 * The page's title and description, shown in the header (spec §2 Layout) and in the browser tab.
 * Every page renders exactly one.
 */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  return (
    <Title
      preferenceKey={false}
      title={
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography component="h1" variant="h6" noWrap sx={{ lineHeight: 1.3 }} title={title}>
            {title}
          </Typography>
          {description ? (
            <Typography component="span" variant="caption" color="text.secondary" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
              {description}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}
