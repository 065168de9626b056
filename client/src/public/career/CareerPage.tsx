import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
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
  const [search, setSearch] = useSearchParams();
  const requested = search.get('department');
  const department = isJobDepartment(requested) ? requested : null;
  const { data } = useQuery(CareerStatsQuery);
  const stats = data?.careerStats;

  // The department lives in the address, so a filtered board can be shared and survives Back.
  const changeDepartment = (next: JobDepartment | null) => {
    setSearch(next ? { department: next } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build the future of AI with us"
        subtitle="Join engineers, researchers, designers and educators who turn artificial intelligence into results for our clients."
      />

      <PageSection label="Career statistics" padding={{ py: { xs: 6, md: 8 } }}>
        <StatsGrid
          stats={[
            // Facts from the data; the last two are the company's own figures (About page).
            { value: stats ? String(stats.openPositions) : '–', label: 'Open positions' },
            { value: stats ? String(stats.departments) : '–', label: 'Departments hiring' },
            { value: '120+', label: 'AI specialists' },
            { value: '25', label: 'Countries served' },
          ]}
        />
      </PageSection>

      <PageSection
        id="open-positions"
        label="Open positions"
        padding={{ pb: { xs: 8, md: 10 } }}
        heading={{ eyebrow: 'Open positions', title: 'Find your role', subtitle: 'Filter by department and apply in a few minutes.' }}
      >
        <DepartmentFilter value={department} onChange={changeDepartment} counts={stats?.byDepartment} />
        <OpenPositions department={department} />
      </PageSection>

      <PageSection label="Benefits" shaded heading={{ eyebrow: 'Benefits', title: 'Why you will love working here' }}>
        <CareerBenefits />
      </PageSection>

      <PageSection label="Leadership team" heading={{ eyebrow: 'Leadership', title: 'Meet our leadership team' }}>
        <LeadershipTeam />
      </PageSection>

      <CallToAction
        title="Don't see the right role?"
        text="We are always glad to meet talented people. Tell us about yourself and the work you would love to do."
        actionLabel="Get in touch"
        to="/contact"
      />
    </>
  );
}
