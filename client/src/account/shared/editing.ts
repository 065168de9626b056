/**
 * A field's change in the account forms: keeps the new value and clears the form's error message,
 * since the user is correcting what it was about.
 */
export function clearingError<T>(set: (value: T) => void, clearError: () => void) {
  return (value: T) => {
    set(value);
    clearError();
  };
}

/** The same for a text field's onChange, which gets an event. */
export function editing(set: (value: string) => void, clearError: () => void) {
  const change = clearingError(set, clearError);
  return (event: { target: { value: string } }) => change(event.target.value);
}
