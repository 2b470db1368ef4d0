import { Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useScrollMemory } from '../../app/useScrollMemory';
import { IconArrowRight, IconDocument, IconHeart, IconSparkles, IconTarget } from '../../components/icons';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import classes from './landing.module.css';

/** The brochure, one PDF per locale, built by client/brochure/build-brochure.mjs into client/public/brochure/. */
export function brochureUrl(locale: string): string {
  return `/brochure/quarter-brochure-${locale}.pdf`;
}

/** /landing: the pitch of spec 2 section 1. */
export function LandingPage() {
  const intl = useIntl();
  useScrollMemory('window');
  return (
    <div className={classes.page}>
      <header className={classes.nav}>
        <Anchor component={Link} to="/landing" underline="never" aria-label="Quarter">
          <Logo size={26} textClassName={classes.brandText} />
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          <Button component={Link} to="/auth/login" variant="subtle" color="gray">
            <FormattedMessage id="landing.nav.login" defaultMessage="Log in" />
          </Button>
          <Button component={Link} to="/auth/signup" className={classes.navStart}>
            <FormattedMessage id="landing.cta.start" defaultMessage="Start for free" />
          </Button>
        </Group>
      </header>

      <main>
        <div className={classes.hero}>
          <section className={classes.section}>
            <div className={classes.heroGrid}>
              <div>
                <span className={classes.eyebrow}>
                  <IconTarget size={15} />
                  <FormattedMessage id="landing.hero.eyebrow" defaultMessage="Data-driven HR for teams" />
                </span>
                <h1 className={classes.heroTitle}>
                  <FormattedMessage id="landing.hero.title" defaultMessage="Connect team goals to every person's day" />
                </h1>
                <p className={classes.heroLead}>
                  <FormattedMessage
                    id="landing.hero.lead"
                    defaultMessage="Quarter links each team goal to the to-dos people plan in quarter-hour blocks. Reports start from that work, and feedback on shared core values helps people grow."
                  />
                </p>
                <Group mt={28} gap="sm">
                  <Button component={Link} to="/auth/signup" size="md" rightSection={<IconArrowRight size={16} />}>
                    <FormattedMessage id="landing.cta.start" defaultMessage="Start for free" />
                  </Button>
                  <Button
                    component="a"
                    href={brochureUrl(intl.locale)}
                    target="_blank"
                    rel="noopener"
                    size="md"
                    variant="default"
                    leftSection={<IconDocument size={16} />}
                  >
                    <FormattedMessage id="landing.cta.brochure" defaultMessage="View the brochure" />
                  </Button>
                </Group>
                <Text size="sm" c="gray.6" mt="md">
                  <FormattedMessage id="landing.hero.note" defaultMessage="Free to start. No credit card needed." />
                </Text>
              </div>
              <PlannerPreview />
            </div>
          </section>
        </div>

        <section className={classes.section} aria-labelledby="landing-features">
          <Stack gap={6} mb={36} align="center" ta="center">
            <Title order={2} id="landing-features" fz={28}>
              <FormattedMessage id="landing.features.title" defaultMessage="From the team's goal to today's to-do" />
            </Title>
            <Text c="gray.7" maw={620} style={{ textWrap: 'balance' }}>
              <FormattedMessage
                id="landing.features.lead"
                defaultMessage="Everything a team needs to plan, report and grow, in one calm place."
              />
            </Text>
          </Stack>
          <div className={classes.features}>
            <Feature
              icon={<IconTarget size={22} />}
              title={<FormattedMessage id="landing.feature.goals.title" defaultMessage="Goals linked to daily work" />}
              body={
                <FormattedMessage
                  id="landing.feature.goals.body"
                  defaultMessage="Team goals break down into projects and to-dos, so everyone sees how their day moves the team forward, with the time planned for each goal."
                />
              }
            />
            <Feature
              icon={<IconSparkles size={22} />}
              title={
                <FormattedMessage id="landing.feature.ai.title" defaultMessage="Reports that start from your work" />
              }
              body={
                <FormattedMessage
                  id="landing.feature.ai.body"
                  defaultMessage="A daily or weekly report starts from what you planned and finished: time by goal and category, to-dos done and open, notes and comments. Review, edit and send it in minutes."
                />
              }
            />
            <Feature
              icon={<IconHeart size={22} />}
              title={
                <FormattedMessage id="landing.feature.feedback.title" defaultMessage="Feedback on your core values" />
              }
              body={
                <FormattedMessage
                  id="landing.feature.feedback.body"
                  defaultMessage="Colleagues give feedback tagged with the team's core values, ask for it on their own work and react to it, so recognition is specific and visible."
                />
              }
            />
          </div>
        </section>

        <section className={classes.section} style={{ paddingTop: 0 }} aria-labelledby="landing-voucher">
          <div className={classes.voucher}>
            <div className={classes.voucherNumber}>
              <FormattedMessage id="landing.voucher.number" defaultMessage="Up to 80%" />
            </div>
            <div>
              <Title order={2} id="landing-voucher" fz={22} c="white">
                <FormattedMessage id="landing.voucher.title" defaultMessage="Government cloud voucher support" />
              </Title>
              <Text mt={8} c="brand.0" lh={1.7}>
                <FormattedMessage
                  id="landing.voucher.body"
                  defaultMessage="Eligible small and medium-sized businesses can have up to 80 percent of the cost covered by the government cloud voucher program. We help you with the application."
                />
              </Text>
            </div>
          </div>
        </section>

        <section className={classes.closing}>
          <div className={classes.section}>
            <Stack align="center" gap="md">
              <Title order={2} fz={26}>
                <FormattedMessage id="landing.closing.title" defaultMessage="Plan today, grow together" />
              </Title>
              <Text c="gray.7">
                <FormattedMessage
                  id="landing.closing.body"
                  defaultMessage="Create your account in a minute and invite your team when you are ready."
                />
              </Text>
              <Button component={Link} to="/auth/signup" size="md" rightSection={<IconArrowRight size={16} />}>
                <FormattedMessage id="landing.cta.start" defaultMessage="Start for free" />
              </Button>
            </Stack>
          </div>
        </section>
      </main>

      <footer className={classes.footer}>
        <FormattedMessage id="auth.footer" defaultMessage="© Quarter. Plan the day, grow the team." />
      </footer>
    </div>
  );
}

