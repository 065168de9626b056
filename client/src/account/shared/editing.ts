/**
 * A text field's onChange in the account forms: keeps what was typed and clears the form's error
 * message, since the user is correcting what it was about.
 */
export function editing(set: (value: string) => void, clearError: () => void) {
  return (event: { target: { value: string } }) => {
    set(event.target.value);
    clearError();
  };
}
