import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminServiceCard_ServiceFragment } from '../../__generated__/graphql';
import { ArticleCard } from '../../components/ArticleCard';
import { EditDeleteActions } from '../../components/CardActionButtons';
import { IconTile } from '../../components/IconTile';
import { useFormat } from '../../components/format/useFormat';
import { SERVICE_STATUS_LABELS, serviceCategoryLabel, statusColor } from './service-status';
import { ScheduledNote } from '../shared/ScheduledNote';
import { MissingLanguagesChip } from '../shared/content-languages/MissingLanguagesChip';
import { missingLanguages } from '../shared/content-languages/content-languages';
import { SERVICE_TEXT_FIELDS } from './service-form';

const VISIBLE_FEATURES = 3;

export interface ServiceCardProps {
  service: AdminServiceCard_ServiceFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function ServiceCard({ service, onEdit, onDelete }: ServiceCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const hiddenFeatures = service.features.length - VISIBLE_FEATURES;
  const popularity = format.number(service.popularity / 100, { style: 'percent' });
  return (
    <ArticleCard name={service.title} testId="service-card" actions={<EditDeleteActions name={service.title} onEdit={onEdit} onDelete={onDelete} />}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <IconTile size={52} fontSize={28}>
          {service.icon}
        </IconTile>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {service.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap', rowGap: 0.75 }}>
            <Chip
              size="small"
              label={i18n._(SERVICE_STATUS_LABELS[service.status])}
              color={statusColor(service.status)}
              sx={{ fontWeight: 600 }}
            />
            <Chip size="small" variant="outlined" label={serviceCategoryLabel(i18n, service.category)} />
            <MissingLanguagesChip missing={missingLanguages(service.translations, SERVICE_TEXT_FIELDS)} />
          </Stack>
        </Box>
      </Stack>

      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {service.shortDescription}
      </Typography>
      <Box sx={{ mt: -1, mb: 2, '&:empty': { display: 'none' } }}>
        <ScheduledNote publishAt={service.publishAt} unpublishAt={service.unpublishAt} />
      </Box>

      {service.features.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {service.features.slice(0, VISIBLE_FEATURES).map((feature, i) => (
            <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}>
              <CheckCircleOutlineIcon color="success" sx={{ fontSize: 18, mt: 0.25 }} aria-hidden />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
          {hiddenFeatures > 0 && (
            <Typography component="li" variant="body2" color="primary" sx={{ pl: 3.25, pt: 0.25, fontWeight: 500 }}>
              {t`+${hiddenFeatures} more`}
            </Typography>
          )}
        </Box>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1.5,
          overflow: 'hidden',
          mb: 2,
        }}
      >
        <PriceTier label={t({ message: 'Basic', comment: 'A plan name: kept as it is in every language (glossary).' })} amount={format.money(service.price.basic)} />
        <PriceTier label={t({ message: 'Premium', comment: 'A plan name: kept as it is in every language (glossary).' })} amount={format.money(service.price.premium)} divided />
        <PriceTier label={t({ message: 'Enterprise', comment: 'A plan name: kept as it is in every language (glossary).' })} amount={format.money(service.price.enterprise)} divided />
      </Box>

      <Stack direction="row" spacing={2.5} sx={{ flexWrap: 'wrap', rowGap: 1, color: 'text.secondary' }}>
        <Metric icon={<TrendingUpIcon fontSize="small" />} label={t`Popularity`} unit={t({ message: 'popularity', comment: 'After a figure on a service card: "85% popularity".' })} value={popularity} />
        <Metric icon={<GroupOutlinedIcon fontSize="small" />} label={t`Clients`} unit={t({ message: 'clients', comment: 'After a figure on a service card: "12 clients".' })} value={format.count(service.clients)} />
        <Metric
          icon={<StarRoundedIcon fontSize="small" sx={{ color: 'warning.main' }} />}
          label={t`Rating`}
          unit={t({ message: 'rating', comment: 'After a figure on a service card: "4.8 rating".' })}
          value={format.number(service.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        />
      </Stack>
    </ArticleCard>
  );
}

function PriceTier({ label, amount, divided = false }: { label: string; amount: string; divided?: boolean }) {
  return (
    <Box sx={{ px: 1, py: 1, textAlign: 'center', borderLeft: divided ? 1 : 0, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {amount}
      </Typography>
    </Box>
  );
}

/** A figure and the word after it (`unit`); `label` names it on hover. */
function Metric({ icon, label, unit, value }: { icon: ReactNode; label: string; unit: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} title={label}>
      {icon}
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {value}
        </Box>{' '}
        {unit}
      </Typography>
    </Stack>
  );
}
