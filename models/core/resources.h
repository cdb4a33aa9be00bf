// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Data bundled into the binary (resources/denominator.qrc).

#include <QStringList>
#include <functional>
#include <nlohmann/json_fwd.hpp>

namespace denominator {

/// Makes the bundled resources available (needed because models is a static library). Idempotent.
void initResources();

/// Resource paths of the bundled claims and InferenceX sample, in import order.
QStringList bundledDataFiles();

/// Resource path of the bundled hardware specification JSON.
QString hardwareSpecsResource();

/// Resource path of the bundled chassis power profiles (InferenceX's system power model).
QString chassisProfilesResource();

/// Reads a JSON resource every build carries with `read`. Such a file that is missing, does not
/// parse, or that `read` finds incomplete (it throws BrokenBundle or a nlohmann exception) is a
/// broken build, not a user's error: the program stops there naming the resource and why
/// (qFatal), instead of every caller carrying an error it can do nothing about.
void readBundledJson(const QString& resource, const std::function<void(const nlohmann::json&)>& read);

/// Thrown by a readBundledJson reader for content that parses but is incomplete; caught there.
struct BrokenBundle {
    QString why;
};

} // namespace denominator
