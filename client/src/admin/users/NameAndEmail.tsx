import Typography from '@mui/material/Typography';

/** A user's name over their e-mail address, each on one line (cut short when too long). */
export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {email}
      </Typography>
    </>
  );
}
