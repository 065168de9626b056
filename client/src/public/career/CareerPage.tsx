import { useQuery } from '@apollo/client/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { useFormat } from '../../components/format/useFormat';
import type { JobDepartment } from '../../__generated__/graphql';
import { CallToAction } from '../shared/CallToAction';
import { PageHero } from '../shared/PageHero';
import { PageSection } from '../shared/PageSection';
import { StatsGrid } from '../shared/StatsGrid';
import { CareerBenefits } from './CareerBenefits';
import { DepartmentFilter } from './DepartmentFilter';
import { LeadershipTeam } from './LeadershipTeam';
import { OpenPositions } from './OpenPositions';
import { isJobDepartment } from './job-format';
import { CareerStatsQuery } from './operations';

/** Spec section 2, Career: department filter, open jobs from the server, benefits, leadership, statistics. */
export function CareerPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('department');
  const department = isJobDepartment(requested) ? requested : null;
  const { data } = useQuery(CareerStatsQuery);
  const stats = data?.careerStats;
  const openPositions = stats?.openPositions ?? 0;
  const departments = stats?.departments ?? 0;

  // The department lives in the address, so a filtered board can be shared and survives Back.
  const changeDepartment = (next: JobDepartment | null) => {
    setSearch(next ? { department: next } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHero
        eyebrow={t`Careers`}
        title={t`Build the future of AI with us`}
        subtitle={t`Join engineers, researchers, designers and educators who turn artificial intelligence into results for our clients.`}
      />

      <PageSection label={t`Career statistics`} padding={{ py: { xs: 6, md: 8 } }}>
        <StatsGrid
          stats={[
            // Facts from the data; the last two are the company's own figures (About page).
            {
              value: stats ? format.count(stats.openPositions) : '–',
              label: <Plural value={openPositions} one="Open position" other="Open positions" />,
            },
            {
              value: stats ? format.count(stats.departments) : '–',
              label: <Plural value={departments} one="Department hiring" other="Departments hiring" />,
            },
            { value: `${format.count(120)}+`, label: t`AI specialists` },
            { value: format.count(25), label: t`Countries served` },
          ]}
        />
      </PageSection>

      <PageSection
        id="open-positions"
        label={t`Open positions`}
        padding={{ pb: { xs: 8, md: 10 } }}
        heading={{ eyebrow: t`Open positions`, title: t`Find your role`, subtitle: t`Filter by department and apply in a few minutes.` }}
      >
        <DepartmentFilter value={department} onChange={changeDepartment} counts={stats?.byDepartment} />
        <OpenPositions department={department} />
      </PageSection>

      <PageSection label={t`Benefits`} shaded heading={{ eyebrow: t`Benefits`, title: t`Why you will love working here` }}>
        <CareerBenefits />
      </PageSection>

      <PageSection label={t`Leadership team`} heading={{ eyebrow: t`Leadership`, title: t`Meet our leadership team` }}>
        <LeadershipTeam />
      </PageSection>

      <CallToAction
        title={t`Don't see the right role?`}
        text={t`We are always glad to meet talented people. Tell us about yourself and the work you would love to do.`}
        actionLabel={t`Get in touch`}
        to="/contact"
      />
    </>
  );
}
