import type { ExerciseTemplateInput } from '@blockbeat/contracts';
import { DataTypes, type CreationAttributes, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { defineWorkoutModel } from './workout-model';

export interface TemplateRow extends Model<InferAttributes<TemplateRow>, InferCreationAttributes<TemplateRow>>, ExerciseTemplateInput {
  id: CreationOptional<string>;
  userId: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface CategoryRow extends Model<InferAttributes<CategoryRow>, InferCreationAttributes<CategoryRow>> {
  id: CreationOptional<string>;
  userId: string;
  name: string;
  createdAt: CreationOptional<Date>;
}

export interface UploadRow extends Model<InferAttributes<UploadRow>, InferCreationAttributes<UploadRow>> {
  id: CreationOptional<string>;
  userId: string;
  storageName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: CreationOptional<Date>;
}

/** One stored audio file, which upload rows (the original and its imports) reference by storage name. */
export interface BlobRow extends Model<InferAttributes<BlobRow>, InferCreationAttributes<BlobRow>> {
  storageName: string;
  createdAt: CreationOptional<Date>;
}

export interface CompletionRow extends Model<InferAttributes<CompletionRow>, InferCreationAttributes<CompletionRow>> {
  id: CreationOptional<string>;
  userId: string;
  workoutId: string | null;
  workoutName: string;
  elapsedSeconds: number;
  /** The player's id for the completion: the same one sent again is the same completion. */
  clientId: CreationOptional<string | null>;
  completedAt: CreationOptional<Date>;
}

export interface BrandingRow extends Model<InferAttributes<BrandingRow>, InferCreationAttributes<BrandingRow>> {
  userId: string;
  logoStorageName: CreationOptional<string | null>;
  logoMimeType: CreationOptional<string | null>;
  primaryColor: CreationOptional<string | null>;
  accentColor: CreationOptional<string | null>;
  updatedAt: CreationOptional<Date>;
}

// Functions, not shared objects: Sequelize writes into each attribute's definition.
const id = () => ({ type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 });
const text = () => ({ type: DataTypes.TEXT, allowNull: false });
const integer = () => ({ type: DataTypes.INTEGER, allowNull: false });
/** Filled by the column default: the database's clock, one for every process. */
const timestamp = () => ({ type: DataTypes.DATE });

function defineTemplateModel(sequelize: Sequelize): ModelStatic<TemplateRow> {
  return sequelize.define<TemplateRow>(
    'ExerciseTemplate',
    {
      id: id(),
      userId: text(),
      name: text(),
      duration: integer(),
      restTime: integer(),
      notes: text(),
      musicUrl: text(),
      musicType: text(),
      blockColor: text(),
      demo: { type: DataTypes.JSONB },
      createdAt: timestamp(),
      updatedAt: timestamp(),
    },
    { tableName: 'exercise_templates', timestamps: false },
  );
}

function defineCategoryModel(sequelize: Sequelize): ModelStatic<CategoryRow> {
  return sequelize.define<CategoryRow>(
    'CustomCategory',
    { id: id(), userId: text(), name: text(), createdAt: timestamp() },
    { tableName: 'custom_categories', timestamps: false },
  );
}

function defineUploadModel(sequelize: Sequelize): ModelStatic<UploadRow> {
  return sequelize.define<UploadRow>(
    'Upload',
    { id: id(), userId: text(), storageName: text(), originalName: text(), mimeType: text(), sizeBytes: integer(), createdAt: timestamp() },
    { tableName: 'uploads', timestamps: false },
  );
}

function defineBlobModel(sequelize: Sequelize): ModelStatic<BlobRow> {
  return sequelize.define<BlobRow>(
    'Blob',
    { storageName: { type: DataTypes.TEXT, primaryKey: true }, createdAt: timestamp() },
    { tableName: 'blobs', timestamps: false },
  );
}

function defineCompletionModel(sequelize: Sequelize): ModelStatic<CompletionRow> {
  return sequelize.define<CompletionRow>(
    'Completion',
    {
      id: id(),
      userId: text(),
      workoutId: { type: DataTypes.UUID },
      workoutName: text(),
      elapsedSeconds: integer(),
      clientId: { type: DataTypes.UUID },
      completedAt: timestamp(),
    },
    { tableName: 'completions', timestamps: false },
  );
}

function defineBrandingModel(sequelize: Sequelize): ModelStatic<BrandingRow> {
  return sequelize.define<BrandingRow>(
    'Branding',
    {
      userId: { type: DataTypes.TEXT, primaryKey: true },
      logoStorageName: { type: DataTypes.TEXT },
      logoMimeType: { type: DataTypes.TEXT },
      primaryColor: { type: DataTypes.TEXT },
      accentColor: { type: DataTypes.TEXT },
      updatedAt: timestamp(),
    },
    { tableName: 'branding', timestamps: false },
  );
}

/** Every table of the content schema, defined once per Sequelize instance. */
export function defineContentModels(sequelize: Sequelize) {
  return {
    Workouts: defineWorkoutModel(sequelize),
    Templates: defineTemplateModel(sequelize),
    Categories: defineCategoryModel(sequelize),
    Uploads: defineUploadModel(sequelize),
    Blobs: defineBlobModel(sequelize),
    Completions: defineCompletionModel(sequelize),
    Branding: defineBrandingModel(sequelize),
  };
}

export type ContentModels = ReturnType<typeof defineContentModels>;

export type NewUpload = CreationAttributes<UploadRow>;
