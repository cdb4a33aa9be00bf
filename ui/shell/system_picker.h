// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Choosing systems when a workload has sixty: a tree grouped by hardware (expand to framework,
// precision and source), a search box where every word must match ("sglang fp4 mi355x"), and All,
// None, Best per hardware and Only this. Each system shows its chart colour and marker. The
// picker reports the checked labels; it never decides what they mean (the window puts the edit
// on the undo stack). setEntries()/setChecked() never emit.

#include <QColor>
#include <QIcon>
#include <QWidget>

class QLabel;
class QLineEdit;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace denominator::ui {

class SystemFilterProxy;

class SystemPicker : public QWidget {
    Q_OBJECT
public:
    struct Entry {
        QString label;    ///< the system's label (unique in the workload)
        QString hardware; ///< the group it sits under
        QIcon icon;       ///< its colour and marker on the charts
        QString tooltip;  ///< runs, source, tested range
    };

    explicit SystemPicker(QWidget* parent = nullptr);

    /// Every system of the workload, in the comparison's order.
    void setEntries(const QList<Entry>& entries);
    /// Ticks exactly these labels (others unticked).
    void setChecked(const QStringList& labels);
    /// What "Best per hardware" ticks.
    void setBest(const QStringList& labels) { m_best = labels; }
    /// The entries are hardware (a benchmark-dataset workload's), not systems: the buttons say what they do there.
    void setEntriesAreHardware(bool hardware);
    QStringList checked() const;
    QTreeView* tree() const { return m_tree; }
    QLineEdit* search() const { return m_search; }

signals:
    /// The user ticked or unticked systems; `labels` in entry order, `what` names the edit.
    void selectionEdited(const QStringList& labels, const QString& what);

private:
    void emitSelection(const QString& what);
    void onlyThis(const QModelIndex& proxyIndex);
    QStandardItem* itemOf(const QModelIndex& proxyIndex) const;
    void updateCount();

    QStandardItemModel* m_model;
    SystemFilterProxy* m_proxy;
    QTreeView* m_tree;
    QLineEdit* m_search;
    QLabel* m_count;
    QStringList m_order; ///< labels in entry order
    QStringList m_best;
    bool m_syncing = false;
};

} // namespace denominator::ui
