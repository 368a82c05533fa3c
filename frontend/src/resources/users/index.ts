import { lazy } from 'react';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { AppUser } from '../../api/types';

export default {
  list: lazy(() => import('./UserList')),
  icon: ManageAccountsOutlined,
  recordRepresentation: (record: AppUser) => record.name,
};
