import type { AssistantConfig, AssistantId } from '@platform/core';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAssistantConfigs } from '../api/assistant-configs.ts';
import { AssistantEditor } from '../components/assistant-editor.tsx';
import { useAiAdminTexts } from '../texts.ts';

function Editors({ configs }: { configs: AssistantConfig[] }) {
  const { t } = useAiAdminTexts();
  const [chosen, setChosen] = useState<AssistantId>(configs[0]?.id ?? 'general');
  const config = configs.find((item) => item.id === chosen);
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-sm">
        <SelectField
          label={t('aiAdmin.assistants.choose')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as AssistantId)}
        >
          {configs.map((item) => (
            <option key={item.id} value={item.id}>
              {item.customised ? t('aiAdmin.assistants.customisedName', { name: item.name }) : item.name}
            </option>
          ))}
        </SelectField>
      </div>
      {/* A new key per assistant and save: the form starts from what the server now holds. */}
      {config ? <AssistantEditor key={`${config.id}:${config.updatedAt ?? 'standaard'}`} config={config} /> : null}
    </div>
  );
}

/** /admin/assistants: each assistant's instructions, suggested questions per context and tools. */
export function AssistantsAdminPage() {
  const { t } = useAiAdminTexts();
  const configs = useAssistantConfigs();
  return (
    <Page title={t('aiAdmin.assistants.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('aiAdmin.assistants.title')}</h1>
      <p className="mb-6 text-zinc-700 dark:text-zinc-300">{t('aiAdmin.assistants.intro')}</p>
      <QueryState query={configs}>{(data) => <Editors configs={data} />}</QueryState>
    </Page>
  );
}
