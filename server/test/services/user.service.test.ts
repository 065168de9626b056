import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../../src/modules/mail/mail.model.js';
import { UserModel } from '../../src/modules/users/user.model.js';
import { createUser, deleteUser, updateUser } from '../../src/modules/users/user.service.js';
import { refusal, scenario, startServiceTier, type ServiceTier } from '../helpers/service-tier.js';

let tier: ServiceTier;
beforeAll(async () => {
  tier = await startServiceTier();
});
afterAll(() => tier.close());

describe('adding a user', () => {
  it('applies the defaults, names every bad field at once, and refuses an e-mail in use', async () => {
    const { people } = await scenario({ people: { grace: 'admin' } });
    const added = await createUser(tier.deps, people.grace, { name: 'New Person', email: 'New.Person@example.com' });
    expect(added).toMatchObject({ role: 'user', status: 'active', email: 'new.person@example.com' });
    expect((await MailModel.findOne({ to: 'new.person@example.com' }).lean())?.subject).toBe('Your account is ready: set your password');

    expect(await refusal(createUser(tier.deps, people.grace, { name: '', email: 'not-an-email' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Full Name is required', email: 'Enter a valid email address' },
    });
    expect(await refusal(createUser(tier.deps, people.grace, { name: 'Again', email: 'NEW.person@example.com' }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('lets an editor add a learner but not a member of staff', async () => {
    const { people } = await scenario({ people: { ed: 'editor' } });
    expect(await createUser(tier.deps, people.ed, { name: 'Learner', email: 'learner.by.editor@example.com', role: 'student' })).toMatchObject({ role: 'student' });
    expect(await refusal(createUser(tier.deps, people.ed, { name: 'Staff', email: 'staff.by.editor@example.com', role: 'editor' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only administrators can change administrators and editors, or grant those roles.',
    });
  });
});

describe('what nobody may do to an administrator', () => {
  it('demote, suspend or delete themselves; an editor may not touch an admin at all', async () => {
    const { people } = await scenario({ people: { grace: 'admin', ed: 'editor' } });
    for (const change of [{ role: 'student' }, { status: 'suspended' }, { status: 'inactive' }]) {
      expect(await refusal(updateUser(people.grace, people.grace.id, change))).toEqual({
        code: 'FORBIDDEN',
        message: 'You cannot demote, suspend or deactivate your own account.',
      });
    }
    expect(await refusal(deleteUser(people.grace, people.grace.id))).toEqual({ code: 'FORBIDDEN', message: 'You cannot delete your own account.' });
    expect(await refusal(updateUser(people.ed, people.grace.id, { role: 'student' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(deleteUser(people.ed, people.grace.id))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await UserModel.exists({ _id: people.grace.id, role: 'admin', status: 'active' })).toBeTruthy();
  });

  it('but an admin may demote another admin, which signs that admin out everywhere', async () => {
    const { people } = await scenario({ people: { grace: 'admin', alan: 'admin' } });
    const before = await UserModel.findById(people.alan.id).select('tokenVersion').lean();
    expect(await updateUser(people.grace, people.alan.id, { role: 'editor' })).toMatchObject({ role: 'editor' });
    const after = await UserModel.findById(people.alan.id).select('tokenVersion').lean();
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
  });
});
