import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export type TicketAuthor = 'user' | 'staff';

export interface TicketRow extends Model<InferAttributes<TicketRow>, InferCreationAttributes<TicketRow>> {
  id: CreationOptional<string>;
  userId: string;
  subject: string;
  category: string | null;
  status: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface TicketMessageRow extends Model<InferAttributes<TicketMessageRow>, InferCreationAttributes<TicketMessageRow>> {
  id: CreationOptional<string>;
  ticketId: string;
  author: TicketAuthor;
  body: string;
  readByUser: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
}

export interface TicketModels {
  Tickets: ModelStatic<TicketRow>;
  TicketMessages: ModelStatic<TicketMessageRow>;
}

/** Defaults (ids, status, timestamps, read flag) come from the database's column defaults. */
export function defineTicketModels(sequelize: Sequelize): TicketModels {
  const Tickets = sequelize.define<TicketRow>(
    'Ticket',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      userId: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      category: { type: DataTypes.TEXT },
      status: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE },
      updatedAt: { type: DataTypes.DATE },
    },
    { tableName: 'tickets', timestamps: false },
  );
  const TicketMessages = sequelize.define<TicketMessageRow>(
    'TicketMessage',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      ticketId: { type: DataTypes.UUID, allowNull: false },
      author: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      readByUser: { type: DataTypes.BOOLEAN },
      createdAt: { type: DataTypes.DATE },
    },
    { tableName: 'ticket_messages', timestamps: false },
  );
  Tickets.hasMany(TicketMessages, { foreignKey: 'ticketId', as: 'messages' });
  TicketMessages.belongsTo(Tickets, { foreignKey: 'ticketId', as: 'ticket' });
  return { Tickets, TicketMessages };
}
