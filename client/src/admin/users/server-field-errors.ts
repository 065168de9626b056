import { fieldErrors } from '../../components/form/graphql-errors';
import { formErrorsOf } from '../../components/form/server-field-errors';
import { formFieldOf } from './user-form';
import type { UserFormErrors } from './user-form';

/** The server's field messages (validation or a taken e-mail), mapped onto the user form's fields. */
export function userFormErrorsOf(error: unknown): UserFormErrors {
  return formErrorsOf(fieldErrors(error), formFieldOf);
}
