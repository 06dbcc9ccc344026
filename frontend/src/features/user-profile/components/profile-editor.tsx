// Edit mode's cards with their form (use-profile-edit.ts): loaded when 'Editar Perfil' is first pressed,
// not with the profile (issue 36), since the form's checks bring zod and the phone parser (~55 kB
// gzipped) a phone would otherwise download and run before the profile showed.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { MemberProfile } from '@gym/domain';
import { ProfileEditCards } from './profile-edit-cards';
import { useProfileEdit } from './use-profile-edit';

interface ProfileEditorProps {
  readonly profile: MemberProfile;
  /** Saved (or nothing changed): back to the view. */
  readonly onSaved: () => void;
  /** The heading's 'Guardar Cambios' submits through this. */
  readonly submitRef: RefObject<(() => void) | null>;
  /** Whether a save is under way, for the heading's buttons. */
  readonly onSavingChange: (saving: boolean) => void;
}

export function ProfileEditor({ profile, onSaved, submitRef, onSavingChange }: ProfileEditorProps) {
  const edit = useProfileEdit(profile, onSaved);
  useLayoutEffect(() => {
    submitRef.current = () => edit.submit();
  });
  useEffect(() => onSavingChange(edit.saving), [edit.saving, onSavingChange]);
  useEffect(
    () => () => {
      submitRef.current = null;
      onSavingChange(false);
    },
    [submitRef, onSavingChange],
  );
  return <ProfileEditCards profile={profile} form={edit.form} onSubmit={edit.submit} />;
}
