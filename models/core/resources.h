// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Data bundled into the binary (resources/denominator.qrc).

#include <QStringList>

namespace denominator {

/// Makes the bundled resources available (needed because models is a static library). Idempotent.
void initResources();

/// Resource paths of the bundled claims and InferenceX sample, in import order.
QStringList bundledDataFiles();

/// Resource path of the bundled hardware specification JSON.
QString hardwareSpecsResource();

/// Resource path of the bundled chassis power profiles (InferenceX's system power model).
QString chassisProfilesResource();

} // namespace denominator
