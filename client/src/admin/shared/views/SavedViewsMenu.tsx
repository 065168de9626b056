import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SavedViewList } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fieldErrors } from '../../../components/form/graphql-errors';
import { useNotice } from '../../../components/notice/useNotice';
import { DeleteSavedViewMutation, MySavedViewsQuery, SaveViewMutation } from './operations';

export interface SavedViewsMenuProps {
  /** Which management list the views belong to. */
  list: SavedViewList;
}

/** The address's query as a view keeps it: no "?", no page (a view opens at page 1). */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/**
 * The "Views" menu of a management list's toolbar: the signed-in person's named views of this list
 * (its filters, sort and search, as the address holds them), to open, save and delete.
 */
export function SavedViewsMenu({ list }: SavedViewsMenuProps) {
  const { t } = useLingui();
  const notice = useNotice();
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const views = useQuery(MySavedViewsQuery, { variables: { list } });
  const refetchQueries = [{ query: MySavedViewsQuery, variables: { list } }];
  const [save, saving] = useMutation(SaveViewMutation, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteSavedViewMutation, { refetchQueries, awaitRefetchQueries: true });
  const current = viewSearch(location.search);
  const items = views.data?.mySavedViews ?? [];
  const shown = items.find((view) => view.search === current);
  const deleteLabel = (viewName: string) => t`Delete view ${viewName}`;

  const open = (search: string) => {
    setAnchor(null);
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  const startNaming = () => {
    setAnchor(null);
    setName('');
    setNameError(null);
    setNaming(true);
  };

  const submit = async () => {
    try {
      const res = await save({ variables: { input: { list, name, search: current } } });
      setNaming(false);
      const savedName = res.data?.saveView.name ?? name;
      notice.success(t`View “${savedName}” saved.`);
    } catch (err) {
      const fields = fieldErrors(err);
      setNameError(fields['name'] ?? fields['search'] ?? (err instanceof Error ? err.message : String(err)));
    }
  };

  const deleteView = async (id: string, viewName: string) => {
    try {
      await remove({ variables: { id } });
      notice.success(t`View “${viewName}” deleted.`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      notice.error(t`Could not delete the view: ${reason}`);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        <Trans context="saved views">Views</Trans>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 360 } } }}>
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{views.loading ? <Trans>Loading views…</Trans> : <Trans>No saved views yet</Trans>}</ListItemText>
          </MenuItem>
        )}
        {items.map(({ id, name: viewName, search }) => (
          <MenuItem key={id} onClick={() => open(search)} selected={search === current}>
            <ListItemIcon>{search === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText slotProps={{ primary: { noWrap: true } }}>{viewName}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {/* The view shown is deleted from an item of its own: a button inside a menu item is out of
            reach of the menu's arrow keys, and a control nested in a control confuses screen readers. */}
        {shown && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void deleteView(shown.id, shown.name);
            }}
          >
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText slotProps={{ primary: { noWrap: true } }}>{deleteLabel(shown.name)}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={startNaming}>
          <ListItemIcon>
            <SaveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <Trans>Save current view…</Trans>
          </ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={naming}
        title={t`Save current view`}
        message={t`Saves this list's search, filters and sort under a name, for you alone. A view with the same name is replaced.`}
        confirmLabel={t`Save`}
        cancelLabel={t`Cancel`}
        busy={saving.loading}
        onConfirm={() => void submit()}
        onCancel={() => setNaming(false)}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t`View name`}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
          error={nameError !== null}
          helperText={nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      </ConfirmDialog>
    </>
  );
}
