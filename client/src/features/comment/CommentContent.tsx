import { Text } from '@mantine/core';
import { mentionParts } from '@domain/mentions';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { commentMessages } from './messages';
import classes from './comment.module.css';

interface Props {
  readonly content: string;
  readonly mentions: readonly { readonly id: string; readonly name: string }[];
  /** Lines shown at most (an excerpt, as in a goal's activity feed). */
  readonly lineClamp?: number;
}

/** The text of a comment, each "@[id]" shown as a highlighted "@Name" ("@someone" when the person is unknown). */
export function CommentContent({ content, mentions, lineClamp }: Props) {
  const intl = useIntl();
  const names = new Map(mentions.map((person) => [person.id.toLowerCase(), person.name]));
  return (
    <Text size="sm" className={classes.content} lineClamp={lineClamp} data-testid="comment-content">
      {mentionParts(content).map((part, index) =>
        'text' in part ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <span key={index} className={classes.mention} data-unknown={names.has(part.userId) ? undefined : true}>
            @{names.get(part.userId) ?? intl.formatMessage(commentMessages.someone)}
          </span>
        ),
      )}
    </Text>
  );
}
