// One address: street, RT/RW and the region cascade province -> kabupaten/kota -> kecamatan
// -> kelurahan/desa from the master calls. Changing a level clears the levels under it and
// the postal code; choosing a village fills its postal code (when the data has one).
import { useFormContext, useWatch } from 'react-hook-form';
import {
  useListDistricts,
  useListProvinces,
  useListSubDistricts,
  useListVillages,
} from '../../../api/generated/endpoints/master/master';
import { REGION_LEVELS, type AddressSection, type FormValues } from '../formModel';
import { messages } from '../messages';
import { SelectInput, TextInput, type Option } from './Field';

const f = messages.fields;
const quiet = { request: { quiet: true } } as const;

function optionsOf<T>(
  data: { status: number; data: unknown } | undefined,
  key: string,
  code: keyof T,
  name: keyof T,
): Option[] {
  if (data?.status !== 200) return [];
  const list = (data.data as Record<string, T[]>)[key] ?? [];
  return list.map((item) => ({ value: String(item[code]), label: String(item[name]) }));
}

export function AddressFields({ section }: { section: AddressSection }) {
  const { setValue, getValues } = useFormContext<FormValues>();
  const [province, district, subDistrict] = useWatch<FormValues>({
    name: [`${section}.province_code`, `${section}.district_code`, `${section}.sub_district_code`],
  }) as [string, string, string];

  const provinces = useListProvinces(quiet);
  const districts = useListDistricts(
    { province_code: province },
    { ...quiet, query: { enabled: province !== '' } },
  );
  const subDistricts = useListSubDistricts(
    { district_code: district },
    { ...quiet, query: { enabled: district !== '' } },
  );
  const villages = useListVillages(
    { sub_district_code: subDistrict },
    { ...quiet, query: { enabled: subDistrict !== '' } },
  );

  /** A level changed: the levels under it and the postal code start empty. */
  const clearBelow = (level: (typeof REGION_LEVELS)[number]) => {
    const start = REGION_LEVELS.indexOf(level) + 1;
    for (const child of REGION_LEVELS.slice(start)) {
      setValue(`${section}.${child}`, '', { shouldDirty: true });
    }
    setValue(`${section}.postal_code`, '', { shouldDirty: true });
  };

  const onVillage = (code: string) => {
    const list = villages.data?.status === 200 ? villages.data.data.village_type : [];
    const village = list.find((v) => v.village_code === code);
    setValue(`${section}.postal_code`, village?.postal_code ?? '', {
      shouldDirty: true,
      shouldValidate: getValues(`${section}.postal_code`) !== '',
    });
  };

  const placeholder = (parent: string, query: { isFetching: boolean; isError: boolean }) =>
    parent === ''
      ? undefined
      : query.isError
        ? f.optionsError
        : query.isFetching
          ? f.loadingOptions
          : undefined;

  return (
    <div className="pk-grid">
      <div className="pk-grid__wide">
        <TextInput
          path={`${section}.address_line`}
          label={f.addressLine}
          autoComplete="street-address"
          maxLength={200}
        />
      </div>
      <TextInput
        path={`${section}.rt`}
        label={f.rt}
        inputMode="numeric"
        maxLength={3}
        hint={messages.hints.rtRw}
      />
      <TextInput
        path={`${section}.rw`}
        label={f.rw}
        inputMode="numeric"
        maxLength={3}
        hint={messages.hints.rtRw}
      />
      <SelectInput
        path={`${section}.province_code`}
        label={f.province}
        options={optionsOf(provinces.data, 'province_type', 'province_code', 'province_name')}
        placeholder={placeholder('x', provinces)}
        onValue={() => clearBelow('province_code')}
      />
      <SelectInput
        path={`${section}.district_code`}
        label={f.district}
        disabled={province === ''}
        options={optionsOf(districts.data, 'district_type', 'district_code', 'district_name')}
        placeholder={
          province === ''
            ? f.chooseParentFirst(f.province.toLowerCase())
            : placeholder(province, districts)
        }
        onValue={() => clearBelow('district_code')}
      />
      <SelectInput
        path={`${section}.sub_district_code`}
        label={f.subDistrict}
        disabled={district === ''}
        options={optionsOf(
          subDistricts.data,
          'sub_district_type',
          'sub_district_code',
          'sub_district_name',
        )}
        placeholder={
          district === ''
            ? f.chooseParentFirst(f.district.toLowerCase())
            : placeholder(district, subDistricts)
        }
        onValue={() => clearBelow('sub_district_code')}
      />
      <SelectInput
        path={`${section}.village_code`}
        label={f.village}
        disabled={subDistrict === ''}
        options={optionsOf(villages.data, 'village_type', 'village_code', 'village_name')}
        placeholder={
          subDistrict === ''
            ? f.chooseParentFirst(f.subDistrict.toLowerCase())
            : placeholder(subDistrict, villages)
        }
        onValue={onVillage}
      />
      <TextInput
        path={`${section}.postal_code`}
        label={f.postalCode}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        hint={messages.hints.postalCode}
      />
    </div>
  );
}
