import { findTwin } from '../../db/twins.js';
import { rowOperationSource } from './row-source.js';

/** `twin_…` ids in GET /v1/operations/{id}, read from the row (the build activity keeps it current). */
export const twinOperationSource = rowOperationSource({ idKind: 'twin', scope: 'twins:read', collection: 'twins', find: findTwin });
