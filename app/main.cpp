// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// denominator: the headless commands, run here with a QCoreApplication and without loading Qt
// Widgets or Qt Charts (so `--version`, `energy` or `import` start in milliseconds); the window,
// and every command that draws a chart, are denominator-gui's, which this program becomes (exec)
// with the same arguments.

#include "cli.h"
#include "core/resources.h"
#include "invocation.h"

#include <QCoreApplication>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

namespace {

/// denominator-gui beside this program (the build tree and an installation alike).
std::string windowProgram()
{
    char self[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return "denominator-gui";
    std::string path(self, size_t(n));
    return path.substr(0, path.rfind('/') + 1) + "denominator-gui";
}

int becomeWindowProgram(char** argv)
{
    const std::string program = windowProgram();
    execv(program.c_str(), argv);
    std::fprintf(stderr, "denominator: cannot start %s (the window and the chart commands): %s\n", program.c_str(), std::strerror(errno));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace denominator::cli;
    setIdentity();
    const QStringList args = arguments(argc, argv);
    const Invocation inv = classify(args);
    if (inv.command && !needsGuiProgram(*inv.command, inv.commandArgs)) {
        prepareCommand();
        denominator::initResources();
        QCoreApplication app(argc, argv);
        return run(*inv.command, inv.commandArgs);
    }
    if (const auto answer = answerWithoutWindow(argc, argv, args, inv)) return *answer;
    return becomeWindowProgram(argv);
}
