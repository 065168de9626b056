import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { LANGUAGE_NAMES, isLanguage } from '@ai-solutions/common';
import { useLingui } from '@lingui/react/macro';

const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = lazy(() => loadList().then((m) => ({ default: m.LanguageMenuList })));

/** The header's language switcher: the page's language, opening the same page in the others. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const menuId = useId();
  const open = Boolean(anchor);
  const name = isLanguage(i18n.locale) ? LANGUAGE_NAMES[i18n.locale] : i18n.locale;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={t`Language: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1.25, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
      >
        {i18n.locale.toUpperCase()}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LanguageMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
