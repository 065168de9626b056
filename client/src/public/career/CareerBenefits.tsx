import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { FeatureGrid } from '../shared/FeatureGrid';

const BENEFITS = [
  { icon: <AutoGraphOutlined />, title: 'Competitive pay and equity', text: 'Salaries benchmarked every year, plus an equity package so you share in what we build.' },
  { icon: <FavoriteBorderOutlined />, title: 'Health and wellbeing', text: 'Health, dental and vision cover for you and your family, and a monthly wellness allowance.' },
  { icon: <HomeWorkOutlined />, title: 'Flexible and remote work', text: 'Work from one of our offices, from home, or both: we care about results, not hours at a desk.' },
  { icon: <MenuBookOutlined />, title: 'Learning budget', text: 'A yearly budget for courses, books and conferences, and free access to all our training programs.' },
  { icon: <RocketLaunchOutlined />, title: 'Meaningful projects', text: 'Put state-of-the-art AI into production for clients in healthcare, finance, education and more.' },
  { icon: <Diversity3Outlined />, title: 'An inclusive team', text: 'Colleagues from over 25 countries, with mentoring and employee groups from your first day.' },
] as const;

export function CareerBenefits() {
  return <FeatureGrid features={BENEFITS} size={{ xs: 12, sm: 6, md: 4 }} />;
}
