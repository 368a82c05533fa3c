import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf, messageOf, statusOf } from '../../providers/httpClient';
import { useToast } from '../../components/Toast';
import { draftErrorsFrom, draftFrom, EMPTY_DRAFT, payloadOf, toggle, updateOf, validateDraft, type DraftErrors, type DraftField, type ProfileDraft } from './profile-form';
import { fieldId, firstProblem, sectionOf, type SectionId } from './profile-sections';
import { employeeKey, useSubmitProfile, useUpdateProfile, type EmployeeProfile } from './employee-api';
import type { FieldContext } from './ProfileFormFields';

const bringIntoView = (field: DraftField) =>
  requestAnimationFrame(() => {
    const input = document.getElementById(fieldId(field));
    // A date field's id sits on its hidden input; the keyboard goes to its first part (the day).
    const focusable = input?.getAttribute('aria-hidden') === 'true' ? input.parentElement?.querySelector<HTMLElement>('[role=spinbutton]') : input;
    input?.parentElement?.scrollIntoView({ block: 'center' });
    focusable?.focus({ preventScroll: true });
  });

/**
 * The profile form's state and its one way out: the agent's single submission (asked to confirm first) or an admin's
 * change. Problems show after the first refused save and then follow every keystroke; the server's own messages
 * stay on their field until it changes.
 */
export function useProfileEditor({ userId, profile, isAdmin, accountEmail = '' }: { userId: number; profile: EmployeeProfile | null; isAdmin: boolean; accountEmail?: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const submit = useSubmitProfile(userId);
  const update = useUpdateProfile(userId);
  // Untouched, a first profile starts from what the account already knows: its email.
  const [edited, setDraft] = useState<ProfileDraft | null>(null);
  const draft = edited ?? { ...EMPTY_DRAFT, email: accountEmail };
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<SectionId>('basic');
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [confirming, setConfirming] = useState(false);

  const errors: DraftErrors = { ...(checked ? validateDraft(draft) : {}), ...serverErrors };

  const forget = (fields: DraftField[]) =>
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const ctx: FieldContext = {
    draft,
    errors,
    set: (field, value) => {
      setDraft((current) => ({ ...(current ?? draft), [field]: value }));
      forget([field]);
    },
    flip: (name, on) => {
      setDraft((current) => toggle(current ?? draft, name, on));
      forget([name]);
    },
  };

  const edit = (at: SectionId) => {
    // An admin starts from the profile as saved each time; the agent's unsent draft stays between openings.
    if (profile) setDraft(draftFrom(profile));
    if (profile) setServerErrors({});
    setSection(at);
    setOpen(true);
  };

  const refuse = (problems: DraftErrors) => {
    const first = firstProblem(problems);
    if (first) {
      setSection(sectionOf(first));
      bringIntoView(first);
    }
  };

  const failed = (error: unknown) => {
    const fields = draftErrorsFrom(fieldErrorsOf(error) ?? {});
    setServerErrors(fields);
    toast({ title: 'Error saving employee', description: messageOf(error, 'Please try again.'), variant: 'error' });
    // Submitted meanwhile (another tab): show the profile as it now stands.
    if (statusOf(error) === 409) void queryClient.invalidateQueries({ queryKey: employeeKey(userId) });
    refuse(fields);
  };

  const save = () => {
    setChecked(true);
    const problems = { ...validateDraft(draft), ...serverErrors };
    if (Object.keys(problems).length > 0) return refuse(problems);
    if (!isAdmin) return setConfirming(true);
    if (!profile) return;
    update.mutate(updateOf(draft, profile.id), {
      onSuccess: () => {
        toast({ title: 'Employee Edited Successfully' });
        setOpen(false);
        setChecked(false);
      },
      onError: failed,
    });
  };

  const confirmSubmit = () =>
    submit.mutate(payloadOf(draft), {
      onSuccess: () => {
        toast({ title: 'Employee Created Successfully' });
        setConfirming(false);
        setOpen(false);
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    });

  return {
    draft,
    ctx,
    errors,
    open,
    section,
    edit,
    close: () => setOpen(false),
    save,
    saving: submit.isPending || update.isPending,
    confirming,
    confirmSubmit,
    cancelConfirm: () => setConfirming(false),
  };
}
