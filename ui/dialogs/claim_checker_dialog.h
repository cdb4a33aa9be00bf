// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The claim checker: pick a stored claim or open a claims file, or enter a new claim in a form;
// see which of the questions that decide an efficiency number it answers (answered / ambiguous /
// unanswered, each with its reason) and the ratio under each plausible reading, with ranges where
// an input is unknown. An entered claim can be saved as a claims file or added to the store.
//
// Thread: GUI thread. The dialog reads and writes `store` (which must outlive it) only when asked
// (import, add); it never shows a file dialog from the public methods, so tests drive it directly.
// Child object names for tests: claimPicker, openFileButton, importButton, editButton, checkButton, saveButton,
// addButton, cardButton, claimHeader, questionsTable, readingsTable, notesLabel, statusLabel, claimForm.

#include "import/import_driver.h"
#include "literacy/claim_assessment.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace denominator {
class Store;
}

namespace denominator::ui {

class ClaimForm;

class ClaimCheckerDialog : public QDialog {
    Q_OBJECT
public:
    explicit ClaimCheckerDialog(Store& store, QWidget* parent = nullptr);

    /// Shows the assessment of a known claim (stored, bundled or from an opened file).
    bool selectClaim(const QString& id);
    /// Adds a claims file's claims to the picker (not to the store) and selects the first.
    Expected<void> openClaimsFile(const QString& path);
    /// Assesses the form's claim and shows it; false (with the reason in the status line) when the
    /// form is incomplete.
    bool checkFormClaim();
    /// Writes the form's claim as a claims file at `path`.
    Expected<void> saveFormClaim(const QString& path);
    /// Imports a claims file into the store, reloads the picker and selects its first claim.
    Expected<void> importClaimsFile(const QString& path);
    /// Adds the form's claim to the store (as an entered claims document) and selects it.
    Expected<void> addFormClaimToStore();
    /// Writes the shown claim's card (a one-page PDF re-derived with measured power, with its
    /// waterfall and the line that verifies it). The claim must be in the store, so that `verify`
    /// can re-derive the card from it.
    Expected<void> writeClaimCard(const QString& path);

    ClaimForm* form() const { return m_form; }
    const Claim& currentClaim() const { return m_claim; }
    const ClaimAssessment& assessment() const { return m_assessment; }

signals:
    /// The store gained claims (the window may reload what it shows).
    void claimsImported();

private:
    QWidget* makePickerTab();
    QWidget* makeFormTab();
    QWidget* makeResults();
    /// Lists the library's claims again; false when it could not be read (said in the status line,
    /// and the claims listed before stay).
    bool reloadClaims();
    void display(const Claim& claim);
    void fillQuestions();
    void fillReadings();
    void setStatus(const QString& text, bool error);
    void chooseAndOpen();
    void chooseAndSave();
    Expected<void> importSource(const SourceFile& src);

    Store& m_store;
    QList<Claim> m_stored, m_opened; ///< the store's (or bundled) claims; claims from opened files
    Claim m_claim;
    ClaimAssessment m_assessment;
    QTabWidget* m_tabs;
    QComboBox* m_picker;
    ClaimForm* m_form;
    QLabel *m_header, *m_notes, *m_status;
    QTableWidget *m_questions, *m_readings;
};

} // namespace denominator::ui
