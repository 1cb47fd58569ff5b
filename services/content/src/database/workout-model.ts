import type { Difficulty, Exercise, RoundGroupSpec, WorkoutSound } from '@blockbeat/contracts';
import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export interface WorkoutRow extends Model<InferAttributes<WorkoutRow>, InferCreationAttributes<WorkoutRow>> {
  id: CreationOptional<string>;
  userId: string;
  name: string;
  description: string | null;
  notes: string | null;
  category: string | null;
  difficulty: Difficulty | null;
  exercises: Exercise[];
  /** [] for a flat workout and for every workout saved before round groups existed. */
  groups: CreationOptional<RoundGroupSpec[]>;
  sound: CreationOptional<WorkoutSound | null>;
  totalDuration: number;
  shareToken: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export type WorkoutAttributes = InferAttributes<WorkoutRow>;

/**
 * Timestamps come from the database (microseconds, one clock for every process) rather than
 * Sequelize's millisecond JS clock, so "newest first" is stable for rows created back to back.
 */
export function defineWorkoutModel(sequelize: Sequelize): ModelStatic<WorkoutRow> {
  return sequelize.define<WorkoutRow>(
    'Workout',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      userId: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      description: { type: DataTypes.TEXT },
      notes: { type: DataTypes.TEXT },
      category: { type: DataTypes.TEXT },
      difficulty: { type: DataTypes.TEXT },
      exercises: { type: DataTypes.JSONB, allowNull: false },
      groups: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      sound: { type: DataTypes.JSONB },
      totalDuration: { type: DataTypes.INTEGER, allowNull: false },
      shareToken: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE },
      updatedAt: { type: DataTypes.DATE },
    },
    { tableName: 'workouts', timestamps: false },
  );
}
