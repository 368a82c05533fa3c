import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { formatDateTime } from '../../i18n/format';
import { formatFileSize } from './csv-import-rules';

export interface FileDropZoneProps {
  file: File | null;
  /** Called with the picked or dropped file; the caller checks its type. */
  onFile: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** Once a file is parsed it stays; Reset starts over. */
  locked?: boolean;
}

/**
 * Step 1: a drop zone that is also a button (click, Enter or Space opens the file picker), or the chosen file
 * with its size and a remove button.
 */
export function FileDropZone({ file, onFile, onRemove, disabled = false, locked = false }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const inputId = useId();

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };

  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept=".csv,text/csv"
      aria-label="Choose CSV file"
      hidden
      disabled={disabled}
      // The picker's own click must not bubble to the drop zone, which would open it a second time.
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        const picked = event.target.files?.[0];
        // Clear the input so choosing the same file again still fires a change.
        event.target.value = '';
        if (picked) onFile(picked);
      }}
    />
  );

  if (file) {
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, pr: 1, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50' }}
        data-testid="chosen-file"
      >
        {input}
        <Box sx={{ width: 40, height: 40, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'success.light', color: 'success.main', flexShrink: 0 }}>
          <DescriptionOutlined />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(file.size)}
            {file.lastModified ? ` · modified ${formatDateTime(file.lastModified)}` : ''}
          </Typography>
        </Box>
        {!locked ? (
          <>
            <Button size="small" onClick={open} disabled={disabled} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              Choose another
            </Button>
            <Tooltip title="Remove file">
              <span>
                <IconButton aria-label={`Remove ${file.name}`} onClick={onRemove} disabled={disabled} size="small">
                  <CloseRounded fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ) : null}
      </Box>
    );
  }

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-label="Choose a CSV file, or drop one here"
      aria-describedby={hintId}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="csv-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'grey.300',
        bgcolor: dragging ? 'primary.light' : 'grey.50',
        borderRadius: 2.5,
        px: 3,
        py: { xs: 3, sm: 4 },
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        outline: 'none',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? undefined : { borderColor: 'primary.main', bgcolor: '#f5f9ff' },
        '&:focus-visible': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.light}` },
      }}
    >
      {input}
      <Box sx={{ width: 48, height: 48, mx: 'auto', mb: 1.5, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.light', color: 'primary.main' }}>
        <CloudUploadOutlined />
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {dragging ? 'Drop the file to choose it' : (
          <>
            Drag a CSV file here, or{' '}
            <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: 3 }}>
              browse
            </Box>
          </>
        )}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        One .csv file with a header row. Press Enter or Space to open the file picker.
      </Typography>
    </Box>
  );
}
