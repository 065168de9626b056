/** The seo module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { seoSitePaths } from './seo.openapi.js';

export const seoModule = defineModule({ name: 'seo', sitePaths: seoSitePaths });
