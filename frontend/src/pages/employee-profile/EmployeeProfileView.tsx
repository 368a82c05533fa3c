import { useState } from 'react';
import { Alert, AlertTitle, Avatar, Box, Button, Card, Chip, Skeleton, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import { ChangePasswordDialog } from '../../auth/ChangePasswordDialog';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorState } from '../../components/LoadErrorState';
import { RememberedTabs, tabPanelProps } from '../../components/RememberedTabs';
import { initials } from '../../components/initials';
import { documentUrl, useEmployeeProfile, usePurgeDocuments, type EmployeeProfile } from './employee-api';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { messageOf } from '../../providers/httpClient';
import { ReasonDialog } from './ReasonDialog';
import { draftFrom, validateDraft, type ProfileDraft } from './profile-form';
import { displayName, shownValue } from './profile-display';
import { ProfileFormDrawer } from './ProfileFormDrawer';
import { DocumentsTab, PersonalInfoTab } from './ProfileTabs';
import { useProfileEditor } from './useProfileEditor';

export interface EmployeeProfileViewProps {
  userId: number;
  /** An admin edits any profile (PUT); an agent fills their own once (POST). */
  isAdmin: boolean;
  /** The name to show before a profile exists. */
  fallbackName: string;
}

const TABS = [
  { id: 'personal', label: 'Personal Info', icon: <PersonOutline fontSize="small" /> },
  { id: 'documents', label: 'Documents', icon: <BadgeOutlined fontSize="small" /> },
] as const;

function ProfileSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading profile" role="progressbar" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={104} />
      <Skeleton variant="rounded" height={40} width={280} />
      <Skeleton variant="rounded" height={220} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    </Box>
  );
}

function HeaderCard({ draft, name, status, actions }: { draft: ProfileDraft; name: string; status: { label: string; color: 'success' | 'warning' }; actions: React.ReactNode }) {
  const contact = [draft.email, shownValue(draft, 'phone_number')].filter(Boolean).join(' · ');
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Avatar src={draft.self_photo_url ? documentUrl(draft.self_photo_url) : undefined} alt="" sx={{ width: 64, height: 64, fontSize: '1.25rem', fontWeight: 700, bgcolor: 'primary.main' }}>
        {initials(name)}
      </Avatar>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip size="small" color={status.color} label={status.label} />
        </Box>
        {contact ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {contact}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
    </Card>
  );
}

