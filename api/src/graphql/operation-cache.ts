import {
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type Source,
  type ValidationRule,
} from 'graphql';

/**
 * graphql-ws parses and validates the document of every subscription it starts. Thousands of open
 * views send a handful of distinct documents, so each text is parsed and validated once: the same
 * text gives the same document object, which also lets shared subscriptions (shared-subscriptions.ts)
 * recognise one another. At most `limit` texts are kept, the least recently used leaving first.
 * The query limits apply as on HTTP: a token cap on parsing, the extra validation rules.
 */
export function createOperationCache(guards: { maxTokens: number; rules: readonly ValidationRule[] }, limit = 500) {
  const rules = [...specifiedRules, ...guards.rules];
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse(source: string | Source): DocumentNode {
      if (typeof source !== 'string') return parse(source, { maxTokens: guards.maxTokens });
      let document = documents.get(source);
      if (document) documents.delete(source);
      else document = parse(source, { maxTokens: guards.maxTokens });
      documents.set(source, document);
      if (documents.size > limit) documents.delete(documents.keys().next().value!);
      return document;
    },
    validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
      let errors = validations.get(document);
      if (!errors) validations.set(document, (errors = validate(schema, document, rules)));
      return errors;
    },
  };
}
