import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface CardActionButtonProps {
  /** The button's text, e.g. 'Edit'. */
  label: string;
  /** What the card shows, for the accessible name ('Edit Deep Learning'). */
  name: string;
  /** The accessible name, whole and translated, where "{label} {name}" would not read right. */
  ariaLabel?: string;
  icon: ReactNode;
  onClick: () => void;
  color?: ButtonProps['color'];
}

/** A small text button of a card's actions row, named after the card's item. */
export function CardActionButton({ label, name, ariaLabel, icon, onClick, color }: CardActionButtonProps) {
  return (
    <Button size="small" color={color} startIcon={icon} onClick={onClick} aria-label={ariaLabel ?? `${label} ${name}`}>
      {label}
    </Button>
  );
}

/** A card's Edit and Delete buttons. */
export function EditDeleteActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <CardActionButton label={t`Edit`} ariaLabel={t`Edit ${name}`} name={name} icon={<EditOutlinedIcon />} onClick={onEdit} />
      <CardActionButton label={t`Delete`} ariaLabel={t`Delete ${name}`} name={name} icon={<DeleteOutlineIcon />} color="error" onClick={onDelete} />
    </>
  );
}
