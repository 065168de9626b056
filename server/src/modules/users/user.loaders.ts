/** The users' request loader: accounts by id (an application's applicant, an activity's actor). */
import type DataLoader from 'dataloader';
import { byIds, type LoaderFactory } from '../../core/loaders.js';
import { UserModel, type UserDoc } from './user.model.js';

declare module '../../core/loaders.js' {
  interface Loaders {
    userById: DataLoader<string, UserDoc | null>;
  }
}

export const userLoaders: LoaderFactory = () => ({
  userById: byIds<UserDoc>((ids) => UserModel.find({ _id: { $in: ids } }).lean()),
});
