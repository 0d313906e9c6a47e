import type { ChangeEvent } from 'react';
import { SelectField } from '../../components/form-field';
import { TENANTS } from '../../auth/tenants';

type TenantSelectProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

export function TenantSelect(props: TenantSelectProps) {
  return <SelectField label="Organization" options={TENANTS} {...props} />;
}
