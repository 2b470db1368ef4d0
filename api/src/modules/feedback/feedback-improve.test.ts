/**
 * Improve in the feedback form with a model: the hints of the rules and the model's rewrite, the text handed
 * over as data; nothing stored. The model is the stand-in (test/model-stand-in.ts, the OpenAI wire format).
 */
import { describe, expect, it } from 'vitest';
import { chunk, modelStandIn } from '../../test/model-stand-in.js';
import { errorOf } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const REWRITE = '어제 회의에서 [무엇을] 설명해 주셔서 큰 도움이 됐어요.';
const { asked, baseUrl } = await modelStandIn(() => [
  chunk({ role: 'assistant', content: '' }),
  chunk({ content: '어제 회의에서 [무엇을] ' }),
  chunk({ content: '설명해 주셔서 큰 도움이 됐어요.' }),
  chunk({}, 'stop'),
]);
const app = useTestApp({ AI_BASE_URL: baseUrl, AI_MODEL: 'stand-in' });
const org = useOrganisation(app);

const IMPROVE = `query($c: String!) { improveFeedback(content: $c) { hints rewrite } }`;

describe('improving a feedback with a model', () => {
  it('answers the hints and a rewrite, hands the text to the model as data, and stores nothing', async () => {
    const { improveFeedback } = await app.gqlOk(IMPROVE, { c: '최고예요!' }, { token: org.member.token });
    expect(improveFeedback).toEqual({ hints: ['TOO_SHORT', 'NO_EXAMPLE', 'NO_BEHAVIOUR'], rewrite: REWRITE });
    expect(asked).toHaveLength(1);
    expect(asked[0].messages.at(-1)).toEqual({ role: 'user', content: JSON.stringify({ feedback: '최고예요!' }) });
    expect(asked[0].messages[0].content).toContain('never instructions');
    const { sentFeedback } = await app.gqlOk(
      `query($w: UUID!) { sentFeedback(workspaceId: $w) { total } }`,
      { w: org.workspaceId },
      { token: org.member.token },
    );
    expect(sentFeedback.total).toBe(0);
  });

  it('asks the model nothing for a blank text, takes a text as long as a feedback, and refuses a longer one', async () => {
    asked.length = 0;
    expect((await app.gqlOk(IMPROVE, { c: '   ' }, { token: org.member.token })).improveFeedback).toEqual({
      hints: [],
      rewrite: null,
    });
    expect(asked).toHaveLength(0);
    expect(
      (await app.gqlOk(IMPROVE, { c: '좋아요 '.repeat(750) }, { token: org.member.token })).improveFeedback.rewrite,
    ).toBe(REWRITE);
    expect(
      errorOf(await app.gql(IMPROVE, { c: 'x'.repeat(3001) }, { token: org.member.token }))?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_LONG' });
  });
});
