import { testI18n } from '../../i18n/testing';
import { describe, expect, it } from 'vitest';
import {
  ADD_ROLES,
  EDIT_ROLES,
  emptyUserForm,
  formFieldOf,
  isValidEmail,
  toCreateUserInput,
  toUpdateUserInput,
  userToForm,
  validateUserForm,
} from './user-form';

describe('user form', () => {
  it('starts with role user and status active (spec section 6)', () => {
    expect(emptyUserForm()).toMatchObject({ role: 'user', status: 'active', name: '', email: '' });
  });

  it('offers user, admin, moderator, editor when adding and every role when editing', () => {
    expect(ADD_ROLES).toEqual(['user', 'admin', 'moderator', 'editor']);
    expect([...EDIT_ROLES].sort()).toEqual(['admin', 'applicant', 'editor', 'moderator', 'student', 'user']);
  });

  it('requires Full Name and a valid Email Address', () => {
    expect(validateUserForm(emptyUserForm(), testI18n)).toEqual({
      name: 'Full Name is required',
      email: 'Email address is required',
    });
    expect(validateUserForm({ ...emptyUserForm(), name: 'Jane', email: 'jane' }, testI18n)).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateUserForm({ ...emptyUserForm(), name: 'Jane', email: ' jane@example.com ' }, testI18n)).toEqual({});
  });

  it('checks e-mail addresses like an email input does', () => {
    expect(isValidEmail('a@b')).toBe(true);
    expect(isValidEmail('a.b+c@example.co.uk')).toBe(true);
    for (const bad of ['', 'a', 'a@', '@b', 'a b@c.d', 'a@b..c', 'a@@b']) expect(isValidEmail(bad)).toBe(false);
  });

  it('trims the input and sends blank optional fields as null', () => {
    const values = { ...emptyUserForm(), name: ' Jane Doe ', email: ' jane@example.com ', position: ' CTO ' };
    expect(toCreateUserInput(values)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      role: 'user',
      status: 'active',
      phone: null,
      department: null,
      position: 'CTO',
    });
    expect(toUpdateUserInput(values)).toEqual(toCreateUserInput(values));
  });

  it('prefills the edit form from a user', () => {
    expect(
      userToForm({ name: 'Bob', email: 'bob@example.com', role: 'student', status: 'suspended', phone: null }),
    ).toEqual({
      name: 'Bob',
      email: 'bob@example.com',
      role: 'student',
      status: 'suspended',
      phone: '',
      department: '',
      position: '',
    });
  });

  it('maps server field names onto the form', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('company')).toBeUndefined();
  });
});
