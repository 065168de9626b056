import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ReactNode } from 'react';

export interface CardActionButtonProps {
  /** The button's text, e.g. 'Edit'. */
  label: string;
  /** What the card shows, for the accessible name ('Edit Deep Learning'). */
  name: string;
  icon: ReactNode;
  onClick: () => void;
  color?: ButtonProps['color'];
}

/** A small text button of a card's actions row, named after the card's item. */
export function CardActionButton({ label, name, icon, onClick, color }: CardActionButtonProps) {
  return (
    <Button size="small" color={color} startIcon={icon} onClick={onClick} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
}

/** A card's Edit and Delete buttons. */
export function EditDeleteActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <CardActionButton label="Edit" name={name} icon={<EditOutlinedIcon />} onClick={onEdit} />
      <CardActionButton label="Delete" name={name} icon={<DeleteOutlineIcon />} color="error" onClick={onDelete} />
    </>
  );
}
