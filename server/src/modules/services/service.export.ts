/** The services as an export source (admin export). */
import { listSource } from '../../core/export-source.js';
import { ServiceModel } from './service.model.js';
import { serviceListQuery } from './service.service.js';

export const servicesSource = listSource({
  type: 'services',
  completeOrder: 10,
  title: /*i18n*/ { message: 'Services', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,title:Title,shortDescription:Short Description,description:Description,icon:Icon,features:Features,price:Price,category:Category,status:Status,popularity:Popularity,clients:Clients,rating:Rating,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['title', 'category', 'status', 'price', 'clients', 'rating'],
  model: ServiceModel,
  plan: (actor, f) => serviceListQuery(actor, { search: f.search, category: f.category, status: f.status }),
});
