// A step of taking over a server-rendered page (app/boot/steps.ts): MUI's styling core (Emotion, the theme
// provider), imported by name so that the build keeps only what the app uses of it.
export { ThemeProvider } from '@mui/material/styles';
