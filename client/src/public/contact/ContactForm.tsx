import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { OutlinedField } from '../../components/form/OutlinedField';
import { useFormat } from '../../components/format/useFormat';
import { errorReason, fieldErrors, retryAfterSeconds } from '../../components/form/graphql-errors';
import {
  LIMITS,
  SUBMIT_ERROR,
  SUCCESS_MESSAGE,
  SUCCESS_MS,
  contactFormFieldOf,
  emptyContactForm,
  isServiceInterest,
  retryTimeText,
  toContactMessageInput,
  validateContactForm,
} from './contact-form';
import type { ContactFormErrors, ContactFormField, ContactFormValues } from './contact-form';
import { ContactPageSubmitMutation } from './operations';
import { SERVICE_INTERESTS, SERVICE_INTEREST_MESSAGES } from './service-interests';

/**
 * The answer to a sent message (MUI's Alert) loads when the visitor sends one, while the message
 * travels: the page's first load goes without it.
 */
const loadAlert = () => import('@mui/material/Alert');
const loadAlertTitle = () => import('@mui/material/AlertTitle');
const Alert = lazy(loadAlert);
const AlertTitle = lazy(loadAlertTitle);

type Phase = 'editing' | 'submitting' | 'success' | 'error';

/** The fields a visitor types into (the honeypot and the select are not typed into). */
const TYPED_FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const satisfies readonly ContactFormField[];

/** Spec sections 4 and 5: the message form, with its submitting, success and error states. */
export function ContactForm({ initialSubject }: { initialSubject: string }) {
  const formId = useId();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [values, setValues] = useState<ContactFormValues>(() => emptyContactForm(initialSubject));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const [reason, setReason] = useState<string | null>(null);
  // Refused for sending too many: when the server allows the next one (Send waits until then).
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [submit] = useMutation(ContactPageSubmitMutation);
  const formRef = useRef<HTMLFormElement>(null);

  // On a server-rendered page a visitor can type before the app has taken the form over; React
  // leaves that text on screen but not in the form's state, and would write the state's empty
  // value over it on the next render (the text was lost, or sent without it). Adopted at once.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<(typeof TYPED_FIELDS)[number], string>> = {};
    for (const name of TYPED_FIELDS) {
      const element = form.elements.namedItem(name);
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value) typed[name] = element.value;
    }
    const differs = (current: ContactFormValues) => TYPED_FIELDS.some((name) => typed[name] !== undefined && typed[name] !== current[name]);
    setValues((current) => (differs(current) ? { ...current, ...typed } : current));
  }, []);

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(() => setRetryAt(null), Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retryAt]);

  // The careers page links here with ?subject=…; a later link (same page, new query) refills it
  // (adjusted while rendering, as React advises for state that follows a prop).
  const [subjectShown, setSubjectShown] = useState(initialSubject);
  if (subjectShown !== initialSubject) {
    setSubjectShown(initialSubject);
    if (initialSubject) setValues((current) => ({ ...current, subject: initialSubject }));
  }

  // After 3 seconds the success notice clears and the form starts afresh.
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => {
      setValues(emptyContactForm());
      setPhase('editing');
    }, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const set = (field: ContactFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (phase === 'submitting' || phase === 'success') return;
    const found = validateContactForm(values, (message) => i18n._(message));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPhase('submitting');
    setReason(null);
    // The answer's alert downloads while the message travels.
    void loadAlert();
    void loadAlertTitle();
    try {
      await submit({ variables: { input: toContactMessageInput(values) } });
      setPhase('success');
    } catch (error) {
      const serverFields: ContactFormErrors = {};
      for (const [name, message] of Object.entries(fieldErrors(error))) {
        const field = contactFormFieldOf(name);
        if (field) serverFields[field] = message;
      }
      setErrors(serverFields);
      // Field messages speak for themselves; other refusals (e.g. too many messages) are named.
      setReason(Object.keys(serverFields).length > 0 ? null : errorReason(error, i18n));
      const wait = retryAfterSeconds(error);
      setRetryAt(wait === null ? null : Date.now() + wait * 1000);
      setPhase('error');
    }
  };

  const field = (name: ContactFormField, max: number) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    maxLength: max,
  });

  const busy = phase === 'submitting';
  const retryTime = retryAt === null ? null : retryTimeText(retryAt, format);
  return (
    <Card component="section" aria-labelledby={`${formId}-title`}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id={`${formId}-title`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          <Trans>Send us a message</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          <Trans>Fill in the form and our team will get back to you within 24 hours.</Trans>
        </Typography>
        <Box component="form" ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Contact form`}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <OutlinedField label={t`Full Name`} required autoComplete="name" {...field('name', LIMITS.name)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <OutlinedField
                label={t`Email Address`}
                required
                type="email"
                autoComplete="email"
                {...field('email', LIMITS.email)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <OutlinedField label={t`Company`} autoComplete="organization" {...field('company', LIMITS.company)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <OutlinedField
                label={t`Service Interest`}
                {...field('serviceInterest', 40)}
                onChange={(e) => set('serviceInterest', isServiceInterest(e.target.value) ? e.target.value : '')}
                options={[
                  { value: '', label: t`Select a service` },
                  ...SERVICE_INTERESTS.map((interest) => ({ value: interest, label: i18n._(SERVICE_INTEREST_MESSAGES[interest]) })),
                ]}
              />
            </Grid>
            <Grid size={12}>
              <OutlinedField label={t`Subject`} required {...field('subject', LIMITS.subject)} />
            </Grid>
            <Grid size={12}>
              <OutlinedField label={t({ message: 'Message', comment: 'The field where the visitor writes their message.' })} required minRows={5} {...field('message', LIMITS.message)} />
            </Grid>
            {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
            <Box aria-hidden sx={{ position: 'absolute', left: -10000, width: '1px', height: '1px', overflow: 'hidden' }}>
              <label htmlFor={`${formId}-website`}>
                <Trans>Website</Trans>
              </label>
              <input
                id={`${formId}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => set('website', e.target.value)}
              />
            </Box>
            {phase === 'error' && (
              <Grid size={12}>
                <Suspense fallback={null}>
                  <Alert severity="error" onClose={() => setPhase('editing')}>
                    {i18n._(SUBMIT_ERROR)}
                    {reason && <Box sx={{ mt: 0.5 }}>{reason}</Box>}
                    {retryTime !== null && (
                      <Box sx={{ mt: 0.5, fontWeight: 600 }}>
                        <Trans>You can send your message again at {retryTime}.</Trans>
                      </Box>
                    )}
                  </Alert>
                </Suspense>
              </Grid>
            )}
            {phase === 'success' && (
              <Grid size={12}>
                <Suspense fallback={null}>
                  <Alert severity="success" role="status">
                    <AlertTitle>{i18n._(SUCCESS_MESSAGE)}</AlertTitle>
                    <Trans>Thank you for reaching out. We will reply within 24 hours.</Trans>
                  </Alert>
                </Suspense>
              </Grid>
            )}
            <Grid size={12}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                endIcon={busy ? undefined : <SendIcon />}
                disabled={busy || phase === 'success' || retryAt !== null}
                sx={{ minWidth: 200 }}
              >
                {busy ? t`Sending...` : t`Send Message`}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}
