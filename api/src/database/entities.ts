import { entitiesOf } from '../kernel/compose.js';
import { modules } from '../modules/index.js';

/** Every entity of the schema: the ones each module declares. */
export const entities = entitiesOf(modules);
