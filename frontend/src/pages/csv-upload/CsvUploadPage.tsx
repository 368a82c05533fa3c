import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { PageTitle } from '../../components/PageTitle';
import { InstructionsTab } from './InstructionsTab';
import { UploadTab } from './UploadTab';

const TABS = [
  { id: 'upload', label: 'Upload', icon: <FileUploadOutlined fontSize="small" /> },
  { id: 'instructions', label: 'Instructions', icon: <MenuBookOutlined fontSize="small" /> },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /csv-upload (spec §2 "CSV import"): the Upload and Instructions tabs. Admin only; the route shows the
 * Access Denied text to others. The Upload tab stays mounted while the Instructions tab is open, so a parsed
 * file is not lost by looking something up.
 */
export function CsvUploadPage() {
  const [tab, setTab] = useState<TabId>('upload');
  const [instructionsSeen, setInstructionsSeen] = useState(false);
  const select = (value: TabId) => {
    setTab(value);
    if (value === 'instructions') setInstructionsSeen(true);
  };
  return (
    <>
      <PageTitle title="CSV Upload" description="Import customers from a CSV file" />
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Tabs value={tab} onChange={(_, value: TabId) => select(value)} aria-label="CSV import" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} icon={t.icon} iconPosition="start" id={`csv-tab-${t.id}`} aria-controls={`csv-panel-${t.id}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id="csv-panel-upload" aria-labelledby="csv-tab-upload" hidden={tab !== 'upload'}>
          <UploadTab />
        </Box>
        <Box role="tabpanel" id="csv-panel-instructions" aria-labelledby="csv-tab-instructions" hidden={tab !== 'instructions'}>
          {instructionsSeen || tab === 'instructions' ? <InstructionsTab /> : null}
        </Box>
      </Box>
    </>
  );
}

export default CsvUploadPage;
