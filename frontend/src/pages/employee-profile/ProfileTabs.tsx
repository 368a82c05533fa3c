import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Link, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { PanelCard } from '../customer-detail/PanelCard';
import { DetailGrid } from '../customer-detail/DetailGrid';
import { cardValues, shownValue } from './profile-display';
import { FIELD_LABELS, problemsIn, sectionFields, sectionsFor, type SectionId } from './profile-sections';
import type { DraftErrors, DraftField, ProfileDraft } from './profile-form';
import { documentUrl, REASON_FIELDS } from './employee-api';
import { ReasonDialog } from './ReasonDialog';

export interface ProfileTabProps {
  draft: ProfileDraft;
  isAdmin: boolean;
  /** Opens the form at a section; absent when the viewer may not edit. */
  onEdit?: (section: SectionId) => void;
  /** Before the first submit: what is still missing, per card. */
  missing?: DraftErrors;
  /** The documents were purged (the photo fields are empty for that reason). */
  purged?: boolean;
}

const ICONS: Record<SectionId, SvgIconComponent> = {
  basic: PersonOutline,
  address: HomeOutlined,
  emergency: ContactPhoneOutlined,
  bank: AccountBalanceOutlined,
  documents: BadgeOutlined,
  previous: WorkHistoryOutlined,
  dra: WorkspacePremiumOutlined,
  vehicle: DirectionsCarOutlined,
  employment: EventBusyOutlined,
};

interface CardProps {
  section: SectionId;
  title: string;
  /** The fields the card shows, whose problems its chip counts (default: its section's). */
  fields?: readonly DraftField[];
  onEdit?: ProfileTabProps['onEdit'];
  missing?: DraftErrors;
}

function CardActions({ section, title, fields, onEdit, missing }: CardProps) {
  const count = missing ? problemsIn(fields ?? sectionFields(section), missing) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {count === undefined ? null : count === 0 ? (
        <Chip size="small" color="success" variant="outlined" label="Complete" />
      ) : (
        <Chip size="small" color="warning" variant="outlined" label={count === 1 ? '1 to fill' : `${count} to fill`} />
      )}
      {onEdit ? (
        <Button size="small" startIcon={<EditOutlined fontSize="small" />} onClick={() => onEdit(section)} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      ) : null}
    </Box>
  );
}

function SectionCard({ icon, children, ...card }: CardProps & { icon?: SvgIconComponent; children: ReactNode }) {
  return (
    <PanelCard id={`profile-card-${card.title.replace(/\W+/g, '-').toLowerCase()}`} icon={icon ?? ICONS[card.section]} title={card.title} aside={<CardActions {...card} />}>
      <Box sx={{ px: 2.5, py: 2 }}>{children}</Box>
    </PanelCard>
  );
}

const cardsGrid = { display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2, alignItems: 'start' } as const;

const PERSONAL: SectionId[] = ['basic', 'address', 'bank', 'emergency', 'previous', 'dra', 'vehicle', 'employment'];

/** Personal Info: one card per section of the form (spec §2), each with its edit button. */
export function PersonalInfoTab({ draft, isAdmin, onEdit, missing }: ProfileTabProps) {
  // Agents see their date of joining and last working date once an admin has set one; only admins change them.
  const sections = sectionsFor(isAdmin || draft.date_of_joining !== '' || draft.last_working_date !== '').filter((section) => PERSONAL.includes(section.id));
  return (
    <Box sx={cardsGrid}>
      {sections.map((section) => (
        <Box key={section.id} sx={section.id === 'basic' ? { gridColumn: '1 / -1' } : undefined}>
          <SectionCard section={section.id} title={section.title} onEdit={section.adminOnly && !isAdmin ? undefined : onEdit} missing={missing}>
            <DetailGrid items={cardValues(draft, section.id)} columns={section.id === 'basic' ? 3 : 2} />
          </SectionCard>
        </Box>
      ))}
    </Box>
  );
}

type PhotoField = DraftField & `${string}_url`;

