#include "main_window.h"

#include "store.h"

namespace denominator::ui {

MainWindow::MainWindow(const QString& dbPath, QWidget* parent)
    : QMainWindow(parent), m_store(std::make_unique<Store>(dbPath))
{
    m_store->loadBundledDataIfEmpty();
    setWindowTitle(QStringLiteral("Denominator"));
}

MainWindow::~MainWindow() = default;

void MainWindow::importFiles(const QStringList& files)
{
    for (const QString& f : files) m_store->importFile(f);
}

} // namespace denominator::ui
