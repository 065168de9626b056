import { fieldErrors } from '../../components/form/graphql-errors';
import { formFieldOf } from './user-form';
import type { UserFormErrors } from './user-form';

/** The server's field messages (validation or a taken e-mail), mapped onto the user form's fields. */
export function userFormErrorsOf(error: unknown): UserFormErrors {
  const result: UserFormErrors = {};
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    const field = formFieldOf(name);
    if (field) result[field] ??= message;
  }
  return result;
}
