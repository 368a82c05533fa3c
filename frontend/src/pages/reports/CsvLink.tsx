import { Button } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

/** A table's Download CSV: a plain link to the report's .csv twin (the server streams the file, same rows). */
export function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <Button component="a" href={href} download size="small" variant="outlined" startIcon={<FileDownloadOutlined />} aria-label={`Download ${what} as CSV`}>
      Download CSV
    </Button>
  );
}
