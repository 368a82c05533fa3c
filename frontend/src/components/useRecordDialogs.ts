import { useState } from 'react';

/** The create/edit form and the delete confirmation of a list of records: which is open, and for which record. */
export function useRecordDialogs<T>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    formOpen,
    /** The record the form edits; null when it creates one. */
    editing,
    deleting,
    openCreate: () => {
      setEditing(null);
      setFormOpen(true);
    },
    openEdit: (record: T) => {
      setEditing(record);
      setFormOpen(true);
    },
    closeForm: () => setFormOpen(false),
    openDelete: (record: T) => setDeleting(record),
    closeDelete: () => setDeleting(null),
  };
}
