import CheckCircle from "@mui/icons-material/CheckCircle";
import LockOutlined from "@mui/icons-material/LockOutlined";
import PlayCircleOutline from "@mui/icons-material/PlayCircleOutlineOutlined";
import QuizOutlined from "@mui/icons-material/QuizOutlined";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useLingui } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { itemPath } from "./player-outline";
import type { PlayerItem, PlayerModule } from "./player-outline";

export interface PlayerOutlineProps {
  courseId: string;
  modules: readonly PlayerModule[];
  currentId: string | null;
  /** Called after an item is picked (the phone's drawer closes). */
  onPick?: () => void;
}

/** The course's modules and their items, each with its state: done, current, locked or still to do. */
export function PlayerOutline({
  courseId,
  modules,
  currentId,
  onPick,
}: PlayerOutlineProps) {
  const { t } = useLingui();
  return (
    <Box component="nav" aria-label={t`Course outline`}>
      {modules.map((module, index) => {
        const number = index + 1;
        const headingId = `outline-module-${module.id}`;
        const previous = module.waitsFor;
        return (
          <Box
            key={module.id}
            component="section"
            aria-labelledby={headingId}
            sx={{ "& + &": { mt: 1.5 } }}
          >
            <Typography
              id={headingId}
              variant="overline"
              component="h2"
              sx={{
                display: "block",
                px: 2,
                pt: 1,
                lineHeight: 1.6,
                color: "text.secondary",
                fontWeight: 700,
              }}
            >
              {t`Module ${number}`} · {module.title}
            </Typography>
            {previous && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 0.5,
                  px: 2,
                  pb: 0.5,
                }}
              >
                <LockOutlined sx={{ fontSize: 14 }} aria-hidden />
                {t`Opens after “${previous}”`}
              </Typography>
            )}
            <List dense disablePadding>
              {module.items.map((item) => (
                <OutlineItem
                  key={item.id}
                  courseId={courseId}
                  item={item}
                  current={item.id === currentId}
                  onPick={onPick}
                />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}

function OutlineItem({
  courseId,
  item,
  current,
  onPick,
}: {
  courseId: string;
  item: PlayerItem;
  current: boolean;
  onPick?: () => void;
}) {
  const { t } = useLingui();
  const minutes = item.minutes;
  const state = item.done
    ? t`Completed`
    : item.locked
      ? t`Locked`
      : current
        ? t`Current`
        : t`Not started`;
  const icon = item.done ? (
    <CheckCircle color="success" />
  ) : item.locked ? (
    <LockOutlined />
  ) : item.kind === "quiz" ? (
    <QuizOutlined color={current ? "primary" : "inherit"} />
  ) : current ? (
    <PlayCircleOutline color="primary" />
  ) : (
    <RadioButtonUnchecked />
  );
  const detail = [
    item.kind === "quiz" ? t`Quiz` : minutes ? t`${minutes} min` : null,
    item.preview && item.kind === "lesson" ? t`Free preview` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    // A list holds list items: the link sits in one.
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={itemPath(courseId, item.id)}
        selected={current}
        aria-current={current ? "page" : undefined}
        // The link is named by its title and state; the minutes beside it are for the eye.
        aria-label={`${item.title}, ${state}`}
        onClick={onPick}
        // Locked items keep full contrast: the lock icon and the state in the name tell them apart.
        sx={{ borderRadius: 1, mx: 1, alignItems: "flex-start" }}
      >
        <ListItemIcon
          sx={{
            minWidth: 34,
            mt: 0.5,
            color: "text.secondary",
            "& svg": { fontSize: 20 },
          }}
          aria-hidden
        >
          {icon}
        </ListItemIcon>
        <ListItemText
          primary={item.title}
          secondary={detail || null}
          slotProps={{ primary: { sx: { fontWeight: current ? 600 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
