import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { DEPARTAMENTOS, DIVIPOLA_ATTRIBUTION, departamento, municipio, municipiosDe } from '@app/shared/divipola';
import { foldForSearch } from '@app/shared/shop';
import { FormField } from '../../../components/ui/form-field';
import { SearchField } from '../../../components/admin-kit/search-field';

interface Props {
  /** Prefix of the controls' ids (one picker per zone). */
  id: string;
  departamentos: string[];
  municipios: string[];
  onDepartamentos: (codes: string[]) => void;
  onMunicipios: (codes: string[]) => void;
  /** The zone names no place ('Cada zona debe nombrar…'). */
  error?: string;
}

const toggle = (list: string[], code: string, on: boolean) =>
  on ? [...list.filter((c) => c !== code), code] : list.filter((c) => c !== code);

/**
 * The places of a shipping zone from DANE's DIVIPOLA list, usable at 360 px: what the zone holds
 * as removable chips, then one department at a time — the whole of it, or some of its
 * municipalities ticked from a list that a search narrows.
 */
export function ZonePlaces({ id, departamentos, municipios, onDepartamentos, onMunicipios, error }: Props) {
  const [dep, setDep] = useState('');
  const [search, setSearch] = useState('');
  const listId = useId();
  const errorId = error ? `${id}-lugares-error` : undefined;
  const options = useMemo(() => (dep ? municipiosDe(dep) : []), [dep]);
  const needle = foldForSearch(search);
  const shown = needle ? options.filter((m) => foldForSearch(m.nombre).includes(needle)) : options;
  const wholeDep = Boolean(dep) && departamentos.includes(dep);
  const depName = departamento(dep)?.nombre ?? '';
  const picked = municipios.filter((c) => c.startsWith(dep)).length;

  return (
    <fieldset className="shop-places" aria-describedby={errorId}>
      <legend>Lugares de la zona</legend>
      {departamentos.length + municipios.length === 0 ? (
        <p className="text-muted text-small mt-0">Aún no hay lugares en esta zona.</p>
      ) : (
        <ul className="shop-place-chips" aria-label="Lugares elegidos">
          {departamentos.map((code) => (
            <li key={code}>
              <span>{departamento(code)?.nombre ?? code} (todo el departamento)</span>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Quitar ${departamento(code)?.nombre ?? code} de la zona`}
                onClick={() => onDepartamentos(toggle(departamentos, code, false))}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
          {municipios.map((code) => {
            const m = municipio(code);
            const name = m ? `${m.nombre} (${departamento(m.departamento)?.nombre ?? m.departamento})` : code;
            return (
              <li key={code}>
                <span>{name}</span>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Quitar ${name} de la zona`}
                  onClick={() => onMunicipios(toggle(municipios, code, false))}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}

      <FormField id={`${id}-departamento`} label="Agregar lugares de" className="shop-places-dep">
        <select
          value={dep}
          onChange={(e) => {
            setDep(e.target.value);
            setSearch('');
          }}
        >
          <option value="">Elige un departamento</option>
          {DEPARTAMENTOS.map((d) => (
            <option key={d.codigo} value={d.codigo}>
              {d.nombre}
            </option>
          ))}
        </select>
      </FormField>

      {dep && (
        <div className="shop-places-pick">
          <FormField id={`${id}-todo`} label={`Todo ${depName}`} inline hint="Cada municipio suyo que no esté en otra zona.">
            <input type="checkbox" checked={wholeDep} onChange={(e) => onDepartamentos(toggle(departamentos, dep, e.target.checked))} />
          </FormField>
          {!wholeDep && options.length > 1 && (
            <>
              <SearchField
                id={`${id}-buscar`}
                label={`Buscar municipio de ${depName}`}
                controls={listId}
                value={search}
                onChange={setSearch}
              />
              <fieldset className="shop-places-list-wrap">
                <legend className="text-small">
                  Municipios de {depName}: {picked} de {options.length} en la zona
                </legend>
                <div id={listId} className="shop-places-list">
                  {shown.length === 0 ? (
                    <p className="text-muted text-small mt-0 mb-0">Ningún municipio coincide con «{search}».</p>
                  ) : (
                    shown.map((m) => (
                      <label key={m.codigo} className="checkbox">
                        <input
                          type="checkbox"
                          checked={municipios.includes(m.codigo)}
                          onChange={(e) => onMunicipios(toggle(municipios, m.codigo, e.target.checked))}
                        />
                        <span>{m.nombre}</span>
                      </label>
                    ))
                  )}
                </div>
              </fieldset>
            </>
          )}
          {!wholeDep && options.length === 1 && <p className="field-hint">{depName} es un solo municipio: agrégalo completo.</p>}
        </div>
      )}
      <p className="field-hint shop-attribution">{DIVIPOLA_ATTRIBUTION}</p>
    </fieldset>
  );
}
