import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { AssistantMessage, AssistantSession } from './assistant.entity.js';

@ObjectType({ description: 'A page of the viewer conversations with the assistant, newest first.' })
export class AssistantSessionPage {
  @Field(() => [AssistantSession])
  items!: AssistantSession[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ description: 'A tool the assistant ran for an answer, with its input and result (the card).' })
export class AssistantToolUse {
  @Field()
  id!: string;

  @Field()
  name!: string;

  @Field(() => GraphQLJSON)
  input!: unknown;

  @Field(() => GraphQLJSON, { nullable: true })
  result?: unknown;

  @Field(() => String, { nullable: true })
  error?: string | null;
}

export { AssistantMessage };
