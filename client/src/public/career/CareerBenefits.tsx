import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FeatureGrid } from '../shared/FeatureGrid';

const BENEFITS = [
  { icon: <AutoGraphOutlined />, title: msg`Competitive pay and equity`, text: msg`Salaries benchmarked every year, plus an equity package so you share in what we build.` },
  { icon: <FavoriteBorderOutlined />, title: msg`Health and wellbeing`, text: msg`Health, dental and vision cover for you and your family, and a monthly wellness allowance.` },
  { icon: <HomeWorkOutlined />, title: msg`Flexible and remote work`, text: msg`Work from one of our offices, from home, or both: we care about results, not hours at a desk.` },
  { icon: <MenuBookOutlined />, title: msg`Learning budget`, text: msg`A yearly budget for courses, books and conferences, and free access to all our training programs.` },
  { icon: <RocketLaunchOutlined />, title: msg`Meaningful projects`, text: msg`Put state-of-the-art AI into production for clients in healthcare, finance, education and more.` },
  { icon: <Diversity3Outlined />, title: msg`An inclusive team`, text: msg`Colleagues from over 25 countries, with mentoring and employee groups from your first day.` },
] as const;

export function CareerBenefits() {
  const { i18n } = useLingui();
  const benefits = BENEFITS.map((benefit) => ({ icon: benefit.icon, title: i18n._(benefit.title), text: i18n._(benefit.text) }));
  return <FeatureGrid features={benefits} size={{ xs: 12, sm: 6, md: 4 }} />;
}
