import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { PageSpinner } from './FullScreenSpinner';
import { reloadForStaleChunk, shouldReloadForStaleChunk } from './stale-chunk';

interface State {
  error: Error | null;
  /** The page's code is gone after a deploy and one reload should bring the new version (stale-chunk.ts). */
  reloading: boolean;
}

/** Keeps a crashing page from taking the whole shell down; reset by remounting (keyed by the route). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): State {
    return { error, reloading: shouldReloadForStaleChunk(error) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.reloading) return reloadForStaleChunk();
    console.error('Page crashed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.state.reloading) return <PageSpinner label="Loading the latest version" />;
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>Reload</Button>}>
          <AlertTitle>Something went wrong</AlertTitle>
          This page could not be displayed. Reload to try again.
        </Alert>
      </Box>
    );
  }
}
