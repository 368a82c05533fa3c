import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { isAbortError, uploadPercent } from '../../providers/uploadWithProgress';
import { documentUrl, uploadDocument, type DocumentKind } from './employee-api';
import { ACCEPTED_IMAGES, UPLOAD_FAILED, photoProblem } from './document-rules';
import { messageOf } from '../../providers/httpClient';

export interface DocumentUploadProps {
  id: string;
  kind: DocumentKind;
  label: string;
  /** The storage key of the photo on file ('' for none). */
  value: string;
  onChange: (key: string) => void;
  /** Whose document it is (the upload's userId). */
  userId: number;
  error?: string;
  required?: boolean;
  /** Told while an upload runs, so the form is not saved half-way. */
  onBusyChange?: (busy: boolean) => void;
}

/** One document photo: its preview, a button to choose (or replace) it, and the upload's progress. */
export function DocumentUpload({ id, kind, label, value, onChange, userId, error, required, onBusyChange }: DocumentUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const helperId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    abortRef.current = new AbortController();
    setProgress({ name: file.name, percent: 0 });
    onBusyChange?.(true);
    try {
      const key = await uploadDocument(kind, file, userId, {
        signal: abortRef.current.signal,
        onProgress: (loaded, total) => setProgress({ name: file.name, percent: uploadPercent(loaded, total) }),
      });
      onChange(key);
    } catch (failure) {
      if (!isAbortError(failure)) setProblem(messageOf(failure, UPLOAD_FAILED));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  const message = problem ?? error;
  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.25,
          border: 1,
          borderRadius: 2,
          borderColor: message ? 'error.main' : 'divider',
          borderStyle: value ? 'solid' : 'dashed',
        }}
      >
        <Box sx={{ width: 72, height: 72, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}>
          {value ? (
            <Box component="img" src={documentUrl(value)} alt={`${label} preview`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <AddPhotoAlternateOutlined sx={{ color: 'grey.400' }} aria-hidden />
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {progress ? (
            <>
              <Typography variant="caption" noWrap component="p" color="text.secondary">
                Uploading {progress.name}… {progress.percent}%
              </Typography>
              <LinearProgress variant="determinate" value={progress.percent} aria-label={`${label} upload progress`} sx={{ mt: 0.5, borderRadius: 1 }} />
            </>
          ) : (
            <Typography variant="caption" component="p" color="text.secondary">
              {value ? 'Uploaded. Choose another photo to replace it.' : 'JPG, PNG or WebP, up to 5 MB.'}
            </Typography>
          )}
          <Button
            size="small"
            variant="outlined"
            onClick={() => inputRef.current?.click()}
            disabled={progress !== null}
            aria-label={`${value ? 'Replace' : 'Upload'} ${label}`}
            aria-describedby={message ? helperId : undefined}
            id={id}
            sx={{ mt: 1 }}
          >
            {value ? 'Replace' : 'Upload photo'}
          </Button>
          <input ref={inputRef} type="file" accept={ACCEPTED_IMAGES} hidden onChange={picked} data-testid={`upload-${kind}`} />
        </Box>
      </Box>
      {message ? (
        <FormHelperText id={helperId} error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
