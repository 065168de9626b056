/**
 * The six callers the access tests call every operation and route as: a guest, a student, an
 * applicant, a pending admin (who cannot sign in, so calls as a guest), an editor and an admin.
 */
import type { Role } from '../../src/core/access.js';
import type { TestServer } from './test-server.js';

export type Caller = { name: string; role: Role | null; token: string | null; id: string | null };

export async function newCallers(server: TestServer): Promise<Caller[]> {
  const signedIn = async (role: Role): Promise<Caller> => {
    const { id, token } = await server.userWithToken(role);
    return { name: role, role, token, id };
  };
  return [
    { name: 'guest', role: null, token: null, id: null },
    await signedIn('student'),
    await signedIn('applicant'),
    { name: 'pending admin', role: null, token: null, id: null },
    await signedIn('editor'),
    await signedIn('admin'),
  ];
}
