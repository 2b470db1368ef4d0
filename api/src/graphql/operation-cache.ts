import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type Source } from 'graphql';

/**
 * graphql-ws parses and validates the document of every subscription it starts. Thousands of open
 * views send a handful of distinct documents, so each text is parsed and validated once: the same
 * text gives the same document object, which also lets shared subscriptions (shared-subscriptions.ts)
 * recognise one another. At most `limit` texts are kept, the least recently used leaving first.
 */
export function createOperationCache(limit = 500) {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse(source: string | Source): DocumentNode {
      if (typeof source !== 'string') return parse(source);
      let document = documents.get(source);
      if (document) documents.delete(source);
      else document = parse(source);
      documents.set(source, document);
      if (documents.size > limit) documents.delete(documents.keys().next().value!);
      return document;
    },
    validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
      let errors = validations.get(document);
      if (!errors) validations.set(document, (errors = validate(schema, document)));
      return errors;
    },
  };
}
