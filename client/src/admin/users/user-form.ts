import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreateUserInput, Role, UpdateUserInput, UserStatus } from '../../__generated__/graphql';

// The Add New User / Edit User form: its options, defaults (spec section 6: role user, status
// active), checks (section 5: Full Name and Email Address required, e-mail format) and inputs.

/** The roles offered when adding a user (spec section 6). */
export const ADD_ROLES: readonly Role[] = ['user', 'admin', 'moderator', 'editor'];
/** Editing offers every role, so that a student or candidate keeps theirs. */
export const EDIT_ROLES: readonly Role[] = ['student', 'applicant', 'user', 'admin', 'moderator', 'editor'];
export const FORM_STATUSES: readonly UserStatus[] = ['active', 'inactive', 'suspended', 'pending'];

export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  phone: string;
  department: string;
  position: string;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export interface EditableUser {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  phone?: string | null;
  department?: string | null;
  position?: string | null;
}

export function emptyUserForm(): UserFormValues {
  return { name: '', email: '', role: 'user', status: 'active', phone: '', department: '', position: '' };
}

export function userToForm(user: EditableUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    phone: user.phone ?? '',
    department: user.department ?? '',
    position: user.position ?? '',
  };
}

/** The browser's own rule for type="email" inputs, in short: something@domain, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/.test(value.trim());
}

const MESSAGES = {
  nameRequired: msg`Full Name is required`,
  emailRequired: msg`Email address is required`,
  emailInvalid: msg`Enter a valid email address`,
};

/** The same messages as the server's, so a field reads the same whichever side caught it; in `i18n`'s language. */
export function validateUserForm(values: UserFormValues, i18n: I18n): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.name.trim()) errors.name = i18n._(MESSAGES.nameRequired);
  if (!values.email.trim()) errors.email = i18n._(MESSAGES.emailRequired);
  else if (!isValidEmail(values.email)) errors.email = i18n._(MESSAGES.emailInvalid);
  return errors;
}

const optional = (value: string) => value.trim() || null;

export function toCreateUserInput(values: UserFormValues): CreateUserInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    status: values.status,
    phone: optional(values.phone),
    department: optional(values.department),
    position: optional(values.position),
  };
}

/** Sends every field of the form: a blank optional field clears the stored value. */
export function toUpdateUserInput(values: UserFormValues): UpdateUserInput {
  return toCreateUserInput(values);
}

const FIELDS: readonly UserFormField[] = ['name', 'email', 'role', 'status', 'phone', 'department', 'position'];

/** The form field of a server field message (`extensions.fields` key), when the form has it. */
export function formFieldOf(serverField: string): UserFormField | undefined {
  return FIELDS.find((field) => field === serverField);
}
