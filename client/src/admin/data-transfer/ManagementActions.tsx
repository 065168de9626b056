import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { ExportFilterInput } from '../../__generated__/graphql';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';

export interface ManagementActionsProps {
  /** The export and import type, e.g. 'courses'. */
  type: string;
  /** The list's filter, so the export holds what the list shows. */
  filters?: ExportFilterInput;
  importTitle: string;
  canConfirmStaffRoles?: boolean;
  /** The add button: its label ("Add Course"), icon and action. */
  addLabel: string;
  addIcon?: ReactNode;
  onAdd: () => void;
  /** Buttons of this screen alone, shown first. */
  children?: ReactNode;
}

/** The header buttons of a management screen: Export, Import and the add button. */
export function ManagementActions({ type, filters, importTitle, canConfirmStaffRoles, addLabel, addIcon = <AddIcon />, onAdd, children }: ManagementActionsProps) {
  return (
    <>
      {children}
      <ExportButton type={type} filters={filters} />
      <ImportButton type={type} title={importTitle} canConfirmStaffRoles={canConfirmStaffRoles} />
      <Button variant="contained" startIcon={addIcon} onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}
