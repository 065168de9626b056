/** The users as an export source (admin export). */
import { listSource } from '../../core/export-source.js';
import { UserModel } from './user.model.js';
import { userListQuery } from './user.service.js';

export const usersSource = listSource({
  type: 'users',
  completeOrder: 20,
  title: /*i18n*/ { message: 'Users', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,name:Name,email:Email,role:Role,status:Status,phone:Phone,company:Company,department:Department,position:Position,joinDate:Join Date,lastLogin:Last Login,updatedAt:Updated At',
  pdfColumns: ['name', 'email', 'role', 'status', 'joinDate', 'lastLogin'],
  model: UserModel,
  plan: (actor, f) => userListQuery(actor, { search: f.search, role: f.role, status: f.status }),
  computed: () => ({ joinDate: (u) => u['createdAt'] }),
});
