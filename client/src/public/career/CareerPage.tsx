import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import type { JobDepartment } from '../../__generated__/graphql';
import { CallToAction } from '../shared/CallToAction';
import { PageHero } from '../shared/PageHero';
import { SectionHeading } from '../shared/SectionHeading';
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

      <Container component="section" aria-label="Career statistics" maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <StatsGrid
          stats={[
            // Facts from the data; the last two are the company's own figures (About page).
            { value: stats ? String(stats.openPositions) : '–', label: 'Open positions' },
            { value: stats ? String(stats.departments) : '–', label: 'Departments hiring' },
            { value: '120+', label: 'AI specialists' },
            { value: '25', label: 'Countries served' },
          ]}
        />
      </Container>

      <Box component="section" id="open-positions" aria-label="Open positions" sx={{ pb: { xs: 8, md: 10 } }}>
        <Container maxWidth="lg">
          <SectionHeading eyebrow="Open positions" title="Find your role" subtitle="Filter by department and apply in a few minutes." />
          <DepartmentFilter value={department} onChange={changeDepartment} counts={stats?.byDepartment} />
          <OpenPositions department={department} />
        </Container>
      </Box>

      <Box component="section" aria-label="Benefits" sx={{ bgcolor: 'action.hover', py: { xs: 8, md: 10 } }}>
        <Container maxWidth="lg">
          <SectionHeading eyebrow="Benefits" title="Why you will love working here" />
          <CareerBenefits />
        </Container>
      </Box>

      <Container component="section" aria-label="Leadership team" maxWidth="lg" sx={{ py: { xs: 8, md: 10 } }}>
        <SectionHeading eyebrow="Leadership" title="Meet our leadership team" />
        <LeadershipTeam />
      </Container>

      <CallToAction
        title="Don't see the right role?"
        text="We are always glad to meet talented people. Tell us about yourself and the work you would love to do."
        actionLabel="Get in touch"
        to="/contact"
      />
    </>
  );
}