/** A profile loaded: the header, the Personal Info and Documents tabs, and the form behind the edit buttons. */
function LoadedProfile({ userId, isAdmin, fallbackName, profile }: EmployeeProfileViewProps & { profile: EmployeeProfile | null }) {
  const { user } = useCurrentUser();
  // One's own first profile starts from the email the account already has.
  const editor = useProfileEditor({ userId, profile, isAdmin, accountEmail: user?.id === userId ? user.email : '' });
  const [changingPassword, setChangingPassword] = useState(false);
  const [purging, setPurging] = useState(false);
  const purge = usePurgeDocuments(userId);
  const submitted = profile?.is_submitted ?? false;
  const purged = profile?.documents_purged ?? null;
  const canEdit = isAdmin ? profile !== null && purged === null : !submitted;
  const shown = profile ? draftFrom(profile) : editor.draft;
  const missing = profile ? undefined : validateDraft(editor.draft);
  const name = displayName(shown, fallbackName);
  const status = submitted ? { label: 'Submitted', color: 'success' as const } : { label: 'Not submitted', color: 'warning' as const };

  if (isAdmin && !profile) {
    return (
      <Card>
        <EmptyState icon={AssignmentIndOutlined} title="No profile yet" hint={`${fallbackName} has not filled in the employee profile. It can be edited here once they submit it.`} />
      </Card>
    );
  }

  const actions = (
    <>
      {!isAdmin ? (
        <Button variant="outlined" startIcon={<KeyOutlined />} onClick={() => setChangingPassword(true)}>
          Reset Password
        </Button>
      ) : null}
      {canEdit ? (
        <Button variant="contained" startIcon={<EditOutlined />} onClick={() => editor.edit('basic')}>
          {isAdmin ? 'Edit profile' : 'Fill in and submit'}
        </Button>
      ) : null}
      {isAdmin && purged === null ? (
        <Button variant="outlined" color="error" startIcon={<DeleteSweepOutlined />} onClick={() => setPurging(true)}>
          Purge documents now
        </Button>
      ) : null}
    </>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <HeaderCard draft={shown} name={name} status={status} actions={actions} />
      {!isAdmin && submitted ? (
        <Alert severity="success" variant="outlined">
          <AlertTitle>Form Already Submitted</AlertTitle>
          Your profile has been submitted. To change anything, please ask an administrator.
        </Alert>
      ) : null}
      {!isAdmin && !submitted ? (
        <Alert severity="info" variant="outlined">
          <AlertTitle>Fill in your employee profile</AlertTitle>
          Complete every card, upload your photo, Aadhaar (front and back) and PAN, then submit. You can submit only once; after
          that, an administrator makes any change.
        </Alert>
      ) : null}
      {purged ? (
        <Alert severity="info" variant="outlined" role="status">
          <AlertTitle>{purged.text}</AlertTitle>
          The photos and the Aadhaar, PAN and bank details were deleted. The name and dates are kept; the profile can no longer be
          changed.
        </Alert>
      ) : null}
      <RememberedTabs storeKey="employee-profile.tab" tabs={TABS} idPrefix="employee-profile" aria-label="Profile sections" variant="scrollable" scrollButtons="auto">
        {(active) => (
          <Box {...tabPanelProps('employee-profile', active)} sx={{ pt: 1 }}>
            {active === 'personal' ? (
              <PersonalInfoTab draft={shown} isAdmin={isAdmin} onEdit={canEdit ? editor.edit : undefined} missing={missing} />
            ) : (
              <DocumentsTab draft={shown} isAdmin={isAdmin} onEdit={canEdit ? editor.edit : undefined} missing={missing} purged={purged !== null} />
            )}
          </Box>
        )}
      </RememberedTabs>
      {isAdmin ? (
        <ReasonDialog
          open={purging}
          title={`Purge ${name}'s documents?`}
          label="Why are these documents purged now?"
          confirmLabel="Purge documents"
          destructive
          loading={purge.isPending}
          error={purge.error ? messageOf(purge.error, 'The documents could not be purged') : undefined}
          onConfirm={(reason) => purge.mutate(reason, { onSuccess: () => setPurging(false) })}
          onClose={() => {
            purge.reset();
            setPurging(false);
          }}
        >
          The photos (self, Aadhaar, PAN, DRA) are deleted and the Aadhaar, PAN and bank details cleared, for good. The name
          and dates stay. This cannot be undone.
        </ReasonDialog>
      ) : null}
      {canEdit ? (
        <ProfileFormDrawer
          open={editor.open}
          section={editor.section}
          title={isAdmin ? `Edit ${name}'s profile` : 'Your employee profile'}
          ctx={editor.ctx}
          errors={editor.errors}
          userId={userId}
          isAdmin={isAdmin}
          saveLabel={isAdmin ? 'Save changes' : 'Submit'}
          saving={editor.saving}
          onSave={editor.save}
          onClose={editor.close}
        />
      ) : null}
      <ConfirmDialog
        open={editor.confirming}
        title="Submit your profile?"
        confirmLabel="Submit"
        destructive={false}
        loading={editor.saving}
        onConfirm={editor.confirmSubmit}
        onClose={editor.cancelConfirm}
      >
        Please check your details first. Once submitted, you cannot edit your profile; an administrator can make changes for you.
      </ConfirmDialog>
      {!isAdmin ? <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} /> : null}
    </Box>
  );
}

/** The employee profile of one user: loading, failure and "none yet" states, then the profile. */
export function EmployeeProfileView(props: EmployeeProfileViewProps) {
  const query = useEmployeeProfile(props.userId);
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    return (
      <Card>
        <LoadErrorState title="Failed to fetch employee details" error={query.error} onRetry={query.refetch} />
      </Card>
    );
  }
  return <LoadedProfile {...props} profile={query.data} />;
}
