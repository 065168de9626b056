/**
 * Hides text from the eye but not from screen readers. Sizes are strings on purpose: in MUI's sx a
 * bare `width: 1` means 100%, and an absolutely placed box as wide as the window would make the job
 * page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
