import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export interface TabToolbarProps {
  text: string;
  /** The tab's add button, e.g. 'Add FAQ'. */
  addLabel: string;
  onAdd: () => void;
}

/** A tab's explanation and its add button on one line (stacked on phones). */
export function TabToolbar({ text, addLabel, onAdd }: TabToolbarProps) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}
    >
      <Typography color="text.secondary" variant="body2" sx={{ flex: '1 1 260px' }}>
        {text}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}
