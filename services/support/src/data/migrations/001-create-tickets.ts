import type { Migration } from '@blockbeat/service-kit';
import { DataTypes } from 'sequelize';

export const createTickets: Migration = {
  name: '001-create-tickets',
  async up({ queryInterface, sequelize, schema }) {
    const tickets = { tableName: 'tickets', schema };
    const messages = { tableName: 'ticket_messages', schema };
    const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.fn('gen_random_uuid') };
    const now = { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.fn('now') };
    await queryInterface.createTable(tickets, {
      id,
      user_id: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      category: { type: DataTypes.TEXT },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'open' },
      created_at: now,
      updated_at: now,
    });
    await queryInterface.addIndex(tickets, ['user_id'], { name: 'tickets_user_id_idx' });
    await queryInterface.createTable(messages, {
      id,
      ticket_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: tickets, key: 'id' },
        onDelete: 'CASCADE',
      },
      author: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      read_by_user: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: now,
    });
    await queryInterface.addConstraint(messages, {
      type: 'check',
      fields: ['author'],
      where: { author: ['user', 'staff'] },
      name: 'ticket_messages_author_check',
    });
    await queryInterface.addIndex(messages, ['ticket_id'], { name: 'ticket_messages_ticket_id_idx' });
  },
  async down({ queryInterface, schema }) {
    await queryInterface.dropTable({ tableName: 'ticket_messages', schema });
    await queryInterface.dropTable({ tableName: 'tickets', schema });
  },
};
