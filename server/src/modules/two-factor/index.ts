/**
 * The two-factor module: authenticator codes, recovery codes and the sign-in's second step. Its
 * front door offers nothing to other modules: the sign-in reaches it through its descriptor's
 * sign-in step.
 */
export {};
