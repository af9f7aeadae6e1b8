/** Part 4 of the table store's model-based test (tableModel.test-util.ts). */
import { describeTableModel } from './tableModel.test-util.ts';

describeTableModel(4);
