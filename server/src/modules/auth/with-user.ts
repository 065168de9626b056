/** The answers that carry a user (sign-in, register, two-factor steps), with the user rendered for REST. */
import { present, type PresentContext } from '../../core/presenter.js';
import { userPresenter, type UserDoc } from '../users/index.js';

/** Sign-in answers no user while a second step is due. */
export const withUser = async <T extends { user: UserDoc | null }>(result: T, ctx: PresentContext) => ({
  ...result,
  user: result.user ? await present(userPresenter, result.user, ctx) : null,
});
