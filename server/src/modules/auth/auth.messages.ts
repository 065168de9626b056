/**
 * What the sign-in, registration and password screens are told (spec section 5), as message
 * descriptors (README › Languages): translated into the caller's language by the adapters.
 */
export const AUTH_MESSAGES = {
  emailLabel: /*i18n*/ { message: 'Email' },
  fullNameLabel: /*i18n*/ { message: 'Full name' },
  phoneLabel: /*i18n*/ { message: 'Phone' },
  companyLabel: /*i18n*/ { message: 'Company' },
  departmentLabel: /*i18n*/ { message: 'Department' },
  positionLabel: /*i18n*/ { message: 'Position' },
  avatarLabel: /*i18n*/ { message: 'Avatar' },
  languageLabel: /*i18n*/ { message: 'Language' },
  avatarWebAddress: /*i18n*/ { message: 'Avatar must be a web address starting with https:// or http://' },
  avatarHttpsAddress: /*i18n*/ { message: 'Avatar must be a web address starting with https://' },
  emailRequired: /*i18n*/ { message: 'Email is required' },
  passwordRequired: /*i18n*/ { message: 'Password is required' },
  passwordTooLong: /*i18n*/ { message: 'Password must be at most 200 characters' },
  passwordTooShort: /*i18n*/ { message: 'Password must be at least 8 characters long' },
  passwordsDoNotMatch: /*i18n*/ { message: 'Passwords do not match' },
  agreeToTerms: /*i18n*/ { message: 'Please agree to the terms and conditions' },
  roleChoice: /*i18n*/ { message: 'Role must be student, applicant or admin' },
  emailTaken: /*i18n*/ { message: 'An account with this email already exists' },
  adminRequestSubmitted: /*i18n*/ {
    message: 'Your request for admin access has been submitted. You will receive an e-mail once it has been reviewed by an administrator.',
  },
  invalidCredentials: /*i18n*/ { message: 'Invalid email or password' },
  awaitingApproval: /*i18n*/ {
    message: 'Your admin access request is still awaiting approval. You will receive an e-mail once it has been reviewed.',
  },
  suspended: /*i18n*/ { message: 'Your account has been suspended. Please contact us if you think this is a mistake.' },
  inactive: /*i18n*/ { message: 'Your account is inactive. Please contact us to reactivate it.' },
  sessionExpired: /*i18n*/ { message: 'Your session has expired. Please sign in again.' },
  locked: (minutes: number) =>
    /*i18n*/ ({
      message: 'This account is locked after too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      values: { minutes },
    }),
  waitFromAddressSeconds: (seconds: number) =>
    /*i18n*/ ({
      message: 'Too many failed sign-in attempts from your address. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
      values: { seconds },
    }),
  waitFromAddressMinutes: (minutes: number) =>
    /*i18n*/ ({
      message: 'Too many failed sign-in attempts from your address. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
      values: { minutes },
    }),
  waitForAccountSeconds: (seconds: number) =>
    /*i18n*/ ({
      message: 'Too many failed sign-in attempts for this account. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
      values: { seconds },
    }),
  waitForAccountMinutes: (minutes: number) =>
    /*i18n*/ ({
      message: 'Too many failed sign-in attempts for this account. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
      values: { minutes },
    }),
};

/** The back office's notice of a request for admin access, read by each staff member in their language. */
export const adminRequestNotice = (name: string, email: string) => ({
  title: /*i18n*/ { message: 'New admin access request' },
  message: /*i18n*/ ({ message: '{name} ({email}) asked for admin access.', values: { name, email } }),
});

/** The activity log's summaries of sign-ups and sign-ins (the services' and the sample history's). */
export const AUTH_ACTIVITY = {
  registered: (name: string, role: string) =>
    /*i18n*/ ({ message: '{role, select, admin {{name} asked for admin access} applicant {{name} registered as a candidate} other {{name} registered as a student}}', values: { name, role } }),
  signedIn: (name: string) => /*i18n*/ ({ message: '{actor} signed in', values: { actor: name } }),
};
