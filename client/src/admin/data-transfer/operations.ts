import { graphql } from '../../__generated__';

export const ExportDataMutation = graphql(`
  mutation ExportDataMutation($type: String!, $format: String!, $options: ExportOptionsInput, $filters: ExportFilterInput) {
    exportData(type: $type, format: $format, options: $options, filters: $filters) {
      url
      filename
    }
  }
`);

/** The stored Export Settings, read and answered by save alike. */
export const ExportSettingsFields = graphql(`
  fragment ExportSettingsFields on ExportSettings {
    format
    includeHeaders
    dateFormat
    includeMetadata
    compression
    filename
  }
`);

export const MyExportSettingsQuery = graphql(`
  query MyExportSettingsQuery {
    myExportSettings {
      ...ExportSettingsFields
    }
  }
`);

export const SaveExportSettingsMutation = graphql(`
  mutation SaveExportSettingsMutation($input: ExportSettingsInput!) {
    saveExportSettings(input: $input) {
      ...ExportSettingsFields
    }
  }
`);

export const ImportPreviewMutation = graphql(`
  mutation ImportPreviewMutation($fileId: ID!, $type: String!, $mapping: [ImportMappingInput!], $allowStaffRoles: Boolean) {
    importPreview(fileId: $fileId, type: $type, mapping: $mapping, allowStaffRoles: $allowStaffRoles) {
      columns
      fields
      mapping {
        column
        field
      }
      rows
      totalRows
      errorCount
      existing
      errors {
        row
        field
        message
      }
    }
  }
`);

export const ImportCommitMutation = graphql(`
  mutation ImportCommitMutation(
    $fileId: ID!
    $type: String!
    $mapping: [ImportMappingInput!]
    $onExisting: String
    $allowStaffRoles: Boolean
  ) {
    importCommit(fileId: $fileId, type: $type, mapping: $mapping, onExisting: $onExisting, allowStaffRoles: $allowStaffRoles) {
      created
      updated
      skipped
    }
  }
`);
