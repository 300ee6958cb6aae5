import { Accordion } from '../../primitives/Accordion/Accordion';
import { Badge } from '../../primitives/Badge/Badge';
import { Card } from '../../primitives/Card/Card';
import { Grid } from '../../primitives/Grid/Grid';
import { Heading } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';
import { Link } from '../../primitives/Link/Link';
import { StatList } from '../../primitives/Stat/Stat';
import { Text } from '../../primitives/Text/Text';
import { ContentStat } from '../Section/ContentStat';
import { blockLevel, SectionBody } from '../Section/SectionBody';
import type { SectionFlags } from '../types';
import * as styles from './Sustainability.css';
import { SustainabilityValueChain } from './SustainabilityValueChain';
import type { SustainabilitySectionContent } from './types';

export type SustainabilitySectionProps = SustainabilitySectionContent &
  SectionFlags & {
    /** Class for the root element. */
    className?: string;
  };

/**
 * The sustainability section (anchor `sustainability`): the three pillars with badges and pictures and the
 * key figures; on its own page (`extras`) also the pillars' full descriptions in an accordion and the value
 * chain. Ends with a learn-more link, or the cross-promotion banner with `crossPromotion`.
 */
export function SustainabilitySection({
  pillars,
  metrics,
  details,
  evidence,
  valueChain,
  extras = false,
  ...body
}: SustainabilitySectionProps) {
  const inner = blockLevel(body.headingLevel);
  return (
    <SectionBody tone="muted" {...body} id={body.id ?? 'sustainability'}>
      <Grid as="ul" columns={{ base: 1, lg: 3 }}>
        {pillars.map((pillar) => (
          <Card as="li" key={pillar.id}>
            <div className={styles.pillar}>
              <Image {...pillar.image} className={styles.pillarImage} />
              <div className={styles.pillarBody}>
                <Heading level={inner} size="lg">
                  {pillar.title}
                </Heading>
                <Text tone="muted">{pillar.summary}</Text>
                {pillar.badges.length > 0 && (
                  <ul className={styles.badges}>
                    {pillar.badges.map((badge) => (
                      <li key={badge}>
                        <Badge tone="accent">{badge}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </Card>
        ))}
      </Grid>

      <div className={styles.metrics}>
        <Heading level={inner} size="xl">
          {metrics.title}
        </Heading>
        <StatList columns={4}>
          {metrics.items.map((metric) => (
            <ContentStat key={metric.label} stat={metric} />
          ))}
        </StatList>
      </div>

      {extras ? (
        <>
          <div className={styles.details}>
            <Heading level={inner} size="xl">
              {details.title}
            </Heading>
            <Accordion
              headingLevel={(inner + 1) as 3 | 4}
              items={pillars.map((pillar) => ({
                id: pillar.id,
                title: pillar.title,
                content: (
                  <>
                    <p className={styles.detail}>{pillar.description}</p>
                    {(evidence ? [] : (pillar.claims ?? [])).map((claim) => (
                      <p key={claim.statement} className={styles.detail}>
                        {claim.statement} {claim.qualifier}
                      </p>
                    ))}
                  </>
                ),
              }))}
            />
          </div>
          {evidence ? (
            <div className={styles.details}>
              <Heading level={inner} size="xl">
                {evidence.title}
              </Heading>
              <div className={styles.evidenceBody}>
                {evidence.intro ? <Text tone="muted">{evidence.intro}</Text> : null}
                <ul className={styles.evidence}>
                  {pillars.flatMap((pillar) =>
                    (pillar.claims ?? []).map((claim) => (
                      <li key={claim.statement} id={claim.id} className={styles.claim}>
                        <Text className={styles.claimStatement}>{claim.statement}</Text>
                        <Text tone="muted">{claim.qualifier}</Text>
                        {claim.evidence?.length ? (
                          <ul className={styles.claimEvidence}>
                            {claim.evidence.map((link) => (
                              <li key={link.href}>
                                <Link
                                  href={link.href}
                                  aria-label={link.ariaLabel}
                                  className={styles.claimEvidenceLink}
                                >
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    )),
                  )}
                </ul>
              </div>
            </div>
          ) : null}
          <SustainabilityValueChain {...valueChain} headingLevel={inner} />
        </>
      ) : null}
    </SectionBody>
  );
}
