import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';

export interface RowActionsProps {
  /** What the row is, for the tooltips ("Edit holiday"). */
  kind: string;
  /** The row's name, for the buttons' accessible names ("Edit Diwali"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete buttons: at the end of a table row, or at the foot of its card on a phone. */
export function RowActions({ kind, name, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <Tooltip title={`Edit ${kind}`}>
        <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Delete ${kind}`}>
        <IconButton size="small" aria-label={`Delete ${name}`} onClick={onDelete} sx={{ '&:hover': { color: 'error.main' } }}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
