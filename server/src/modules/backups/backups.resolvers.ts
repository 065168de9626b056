import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { backupPresenter } from './backup.presenter.js';
import { backUpNow, listBackups } from './backups.service.js';

export const backupsResolvers: Resolvers = {
  Query: {
    backups: (_root, _args, { actor }) => listBackups(actor),
  },
  Mutation: {
    backUpNow: (_root, _args, { actor, deps }) => backUpNow(deps, actor),
  },
  Backup: graphqlFields(backupPresenter),
};
