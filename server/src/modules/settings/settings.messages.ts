/**
 * What the settings module tells a person, as message descriptors (README › Languages). The older
 * settings checks in settings.options.ts still speak plain English until they are converted.
 */
export const SETTINGS_MESSAGES = {
  socialProfileNotHttps: (position: number) =>
    /*i18n*/ ({ message: 'Social profile {position} must be a full https:// address (such as https://www.linkedin.com/company/…)', values: { position } }),
  tooManySocialProfiles: (max: number) => /*i18n*/ ({ message: 'Give at most {max} social profiles', values: { max } }),
  duplicateSocialProfile: (position: number) => /*i18n*/ ({ message: 'Social profile {position} is listed twice', values: { position } }),
};
