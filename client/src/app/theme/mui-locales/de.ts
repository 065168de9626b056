import { deDE } from '@mui/material/locale';
import type { MuiLocalePack } from '../mui-locale';

export const pack: MuiLocalePack = deDE.components ?? {};