function Feature({
  icon,
  title,
  body,
}: {
  readonly icon: ReactNode;
  readonly title: ReactNode;
  readonly body: ReactNode;
}) {
  return (
    <article className={classes.feature}>
      <ThemeIcon size={42} radius="md" variant="light" color="brand">
        {icon}
      </ThemeIcon>
      <Title order={3} fz={18} mt="md">
        {title}
      </Title>
      <Text c="gray.7" mt={8} lh={1.7} size="md">
        {body}
      </Text>
    </article>
  );
}

const PREVIEW: ReadonlyArray<{ hour: string; block: { label: ReactNode; color: string; ink: string } | null }> = [
  {
    hour: '09:00',
    block: {
      label: <FormattedMessage id="landing.preview.block1" defaultMessage="Sprint planning with the team" />,
      color: '#dbe4ff',
      ink: '#2f4ca9',
    },
  },
  {
    hour: '10:00',
    block: {
      label: <FormattedMessage id="landing.preview.block2" defaultMessage="Write the sign-up screen" />,
      color: '#d3f9d8',
      ink: '#237032',
    },
  },
  { hour: '11:00', block: null },
  {
    hour: '13:00',
    block: {
      label: <FormattedMessage id="landing.preview.block3" defaultMessage="Customer interview notes" />,
      color: '#fff3bf',
      ink: '#8a5a00',
    },
  },
  {
    hour: '14:00',
    block: {
      label: (
        <FormattedMessage id="landing.preview.block4" defaultMessage="Weekly report (started from the week's work)" />
      ),
      color: '#ffe3e3',
      ink: '#b02525',
    },
  },
  { hour: '15:00', block: null },
];

/** A quiet picture of the product: a few quarter-hour blocks under a team goal. */
function PlannerPreview() {
  return (
    <div className={classes.preview} aria-hidden="true">
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="sm">
        <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
          <FormattedMessage id="landing.preview.today" defaultMessage="Today" />
        </Text>
        <Text size="xs" c="brand.8" fw={600} bg="brand.0" px={8} py={2} truncate="end" style={{ borderRadius: 999 }}>
          <FormattedMessage id="landing.preview.goal" defaultMessage="Team goal · Launch the new app · 64%" />
        </Text>
      </Group>
      {PREVIEW.map(({ hour, block }) => (
        <div key={hour} className={classes.previewRow}>
          <span className={classes.previewHour}>{hour}</span>
          {block ? (
            <div className={classes.block} style={{ background: block.color, color: block.ink }}>
              {block.label}
            </div>
          ) : (
            <span />
          )}
        </div>
      ))}
    </div>
  );
}
