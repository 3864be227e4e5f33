// Roles and brands of a new operator or API key: every brand ('*') or a list of the brands the signed-in operator
// serves (GET /api/operator/brands). The server refuses more than the signed-in operator has (err_operator_scope).
import { useQuery } from '@tanstack/react-query';
import { BooleanInput, CheckboxGroupInput, FormDataConsumer, required } from 'react-admin';
import { api } from '../api';
import type { Brand } from '../auth-provider';
import { ROLE_CHOICES } from '../fields';

export function RolesInput() {
  return <CheckboxGroupInput source="roles" choices={ROLE_CHOICES} validate={required()} />;
}

export function BrandScopeInput() {
  const brands = useQuery({ queryKey: ['ops-brands'], queryFn: () => api<Brand[]>('GET', '/api/operator/brands'), staleTime: 60_000 });
  return (
    <>
      <BooleanInput source="allBrands" label="console.all_brands" />
      <FormDataConsumer>
        {({ formData }) =>
          !formData.allBrands && (
            <CheckboxGroupInput source="brandIds" label="resources.operators.fields.brands" choices={(brands.data ?? []).map((b) => ({ id: b.id, name: b.name }))} translateChoice={false} validate={required()} />
          )
        }
      </FormDataConsumer>
    </>
  );
}

/** The form's {allBrands, brandIds} as the API's brands. */
export const withBrands = ({ allBrands, brandIds, ...rest }: Record<string, unknown>) => ({ ...rest, brands: allBrands ? '*' : brandIds });
