import { useState } from 'react';
import { Box } from '@mui/material';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { PageTitle } from '../../components/PageTitle';
import { RememberedTabs, tabPanelProps } from '../../components/RememberedTabs';
import { InstructionsTab } from './InstructionsTab';
import { UploadTab } from './UploadTab';

const TABS = [
  { id: 'upload', label: 'Upload', icon: <FileUploadOutlined fontSize="small" /> },
  { id: 'instructions', label: 'Instructions', icon: <MenuBookOutlined fontSize="small" /> },
] as const;

/**
 * /csv-upload (spec §2 "CSV import"): the Upload and Instructions tabs. Admin only; the route shows the
 * Access Denied text to others. The Upload tab stays mounted while the Instructions tab is open, so a parsed
 * file is not lost by looking something up.
 */
export function CsvUploadPage() {
  const [instructionsSeen, setInstructionsSeen] = useState(false);
  return (
    <>
      <PageTitle title="CSV Upload" description="Import customers from a CSV file" />
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <RememberedTabs
          storeKey="csv-upload.tab"
          tabs={TABS}
          idPrefix="csv"
          aria-label="CSV import"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          onSelect={(id) => id === 'instructions' && setInstructionsSeen(true)}
        >
          {(tab) => (
            <>
              <Box {...tabPanelProps('csv', 'upload')} hidden={tab !== 'upload'}>
                <UploadTab />
              </Box>
              <Box {...tabPanelProps('csv', 'instructions')} hidden={tab !== 'instructions'}>
                {instructionsSeen || tab === 'instructions' ? <InstructionsTab /> : null}
              </Box>
            </>
          )}
        </RememberedTabs>
      </Box>
    </>
  );
}

export default CsvUploadPage;
