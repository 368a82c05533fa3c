import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { AGENT_FIGURES, type AgentFigureKey } from '@crm/shared/reports';
import { FigureLabel } from './FigureLabel';
import { formatFigure } from './report-format';
import type { WorkFigures } from './report-types';

type WorkFigure = (typeof AGENT_FIGURES)[number] & { key: Exclude<AgentFigureKey, 'rank'> };
const WORK_FIGURES = AGENT_FIGURES.filter((figure): figure is WorkFigure => figure.key !== 'rank');
/** The narrowed-to row, opaque so that the sticky name cell matches the rest of the row. */
const SELECTED = '#e8f0fe';
const RANK = AGENT_FIGURES.find((figure) => figure.key === 'rank')!;

export interface WorkRow extends WorkFigures {
  id: number;
  name: string;
  /** Under the name: the agent's groups, or a group's agent count. */
  detail?: string;
  rank?: ReactNode;
}

/**
 * Groups' or agents' work, one row each. A row opens with a click or Enter: it narrows the page to that group or
 * agent (`selectedId` is the row it is narrowed to).
 */
export function WorkTable({ label, first, rows, withRank, selectedId, onOpen }: {
  label: string;
  first: string;
  rows: WorkRow[];
  withRank: boolean;
  selectedId?: number;
  onOpen: (row: WorkRow) => void;
}) {
  const value = (row: WorkRow, key: Exclude<AgentFigureKey, 'rank'>) => row[key];
  return (
    <TableContainer sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label={`${label} (scrolls sideways)`}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
              {first}
            </TableCell>
            {WORK_FIGURES.map((figure) => (
              <TableCell key={figure.key} align="right" scope="col">
                <FigureLabel figure={figure} />
              </TableCell>
            ))}
            {withRank ? (
              <TableCell align="right" scope="col">
                <FigureLabel figure={RANK} />
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              selected={row.id === selectedId}
              tabIndex={0}
              aria-label={`${row.name}: narrow the report to ${first.toLowerCase()} ${row.name}`}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(row);
                }
              }}
              sx={{ cursor: 'pointer', '&.Mui-selected, &.Mui-selected:hover': { bgcolor: SELECTED }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
              data-testid="work-row"
            >
              <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: row.id === selectedId ? SELECTED : 'background.paper', zIndex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.name}
                </Typography>
                {row.detail ? (
                  <Typography variant="caption" color="text.secondary">
                    {row.detail}
                  </Typography>
                ) : null}
              </TableCell>
              {WORK_FIGURES.map((figure) => (
                <TableCell key={figure.key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatFigure(figure.unit, value(row, figure.key))}
                </TableCell>
              ))}
              {withRank ? <TableCell align="right">{row.rank ?? '—'}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
