// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The claim checker's entry form: a published claim as the claimant stated it — who, which model,
// the two systems' published tokens/s per kW and the watts they were divided by, any measured
// draw, the operating point, the published ratio, and the text of what was stated for each
// question (blank = not stated). Spin boxes at 0 mean "not given" (NaN in the Claim).
//
// Child widgets have object names for tests: claimId, claimTitle, claimant, model, tokens,
// operatingPoint, interactivity, publishedRatio, {subject,comparator}{Label,Hardware,Value,Kind,
// Watts,Measured,UpperBound}, stated{Denominator,Boundary,Interactivity,Tokens,Normalisation,
// Comparator,Percentile}, unstated.

#include "literacy/claims.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLineEdit;

namespace denominator::ui {

class ClaimForm : public QWidget {
    Q_OBJECT
public:
    explicit ClaimForm(QWidget* parent = nullptr);

    /// The claim the form describes (systems[0] subject, [1] comparator).
    Claim claim() const;
    /// Fills every field from `claim` (e.g. to edit a stored claim as a new one).
    void setClaim(const Claim& claim);
    /// Why the form is not a checkable claim yet ("give an id"); empty when it is.
    QString problem() const;

private:
    struct SystemFields {
        QLineEdit *label, *hardware;
        QDoubleSpinBox *value, *watts, *measured;
        QComboBox *kind, *benchmark;
        QCheckBox* upperBound;
    };
    QGroupBox* makeSystemGroup(const QString& title, const QString& prefix, SystemFields& f);
    QGroupBox* makeStatedGroup();
    static ClaimSystem systemOf(const SystemFields& f);
    static void setSystem(SystemFields& f, const ClaimSystem& s);

    QLineEdit *m_id, *m_title, *m_claimant, *m_model, *m_unstated;
    QComboBox *m_tokens, *m_operatingPoint;
    QDoubleSpinBox *m_interactivity, *m_publishedRatio;
    SystemFields m_subject{}, m_comparator{};
    QList<QPair<QString, QLineEdit*>> m_stated; ///< question key -> its text field
};

} // namespace denominator::ui
