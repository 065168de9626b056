import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useLingui } from '@lingui/react/macro';

export interface EditDeleteButtonsProps {
  /** What the buttons act on, for their accessible names ('Edit …', 'Delete …'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete icon buttons of a contact-data card. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      <Tooltip title={t`Edit`}>
        <IconButton aria-label={t`Edit ${name}`} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t`Delete`}>
        <IconButton aria-label={t`Delete ${name}`} color="error" onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
