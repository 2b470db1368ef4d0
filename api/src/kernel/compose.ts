import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Loaders } from './loaders.js';
import type { QuarterModule } from './module.js';
import type { KernelServices, Services } from './services.js';

/** Every entity the modules declare, for the ORM. */
export const entitiesOf = (modules: readonly QuarterModule[]) => modules.flatMap((module) => module.entities ?? []);

/** Every resolver the modules declare, for the schema. */
export const resolversOf = (modules: readonly QuarterModule[]) => modules.flatMap((module) => module.resolvers ?? []);

/** A factory of fresh per-request loaders: the union of every module's. */
export function loaderFactory(modules: readonly QuarterModule[]): (em: EntityManager) => Loaders {
  const factories = modules.flatMap((module) => (module.loaders ? [module.loaders] : []));
  return (em) => Object.assign({}, ...factories.map((create) => create(em))) as Loaders;
}

/**
 * Builds the services of every module in list order, then starts their listeners. A module that
 * reads a service built later fails at once, naming it, instead of holding `undefined`.
 */
export function composeServices(
  modules: readonly QuarterModule[],
  kernel: Omit<KernelServices, 'createLoaders'>,
  config: Config,
): Services {
  const services = { ...kernel, createLoaders: loaderFactory(modules) } as Services;
  for (const module of modules) {
    if (module.services) Object.assign(services, module.services(builtBefore(services, module.name), config));
  }
  for (const module of modules) module.start?.(services);
  return services;
}

function builtBefore(services: Services, moduleName: string): Services {
  return new Proxy(services, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(
          `Module "${moduleName}" needs the service "${key}", which no module listed before it builds: reorder modules/index.ts.`,
        );
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
