import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ArticleCardProps {
  /** The card's accessible name: the item it shows. */
  name: string;
  testId?: string;
  /** The actions row under a divider (buttons such as EditDeleteActions). */
  actions: ReactNode;
  actionsSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A management screen's card: an article named after its item, as tall as its grid row, its actions at the foot. */
export function ArticleCard({ name, testId, actions, actionsSx = { justifyContent: 'flex-end', px: 2, py: 1 }, children }: ArticleCardProps) {
  return (
    <Card variant="outlined" component="article" aria-label={name} data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>{children}</CardContent>
      <Divider />
      <CardActions sx={actionsSx}>{actions}</CardActions>
    </Card>
  );
}
