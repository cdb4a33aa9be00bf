// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The one error convention of models/: a problem at a precise place (Issue), and Expected<T> for
// an operation that yields a value or fails with one Issue. Importers, which can find several
// problems in one file, collect Issues in their report. The one exception left, StoreError,
// never leaves store/: the SQLite wrappers throw it, and each public Store function (open() and
// every method) catches it at its own boundary and returns Expected or a report.
// No function reports failure as a bare bool or a message out-parameter.

#include <QString>
#include <optional>
#include <utility>
#include <variant>

namespace denominator {

/// One problem at a precise place. `line` is 1-based in the file; `row` is the 0-based JSON array
/// index or CSV data row; `field` names the key or column. Unknown parts are -1 / empty.
struct Issue {
    QString file;
    int line = -1;
    int row = -1;
    QString field;
    QString message;

    /// `FILE:LINE: row N, field "x": message`, leaving out the parts that are not known.
    QString toString() const;
    bool operator==(const Issue&) const = default;
};

/// An Issue that is only a message: a value checked away from its place (a field's rule, an
/// option's text); whoever reports it adds the file, the line and the field.
inline Issue problem(QString message) { return Issue{{}, -1, -1, {}, std::move(message)}; }

/// A value, or the Issue that prevented it.
template <class T> class [[nodiscard]] Expected {
public:
    Expected(T value) : m_v(std::in_place_index<0>, std::move(value)) {}
    Expected(Issue issue) : m_v(std::in_place_index<1>, std::move(issue)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(m_v); }
    T& value() & { return std::get<0>(m_v); }
    T value() && { return std::get<0>(std::move(m_v)); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    /// By value: `for (x : *f())` and `auto v = *f()` hold the value, not a reference into a temporary.
    T operator*() && { return std::move(*this).value(); }
    const Issue& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Issue> m_v;
};

/// Success, or the Issue that prevented it.
template <> class [[nodiscard]] Expected<void> {
public:
    Expected() = default;
    Expected(Issue issue) : m_error(std::move(issue)) {}

    bool ok() const { return !m_error; }
    explicit operator bool() const { return ok(); }
    const Issue& error() const { return *m_error; }

private:
    std::optional<Issue> m_error;
};

} // namespace denominator
