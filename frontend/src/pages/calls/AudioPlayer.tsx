import { useEffect, useRef, useState } from 'react';
import { Alert, Box, IconButton, Slider, Tooltip, Typography } from '@mui/material';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { formatDuration } from './calls-query';

/**
 * The call recording (spec §2 call details): an <audio> element whose src is the CRM's recording URL
 * (/api/calls/{id}/recording, same origin, so the session cookie goes with it), with play/pause, mute, a
 * seekable progress bar and the time. The slider works with the arrow keys; Space on the play button plays.
 */
export function AudioPlayer({ src, fallbackDuration, label = 'Call recording' }: { src: string; fallbackDuration?: number; label?: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState<number>(fallbackDuration ?? 0);
  const [failed, setFailed] = useState(false);
  const [seeking, setSeeking] = useState<number | null>(null);

  // A new recording starts from the beginning.
  useEffect(() => {
    setPlaying(false);
    setCurrent(0);
    setFailed(false);
  }, [src]);

  const readDuration = () => {
    const value = audio.current?.duration;
    if (value !== undefined && Number.isFinite(value) && value > 0) setDuration(value);
  };

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      try {
        await element.play();
      } catch {
        // The browser refused (no data yet, or the file is unplayable): the error event tells the rest.
      }
    } else {
      element.pause();
    }
  };

  const toggleMute = () => {
    const element = audio.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };

  const seek = (value: number) => {
    const element = audio.current;
    if (element) element.currentTime = value;
    setCurrent(value);
  };

  const max = duration > 0 ? duration : Math.max(current, 1);
  const shown = seeking ?? current;

  return (
    <Box>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={() => setCurrent(audio.current?.currentTime ?? 0)}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onVolumeChange={() => setMuted(!!audio.current?.muted)}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
        data-testid="call-recording-audio"
      />
      <Box
        role="group"
        aria-label={label}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, pr: 2, borderRadius: '12px', border: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
      >
        <IconButton
          onClick={() => void toggle()}
          aria-label={playing ? 'Pause' : 'Play'}
          disabled={failed}
          sx={{ bgcolor: 'primary.main', color: '#fff', width: 44, height: 44, borderRadius: '50%', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'grey.200' } }}
        >
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 120, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Slider
            size="small"
            min={0}
            max={max}
            step={1}
            value={Math.min(shown, max)}
            onChange={(_, value) => setSeeking(value as number)}
            onChangeCommitted={(_, value) => {
              setSeeking(null);
              seek(value as number);
            }}
            disabled={failed}
            aria-label="Seek"
            getAriaValueText={(value) => `${formatDuration(value)} of ${formatDuration(duration)}`}
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'text.secondary' }} aria-live="off" data-testid="recording-time">
            {formatDuration(shown)} / {formatDuration(duration)}
          </Typography>
        </Box>
        <Tooltip title={muted ? 'Unmute' : 'Mute'}>
          <IconButton onClick={toggleMute} aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={muted} disabled={failed}>
            {muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Download recording">
          <IconButton component="a" href={src} download aria-label="Download recording">
            <DownloadRounded />
          </IconButton>
        </Tooltip>
      </Box>
      {failed ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          The recording could not be played. It may still be processing at the dialer, or the file is unavailable.
        </Alert>
      ) : null}
    </Box>
  );
}
