import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-real/',
      'dist-perf/',
      'dist-perf-real/',
      'dist-local/',
      'dist-local-tags/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/domain/**', 'src/application/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Hooks live in .ts files too (use-*.ts): they need exhaustive deps as much as components do.
    files: ['src/ui/**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useOpeningEffect$' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    // Browsers drop focus from a control that becomes disabled, onto the page body (DESIGN.md,
    // quality bars). Busy or unavailable controls say so with aria-disabled; Button does it.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(button|input|select|textarea|fieldset)$/] > JSXAttribute[name.name='disabled']",
          message:
            'A control that becomes disabled loses focus: use aria-disabled and ignore activation (Button does it).',
        },
      ],
    },
  },
  {
    files: ['test/**', 'tools/**'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        Headers: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
