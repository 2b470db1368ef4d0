import { MantineProvider, TextInput } from '@mantine/core';
import { nearLengthLimit } from '@domain/text-limits';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LengthCounter, lengthCounterProps } from './LengthCounter';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale="en-US" messages={{}} onError={() => undefined}>
        {node}
      </IntlProvider>
    </MantineProvider>,
  );

describe('LengthCounter', () => {
  it('shows nothing below 80% of the limit, inside a polite live region that is always there', () => {
    const html = render(<LengthCounter length={39} max={50} />);
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('39/50');
  });

  it('shows "count/limit" from 80%, in words for screen readers', () => {
    const html = render(<LengthCounter length={40} max={50} />);
    expect(html).toContain('40/50');
    expect(html).toContain('40 of 50 characters');
    expect(nearLengthLimit(159, 200)).toBe(false);
    expect(nearLengthLimit(160, 200)).toBe(true);
  });

  it('puts the counter under an input and keeps its maxLength, unless another length is counted', () => {
    const html = render(
      <TextInput
        aria-label="Title"
        value={'x'.repeat(181)}
        onChange={() => undefined}
        {...lengthCounterProps('x'.repeat(181), 200)}
      />,
    );
    expect(html).toContain('maxLength="200"');
    expect(html).toContain('181/200');
    const comment = lengthCounterProps('@Kim', 5000, 4600);
    expect(comment.maxLength).toBeUndefined();
    expect(render(<TextInput aria-label="Comment" value="@Kim" onChange={() => undefined} {...comment} />)).toContain(
      '4600/5000',
    );
  });
});