/** An Aadhaar or PAN photo an admin has not opened yet: opening it asks why, and the answer goes with the read. */
function LockedDocument({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 2 }}>
      <LockOutlined aria-hidden />
      <Typography variant="caption" component="p" sx={{ mb: 1 }}>
        Identity document: opening it is recorded
      </Typography>
      <Button size="small" variant="outlined" onClick={onOpen} aria-label={`Open ${label.toLowerCase()}`}>
        Open document
      </Button>
    </Box>
  );
}

function DocumentImage({ field, draft, isAdmin, purged }: { field: PhotoField; draft: ProfileDraft; isAdmin: boolean; purged?: boolean }) {
  const key = draft[field];
  const label = FIELD_LABELS[field];
  const needsReason = isAdmin && (REASON_FIELDS as readonly string[]).includes(field);
  const [reason, setReason] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const url = key ? documentUrl(key, reason ?? undefined) : '';
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box sx={{ aspectRatio: '3 / 2', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100', border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center' }}>
        {key && needsReason && reason === null ? (
          <LockedDocument label={label} onOpen={() => setAsking(true)} />
        ) : key ? (
          <Link href={url} target="_blank" rel="noopener" aria-label={`Open ${label.toLowerCase()} in a new tab`} sx={{ width: '100%', height: '100%' }}>
            <Box component="img" src={url} alt={label} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
          </Link>
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.disabled' }}>
            <ImageNotSupportedOutlined aria-hidden />
            <Typography variant="caption" component="p">
              {purged ? 'Purged' : 'Not uploaded'}
            </Typography>
          </Box>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75, fontWeight: 600 }}>
        {label}
      </Typography>
      {needsReason ? (
        <ReasonDialog
          open={asking}
          title={`Open the ${label}?`}
          label="Why are you opening this document?"
          confirmLabel="Open document"
          onConfirm={(given) => {
            setReason(given);
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        >
          Aadhaar and PAN photos are opened only for a purpose. Your reason is recorded in the audit trail with this read.
        </ReasonDialog>
      ) : null}
    </Box>
  );
}

const imagesGrid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 } as const;

/** Documents: the photo, Aadhaar (number masked), PAN and DRA images. */
export function DocumentsTab({ draft, isAdmin, onEdit, missing, purged }: ProfileTabProps) {
  return (
    <Box sx={cardsGrid}>
      <SectionCard section="documents" title="Self photo" fields={['self_photo_url']} icon={FaceOutlined} onEdit={onEdit} missing={missing}>
        <Box sx={{ maxWidth: 280 }}>
          <DocumentImage field="self_photo_url" draft={draft} isAdmin={isAdmin} purged={purged} />
        </Box>
      </SectionCard>
      <SectionCard section="documents" title="Aadhaar" fields={['aadhaar_no', 'aadhaar_photo_front_url', 'aadhaar_photo_back_url']} onEdit={onEdit} missing={missing}>
        <DetailGrid items={[{ label: FIELD_LABELS.aadhaar_no, value: shownValue(draft, 'aadhaar_no') }]} columns={2} />
        <Box sx={{ ...imagesGrid, mt: 2 }}>
          <DocumentImage field="aadhaar_photo_front_url" draft={draft} isAdmin={isAdmin} purged={purged} />
          <DocumentImage field="aadhaar_photo_back_url" draft={draft} isAdmin={isAdmin} purged={purged} />
        </Box>
      </SectionCard>
      <SectionCard section="documents" title="PAN" fields={['pan_no', 'pan_photo_url']} icon={CreditCardOutlined} onEdit={onEdit} missing={missing}>
        <DetailGrid items={[{ label: FIELD_LABELS.pan_no, value: draft.pan_no }]} columns={2} />
        <Box sx={{ maxWidth: 360, mt: 2 }}>
          <DocumentImage field="pan_photo_url" draft={draft} isAdmin={isAdmin} purged={purged} />
        </Box>
      </SectionCard>
      <SectionCard section="dra" title="DRA certificate" onEdit={onEdit} missing={missing}>
        {draft.has_dra_certificate ? (
          <>
            <DetailGrid items={cardValues(draft, 'dra')} columns={2} />
            <Box sx={{ maxWidth: 360, mt: 2 }}>
              <DocumentImage field="dra_photo_url" draft={draft} isAdmin={isAdmin} purged={purged} />
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No DRA certificate.
          </Typography>
        )}
      </SectionCard>
    </Box>
  );
}
