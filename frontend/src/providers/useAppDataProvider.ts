import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

/**
 * The app's dataProvider with its typed custom methods. react-admin wraps every call, so a 401 from any of
 * them still ends the session (authProvider.checkError).
 */
export function useAppDataProvider(): AppDataProvider {
  return useDataProvider<AppDataProvider>();
}
