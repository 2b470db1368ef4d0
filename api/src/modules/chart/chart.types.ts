import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';

/** The charts of one's own work (issue 17). */
export enum ChartKind {
  TIME_BY_CATEGORY = 'TIME_BY_CATEGORY',
  TIME_BY_GOAL = 'TIME_BY_GOAL',
  TODOS_DONE_PER_DAY = 'TODOS_DONE_PER_DAY',
}
registerEnumType(ChartKind, {
  name: 'ChartKind',
  description: 'Planned time by category or by goal, or to-dos completed per day.',
  valuesConfig: {
    TIME_BY_CATEGORY: { description: 'Planned time of the period by to-do category, in minutes.' },
    TIME_BY_GOAL: { description: 'Planned time of the period by goal, in minutes (to-dos without a goal together).' },
    TODOS_DONE_PER_DAY: { description: 'To-dos completed on each day of the period (the viewer time zone).' },
  },
});

@ObjectType({
  description: 'One labelled value of a chart, with the value as words (the alt text and the fallback list).',
})
export class ChartValue {
  @Field({ description: 'What the value is of: a category, a goal title, or a day as MM.DD (the viewer language).' })
  label!: string;

  @Field(() => Float, { description: 'Minutes for time charts, a count for to-dos done.' })
  value!: number;

  @Field({ description: 'The value as the chart writes it: "6h 30m", "3".' })
  text!: string;
}

@ObjectType({
  description: 'A chart rendered on the server from a vega-lite spec (issue 17), in the viewer language: SVG and PNG.',
})
export class Chart {
  @Field(() => ChartKind, { description: 'What the chart shows.' })
  kind!: ChartKind;

  @Field({ description: 'The chart title, in the viewer language.' })
  title!: string;

  @Field({ description: 'The period as MM.DD or MM.DD - MM.DD.' })
  subtitle!: string;

  @Field(() => LocalDateScalar, { description: 'First day of the period.' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period, included.' })
  endDate!: string;

  @Field(() => [ChartValue], {
    description:
      'Its values in the chart order: the largest rows of a time chart (past nine, the rest as one row), every day of the period for to-dos done.',
  })
  values!: ChartValue[];

  @Field({ description: 'The chart as SVG, its text in the Pretendard font.' })
  svg!: string;

  @Field({ description: 'The chart as a PNG data: URL, drawn at twice its size with the font files on the server.' })
  pngDataUrl!: string;

  @Field(() => Int, { description: 'Width in CSS pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Height in CSS pixels.' })
  height!: number;
}
