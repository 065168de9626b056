import { createAppTheme } from '../../src/app/theme/theme';

/** The app's own theme: both colour schemes as CSS variables. */
export const floorTheme = createAppTheme();
