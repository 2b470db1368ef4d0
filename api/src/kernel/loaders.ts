/**
 * The per-request DataLoaders (`ctx.loaders`): every relation field resolves through one, so a list
 * of N items costs one query per relation, not N. Each module adds its own in its `<area>.module.ts`
 * by declaration merging; `compose.ts` builds them from the module list.
 */
export interface Loaders {}
