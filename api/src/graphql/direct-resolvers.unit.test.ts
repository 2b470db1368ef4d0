import 'reflect-metadata';
import { graphql, type GraphQLSchema } from 'graphql';
import {
  Arg,
  buildSchema,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
  type MiddlewareFn,
} from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { directResolvers } from './direct-resolvers.js';

@ObjectType()
class Item {
  @Field()
  id!: string;

  @Field({ name: 'label' })
  title!: string;

  initial(): string {
    return this.id.slice(0, 1);
  }
}

@InputType()
class ItemFilter {
  @Field()
  prefix!: string;

  matches(id: string): boolean {
    return id.startsWith(this.prefix);
  }
}

let middlewareCalls = 0;
const counted: MiddlewareFn = (_data, next) => ((middlewareCalls += 1), next());

@Resolver(() => Item)
class ItemResolver {
  @Query(() => [Item])
  items(@Arg('ids', () => [String]) ids: string[], @Ctx() ctx: { suffix: string }): Item[] {
    return ids.map((id) => Object.assign(new Item(), { id, title: `${id}${ctx.suffix}` }));
  }

  @Query(() => [Item])
  plainItems(): Pick<Item, 'id' | 'title'>[] {
    return [{ id: 'p1', title: 'plain' }];
  }

  @FieldResolver(() => String)
  initial(@Root() item: Item): string {
    // A plain object root reaches here as an Item only through type-graphql's conversion.
    return item.initial();
  }

  @Query(() => Boolean)
  anyMatch(@Arg('filter', () => ItemFilter) filter: ItemFilter): boolean {
    // An input object arrives as its class, as type-graphql makes it: its methods work.
    return filter.matches('a1');
  }

  @FieldResolver(() => String)
  shout(@Root() item: Item, @Ctx('suffix') suffix: string): string {
    return `${item.title.toUpperCase()}${suffix}`;
  }

  @FieldResolver(() => String)
  @UseMiddleware(counted)
  guarded(@Root() item: Item): string {
    return item.id;
  }
}

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = directResolvers(await buildSchema({ resolvers: [ItemResolver], validate: false }));
});

describe('direct resolvers', () => {
  it('leave plain fields without a resolver, and keep one for a field named apart from its property', () => {
    const item = schema.getType('Item') as import('graphql').GraphQLObjectType;
    expect(item.getFields()['id']!.resolve).toBeUndefined();
    expect(item.getFields()['label']!.resolve).toBeDefined();
  });

  it('answer queries and field resolvers with their parameters in order', async () => {
    const result = await graphql({
      schema,
      source: '{ items(ids: ["a1", "b2"]) { id label shout guarded } }',
      contextValue: { suffix: '!' },
    });
    expect(result).toEqual({
      data: {
        items: [
          { id: 'a1', label: 'a1!', shout: 'A1!!', guarded: 'a1' },
          { id: 'b2', label: 'b2!', shout: 'B2!!', guarded: 'b2' },
        ],
      },
    });
  });

  it('answer a query with scalar arguments in the same turn (type-graphql awaits every argument)', () => {
    const items = schema.getQueryType()!.getFields()['items']!;
    const answer = items.resolve!(undefined, { ids: ['x'] }, { suffix: '' }, {} as never);
    expect(answer).toEqual([{ id: 'x', title: 'x' }]);
  });

  it("keep type-graphql's own resolver for an input object argument, a root to convert and a field with middleware", async () => {
    expect(await graphql({ schema, source: '{ anyMatch(filter: { prefix: "a" }) }', contextValue: {} })).toEqual({
      data: { anyMatch: true },
    });
    expect(await graphql({ schema, source: '{ plainItems { initial } }', contextValue: {} })).toEqual({
      data: { plainItems: [{ initial: 'p' }] },
    });
    middlewareCalls = 0;
    await graphql({ schema, source: '{ items(ids: ["a1"]) { guarded } }', contextValue: { suffix: '' } });
    expect(middlewareCalls).toBe(1);
  });
});
