import { Box, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import { formatNumber } from '../../i18n/format';
import { TOP_ERROR_CATEGORIES, categoryShare, summaryTiles, type UploadResponse } from './csv-import-rules';

const TONES = {
  default: { fg: 'text.primary', bar: 'grey.300' },
  success: { fg: 'success.main', bar: 'success.main' },
  error: { fg: 'error.main', bar: 'error.main' },
  info: { fg: 'primary.main', bar: 'primary.main' },
} as const;

/** Totals of a parsed file (spec §2 "The upload summary shows totals"). */
export function SummaryTiles({ result }: { result: UploadResponse }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1.5 }} aria-label="Upload summary">
      {summaryTiles(result.summary).map((tile) => (
        <Paper key={tile.key} variant="outlined" sx={{ px: 2, py: 1.5, borderRadius: 2, position: 'relative', overflow: 'hidden' }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
            {tile.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, color: TONES[tile.tone].fg, fontVariantNumeric: 'tabular-nums' }} data-testid={`summary-${tile.key}`}>
            {tile.value}
          </Typography>
          {tile.key === 'successRate' ? (
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, result.summary.successRate))}
              aria-label="Success rate"
              color={result.summary.successRate >= 100 ? 'success' : 'primary'}
              sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, borderRadius: 0, bgcolor: 'grey.100' }}
            />
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}

/** The top error categories (the field before " - " in row errors) with their counts (spec §9: top 5). */
export function ErrorCategories({ result }: { result: UploadResponse }) {
  const categories = result.errorCategories.slice(0, TOP_ERROR_CATEGORIES);
  if (result.summary.failedRows === 0 || categories.length === 0) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircleOutlineRounded fontSize="small" />
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
          Every row passed validation.
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="error-categories-title">
      <Typography id="error-categories-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Top error categories
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {categories.map((category) => (
          <Box component="li" key={category.category} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(140px, 220px) 1fr 88px' }, alignItems: 'center', gap: { xs: 0.5, sm: 1.5 } }}>
            <Typography variant="body2" noWrap sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem', fontWeight: 600, color: 'text.primary' }} title={category.category}>
              {category.category}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={categoryShare(category.count, result.summary.failedRows)}
              color="error"
              aria-hidden
              sx={{ height: 8, borderRadius: 4, bgcolor: 'error.light', display: { xs: 'none', sm: 'block' } }}
            />
            <Chip size="small" label={`${formatNumber(category.count)} ${category.count === 1 ? 'row' : 'rows'}`} sx={{ bgcolor: 'error.light', color: 'error.main', justifySelf: 'end' }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
