/** GraphQL over HTTP from the bench: one POST, the parsed answer, errors thrown. */

export interface GraphqlAnswer<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function graphqlPost<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let answer: GraphqlAnswer<T>;
  try {
    answer = JSON.parse(text) as GraphqlAnswer<T>;
  } catch {
    throw new Error(`${url}: HTTP ${response.status}: ${text.slice(0, 300)}`);
  }
  if (answer.errors?.length) throw new Error(`${url}: ${answer.errors.map((e) => e.message).join('; ')}`);
  if (!answer.data) throw new Error(`${url}: no data (HTTP ${response.status})`);
  return answer.data;
}

/** Signs in through Quarter's own login mutation; answers the access token. */
export async function login(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const data = await graphqlPost<{ login: { accessToken: string; user: { id: string } } }>(
    `${baseUrl}/graphql`,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken user { id } } }',
    { email, password },
  );
  return { token: data.login.accessToken, userId: data.login.user.id };
}
