import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { userFormErrorsOf } from './server-field-errors';

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Refused', extensions }] });

describe('userFormErrorsOf', () => {
  it('reads validation and conflict field messages of the form fields', () => {
    expect(
      userFormErrorsOf(graphQLError({ code: 'BAD_USER_INPUT', fields: { name: 'Full Name is required', other: 'x' } })),
    ).toEqual({ name: 'Full Name is required' });
    expect(
      userFormErrorsOf(
        graphQLError({ code: 'CONFLICT', fields: { email: 'An account with this email already exists' } }),
      ),
    ).toEqual({ email: 'An account with this email already exists' });
  });

  it('answers nothing for errors without fields', () => {
    expect(userFormErrorsOf(graphQLError({ code: 'FORBIDDEN' }))).toEqual({});
    expect(userFormErrorsOf(new Error('network'))).toEqual({});
  });
});
