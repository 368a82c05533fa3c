import { lazy } from 'react';

/** /csv-upload: a lazy page for App.tsx's route table (`element: <CsvUploadPage />`). */
export const CsvUploadPage = lazy(() => import('./CsvUploadPage'));
