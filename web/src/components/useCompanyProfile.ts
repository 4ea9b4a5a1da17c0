// The cached company profile for rendering messages with `<key>` placeholders; loads it
// once when it is not cached yet.
import { useEffect, useState } from 'react';
import { getCachedCompanyProfile, loadCompanyProfile } from '../api/companyProfile';
import type { CompanyProfile } from '../api/generated/model/companyProfile';

export function useCompanyProfile(): CompanyProfile | null {
  const [profile, setProfile] = useState(getCachedCompanyProfile);
  useEffect(() => {
    if (profile) return;
    let active = true;
    void loadCompanyProfile().then((loaded) => {
      if (active && loaded) setProfile(loaded);
    });
    return () => {
      active = false;
    };
  }, [profile]);
  return profile;
}
