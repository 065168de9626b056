import AppsOutlined from '@mui/icons-material/AppsOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { JobDepartment } from '../../__generated__/graphql';

/** Spec section 2: the Career page maps each department to an icon. */
const ICONS = {
  engineering: CodeOutlined,
  research: ScienceOutlined,
  business: BusinessCenterOutlined,
  design: PaletteOutlined,
  ai: PsychologyOutlined,
  other: WorkOutlineOutlined,
} as const;

export function DepartmentIcon({ department, ...props }: { department: JobDepartment | 'all' } & SvgIconProps) {
  const Icon = department === 'all' ? AppsOutlined : ICONS[department];
  return <Icon {...props} />;
}
